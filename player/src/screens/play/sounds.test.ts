import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session';
import { playEndSounds, playSound } from './sounds';

const played: string[] = [];

beforeEach(() => {
  played.length = 0;
  vi.stubGlobal(
    'Audio',
    class {
      constructor(readonly src: string) {}
      play() {
        played.push(this.src);
        return Promise.resolve();
      }
    },
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const withSound = (sound: boolean) =>
  session.set({ status: 'player', details: { sound } as never });

describe('play sounds', () => {
  it('play only when the player left sounds on', () => {
    withSound(false);
    playSound('right');
    expect(played).toEqual([]);
    withSound(true);
    playSound('right');
    expect(played).toHaveLength(1);
    expect(played[0]).toMatch(/right.*\.mp3$/);
  });

  it('end a solo with the end, then right when won or wrong when lost; a challenge with the end alone', () => {
    vi.useFakeTimers();
    withSound(true);
    playEndSounds('won');
    expect(played.map((src) => src.match(/(right|wrong|end)/)?.[1])).toEqual(['end']);
    vi.advanceTimersByTime(700);
    playEndSounds('lost');
    vi.advanceTimersByTime(700);
    playEndSounds('pending');
    vi.advanceTimersByTime(700);
    expect(played.map((src) => src.match(/(right|wrong|end)/)?.[1])).toEqual([
      'end',
      'right',
      'end',
      'wrong',
      'end',
    ]);
  });
});
