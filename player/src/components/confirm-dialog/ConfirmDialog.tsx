import { useId, useLayoutEffect, useRef } from 'preact/hooks';
import { useT } from '../../lib/i18n';
import styles from './ConfirmDialog.module.css';

/**
 * A yes/no question over the screen before a move that cannot be taken back.
 * "No" has the focus, so a stray Enter changes nothing; Escape also says no.
 */
export function ConfirmDialog(props: {
  question: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  const id = useId();
  const no = useRef<HTMLButtonElement>(null);
  // Before the first paint: a tap or keystroke right after opening lands where the focus went.
  useLayoutEffect(() => {
    no.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && props.onCancel();
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, []);
  return (
    <div class={styles.backdrop}>
      <div
        class={`card ${styles.dialog}`}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={id}
      >
        <p id={id}>{props.question}</p>
        <div class={styles.actions}>
          <button type="button" class="button" onClick={props.onConfirm}>
            {t('actions.yes')}
          </button>
          <button ref={no} type="button" class="button button-ghost" onClick={props.onCancel}>
            {t('actions.no')}
          </button>
        </div>
      </div>
    </div>
  );
}
