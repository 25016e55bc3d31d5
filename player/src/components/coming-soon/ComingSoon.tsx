import type { MessageKey } from '@quiz/shared/i18n';
import { Link } from 'wouter-preact';
import { useT } from '../../lib/i18n';
import { HOME } from '../../lib/nav';
import { useTitle } from '../../lib/use-title';
import styles from './ComingSoon.module.css';

/** A screen of the spec that is not built yet: its name and a way back, never a blank page. */
export function ComingSoon({ title }: { title: MessageKey }) {
  const t = useT();
  useTitle(title);
  return (
    <section class={`page ${styles.box}`} aria-labelledby="soon-title">
      <span class={styles.badge}>{t('coming_soon.badge')}</span>
      <h1 id="soon-title">{t(title)}</h1>
      <p>{t('coming_soon.message')}</p>
      <Link class="button" href={HOME}>
        {t('actions.go_home')}
      </Link>
    </section>
  );
}
