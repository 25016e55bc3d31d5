import { useState } from 'preact/hooks';
import { lazy } from '../../lib/lazy';
import { isAdminManager, session } from '../../lib/session';
import { useStore } from '../../lib/store';

const PlayerNamePrompt = lazy(
  () => import('./PlayerNamePrompt'),
  () => null,
);
const FreeCreditsNotice = lazy(
  () => import('./FreeCreditsNotice'),
  () => null,
);

/** "Later" on the name prompt holds until the browser tab closes. */
const LATER_KEY = 'playerNameLater';

/**
 * The player-side overlays (back-office spec section 2): a signed-in player who is no
 * manager and has no player name is asked for one; then one whose account received
 * free credits is told how many. Their code loads only when one is due.
 */
export function AccountPrompts() {
  const player = useStore(session, (state) =>
    state.status === 'player' && !isAdminManager(state) ? state.details : null,
  );
  const [later, setLater] = useState(() => sessionStorage.getItem(LATER_KEY) === '1');
  if (!player) return null;
  if (!player.player_name && !later) {
    return (
      <PlayerNamePrompt
        onLater={() => {
          sessionStorage.setItem(LATER_KEY, '1');
          setLater(true);
        }}
      />
    );
  }
  return player.is_primary_has_free_credits ? <FreeCreditsNotice /> : null;
}
