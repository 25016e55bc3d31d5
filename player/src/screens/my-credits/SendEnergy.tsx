import type { CreditRequest, CreditRequestAnswer } from '@quiz/shared/contract';
import { useState } from 'preact/hooks';
import { Modal } from '../../components/modal/Modal';
import { Stepper } from '../../components/stepper/Stepper';
import { ApiError } from '../../lib/api';
import type { Translate } from '../../lib/i18n';
import { moneyAction } from '../../lib/money-action';
import { api } from '../../lib/paths';
import { unitLabels } from './flow';

/** Energy goes with an Idempotency-Key: a retry of one sending moves the credits once. */
const sendEnergy = moneyAction();

type Step = 'units' | 'confirm' | 'sent' | 'failed' | 'insufficient';

/**
 * Sending energy to a friend who asked (spec sections 2, 5): the units picker,
 * the prompt, then sent, failed or insufficient (one credit is always kept).
 */
export function SendEnergy(props: {
  t: Translate;
  request: CreditRequest;
  credits: number;
  canSend: boolean;
  canAdd: (units: number) => boolean;
  onDone: (answered: CreditRequest | null) => void;
  onClose: () => void;
}) {
  const { t, request } = props;
  const name = request.sender?.player_name ?? '';
  const [step, setStep] = useState<Step>(props.canSend ? 'units' : 'insufficient');
  const [units, setUnits] = useState(props.canAdd(0) ? 1 : 0);
  const [busy, setBusy] = useState(false);
  const count = (n: number) => t('money.credits.pack_units', { count: n });
  const close = (
    <button type="button" class="button" onClick={props.onClose}>
      {t('actions.ok')}
    </button>
  );

  async function send() {
    setBusy(true);
    try {
      const answer = await sendEnergy<CreditRequestAnswer>(
        'PUT',
        api.credits.requests.accept(request.id),
        { number_of_units: units },
      );
      props.onDone(answer.request);
      setStep('sent');
    } catch (error) {
      const code = error instanceof ApiError ? error.body.status_message : 'FAIL';
      setStep(code === 'INSUFFICIENT' ? 'insufficient' : 'failed');
      props.onDone(null);
    } finally {
      setBusy(false);
    }
  }

  if (step === 'insufficient' || step === 'failed' || step === 'sent') {
    const [title, text] =
      step === 'sent'
        ? [
            t('money.credits.sent_title'),
            t('money.credits.sent_text', { units: count(units), name }),
          ]
        : [
            t('money.credits.send_failed'),
            t(
              step === 'insufficient' ? 'money.credits.send_insufficient' : 'shell.something_wrong',
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
