import { VERIFICATION_CODE_LENGTH } from '@quiz/shared/constants';
import type { JSX } from 'preact';
import { useT } from '../../lib/i18n';
import { Field } from '../field/Field';
import styles from './FormParts.module.css';

/** The 6-digit code input: numeric keypad, and the SMS suggestion of the keyboard. */
export function CodeField(props: {
  id: string;
  value: string;
  onInput: (event: JSX.TargetedEvent<HTMLInputElement>) => void;
  error?: string | null;
  errorParams?: Record<string, number>;
}) {
  const t = useT();
  return (
    <Field
      id={props.id}
      label={t('labels.verification_code')}
      class={styles.code}
      name="code"
      inputMode="numeric"
      autocomplete="one-time-code"
      pattern="[0-9]*"
      maxLength={VERIFICATION_CODE_LENGTH}
      value={props.value}
      onInput={props.onInput}
      error={props.error}
      errorParams={props.errorParams}
    />
  );
}
