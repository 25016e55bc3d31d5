import type { CreditRequest, CreditRequestAnswer } from '@quiz/shared/contract';
import { useState } from 'preact/hooks';
import { Empty } from '../../components/section/Section';
import { ApiError, http } from '../../lib/api';
import type { Translate } from '../../lib/i18n';
import { usePaged } from '../../lib/paged';
import { api } from '../../lib/paths';
import { canAddUnit, canSend, firstUnits } from './flow';
import styles from './MyCredits.module.css';
import { SendEnergy } from './SendEnergy';

/**
 * Credit requests received (send energy or decline) or sent (cancel while
 * waiting), newest first, a page at a time.
 */
export function Requests(props: {
  t: Translate;
  side: 'received' | 'sent';
  credits: number;
  /** a request answered: balances and dots change */
  onChanged: () => void;
  /** a new list each time it changes */
  version: number;
}) {
  const { t, side } = props;
  const paged = usePaged<CreditRequest>(
    side === 'received' ? api.credits.requests.received : api.credits.requests.sent,
    `${side}:${props.version}`,
  );
  const [items, setItems] = useState<Record<number, CreditRequest>>({});
  const [sending, setSending] = useState<CreditRequest | null>(null);
  const shown = paged.items.map((item) => items[item.id] ?? item);
  const units = (count: number) => t('money.credits.pack_units', { count });
  const keep = (request: CreditRequest) => {
    setItems((current) => ({ ...current, [request.id]: request }));
    props.onChanged();
  };
  async function answer(path: string) {
    try {
      keep((await http.del<CreditRequestAnswer>(path)).request);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      props.onChanged();
    }
  }

  if (!paged.loading && shown.length === 0) return <Empty text={t('money.credits.no_requests')} />;
  return (
    <>
      <ul class={styles.requests}>
        {shown.map((request) => {
          const other =
            (side === 'received' ? request.sender : request.receiver)?.player_name ?? '';
          return (
            <li key={request.id} class={`card ${styles.request}`}>
              <p>
                {t(side === 'received' ? 'money.credits.asks_you' : 'money.credits.you_asked', {
                  name: other,
                  units: units(request.number_of_units),
                })}
              </p>
              {request.message && <q>{request.message}</q>}
              <p class={styles.status}>
                {t(`money.credits.statuses.${request.status}`)}
                {request.sharing &&
                  ` · ${t('money.credits.shared', { units: units(request.sharing.number_of_units) })}`}
              </p>
              {request.status === 'PENDING' && side === 'received' && (
                <div class={styles.actions}>
                  <button
                    type="button"
                    class="button button-ghost"
                    onClick={() => void answer(api.credits.requests.decline(request.id))}
                  >
                    {t('money.credits.decline')}
                  </button>
                  <button type="button" class="button" onClick={() => setSending(request)}>
                    {t('money.credits.accept')}
                  </button>
                </div>
              )}
              {request.status === 'PENDING' && side === 'sent' && (
                <button
                  type="button"
                  class="button button-ghost"
                  onClick={() => void answer(api.credits.requests.cancel(request.id))}
                >
                  {t('money.credits.cancel_request')}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {paged.hasNext && (
        <button type="button" class="button button-ghost" onClick={paged.next}>
          {t('actions.next')}
        </button>
      )}
      {sending && (
        <SendEnergy
          t={t}
          request={sending}
          credits={props.credits}
          canSend={canSend(props.credits)}
          canAdd={(count) => canAddUnit(props.credits, count, sending.number_of_units)}
          firstUnits={firstUnits(props.credits, sending.number_of_units)}
          onDone={(answered) => {
            if (answered) keep(answered);
          }}
          onClose={() => setSending(null)}
        />
      )}
    </>
  );
}
