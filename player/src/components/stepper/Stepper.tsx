import styles from './Stepper.module.css';

/**
 * A count with − and + (energy staked, credits sent): never below `min`, +
 * only while `canAdd`. The labels say what is counted, for screen readers.
 */
export function Stepper(props: {
  value: number;
  min: number;
  canAdd: boolean;
  onChange: (value: number) => void;
  labels: { less: string; more: string; value: string };
}) {
  const { value, min, labels } = props;
  return (
    <div class={styles.stepper}>
      <button
        type="button"
        class="button button-ghost"
        aria-label={labels.less}
        disabled={value <= min}
        onClick={() => props.onChange(Math.max(min, value - 1))}
      >
        −
      </button>
      <output aria-live="polite" aria-label={labels.value}>
        {value}
      </output>
      <button
        type="button"
        class="button button-ghost"
        aria-label={labels.more}
        disabled={!props.canAdd}
        onClick={() => props.onChange(value + 1)}
      >
        +
      </button>
    </div>
  );
}
