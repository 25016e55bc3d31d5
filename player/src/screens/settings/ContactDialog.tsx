import type { ContactMode } from '@quiz/shared/types';
import { emailPhoneChangeFormSchema, verificationSchema } from '@quiz/shared/validation';
import { useState } from 'preact/hooks';
import { CodeField } from '../../components/form-parts/CodeField';
import { ContactField } from '../../components/form-parts/ContactField';
import { ContactModeChoice } from '../../components/form-parts/ContactModeChoice';
import { Modal } from '../../components/modal/Modal';
import { ApiError } from '../../lib/api';
import { useForm, validationErrors } from '../../lib/forms';
import { notify } from '../../lib/notice';
import { waitParams } from '../../lib/wait';
import { type ContactStep, codeStep, contactToSend, triesOf } from './contact-flow';
import { Actions, type EditProps, save } from './EditDialogs';

/**
 * The e-mail or phone number edit: which kind, the contact (phone numbers
 * after +237), then the code sent to it, with Validate and a new code on demand.
 */
export function ContactDialog(props: EditProps) {
  const { t } = props;
  const [flow, setFlow] = useState<ContactStep>({ step: 'mode' });
  const form = useForm({ email_phone_number: '', code: '' });
  const { values, errors, bind } = form;

  /** Sends the contact, and a code goes to it; also the code step's "send a new code". */
  function sendContact(mode: ContactMode) {
    const contact = contactToSend(mode, values.email_phone_number);
    const found = validationErrors(emailPhoneChangeFormSchema(mode), {
      email_phone_number: contact,
    });
    const resending = flow.step === 'code';
    return save(
      form,
      found,
      'email_phone_number',
      { email_phone_number: contact },
      (answer) => {
        if (resending) notify('settings.code_resent');
        setFlow(codeStep(mode, answer, contact));
      },
      { field: resending ? 'code' : 'email_phone_number' },
    );
  }

  /** The contact changes once the code is right; a wrong one answers the attempts used. */
  function validate(current: Extract<ContactStep, { step: 'code' }>) {
    const found = validationErrors(verificationSchema, { code: values.code });
    return save(
      form,
      found,
      'email_phone_number_validation',
      { code: values.code },
      props.onSaved,
      {
        field: 'code',
        also: (error) => {
          const tries = error instanceof ApiError ? triesOf(error.body) : undefined;
          if (tries) setFlow({ ...current, tries });
        },
      },
    );
  }

  return (
    <Modal title={t('settings.contact')} onClose={props.onClose}>
      {flow.step === 'mode' && (
        <ContactModeChoice
          legend={t('settings.contact_mode')}
          labels={{ phone: t('labels.phone'), email: t('labels.email') }}
          onChoose={(mode) => setFlow({ step: 'contact', mode })}
        />
      )}
      {flow.step === 'contact' && (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void sendContact(flow.mode);
          }}
        >
          <ContactField
            id="contact-value"
            mode={flow.mode}
            prefixLabel={t('settings.country_code')}
            value={values.email_phone_number}
            onInput={bind('email_phone_number')}
            error={errors.email_phone_number}
            errorParams={waitParams()}
          />
          <p>
            <button type="button" class="link-button" onClick={() => setFlow({ step: 'mode' })}>
              {t('settings.change_mode')}
            </button>
          </p>
          <Actions t={t} busy={form.busy} onClose={props.onClose} label={t('settings.send_code')} />
        </form>
      )}
      {flow.step === 'code' && (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void validate(flow);
          }}
        >
          <p>{t('settings.code_intro', { username: flow.username })}</p>
          <CodeField
            id="contact-code"
            value={values.code}
            onInput={bind('code')}
            // A new code refused for the contact itself (taken meanwhile) is said here too.
            error={errors.code ?? errors.email_phone_number}
            errorParams={waitParams()}
          />
          {flow.tries && <p>{t('settings.tries', { ...flow.tries })}</p>}
          <p>
            <button
              type="button"
              class="link-button"
              disabled={form.busy}
              onClick={() => void sendContact(flow.mode)}
            >
              {t('settings.resend_code')}
            </button>
          </p>
          <Actions t={t} busy={form.busy} onClose={props.onClose} label={t('settings.validate')} />
        </form>
      )}
    </Modal>
  );
}
