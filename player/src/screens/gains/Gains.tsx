import { SOCKET_RECONNECT_ATTEMPTS } from '@quiz/shared/constants';
import type {
  CashoutAnswer,
  CashoutMessage,
  CashoutTransaction,
  MyGains,
  PaymentInfo,
  PaymentInfoAnswer,
} from '@quiz/shared/contract';
import { formatMoney } from '@quiz/shared/format';
import { useEffect, useRef, useState } from 'preact/hooks';
import { Link } from 'wouter-preact';
import { Modal } from '../../components/modal/Modal';
import { Skeleton } from '../../components/skeleton/Skeleton';
import { http } from '../../lib/api';
import { keepBalance } from '../../lib/balance';
import { moneyAction } from '../../lib/money-action';
import { outcomeUnknown, refusalCode, settle } from '../../lib/money-outcome';
import { news } from '../../lib/news';
import { api } from '../../lib/paths';
import { newestOrder, orderAfter } from '../../lib/receipts';
import { session } from '../../lib/session';
import { liveSocket } from '../../lib/socket-session';
import { useStore } from '../../lib/store';
import { useMoneyT } from '../../lib/texts/money';
import { useTitle } from '../../lib/use-title';
import { type CashoutStep, cashOutPressed, heard, settledTo, shownFor } from './flow';
import styles from './Gains.module.css';
import { PaymentInfoForm } from './PaymentInfoForm';

/** How often a cash-out being paid is read again, should the socket be down. */
const POLL_MS = 5_000;
/** Cash-outs go with an Idempotency-Key: a retry of one is paid once. */
const sendCashout = moneyAction();

/**
 * Gains (spec section 2): the total, what it is, Cash out and Convert. A
 * cash-out under way is shown on arrival and moves on by itself (cash-out
 * socket, or a state read), so a reload or a lost connection never leaves the
 * player in doubt.
 */
