import type { PaymentReceipt, ReceiptAnswer } from '@quiz/shared/contract';
import { formatDate, formatMoney } from '@quiz/shared/format';
import { LoadFailed } from '../../components/modal/Modal';
import { Skeleton } from '../../components/skeleton/Skeleton';
import { useLang } from '../../lib/i18n';
import { api } from '../../lib/paths';
import { useResource } from '../../lib/resource';
import { useMoneyT } from '../../lib/texts/money';
import { useTitle } from '../../lib/use-title';
import type { ViewProps } from '../../routes';
import styles from './Receipt.module.css';

/** The receipt of a purchase, conversion or cash-out: what happened, with our reference, to print. */
export default function Receipt({ params }: ViewProps) {
  const t = useMoneyT();
  const lang = useLang();
  useTitle('money.receipt.title');
  const list = params.list === 'cashouts' ? 'cashouts' : 'purchases';
  const id = Number(params.transactionId);
  const answer = useResource<ReceiptAnswer>(
    Number.isInteger(id) && id > 0 ? api.credits.receipt(list, id) : null,
  );
  if (answer.status === 'error' || !(Number.isInteger(id) && id > 0)) return <LoadFailed />;
  if (answer.status === 'loading') return <Skeleton height={240} />;
  const receipt: PaymentReceipt = answer.data.receipt;
  const at = new Date(receipt.created_at);
  const rows: [string, string][] = [
    [t('money.receipt.operation'), t(`money.receipt.actions.${receipt.action}`)],
    [t('money.receipt.status'), t(`money.receipt.statuses.${receipt.status}`)],
    [t('money.receipt.amount'), formatMoney(receipt.amount)],
    ...(receipt.number_of_units === null
      ? []
      : [[t('money.receipt.credits'), String(receipt.number_of_units)] as [string, string]]),
    [
      t('money.receipt.channel'),
      receipt.method ? t(`money.channels.${receipt.method}`) : t('money.receipt.from_winnings'),
    ],
    ...(receipt.phone_number
      ? [[t('money.receipt.number'), receipt.phone_number] as [string, string]]
      : []),
    ...(receipt.failure_reason
      ? [
          [
            t('money.receipt.reason'),
            receipt.action === 'cashout'
              ? t(`money.gains.failure_reasons.${receipt.failure_reason}`)
              : t(`money.credits.failure_reasons.${receipt.failure_reason}`),
          ] as [string, string],
        ]
      : []),
    [t('money.receipt.reference'), receipt.reference],
    [
      t('money.receipt.date'),
      `${formatDate(at, lang)} ${at.toLocaleTimeString(lang, { hour: '2-digit', minute: '2-digit' })}`,
    ],
  ];
  return (
    <section class={`page ${styles.receipt}`} aria-labelledby="receipt-title">
      <h1 id="receipt-title">
        {t('app.name')} · {t('money.receipt.title')}
      </h1>
      <dl class={styles.rows}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <button type="button" class={`button ${styles.print}`} onClick={() => print()}>
        {t('money.receipt.print')}
      </button>
    </section>
  );
}
