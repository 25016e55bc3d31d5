import { useEffect } from 'preact/hooks';
import { useT } from '../../lib/i18n';
import { dismissNotice, notice } from '../../lib/notice';
import { useStore } from '../../lib/store';
import styles from './Notice.module.css';

const VISIBLE_MS = 4000;

export function Notice() {
  const t = useT();
  const state = useStore(notice, (s) => s);
  useEffect(() => {
    if (!state.key) return;
    const timer = setTimeout(dismissNotice, VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [state.id]);
  // The live region stays in the page so screen readers hear each new message.
  return (
    <div role="status" aria-live="polite">
      {state.key && (
        <p class={state.tone === 'error' ? `${styles.notice} ${styles.error}` : styles.notice}>
          {t(state.key)}
        </p>
      )}
    </div>
  );
}
