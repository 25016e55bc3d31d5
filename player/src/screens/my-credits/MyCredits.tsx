import { SOCKET_RECONNECT_ATTEMPTS } from '@quiz/shared/constants';
import type {
  BuyCreditsMessage,
  CreditTransaction,
  CreditTransactionAnswer,
  MyCredits as MyCreditsAnswer,
  PaymentInfo,
  PaymentInfoAnswer,
} from '@quiz/shared/contract';
import { formatMoney } from '@quiz/shared/format';
import { packUnitPrice } from '@quiz/shared/formulas';
import { useEffect, useState } from 'preact/hooks';
import { Skeleton } from '../../components/skeleton/Skeleton';
import { Tabs } from '../../components/tabs/Tabs';
import { ApiError, http } from '../../lib/api';
import { moneyAction } from '../../lib/money-action';
import { clearDot, news } from '../../lib/news';
import { notify } from '../../lib/notice';
import { api } from '../../lib/paths';
import { keepDetails, session } from '../../lib/session';
import { liveSocket } from '../../lib/socket-session';
import { useStore } from '../../lib/store';
import { useMoneyT } from '../../lib/texts/money';
import { useTitle } from '../../lib/use-title';
import { AcquireDialogs } from './AcquireDialogs';
import { AskFriend } from './AskFriend';
import { type CreditsStep, heard, shownFor } from './flow';
import styles from './MyCredits.module.css';
import { Requests } from './Requests';

type Tab = 'acquire' | 'received' | 'sent';

/** How often a purchase under way is read again, should the socket be down. */
const POLL_MS = 5_000;
/** Purchases and conversions go with an Idempotency-Key: a retry of one is applied once. */
const sendUpdate = moneyAction();

/**
 * Credits (spec section 2): the balance, asking a friend for energy, the packs
 * to buy or convert winnings into, and the requests received and sent. A
 * purchase under way is shown on arrival and resolves by itself (buy-credits
 * socket, or a state read), across reloads and lost connections.
 */
