import type { JSX } from 'preact';
import { useT } from '../../lib/i18n';
import styles from './Field.module.css';

export type FieldState = 'normal' | 'valid' | 'error';

interface FieldProps extends Omit<JSX.InputHTMLAttributes<HTMLInputElement>, 'prefix'> {
  id: string;
  label: string;
  /** Message key of the error; the field is then marked invalid. */
  error?: string | null;
  errorParams?: Record<string, string | number>;
  /** Message keys listed under the field (the server's password problems). */
  problems?: string[];
  hint?: string;
  /** Message shown when the field is valid (live password confirmation). */
  validText?: string;
  valid?: boolean;
  /** Fixed text before the input, such as the +237 country code. */
  prefix?: string;
  prefixLabel?: string;
}

/** A labelled input with the spec's three visual states: normal, valid or error. */
export function Field(props: FieldProps) {
  const t = useT();
  const {
    id,
    label,
    error,
    errorParams,
    problems,
    hint,
    valid,
    validText,
    prefix,
    prefixLabel,
    class: extraClass,
    ...input
  } = props;
  const state: FieldState = error || problems?.length ? 'error' : valid ? 'valid' : 'normal';
  const described = [hint && `${id}-hint`, state === 'error' && `${id}-error`]
    .filter(Boolean)
    .join(' ');
  return (
    <div class={`${styles.field} ${state === 'normal' ? '' : styles[state]}`}>
      <label class={styles.label} for={id}>
        {label}
      </label>
      <div class={styles.row}>
        {prefix && (
          <span class={styles.prefix}>
            {prefixLabel && <span class="visually-hidden">{prefixLabel}</span>}
            {prefix}
          </span>
        )}
        <input
          {...input}
          id={id}
          class={extraClass ? `${styles.input} ${extraClass}` : styles.input}
          aria-invalid={state === 'error'}
          aria-describedby={described || undefined}
        />
      </div>
      {hint && (
        <p id={`${id}-hint`} class={styles.hint}>
          {hint}
        </p>
      )}
      {state === 'error' && (
        <div id={`${id}-error`}>
          {error && <p class={styles.message}>{t(error, errorParams)}</p>}
          {problems && problems.length > 0 && (
            <ul class={styles.list}>
              {problems.map((key) => (
                <li key={key}>{t(key)}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      {state === 'valid' && validText && <p class={styles.ok}>{validText}</p>}
    </div>
  );
}
