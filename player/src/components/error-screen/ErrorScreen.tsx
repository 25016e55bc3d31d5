import { useT } from '../../lib/i18n';
import { HOME } from '../../lib/nav';
import styles from './ErrorScreen.module.css';

export type ErrorKind = 'somethingWrong' | 'notFound' | 'serverError' | 'unauthorized';

const TEXTS: Record<ErrorKind, { key: string; code: string }> = {
  somethingWrong: { key: 'errors.something_wrong', code: '!' },
  notFound: { key: 'errors.not_found', code: '404' },
  serverError: { key: 'errors.server_error', code: '500' },
  unauthorized: { key: 'errors.unauthorized', code: '401' },
};

/**
 * Full-page error. Every kind offers going home and reloading, except not-found:
 * reloading a page that does not exist would only show this again.
 */
export function ErrorScreen({ kind }: { kind: ErrorKind }) {
  const t = useT();
  const { key, code } = TEXTS[kind];
  return (
    <section class={styles.screen} aria-labelledby="error-title">
      <div class={styles.box}>
        <p class={styles.code} aria-hidden="true">
          {code}
        </p>
        <h1 id="error-title">{t(`${key}.title`)}</h1>
        <p>{t(`${key}.message`)}</p>
        <div class={styles.actions}>
          {/* Plain links: a full load also recovers from a broken app state. */}
          <a class="button" href={HOME}>
            {t('actions.go_home')}
          </a>
          {kind !== 'notFound' && (
            <a class="button button-ghost" href={location.pathname + location.search}>
              {t('actions.refresh')}
            </a>
          )}
        </div>
      </div>
    </section>
  );
}