export default function MyCredits() {
  const t = useMoneyT();
  useTitle('screens.my_credits');
  const [mine, setMine] = useState<MyCreditsAnswer | null>(null);
  const [tab, setTab] = useState<Tab>('acquire');
  const [flow, setFlow] = useState<CreditsStep>({ step: 'idle' });
  const [lastPayment, setLastPayment] = useState<PaymentInfo | null>(null);
  const [version, setVersion] = useState(0);

  const load = () =>
    http.get<MyCreditsAnswer>(api.credits.mine()).then((answer) => {
      setMine(answer);
      // The header's counter follows.
      const details = session.get().details;
      if (details) {
        keepDetails({
          ...details,
          number_of_credits: answer.number_of_credits,
          my_credits: answer.number_of_credits,
        });
      }
    });
  const reload = () => void load().catch(() => {});
  const hear = (transaction: CreditTransaction) => {
    setFlow((current) => heard(current, transaction));
    if (!transaction.is_active) reload();
  };

  useEffect(() => {
    clearDot('credits_request');
    reload();
    http.get<PaymentInfoAnswer>(api.me.paymentInfo()).then(
      (answer) => setLastPayment(answer.payment_info),
      () => {},
    );
    const socket = liveSocket<BuyCreditsMessage>(
      api.ws.buyCredits,
      (message) => message.transaction && hear(message.transaction),
      SOCKET_RECONNECT_ATTEMPTS.buyCredits,
    );
    return () => socket.close();
  }, []);

  // A request asked of me, or answered, while the screen is open: the lists and balance follow.
  const latest = useStore(news, (state) => state.latest);
  useEffect(() => {
    if (latest?.type.startsWith('credit_request')) {
      setVersion((n) => n + 1);
      reload();
    }
  }, [latest]);

  const waitingOn = flow.step === 'pending' ? flow.transaction : null;
  useEffect(() => {
    if (!waitingOn?.method) return;
    const timer = setInterval(() => {
      http
        .get<CreditTransactionAnswer>(api.credits.buyState(waitingOn.method ?? 'om', waitingOn.id))
        .then(
          (answer) => hear(answer.transaction),
          () => {},
        );
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [waitingOn?.id]);

  async function update(
    body: object,
    onDone: (transaction: CreditTransaction) => CreditsStep,
    failed: (code: string) => CreditsStep,
  ) {
    setFlow({ step: 'processing' });
    try {
      const answer = await sendUpdate<CreditTransactionAnswer>('PUT', api.credits.mine(), body);
      setFlow(onDone(answer.transaction));
      reload();
    } catch (error) {
      setFlow(failed(error instanceof ApiError ? error.body.status_message : 'FAIL'));
    }
  }
  const buy = (units: number, pack: string, payment: PaymentInfo) => {
    setLastPayment(payment);
    void update(
      { number_of_units: units, pack_type: pack, action: 'buy', payment_infos: payment },
      shownFor,
      (code) => ({ step: 'buy_failed', code }),
    );
  };
  const convert = (units: number, pack: string) =>
    void update(
      { number_of_units: units, pack_type: pack, action: 'convert' },
      (transaction) => ({ step: 'converted', transaction }),
      (code) => ({ step: 'convert_failed', code }),
    );

  const unread = mine?.indicators.requests_received ?? 0;
  const tabs = [
    { value: 'acquire' as const, label: t('money.credits.acquire') },
    {
      value: 'received' as const,
      label: unread
        ? `${t('money.credits.received')} (${t('money.credits.unread', { count: unread })})`
        : t('money.credits.received'),
    },
    { value: 'sent' as const, label: t('money.credits.sent') },
  ];

  return (
    <section class="page" aria-labelledby="credits-title">
      <h1 id="credits-title">{t('screens.my_credits')}</h1>
      <div class={`card ${styles.balance}`}>
        {t('money.credits.balance')}
        {mine ? (
          <strong class={styles.amount} data-testid="credits-balance">
            {mine.number_of_credits}
          </strong>
        ) : (
          <Skeleton height={40} />
        )}
      </div>
      <button type="button" class="button button-ghost" onClick={() => setFlow({ step: 'ask' })}>
        {t('money.credits.ask')}
      </button>
      <Tabs
        id="credits"
        label={t('money.credits.tabs')}
        items={tabs}
        value={tab}
        onChange={setTab}
      />
      <div id="credits-panel" role="tabpanel" aria-labelledby={`credits-${tab}`}>
        {tab === 'acquire' &&
          (mine ? (
            <ul class={styles.packs}>
              {mine.packages.map((pack) => (
                <li key={pack.code}>
                  <button
                    type="button"
                    class={`card ${styles.pack}`}
                    onClick={() => setFlow({ step: 'select', pack })}
                  >
                    <strong>{t(`money.credits.packs.${pack.code}`)}</strong>
                    <span>
                      {pack.greater
                        ? t('money.credits.premium_units', { count: pack.units })
                        : t('money.credits.pack_units', { count: pack.units })}
                    </span>
                    <span>
                      {t('money.credits.unit_price', {
                        price: formatMoney(packUnitPrice(mine.unit_price, pack.unit_reduction)),
                      })}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <Skeleton height={160} />
          ))}
        {tab !== 'acquire' && (
          <Requests
            t={t}
            side={tab}
            credits={mine?.number_of_credits ?? 0}
            version={version}
            onChanged={() => {
              setVersion((n) => n + 1);
              reload();
            }}
          />
        )}
      </div>
      {flow.step === 'ask' ? (
        <AskFriend
          t={t}
          onClose={() => setFlow({ step: 'idle' })}
          onSent={() => {
            setFlow({ step: 'idle' });
            notify('money.credits.asked');
            setVersion((n) => n + 1);
            setTab('sent');
          }}
        />
      ) : (
        mine && (
          <AcquireDialogs
            t={t}
            flow={flow}
            setFlow={setFlow}
            unitPrice={mine.unit_price}
            lastPayment={lastPayment}
            buy={buy}
            convert={convert}
          />
        )
      )}
    </section>
  );
}
