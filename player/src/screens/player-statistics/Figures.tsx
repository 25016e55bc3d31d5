import { formatMoney, formatNumber } from '@quiz/shared/format';
import { useLang, useT } from '../../lib/i18n';
import styles from './Statistics.module.css';

/** Figures whose value is money (FCFA), the others being counts. */
const MONEY = new Set(['amount_won', 'amount_collected']);

/** A grid of labelled figures; labels come from the catalog's `stats` section. */
export function Figures({ figures }: { figures: Record<string, number> }) {
  const t = useT();
  const lang = useLang();
  return (
    <dl class={styles.grid}>
      {Object.entries(figures).map(([key, value]) => (
        <div key={key} class={`card ${styles.figure}`}>
          <dt>{t(`stats.${key}`)}</dt>
          <dd>{MONEY.has(key) ? formatMoney(value) : formatNumber(value, lang)}</dd>
        </div>
      ))}
    </dl>
  );
}
