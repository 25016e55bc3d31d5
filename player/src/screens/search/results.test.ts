import type { SearchPlayResult } from '@quiz/shared/contract';
import { describe, expect, it } from 'vitest';
import { playStatus } from './results';

const result = (over: Partial<SearchPlayResult>) =>
  ({
    type: 'solo',
    is_active: false,
    challenge_is_active: false,
    is_winner: false,
    ...over,
  }) as SearchPlayResult;

describe('play status labels', () => {
  it('follow the spec: in progress, challenge ongoing, winner, lost', () => {
    expect(playStatus(result({ is_active: true }))).toBe('in_progress');
    expect(playStatus(result({ type: 'challenge', challenge_is_active: true }))).toBe(
      'challenge_on',
    );
    expect(playStatus(result({ is_winner: true }))).toBe('winner');
    expect(playStatus(result({}))).toBe('lost');
  });
});
