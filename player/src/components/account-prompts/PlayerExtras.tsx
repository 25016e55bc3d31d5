import { useEffect } from 'preact/hooks';
import { returnToRunningPlay } from '../../lib/play-on';
import { AccountPrompts } from './AccountPrompts';
import { startNewsFeed } from './newsFeed';

/**
 * Once a player (no manager) is signed in: a play they left running brings them back
 * to it, the news socket feeds the dots, then the player-side prompts (a player
 * name, the welcome gift).
 */
export default function PlayerExtras() {
  useEffect(() => {
    void returnToRunningPlay();
    return startNewsFeed();
  }, []);
  return <AccountPrompts />;
}
