import { useT } from '../../lib/i18n';
import styles from './FormParts.module.css';

/** A labelled group of radio buttons (gender, language). */
export function Choices<V extends string>(props: {
  name: string;
  legend: string;
  options: readonly { value: V; label: string }[];
  value: string;
  onChange: (value: V) => void;
  error?: string | null;
  /** In a dialog titled by the same word, the legend is left to screen readers. */
  hideLegend?: boolean;
}) {
  const t = useT();
  const errorId = `${props.name}-error`;
  return (
    <fieldset
      class={styles.fieldset}
      aria-invalid={props.error ? true : undefined}
      aria-describedby={props.error ? errorId : undefined}
    >
      <legend class={props.hideLegend ? 'visually-hidden' : undefined}>{props.legend}</legend>
      <div class={styles.choices}>
        {props.options.map((option) => (
          <label key={option.value} class={styles.choice}>
            <input
              type="radio"
              name={props.name}
              value={option.value}
              checked={props.value === option.value}
              onChange={() => props.onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
      {props.error && (
        <p id={errorId} class={styles.error}>
          {t(props.error)}
        </p>
      )}
    </fieldset>
  );
}
