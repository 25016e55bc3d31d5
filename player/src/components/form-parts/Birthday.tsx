import type { JSX } from 'preact';
import type { Errors } from '../../lib/forms';
import { useT } from '../../lib/i18n';
import { Field } from '../field/Field';
import styles from './FormParts.module.css';

export interface BirthdayValues {
  day: string;
  month: string;
  year: string;
}

/**
 * The birthday as the schemas want it: numbers, or undefined when nothing was
 * typed (then the required check speaks, not three number errors).
 */
export function birthdayValue({ day, month, year }: BirthdayValues) {
  if (!day && !month && !year) return undefined;
  const number = (text: string) => (text.trim() === '' ? undefined : Number(text));
  return { day: number(day), month: number(month), year: number(year) };
}

/** Day, month and year inputs under one legend; the whole-date error shows below them. */
export function Birthday(props: {
  values: BirthdayValues;
  errors: Errors;
  bind: (
    name: keyof BirthdayValues,
  ) => (event: JSX.TargetedEvent<HTMLInputElement | HTMLSelectElement>) => void;
  /** In a dialog titled by the same word, the legend is left to screen readers. */
  hideLegend?: boolean;
}) {
  const t = useT();
  const { values, errors, bind } = props;
  const whole = errors.birthday;
  return (
    <fieldset
      class={styles.fieldset}
      aria-invalid={whole ? true : undefined}
      aria-describedby={whole ? 'birthday-error' : undefined}
    >
      <legend class={props.hideLegend ? 'visually-hidden' : undefined}>
        {t('labels.birthday')}
      </legend>
      <div class={styles.birthday}>
        {(['day', 'month', 'year'] as const).map((part) => (
          <Field
            key={part}
            id={`birthday-${part}`}
            label={t(`labels.${part}`)}
            inputMode="numeric"
            autocomplete={`bday-${part}`}
            maxLength={part === 'year' ? 4 : 2}
            value={values[part]}
            onInput={bind(part)}
            error={errors[`birthday.${part}`]}
          />
        ))}
      </div>
      {whole && (
        <p id="birthday-error" class={styles.error}>
          {t(whole)}
        </p>
      )}
    </fieldset>
  );
}