export default function Gains() {
  const t = useMoneyT();
  useTitle('screens.gains');
  const [mine, setMine] = useState<MyGains | null>(null);
  const [info, setInfo] = useState<PaymentInfo | null>(null);
  const [methods, setMethods] = useState<PaymentInfoAnswer['methods']>(['om']);
  const [flow, setFlow] = useState<CashoutStep>({ step: 'idle' });

  /** The newest cash-out known when the player was asked to confirm one. */
  const before = useRef<Promise<number | null>>(Promise.resolve(null));
  /** The settling of a cash-out whose answer was lost, stopped when its dialog closes. */
  const settling = useRef<{ stop: () => void } | null>(null);

  const load = () =>
    http.get<MyGains>(api.gains.mine()).then((answer) => {
      setMine(answer);
      const credits = session.get().details?.number_of_credits;
      if (credits !== undefined) keepBalance({ credits, gains: answer.gains });
      if (answer.ongoing)
        setFlow((current) => heard(current, answer.ongoing as CashoutTransaction));
    });
  const hear = (transaction: CashoutTransaction) => {
    setFlow((current) => heard(current, transaction));
    if (!transaction.is_active) void load().catch(() => {});
  };

  useEffect(() => {
    void load().catch(() => setMine({ status_message: 'OK', gains: 0, ongoing: null }));
    http.get<PaymentInfoAnswer>(api.me.paymentInfo()).then(
      (answer) => {
        setInfo(answer.payment_info);
        setMethods(answer.methods);
      },
      () => {},
    );
    const socket = liveSocket<CashoutMessage>(
      api.ws.cashout,
      (message) => message.transaction && hear(message.transaction),
      SOCKET_RECONNECT_ATTEMPTS.cashout,
    );
    return () => socket.close();
  }, []);

  // Winnings that change while the screen is open (a win, a conversion elsewhere) show at once.
  const latest = useStore(news, (state) => state.latest);
  useEffect(() => {
    if (latest?.type !== 'balance') return;
    const { gains } = latest.data as { gains: number };
    setMine((current) => current && { ...current, gains });
  }, [latest]);

  // Asked to confirm: the newest cash-out known, to tell the new one should its answer be lost.
  useEffect(() => {
    if (flow.step === 'confirm') before.current = newestOrder('cashouts');
    if (flow.step !== 'unknown') {
      settling.current?.stop();
      settling.current = null;
    }
  }, [flow.step]);
  useEffect(() => () => settling.current?.stop(), []);

  // Should the socket be down, a cash-out being paid is read again now and then.
  const waitingOn = flow.step === 'pending' ? flow.transaction : null;
  useEffect(() => {
    if (!waitingOn) return;
    const timer = setInterval(() => {
      http.get<CashoutAnswer>(api.gains.cashoutState(waitingOn.method, waitingOn.id)).then(
        (answer) => hear(answer.transaction),
        () => {},
      );
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [waitingOn?.id]);

  async function cashOut(to: PaymentInfo, amount: number) {
    setFlow({ step: 'processing', info: to });
    // The newest cash-out is known before the new one is made: read after it (a slow
    // answer), it would be the new one, and a lost answer would never be settled.
    const after = await before.current;
    const send = () =>
      sendCashout<CashoutAnswer>('POST', api.gains.cashout(to.method), {
        phone_number: to.phone_number,
      }).then((answer) => answer.transaction);
    const refused = (code: string): CashoutStep => {
      if (code === 'NO_GAIN') return { step: 'no_gain' };
      // One is under way already (another tab): the load shows that one.
      if (code === 'NOT_ALLOWED') return { step: 'idle' };
      return { step: 'failure', offline: code === 'OFFLINE' };
    };
    try {
      setFlow(shownFor(await send()));
      void load().catch(() => {});
    } catch (error) {
      if (!outcomeUnknown(error)) {
        setFlow(refused(refusalCode(error)));
        void load().catch(() => {});
        return;
      }
      // The answer was lost: pending until the server says what became of it.
      setFlow({ step: 'unknown', info: to, amount, after });
      settling.current = settle({
        resend: send,
        read: async () => {
          const receipt = await orderAfter('cashouts', after, (r) => r.action === 'cashout');
          if (!receipt?.method) return null;
          const state = await http.get<CashoutAnswer>(
            api.gains.cashoutState(receipt.method, receipt.id),
          );
          return state.transaction;
        },
        onAnswer: (transaction) => {
          setFlow((current) => settledTo(current, shownFor(transaction)));
          void load().catch(() => {});
        },
        onRefused: (code) => setFlow((current) => settledTo(current, refused(code))),
      });
    }
  }

  const close = () => setFlow({ step: 'idle' });
  const amount = (value: number) => formatMoney(value);
  const ok = (
    <button type="button" class="button" onClick={close}>
      {t('actions.ok')}
    </button>
  );

  return (
    <section class="page" aria-labelledby="gains-title">
      <h1 id="gains-title">{t('screens.gains')}</h1>
      <div class={`card ${styles.total}`}>
        {t('money.gains.total')}
        {mine ? (
          <strong class={styles.amount} data-testid="gains-total">
            {amount(mine.gains)}
          </strong>
        ) : (
          <Skeleton height={40} />
        )}
      </div>
      <p>{t('money.gains.explanation')}</p>
      <div class={styles.buttons}>
        <button
          type="button"
          class="button"
          disabled={!mine || flow.step === 'processing'}
          onClick={() => mine && setFlow(cashOutPressed(mine.gains, info))}
        >
          {t('money.gains.cash_out')}
        </button>
        <Link class="button button-ghost" href="/my-credits">
          {t('money.gains.convert')}
        </Link>
      </div>

      {flow.step === 'no_gain' && (
        <Modal title={t('money.gains.no_gain_title')} onClose={close} actions={ok}>
          <p>{t('money.gains.no_gain_text', { amount: amount(1) })}</p>
        </Modal>
      )}
      {flow.step === 'info' && (
        <PaymentInfoForm
          t={t}
          current={info}
          methods={methods}
          onClose={close}
          onSaved={(saved) => {
            setInfo(saved);
            setFlow({ step: 'confirm', info: saved });
          }}
        />
      )}
      {flow.step === 'confirm' && mine && (
        <Modal
          title={t('money.gains.confirm_title')}
          onClose={close}
          actions={
            <>
              <button type="button" class="button button-ghost" onClick={close}>
                {t('actions.cancel')}
              </button>
              <button
                type="button"
                class="button"
                onClick={() => void cashOut(flow.info, mine.gains)}
              >
                {t('money.gains.cash_out')}
              </button>
            </>
          }
        >
          <p>
            {t('money.gains.confirm_text', {
              amount: amount(mine.gains),
              channel: t(`money.channels.${flow.info.method}`),
              phone: flow.info.phone_number,
            })}
          </p>
          <button
            type="button"
            class="button button-ghost"
            onClick={() => setFlow({ step: 'info' })}
          >
            {t('money.gains.change_number')}
          </button>
        </Modal>
      )}
      {flow.step === 'processing' && (
        <Modal title={t('money.gains.processing')}>
          <Skeleton height={24} />
        </Modal>
      )}
      {(flow.step === 'pending' || flow.step === 'success') && (
        <Modal
          title={t(
            flow.step === 'pending' ? 'money.gains.pending_title' : 'money.gains.success_title',
          )}
          onClose={close}
          actions={
            flow.step === 'pending' ? (
              <button type="button" class="button" onClick={() => location.reload()}>
                {t('money.gains.cashed_out')}
              </button>
            ) : (
              ok
            )
          }
        >
          <p aria-live="polite">
            {t(flow.step === 'pending' ? 'money.gains.pending_text' : 'money.gains.success_text', {
              amount: amount(flow.transaction.amount),
              channel: t(`money.channels.${flow.transaction.method}`),
              phone: flow.transaction.phone_number,
            })}
          </p>
        </Modal>
      )}
      {flow.step === 'unknown' && (
        <Modal title={t('money.gains.pending_title')} onClose={close} actions={ok}>
          <p aria-live="polite">
            {t('money.unknown.cashout_text', {
              amount: amount(flow.amount),
              channel: t(`money.channels.${flow.info.method}`),
              phone: flow.info.phone_number,
            })}
          </p>
          <p>{t('money.unknown.later')}</p>
        </Modal>
      )}
      {flow.step === 'failure' && (
        <Modal title={t('money.gains.failure_title')} onClose={close} actions={ok}>
          <p>{t(flow.offline ? 'status.OFFLINE' : 'money.gains.failure_text')}</p>
          {flow.reason && <p>{t(`money.gains.failure_reasons.${flow.reason}`)}</p>}
        </Modal>
      )}
    </section>
  );
}
