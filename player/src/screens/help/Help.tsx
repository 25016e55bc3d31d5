import type { HelpData } from '@quiz/shared/contract';
import type { Language } from '@quiz/shared/types';
import { useEffect, useState } from 'preact/hooks';
import { Icon, type IconName } from '../../components/icon/all';
import { Skeleton } from '../../components/skeleton/Skeleton';
import { useLang, useT } from '../../lib/i18n';
import { api } from '../../lib/paths';
import { useResource } from '../../lib/resource';
import { useTitle } from '../../lib/use-title';
import styles from './Content.module.css';
import { ContentLanguage } from './ContentLanguage';

/**
 * Anchors of the five help sections, in the server's order (spec section 2:
 * solo mode, challenge mode, buying credits, cashing out, contacting us), so
 * other screens can link straight to one: /help#challenge-mode.
 */
export const HELP_ANCHORS = [
  'solo-mode',
  'challenge-mode',
  'buy-credits',
  'cash-out',
  'contact-us',
];

const ICONS: Record<string, IconName> = {
  solo: 'user',
  challenge: 'trophy',
  credits: 'bolt',
  friends: 'friends',
  gains: 'cash',
  mail: 'mail',
  phone: 'phone',
  share: 'share',
  timer: 'timer',
};

export default function Help() {
  const t = useT();
  const siteLang = useLang();
  const [lang, setLang] = useState<Language>(siteLang);
  const help = useResource<HelpData>(api.content.help(lang));
  useTitle('screens.help');

  // The anchor in the address is reached once the sections exist.
  useEffect(() => {
    if (help.status === 'ok' && location.hash) {
      document.getElementById(location.hash.slice(1))?.scrollIntoView();
    }
  }, [help.status]);

  return (
    <article class={`page ${styles.page}`} lang={lang}>
      <ContentLanguage value={lang} onChange={setLang} />
      {help.status === 'loading' && <Skeleton height={240} />}
      {help.status === 'error' && <p role="alert">{t('content.load_failed')}</p>}
      {help.data && (
        <>
          <h1>{help.data.general.title}</h1>
          <nav class={`card ${styles.toc}`} aria-label={t('content.contents')}>
            <ol>
              {help.data.sections.map((section, i) => (
                <li key={section.title}>
                  <a href={`#${HELP_ANCHORS[i] ?? `section-${i}`}`}>{section.title}</a>
                </li>
              ))}
            </ol>
          </nav>
          {help.data.sections.map((section, i) => (
            <section
              key={section.title}
              id={HELP_ANCHORS[i] ?? `section-${i}`}
              class={`card ${styles.section}`}
            >
              <h2>{section.title}</h2>
              {section.content.map((item, j) =>
                item.type === 'icon' ? (
                  ICONS[item.value] && (
                    <span key={j} class={styles.icon}>
                      <Icon name={ICONS[item.value] as IconName} />
                    </span>
                  )
                ) : (
                  <p key={j}>{item.value}</p>
                ),
              )}
            </section>
          ))}
        </>
      )}
    </article>
  );
}
