import type { CreditRequest, CreditRequestAnswer, CreditRequestsPage } from '@quiz/shared/contract';
import { formatMoney } from '@quiz/shared/format';
import { useEffect, useRef, useState } from 'preact/hooks';
import { Modal } from '../../components/modal/Modal';
import { creditsWorth } from '../../components/spend-prompt/SpendPrompt';
import { Stepper } from '../../components/stepper/Stepper';
import { http } from '../../lib/api';
import type { Translate } from '../../lib/i18n';
import { moneyAction } from '../../lib/money-action';
import { outcomeUnknown, refusalCode, settle } from '../../lib/money-outcome';
import { api } from '../../lib/paths';
import { session } from '../../lib/session';
import { useStore } from '../../lib/store';
import { unitLabels } from './flow';

/** Energy goes with an Idempotency-Key: a retry of one sending moves the credits once. */
const sendEnergy = moneyAction();

/** `unknown`: sent, but the answer was lost; pending until the server says what became of it. */
type Step = 'units' | 'confirm' | 'unknown' | 'sent' | 'failed' | 'insufficient' | 'offline';

/**
 * Sending energy to a friend who asked (spec sections 2, 5): the units picker,
 * the prompt, then sent, failed, insufficient (one credit is always kept) or
 * offline (not sent).
 */
export function SendEnergy(props: {
  t: Translate;
  request: CreditRequest;
  credits: number;
  canSend: boolean;
  canAdd: (units: number) => boolean;
  /** where the picker starts: what the friend asked, within the balance */
  firstUnits: number;
  onDone: (answered: CreditRequest | null) => void;
  onClose: () => void;
}) {
  const { t, request } = props;
  const name = request.sender?.player_name ?? '';
  const [step, setStep] = useState<Step>(props.canSend ? 'units' : 'insufficient');
  const [units, setUnits] = useState(props.firstUnits);
  const [busy, setBusy] = useState(false);
  const gainUnit = useStore(session, (state) => state.population?.settings.gain_unit);
  const count = (n: number) => t('money.credits.pack_units', { count: n });
  const close = (
    <button type="button" class="button" onClick={props.onClose}>
      {t('actions.ok')}
    </button>
  );

  const settling = useRef<{ stop: () => void } | null>(null);
  useEffect(() => () => settling.current?.stop(), []);
  const answered = (answer: CreditRequest) => {
    props.onDone(answer);
    setStep(answer.status === 'ACCEPTED' ? 'sent' : 'failed');
  };
  const refused = (code: string) => {
    setStep(code === 'INSUFFICIENT' ? 'insufficient' : code === 'OFFLINE' ? 'offline' : 'failed');
    props.onDone(null);
  };

  async function send() {
    setBusy(true);
    const sendOnce = () =>
      sendEnergy<CreditRequestAnswer>('PUT', api.credits.requests.accept(request.id), {
        number_of_units: units,
      }).then((answer) => answer.request);
    try {
      answered(await sendOnce());
    } catch (error) {
      if (!outcomeUnknown(error)) return refused(refusalCode(error));
      setStep('unknown');
      settling.current = settle({
        resend: sendOnce,
        // The request itself says whether it was answered.
        read: async () => {
          const page = await http.get<CreditRequestsPage>(api.credits.requests.received(1));
          const found = page.list.find((item) => item.id === request.id);
          return found && found.status !== 'PENDING' ? found : null;
        },
        onAnswer: answered,
        onRefused: refused,
      });
    } finally {
      setBusy(false);
    }
  }

  if (step === 'unknown') {
    return (
      <Modal title={t('money.unknown.send_title')} onClose={props.onClose} actions={close}>
        <p aria-live="polite">{t('money.unknown.send_text', { units: count(units), name })}</p>
        <p>{t('money.unknown.later')}</p>
      </Modal>
    );
  }
  if (step === 'insufficient' || step === 'failed' || step === 'offline' || step === 'sent') {
    const [title, text] =
      step === 'sent'
        ? [t('money.credits.sent_title'), t('money.credits.sent_text', { count: units, name })]
        : [
            t('money.credits.send_failed'),
            t(
              step === 'insufficient'
                ? 'money.credits.send_insufficient'
                : step === 'offline'
                  ? 'status.OFFLINE'
                  : 'shell.something_wrong',
            ),
          ];
    return (
      <Modal title={title} onClose={props.onClose} actions={close}>
        <p>{text}</p>
      </Modal>
    );
  }
  const back = (
    <button type="button" class="button button-ghost" onClick={props.onClose}>
      {t('actions.cancel')}
    </button>
  );
  if (step === 'confirm') {
    return (
      <Modal
        title={t('money.credits.send_title', { name })}
        onClose={props.onClose}
        actions={
          <>
            {back}
            <button type="button" class="button" disabled={busy} onClick={() => void send()}>
              {t('money.credits.accept')}
            </button>
          </>
        }
      >
        <p>{t('money.credits.send_text', { units: count(units), name })}</p>
        {gainUnit !== undefined && (
          <p>
            {t('money.worth.send', {
              amount: formatMoney(creditsWorth(units, gainUnit)),
              balance: count(props.credits),
            })}
          </p>
        )}
      </Modal>
    );
  }
  return (
    <Modal
      title={t('money.credits.send_title', { name })}
      onClose={props.onClose}
      actions={
        <>
          {back}
          <button
            type="button"
            class="button"
            disabled={units < 1}
            onClick={() => setStep('confirm')}
          >
            {t('actions.next')}
          </button>
        </>
      }
    >
      <Stepper
        value={units}
        min={0}
        canAdd={props.canAdd(units)}
        onChange={setUnits}
        labels={unitLabels(t)}
      />
    </Modal>
  );
}
