import { useEffect, useState } from 'preact/hooks';
import { returnToRunningPlay } from '../../lib/play-on';
import { AccountPrompts } from './AccountPrompts';
import { startNewsFeed } from './newsFeed';

/**
 * Runs `work` once the phone is idle, the screen the player came for drawn, or after
 * two seconds at the latest; where the browser has no idle callback (Safari), soon after.
 * Returns what cancels it.
 */
function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(work, 300);
  return () => clearTimeout(id);
}

/**
 * Once a player (no manager) is signed in: a play they left running brings them back
 * to it, the news socket feeds the dots, then the player-side prompts (a player
 * name, the welcome gift). The running-play check and the prompts are not what the
 * first screen needs: they wait for the phone to be idle, leaving the processor to
 * that screen at start.
 */
export default function PlayerExtras() {
  const [idle, setIdle] = useState(false);
  // The news socket opens at once: news sent before it opens would not reach an open screen.
  useEffect(() => startNewsFeed(), []);
  useEffect(
    () =>
      whenIdle(() => {
        void returnToRunningPlay();
        setIdle(true);
      }),
    [],
  );
  return idle ? <AccountPrompts /> : null;
}
