import { offlineCatalogs } from '@quiz/shared/i18n/offline';
import { addTexts, useT } from '../../lib/i18n';
import styles from './Offline.module.css';

addTexts(offlineCatalogs);

/**
 * Said above the screen while the phone is offline, instead of the browser's
 * error page: what was read before stays on screen (the service worker keeps
 * the catalogue's last answers), and nothing pretends to load. Trying again
 * loads the page anew, which reads everything again once the network is back.
 */
export default function Offline() {
  const t = useT();
  return (
    <div class={`page ${styles.wrap}`}>
      <section class={`card ${styles.offline}`} role="alert" aria-labelledby="offline-title">
        <h2 id="offline-title">{t('offline.title')}</h2>
        <p>{t('offline.message')}</p>
        <button type="button" class="button" onClick={() => location.reload()}>
          {t('actions.retry')}
        </button>
      </section>
    </div>
  );
}
