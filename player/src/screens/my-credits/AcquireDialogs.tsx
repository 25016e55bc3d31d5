import { CREDITS_PER_TRANSACTION_MAX } from '@quiz/shared/constants';
import type { CreditTransaction, PaymentInfo } from '@quiz/shared/contract';
import { formatMoney } from '@quiz/shared/format';
import { packPrice } from '@quiz/shared/formulas';
import { creditsUpdateSchema } from '@quiz/shared/validation';
import { useState } from 'preact/hooks';
import { Link } from 'wouter-preact';
import { Field } from '../../components/field/Field';
import { ContactField } from '../../components/form-parts/ContactField';
import { Modal } from '../../components/modal/Modal';
import { Skeleton } from '../../components/skeleton/Skeleton';
import { validationErrors } from '../../lib/forms';
import type { Translate } from '../../lib/i18n';
import { type CreditsStep, chosen, counted, premiumUnits } from './flow';
import styles from './MyCredits.module.css';

interface Props {
  t: Translate;
  flow: CreditsStep;
  setFlow: (next: CreditsStep) => void;
  unitPrice: number;
  /** the number last paid with, offered again */
  lastPayment: PaymentInfo | null;
  buy: (units: number, pack: string, payment: PaymentInfo, amount: number) => void;
  convert: (units: number, pack: string, amount: number) => void;
}

/** The dialogs of acquiring a pack: choice, calculator, payment, confirmations and outcomes. */
export function AcquireDialogs(props: Props) {
  const { t, flow, setFlow } = props;
  const close = () => setFlow({ step: 'idle' });
  const credits = (count: number) => t('money.credits.pack_units', { count });
  const cost = (units: number, reduction: number) => packPrice(units, props.unitPrice, reduction);
  const price = (units: number, reduction: number) => formatMoney(cost(units, reduction));
  const cancel = (
    <button type="button" class="button button-ghost" onClick={close}>
      {t('actions.cancel')}
    </button>
  );
  const ok = (
    <button type="button" class="button" onClick={close}>
      {t('actions.ok')}
    </button>
  );

  switch (flow.step) {
    case 'select':
      return (
        <Modal title={t('money.credits.select_title')} onClose={close} actions={cancel}>
          <div class={styles.choices}>
            <button type="button" class="button" onClick={() => setFlow(chosen(flow.pack, 'buy'))}>
              {t('money.credits.buy')}
            </button>
            <button
              type="button"
              class="button button-ghost"
              onClick={() => setFlow(chosen(flow.pack, 'convert'))}
            >
              {t('money.credits.convert')}
            </button>
            <button
              type="button"
              class="button button-ghost"
              onClick={() => setFlow({ step: 'ask' })}
            >
              {t('money.credits.ask_friend')}
            </button>
          </div>
        </Modal>
      );
    case 'calculator':
      return <Calculator {...props} flow={flow} />;
    case 'payment':
      return <Payment {...props} flow={flow} />;
    case 'confirm_buy':
      return (
        <Modal
          title={t('money.credits.confirm_buy_title')}
          onClose={close}
          actions={
            <>
              {cancel}
              <button
                type="button"
                class="button"
                onClick={() =>
                  props.buy(
                    flow.units,
                    flow.pack.code,
                    flow.payment,
                    cost(flow.units, flow.pack.unit_reduction),
                  )
                }
              >
                {t('money.credits.buy')}
              </button>
            </>
          }
        >
          <p>
            {t('money.credits.confirm_buy_text', {
              units: credits(flow.units),
              amount: price(flow.units, flow.pack.unit_reduction),
              channel: t(`money.channels.${flow.payment.method}`),
              phone: flow.payment.phone_number,
            })}
          </p>
          <p>{t('money.credits.approve')}</p>
        </Modal>
      );
    case 'confirm_convert':
      return (
        <Modal
          title={t('money.credits.confirm_convert_title')}
          onClose={close}
          actions={
            <>
              {cancel}
              <button
                type="button"
                class="button"
                onClick={() =>
                  props.convert(
                    flow.units,
                    flow.pack.code,
                    cost(flow.units, flow.pack.unit_reduction),
                  )
                }
              >
                {t('money.credits.convert')}
              </button>
            </>
          }
        >
          <p>
            {t('money.credits.confirm_convert_text', {
              units: credits(flow.units),
              amount: price(flow.units, flow.pack.unit_reduction),
            })}
          </p>
        </Modal>
      );
    case 'processing':
      return (
        <Modal title={t('money.credits.pending_title')}>
          <Skeleton height={24} />
        </Modal>
      );
    case 'unknown':
      return (
        <Modal
          title={t(
            flow.action === 'buy' ? 'money.credits.pending_title' : 'money.unknown.convert_title',
          )}
          onClose={close}
          actions={ok}
        >
          <p aria-live="polite">
            {t('money.unknown.credits_text', {
              units: credits(flow.units),
              amount: formatMoney(flow.amount),
            })}
          </p>
          <p>{t('money.unknown.later')}</p>
        </Modal>
      );
    case 'pending':
    case 'bought':
    case 'converted':
      return <Outcome t={t} step={flow.step} transaction={flow.transaction} onClose={close} />;
    case 'buy_failed':
      return (
        <Modal title={t('money.credits.buy_failed_title')} onClose={close} actions={ok}>
          <p>
            {flow.code && flow.code !== 'FAIL'
              ? t(`status.${flow.code}`)
              : t('money.credits.buy_failed_text')}
          </p>
          {flow.reason && <p>{t(`money.credits.failure_reasons.${flow.reason}`)}</p>}
        </Modal>
      );
    case 'convert_failed':
      return (
        <Modal
          title={t('money.credits.convert_failed_title')}
          onClose={close}
          actions={
            <>
              <Link class="button button-ghost" href="/gains">
                {t('money.credits.check_gains')}
              </Link>
              {ok}
            </>
          }
        >
          <p>
            {flow.code === 'INSUFFICIENT'
              ? t('money.credits.convert_insufficient')
              : t(
                  `status.${flow.code === 'OVERFLOW' || flow.code === 'OFFLINE' ? flow.code : 'FAIL'}`,
                )}
          </p>
        </Modal>
      );
    default:
      return null;
  }
}

