import type { ComponentChildren } from 'preact';
import { useT } from '../../lib/i18n';
import { useTitle } from '../../lib/use-title';
import styles from './Auth.module.css';
import { waitParams } from './errors';
import './texts';

/** The card every auth screen sits in: title, optional intro, form-level message. */
export function AuthLayout(props: {
  title: string;
  intro?: string;
  /** Message key of a problem with the whole form, not one field. */
  formError?: string | null;
  formErrorParams?: Record<string, string | number>;
  children: ComponentChildren;
}) {
  const t = useT();
  useTitle(props.title);
  return (
    <div class={styles.wrap}>
      <section class={`card ${styles.card}`} aria-labelledby="auth-title">
        <h1 id="auth-title">{t(props.title)}</h1>
        {props.intro && <p class={styles.intro}>{props.intro}</p>}
        {props.formError && (
          <p class={styles.formError} role="alert">
            {t(props.formError, props.formErrorParams ?? waitParams())}
          </p>
        )}
        {props.children}
      </section>
    </div>
  );
}
