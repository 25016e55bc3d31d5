import { COUNTRY } from '@quiz/shared/constants';
import type { ContactMode } from '@quiz/shared/types';
import type { JSX } from 'preact';
import { useT } from '../../lib/i18n';
import { Field } from '../field/Field';

/**
 * A contact to enter: an e-mail address, or a phone number typed after the
 * country's +237 with the phone keypad.
 */
export function ContactField(props: {
  id: string;
  mode: ContactMode;
  value: string;
  onInput: (event: JSX.TargetedEvent<HTMLInputElement>) => void;
  error?: string | null;
  errorParams?: Record<string, number>;
  /** Else the catalog's phone number or e-mail label. */
  label?: string;
  /** What screen readers hear before the +237. */
  prefixLabel?: string;
}) {
  const t = useT();
  const shared = {
    id: props.id,
    value: props.value,
    onInput: props.onInput,
    error: props.error,
    errorParams: props.errorParams,
  };
  return props.mode === 'phone' ? (
    <Field
      {...shared}
      label={props.label ?? t('labels.phone')}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      prefix={COUNTRY.country_code}
      prefixLabel={props.prefixLabel}
    />
  ) : (
    <Field {...shared} label={props.label ?? t('labels.email')} type="email" autoComplete="email" />
  );
}
