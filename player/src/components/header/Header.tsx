import { formatCredits } from '@quiz/shared/format';
import { Link } from 'wouter-preact';
import { connection } from '../../lib/connection';
import { useT } from '../../lib/i18n';
import { news } from '../../lib/news';
import { session } from '../../lib/session';
import { useStore } from '../../lib/store';
import { Icon } from '../icon/Icon';
import styles from './Header.module.css';

interface HeaderProps {
  onMenu: () => void;
  menuOpen: boolean;
}

/** Menu button, logo, credits counter and profile picture (players), search button. */
export function Header({ onMenu, menuOpen }: HeaderProps) {
  const t = useT();
  // A news dot on the menu button: something new waits in one of its screens.
  const hasNews = useStore(news, (state) => Object.values(state.dots).some(Boolean));
  const details = useStore(session, (state) => (state.status === 'player' ? state.details : null));
  const credits = details?.number_of_credits ?? details?.my_credits ?? 0;
  // Offline, the last balance read could be stale: no balance rather than a wrong one.
  const offline = useStore(connection, (state) => state.offline);
  return (
    <header class={styles.header}>
      <button
        type="button"
        class={styles.iconButton}
        aria-label={t(hasNews ? 'shell.menu_news' : 'shell.menu')}
        aria-expanded={menuOpen}
        aria-controls="phone-menu"
        onClick={onMenu}
      >
        <Icon name="menu" />
        {hasNews && <span class={styles.dot} />}
      </button>
      <Link href="/explore" class={styles.logo}>
        {t('app.name')}
      </Link>
      {details && (
        <>
          {!offline && (
            <Link
              href="/my-credits"
              class={styles.credits}
              // The name starts with what is shown (x3), as voice control needs.
              aria-label={t('shell.credits_count', {
                count: credits,
                shown: formatCredits(credits),
              })}
            >
              <Icon name="bolt" size={18} />
              {formatCredits(credits)}
            </Link>
          )}
          <Link href="/settings" class={styles.iconButton} aria-label={t('shell.profile')}>
            {details.profile_pic ? (
              <img class={styles.avatar} src={details.profile_pic} alt="" width={32} height={32} />
            ) : (
              <Icon name="user" />
            )}
          </Link>
        </>
      )}
      <Link href="/search" class={styles.iconButton} aria-label={t('actions.search')}>
        <Icon name="search" />
      </Link>
    </header>
  );
}
