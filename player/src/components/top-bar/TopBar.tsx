import { Link, useLocation } from 'wouter-preact';
import { type Translate, useT } from '../../lib/i18n';
import { loginPath, registrationPath } from '../../lib/nav';
import { session } from '../../lib/session';
import { useStore } from '../../lib/store';
import { Icon, type IconName } from '../icon/Icon';
import styles from './TopBar.module.css';

interface Item {
  href: string;
  label: string;
  icon?: IconName;
  push?: boolean;
  /** Icon only on narrow phones; the label stays for screen readers. */
  compact?: boolean;
}

function items(player: boolean, t: Translate, here: string): Item[] {
  const home: Item = { href: '/explore', label: t('shell.home'), icon: 'home' };
  if (!player) {
    return [
      home,
      { href: loginPath(here), label: t('actions.login'), push: true },
      { href: registrationPath(here), label: t('actions.register') },
    ];
  }
  return [
    home,
    { href: '/categories', label: t('shell.categories'), icon: 'grid' },
    { href: '/notifications', label: t('shell.notifications'), icon: 'bell', compact: true },
    { href: '/friends', label: t('shell.friends'), icon: 'friends', compact: true },
  ];
}

/** Home and sign-in/register for visitors; categories, bell and friends for players. */
export function TopBar() {
  const t = useT();
  const [pathname] = useLocation();
  const player = useStore(session, (state) => state.status === 'player');
  return (
    <nav class={styles.bar} aria-label={t('shell.main_nav')}>
      <ul class={styles.list}>
        {items(player, t, pathname + location.search).map((item) => (
          <li key={item.href} class={item.push ? styles.push : undefined}>
            <Link
              href={item.href}
              class={styles.link}
              aria-current={pathname === item.href.split('?')[0] ? 'page' : undefined}
            >
              {item.icon && <Icon name={item.icon} size={20} />}
              {item.compact ? <span class={styles.compact}>{item.label}</span> : item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
