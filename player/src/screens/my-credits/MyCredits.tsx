import { SOCKET_RECONNECT_ATTEMPTS } from '@quiz/shared/constants';
import type {
  BuyCreditsMessage,
  CreditPack,
  CreditsUpdate,
  CreditTransaction,
  CreditTransactionAnswer,
  MyCredits as MyCreditsAnswer,
  PaymentInfo,
  PaymentInfoAnswer,
} from '@quiz/shared/contract';
import { formatMoney } from '@quiz/shared/format';
import { packPrice, packUnitPrice } from '@quiz/shared/formulas';
import { useEffect, useRef, useState } from 'preact/hooks';
import { Skeleton } from '../../components/skeleton/Skeleton';
import { Tabs } from '../../components/tabs/Tabs';
import { http } from '../../lib/api';
import { keepBalance } from '../../lib/balance';
import { moneyAction } from '../../lib/money-action';
import { outcomeUnknown, refusalCode, settle } from '../../lib/money-outcome';
import { clearDot, news } from '../../lib/news';
import { notify } from '../../lib/notice';
import { api } from '../../lib/paths';
import { newestOrder, orderAfter } from '../../lib/receipts';
import { liveSocket } from '../../lib/socket-session';
import { useStore } from '../../lib/store';
import { useMoneyT } from '../../lib/texts/money';
import { useTitle } from '../../lib/use-title';
import { AcquireDialogs } from './AcquireDialogs';
import { AskFriend } from './AskFriend';
import { answeredWith, type CreditsStep, heard, refusedWith, settledTo } from './flow';
import styles from './MyCredits.module.css';
import { Requests } from './Requests';

type Tab = 'acquire' | 'received' | 'sent';

/** How often a purchase under way is read again, should the socket be down. */
const POLL_MS = 5_000;
/** Purchases and conversions go with an Idempotency-Key: a retry of one is applied once. */
const sendUpdate = moneyAction();

/**
 * What a pack costs in all: its units at its price, or for premium, which sells
 * more than its units, the least it can cost.
 */
function packTotal(t: ReturnType<typeof useMoneyT>, unitPrice: number, pack: CreditPack) {
  const units = pack.greater ? pack.units + 1 : pack.units;
  const price = formatMoney(packPrice(units, unitPrice, pack.unit_reduction));
  return pack.greater
    ? t('money.credits.premium_total', { price, count: units })
    : t('money.credits.pack_total', { price });
}

/**
 * Credits (spec section 2): the balance, what credits are (the one screen that
 * says they are the spec's energy too), asking a friend for credits, the packs
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

  /** The newest order known when the player was asked to confirm one (see flow's unknown step). */
  const before = useRef<Promise<number | null>>(Promise.resolve(null));
  /** The settling of an action whose answer was lost, stopped when its dialog closes. */
  const settling = useRef<{ stop: () => void } | null>(null);

  const load = () =>
    http.get<MyCreditsAnswer>(api.credits.mine()).then((answer) => {
      setMine(answer);
      // The header's counter follows.
      keepBalance({ credits: answer.number_of_credits, gains: answer.gains });
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
    if (latest?.type === 'balance') {
      const { credits, gains } = latest.data as { credits: number; gains: number };
      setMine((current) => current && { ...current, number_of_credits: credits, gains });
    }
  }, [latest]);

  // Asked to confirm an order: the newest one known, to tell the new one should its answer be lost.
  useEffect(() => {
    if (flow.step === 'confirm_buy' || flow.step === 'confirm_convert') {
      before.current = newestOrder('purchases');
    }
    if (flow.step !== 'unknown') {
      settling.current?.stop();
      settling.current = null;
    }
  }, [flow.step]);
  useEffect(() => () => settling.current?.stop(), []);

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

  async function update(action: 'buy' | 'convert', body: CreditsUpdate, amount: number) {
    setFlow({ step: 'processing' });
    // The newest order is known before the new one is made: read after it (a slow
    // answer), it would be the new one, and a lost answer would never be settled.
    const after = await before.current;
    const send = () =>
      sendUpdate<CreditTransactionAnswer>('PUT', api.credits.mine(), body).then(
        (answer) => answer.transaction,
      );
    try {
      setFlow(answeredWith(action, await send()));
      reload();
    } catch (error) {
      if (!outcomeUnknown(error)) return setFlow(refusedWith(action, refusalCode(error)));
      // The answer was lost: pending until the server says what became of it.
      setFlow({ step: 'unknown', action, units: body.number_of_units, amount, after });
      settling.current = settle({
        resend: send,
        read: () => orderOf(action, body.number_of_units, after),
        onAnswer: (transaction) => {
          setFlow((current) => settledTo(current, answeredWith(action, transaction)));
          reload();
        },
        onRefused: (code) => setFlow((current) => settledTo(current, refusedWith(action, code))),
      });
    }
  }
  /** The order made by an action whose answer was lost, as the server holds it now. */
  async function orderOf(action: 'buy' | 'convert', units: number, after: number | null) {
    const receipt = await orderAfter(
      'purchases',
      after,
      (r) => r.action === action && r.number_of_units === units,
    );
    if (!receipt) return null;
    if (receipt.method) {
      const state = await http.get<CreditTransactionAnswer>(
        api.credits.buyState(receipt.method, receipt.id),
      );
      return state.transaction;
    }
    // A conversion is done at once: its receipt says all.
    return {
      ...receipt,
      action,
      number_of_units: units,
      is_active: false,
      payment_url: null,
      failure_reason: null,
    } as CreditTransaction;
  }
  const buy = (units: number, pack: string, payment: PaymentInfo, amount: number) => {
    setLastPayment(payment);
    void update(
      'buy',
      { number_of_units: units, pack_type: pack, action: 'buy', payment_infos: payment },
      amount,
    );
  };
  const convert = (units: number, pack: string, amount: number) =>
    void update('convert', { number_of_units: units, pack_type: pack, action: 'convert' }, amount);

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
      <p>{t('money.credits.same_unit')}</p>
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
                    <span class={styles.total}>{packTotal(t, mine.unit_price, pack)}</span>
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
