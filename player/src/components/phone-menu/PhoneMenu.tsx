import type { GameIndexes } from '@quiz/shared/contract';
import type { Language } from '@quiz/shared/types';
import { useEffect, useRef } from 'preact/hooks';
import { Link } from 'wouter-preact';
import { pick, type Translate, useLang, useT } from '../../lib/i18n';
import { type NewsDot, news } from '../../lib/news';
import { api } from '../../lib/paths';
import { useResource } from '../../lib/resource';
import { changeLanguage, isAdminManager, session, toggleTheme } from '../../lib/session';
import { shareLink } from '../../lib/share';
import { useStore } from '../../lib/store';
import { theme } from '../../lib/theme';
import { Icon, type IconName } from '../icon/all';
import { trapTab } from '../modal/Modal';
import { Skeleton } from '../skeleton/Skeleton';
import { enterAdminMode } from './admin-mode';
import styles from './PhoneMenu.module.css';

/** Each entry has an icon of its own, so a glance tells them apart. */
export const VISITOR_LINKS: [string, string, IconName][] = [
  ['/explore', 'shell.explore', 'home'],
  ['/explore-challenges', 'shell.explore_challenges', 'trophy'],
  ['/categories', 'shell.categories', 'grid'],
  ['/search', 'actions.search', 'search'],
  ['/play-modes', 'screens.play_modes', 'play'],
  ['/badges-general', 'screens.badges', 'medal'],
  ['/help', 'shell.help', 'help'],
];

/** The screens where news wait, by the dot the news socket raises. */
const DOTS: Record<string, NewsDot> = {
  '/my-challenges': 'challenge_request',
  '/my-credits': 'credits_request',
  '/friends': 'friend_request',
  '/notifications': 'notifications',
};

export const PLAYER_LINKS: [string, string, IconName][] = [
  ['/my-challenges', 'screens.my_challenges', 'flag'],
  ['/my-credits', 'screens.my_credits', 'bolt'],
  ['/gains', 'screens.gains', 'cash'],
  ['/friends', 'shell.friends', 'friends'],
  ['/notifications', 'shell.notifications', 'bell'],
  ['/hall-of-fame', 'screens.hall_of_fame', 'star'],
  ['/player-statistics', 'screens.player_statistics', 'chart'],
  ['/preferences', 'screens.preferences', 'tune'],
  ['/settings', 'shell.settings', 'user'],
  ['/logout', 'actions.logout', 'logout'],
];

/** Every category: the menu is where a phone reaches them all. */
function Categories(props: { t: Translate; lang: Language; onPick: () => void }) {
  const { t, lang } = props;
  const indexes = useResource<GameIndexes>(api.games.indexes());
  if (indexes.status === 'loading') return <Skeleton height={40} />;
  const list = indexes.data?.indexes ?? [];
  if (list.length === 0) return <p class={styles.item}>{t('lists.empty')}</p>;
  return (
    <ul class={styles.list}>
      {list.map((index) => (
        <li key={index.id}>
          <Link class={styles.item} href={`/category/${index.id}`} onClick={props.onPick}>
            {pick(index, 'label', lang)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The phone menu: links, categories, theme and language, share site, terms. */
export default function PhoneMenu({ onClose }: { onClose: () => void }) {
  const t = useT();
  const lang = useLang();
  const dark = useStore(theme, (state) => state.dark);
  const player = useStore(session, (state) => state.status === 'player');
  // A manager here is in player mode (admin mode would have sent them to the back office).
  const manager = useStore(session, isAdminManager);
  const closeButton = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const dots = useStore(news, (state) => state.dots);

  // The focus goes in and stays in while it is open. Closed, it goes back to the menu
  // button, unless a link took it to the new screen.
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      trapTab(panel.current, event);
    };
    addEventListener('keydown', onKey);
    return () => {
      removeEventListener('keydown', onKey);
      const now = document.activeElement;
      if (now === document.body || panel.current?.contains(now)) before?.focus?.();
    };
  }, []);

  const links = player ? [...VISITOR_LINKS, ...PLAYER_LINKS] : VISITOR_LINKS;
  const share = () =>
    shareLink({ title: t('app.name'), text: t('shell.share_text'), url: `${location.origin}/` });

  return (
    <>
      <div class={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <div
        id="phone-menu"
        ref={panel}
        class={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby="menu-title"
      >
        <div class={styles.top}>
          <h2 id="menu-title">{t('shell.menu')}</h2>
          <button
            ref={closeButton}
            type="button"
            class={styles.close}
            aria-label={t('actions.close')}
            onClick={onClose}
          >
            <Icon name="close" />
          </button>
        </div>
        <nav class={styles.section} aria-label={t('shell.menu')}>
          <ul class={styles.list}>
            {links.map(([href, key, icon]) => (
              <li key={href}>
                <Link class={styles.item} href={href} onClick={onClose}>
                  <Icon name={icon} size={20} />
                  {t(key)}
                  {DOTS[href] && dots[DOTS[href]] && (
                    <span class={styles.dot}>
                      <span class="visually-hidden">{t('shell.news')}</span>
                    </span>
                  )}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section class={styles.section} aria-labelledby="menu-categories">
          <h3 id="menu-categories">{t('shell.categories')}</h3>
          <Categories t={t} lang={lang} onPick={onClose} />
        </section>
        <section class={styles.section}>
          <button
            type="button"
            class={styles.item}
            role="switch"
            aria-checked={dark}
            onClick={() => toggleTheme()}
          >
            <Icon name="moon" size={20} />
            {t('shell.dark_mode')}
            <span class={dark ? `${styles.switch} ${styles.on}` : styles.switch} />
          </button>
          <fieldset class="group">
            <legend class="visually-hidden">{t('labels.language')}</legend>
            {(['fr', 'en'] as const).map((code) => (
              <button
                key={code}
                type="button"
                class={styles.item}
                lang={code}
                aria-pressed={code === lang}
                onClick={() => changeLanguage(code)}
              >
                <Icon name="language" size={20} />
                {t(`languages_native.${code}`)}
                {code === lang && <span class={styles.current}>✓</span>}
              </button>
            ))}
          </fieldset>
          <button type="button" class={styles.item} onClick={share}>
            <Icon name="share" size={20} />
            {t('shell.share_site')}
          </button>
          <Link class={styles.item} href="/terms-&-conditions" onClick={onClose}>
            <Icon name="doc" size={20} />
            {t('shell.terms')}
          </Link>
          {manager && (
            <button type="button" class={styles.item} onClick={() => enterAdminMode()}>
              <Icon name="grid" size={20} />
              {t('navigation_modes.ADMIN_MODE')}
            </button>
          )}
        </section>
      </div>
    </>
  );
}
