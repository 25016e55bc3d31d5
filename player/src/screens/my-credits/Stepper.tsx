import type { Translate } from '../../lib/i18n';
import styles from './MyCredits.module.css';

/** A count of credits with − and +: never below 0, + only while `canAdd`. */
export function Stepper(props: {
  t: Translate;
  value: number;
  canAdd: boolean;
  onChange: (value: number) => void;
}) {
  const { t, value } = props;
  return (
    <div class={styles.stepper}>
      <button
        type="button"
        class="button button-ghost"
        aria-label={t('money.credits.less')}
        disabled={value <= 0}
        onClick={() => props.onChange(Math.max(0, value - 1))}
      >
        −
      </button>
      <output aria-live="polite" aria-label={t('money.credits.units')}>
        {value}
      </output>
      <button
        type="button"
        class="button button-ghost"
        aria-label={t('money.credits.more')}
        disabled={!props.canAdd}
        onClick={() => props.onChange(value + 1)}
      >
        +
      </button>
    </div>
  );
}
