import { useT } from '../../lib/i18n';
import styles from './Loader.module.css';

export function Spinner({ small = false }: { small?: boolean }) {
  return <span class={small ? `${styles.spinner} ${styles.small}` : styles.spinner} />;
}

/** Page-sized loader while a screen or the session start is on its way. */
export function MainLoader() {
  const t = useT();
  return (
    <div class={styles.main} role="status" aria-live="polite">
      <Spinner />
      <span class="visually-hidden">{t('labels.loading')}</span>
    </div>
  );
}

/** Covers the screen and blocks input while an action completes. */
export function ModalLoader() {
  const t = useT();
  return (
    <div class={styles.modal} role="alertdialog" aria-modal="true" aria-busy="true">
      <Spinner />
      <span class="visually-hidden">{t('labels.loading')}</span>
    </div>
  );
}
