import { session } from '../../lib/session';

/** The spec's audio assets: fetched only when a sound plays, never with the page. */
const SOUNDS = {
  right: new URL('./sounds/right.mp3', import.meta.url).href,
  wrong: new URL('./sounds/wrong.mp3', import.meta.url).href,
  end: new URL('./sounds/end.wav', import.meta.url).href,
} as const;

export type SoundName = keyof typeof SOUNDS;

/** Plays a sound, unless the player turned sounds off; a browser that refuses stays silent. */
export function playSound(name: SoundName): void {
  if (session.get().details?.sound === false || typeof Audio === 'undefined') return;
  void new Audio(SOUNDS[name]).play().catch(() => {});
}

/**
 * The sounds of a play's end: the end, then right for a solo won or wrong for a
 * solo lost (a challenge's outcome comes when it closes).
 */
export function playEndSounds(outcome: 'won' | 'lost' | 'pending'): void {
  playSound('end');
  if (outcome !== 'pending')
    setTimeout(() => playSound(outcome === 'won' ? 'right' : 'wrong'), 700);
}