function Outcome(props: {
  t: Translate;
  step: 'pending' | 'bought' | 'converted';
  transaction: CreditTransaction;
  onClose: () => void;
}) {
  const { t, transaction } = props;
  const texts = {
    pending: ['money.credits.pending_title', 'money.credits.pending_text'],
    bought: ['money.credits.bought_title', 'money.credits.bought_text'],
    converted: ['money.credits.converted_title', 'money.credits.converted_text'],
  } as const;
  const [title, text] = texts[props.step];
  return (
    <Modal
      title={t(title)}
      onClose={props.onClose}
      actions={
        <button type="button" class="button" onClick={props.onClose}>
          {t('actions.ok')}
        </button>
      }
    >
      <p aria-live="polite">
        {t(text, {
          count: transaction.number_of_units,
          units: t('money.credits.pack_units', { count: transaction.number_of_units }),
          amount: formatMoney(transaction.amount),
        })}
      </p>
      {props.step === 'pending' && transaction.payment_url && (
        <a class="button" href={transaction.payment_url} rel="noopener">
          {t('money.credits.approve_page')}
        </a>
      )}
    </Modal>
  );
}

/** A form dialog's way on (its submit) and its way back, which changes nothing. */
function FormActions(props: Props) {
  return (
    <div class={styles.actions}>
      <button
        type="button"
        class="button button-ghost"
        onClick={() => props.setFlow({ step: 'idle' })}
      >
        {props.t('actions.cancel')}
      </button>
      <button type="submit" class="button">
        {props.t('actions.next')}
      </button>
    </div>
  );
}

function Calculator(props: Props & { flow: Extract<CreditsStep, { step: 'calculator' }> }) {
  const { t, flow } = props;
  const [entry, setEntry] = useState('');
  const [error, setError] = useState<string | null>(null);
  const units = premiumUnits(entry, flow.pack);
  const next = (event: Event) => {
    event.preventDefault();
    if (units === null) return setError('money.credits.calculator_range');
    props.setFlow(counted(flow.pack, units, flow.next));
  };
  return (
    <Modal
      title={t('money.credits.calculator_title')}
      onClose={() => props.setFlow({ step: 'idle' })}
    >
      <form onSubmit={next} noValidate>
        <Field
          id="premium-units"
          label={t('money.credits.calculator_units')}
          inputMode="numeric"
          value={entry}
          onInput={(event) => {
            setEntry(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          errorParams={{ min: flow.pack.units + 1, max: CREDITS_PER_TRANSACTION_MAX }}
          hint={t('money.credits.calculator_min', { count: flow.pack.units })}
        />
        {units !== null && (
          <p aria-live="polite">
            {t('money.credits.calculator_total', {
              amount: formatMoney(packPrice(units, props.unitPrice, flow.pack.unit_reduction)),
            })}
          </p>
        )}
        <FormActions {...props} />
      </form>
    </Modal>
  );
}

function Payment(props: Props & { flow: Extract<CreditsStep, { step: 'payment' }> }) {
  const { t, flow } = props;
  const [method, setMethod] = useState(props.lastPayment?.method ?? 'om');
  const [phone, setPhone] = useState(props.lastPayment?.phone_number ?? '');
  const [error, setError] = useState<string | undefined>();
  const next = (event: Event) => {
    event.preventDefault();
    const payment = { method, phone_number: phone };
    const errors = validationErrors(creditsUpdateSchema, {
      number_of_units: flow.units,
      pack_type: flow.pack.code,
      action: 'buy',
      payment_infos: payment,
    });
    const problem = errors['payment_infos.phone_number'] ?? errors['payment_infos.method'];
    if (problem) return setError(problem);
    props.setFlow({ step: 'confirm_buy', pack: flow.pack, units: flow.units, payment });
  };
  return (
    <Modal title={t('money.credits.payment_title')} onClose={() => props.setFlow({ step: 'idle' })}>
      <form onSubmit={next} noValidate>
        <fieldset class={styles.methods}>
          <legend class="visually-hidden">{t('money.credits.payment_title')}</legend>
          {(['om', 'mtn'] as const).map((value) => (
            <label key={value}>
              <input
                type="radio"
                name="method"
                value={value}
                checked={method === value}
                onChange={() => setMethod(value)}
              />
              {t(`money.channels.${value}`)}
            </label>
          ))}
        </fieldset>
        <ContactField
          id="buy-phone"
          mode="phone"
          label={t('money.credits.payment_phone')}
          value={phone}
          onInput={(event) => {
            setPhone(event.currentTarget.value);
            setError(undefined);
          }}
          error={error}
        />
        <FormActions {...props} />
      </form>
    </Modal>
  );
}
