import type { Messages } from '@quiz/shared/i18n';
import { connection } from '../../lib/connection';
import { useT } from '../../lib/i18n';
import { HOME } from '../../lib/nav';
import { useStore } from '../../lib/store';
import { useTitle } from '../../lib/use-title';
import styles from './ErrorScreen.module.css';

export type ErrorKind = 'somethingWrong' | 'notFound' | 'serverError' | 'unauthorized';

/** Each kind's texts are errors.<section>.title and .message in the catalogs. */
const TEXTS: Record<ErrorKind, { section: keyof Messages['errors']; code: string }> = {
  somethingWrong: { section: 'something_wrong', code: '!' },
  notFound: { section: 'not_found', code: '404' },
  serverError: { section: 'server_error', code: '500' },
  unauthorized: { section: 'unauthorized', code: '401' },
};

/**
 * Full-page error, which names the tab too. Every kind offers going home and
 * reloading, except not-found: reloading a page that does not exist would only
 * show this again.
 */
export function ErrorScreen({ kind }: { kind: ErrorKind }) {
  const t = useT();
  const { section, code } = TEXTS[kind];
  const title = `errors.${section}.title` as const;
  useTitle(title);
  // Offline, a screen whose code could not download is the network's doing: the shell's
  // offline notice says so, with a way to try again, rather than "something went wrong".
  const offline = useStore(connection, (state) => state.offline);
  if (offline && kind !== 'notFound') return null;
  return (
    <section class={styles.screen} aria-labelledby="error-title">
      <div class={styles.box}>
        <p class={styles.code} aria-hidden="true">
          {code}
        </p>
        <h1 id="error-title">{t(title)}</h1>
        <p>{t(`errors.${section}.message`)}</p>
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
