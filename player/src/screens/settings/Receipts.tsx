import type { ReceiptsPage } from '@quiz/shared/contract';
import { formatDate, formatMoney } from '@quiz/shared/format';
import { Link } from 'wouter-preact';
import { Empty } from '../../components/section/Section';
import { type Translate, useLang } from '../../lib/i18n';
import { usePaged } from '../../lib/paged';
import { api } from '../../lib/paths';
import '../../lib/texts/money';
import styles from './Settings.module.css';

type Item = ReceiptsPage['list'][number];

/** My receipts, newest first, each opening its printable page. */
export function Receipts(props: { t: Translate }) {
  const { t } = props;
  const lang = useLang();
  const receipts = usePaged<Item>(api.credits.receipts, 'receipts');
  return (
    <section class={styles.block} aria-labelledby="receipts-title">
      <h2 id="receipts-title">{t('money.receipt.receipts')}</h2>
      {!receipts.loading && receipts.items.length === 0 ? (
        <Empty text={t('money.receipt.none')} />
      ) : (
        <ul class={styles.limits}>
          {receipts.items.map((receipt) => (
            <li key={`${receipt.list}-${receipt.id}`} class={styles.limit}>
              <Link href={`/receipt/${receipt.list}/${receipt.id}`}>
                {t(`money.receipt.actions.${receipt.action}`)} · {formatMoney(receipt.amount)} ·{' '}
                {formatDate(receipt.created_at, lang)}
              </Link>
              <span>{t(`money.receipt.statuses.${receipt.status}`)}</span>
            </li>
          ))}
        </ul>
      )}
      {receipts.hasNext && (
        <button type="button" class="button button-ghost" onClick={receipts.next}>
          {t('actions.next')}
        </button>
      )}
    </section>
  );
}
