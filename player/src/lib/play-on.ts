import type { PlayOnDetector } from '@quiz/shared/contract';
import { http } from './api';
import { currentLocation, navigate } from './nav';
import { api } from './paths';

/**
 * The play-on detector (spec section 4): a player who left a play running (a closed
 * tab, a lost phone signal) is sent back to it from wherever they open the site.
 * The server keeps the play and its clock; the play screen recovers it.
 */
export async function returnToRunningPlay(): Promise<void> {
  const found = await http.get<PlayOnDetector>(api.games.playOnDetector()).catch(() => null);
  if (!found?.has_play_on || !found.type || !found.game_id) return;
  if (currentLocation().startsWith('/play/on/')) return;
  const challenge = found.challenge_id ? `?challenge=${found.challenge_id}` : '';
  navigate(`/play/on/${found.type}/${found.game_id}${challenge}`, { replace: true });
}
