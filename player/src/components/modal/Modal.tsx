import type { ComponentChildren } from 'preact';
import { useId, useLayoutEffect, useRef } from 'preact/hooks';
import { useT } from '../../lib/i18n';
import { HOME, navigate } from '../../lib/nav';
import styles from './Modal.module.css';

/** What Tab can reach inside a dialog. */
const TABBABLE = 'a[href],button:enabled,input:enabled,select:enabled,textarea:enabled';

/**
 * Keeps Tab and Shift+Tab inside an open dialog (WAI-ARIA's modal dialog pattern):
 * past its last control the focus comes back to its first, and the other way round.
 */
export function trapTab(box: HTMLElement | null, event: KeyboardEvent) {
  if (event.key !== 'Tab' || !box) return;
  const all = box.querySelectorAll<HTMLElement>(TABBABLE);
  const first = all[0];
  const last = all[all.length - 1];
  const focused = document.activeElement;
  const leaving = !box.contains(focused) || focused === (event.shiftKey ? first : last);
  if (!leaving) return;
  event.preventDefault();
  (event.shiftKey ? last : first)?.focus();
}

/**
 * A popup over the screen: titled for screen readers, the focus moved into it and kept
 * there (back where it was when it closes), Escape closes it unless it must be answered.
 */
export function Modal(props: {
  title: string;
  onClose?: () => void;
  children?: ComponentChildren;
  /** buttons, aligned at the bottom */
  actions?: ComponentChildren;
}) {
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  // Before the first paint: a tap or keystroke right after opening lands where the focus went.
  useLayoutEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    box.current?.querySelector<HTMLElement>('input, button, a[href]')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') props.onClose?.();
      trapTab(box.current, event);
    };
    addEventListener('keydown', onKey);
    return () => {
      removeEventListener('keydown', onKey);
      before?.focus?.();
    };
  }, []);
  return (
    <div class={styles.backdrop}>
      <div
        ref={box}
        class={`card ${styles.modal}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={id}
      >
        <h2 id={id}>{props.title}</h2>
        <div class={styles.body}>{props.children}</div>
        {props.actions && <div class={styles.actions}>{props.actions}</div>}
      </div>
    </div>
  );
}

/** A screen whose data could not load (spec section 8): said, and OK goes back to explore. */
export function LoadFailed(props: { reason?: string }) {
  const t = useT();
  const home = () => navigate(HOME);
  return (
    <Modal
      title={t('shell.something_wrong')}
      onClose={home}
      actions={
        <button type="button" class="button" onClick={home}>
          {t('actions.ok')}
        </button>
      }
    >
      {props.reason && <p>{props.reason}</p>}
    </Modal>
  );
}
