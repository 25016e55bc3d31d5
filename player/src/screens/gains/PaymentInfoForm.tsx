import type { PaymentInfo, PaymentInfoAnswer } from '@quiz/shared/contract';
import { paymentInfoAnySchema } from '@quiz/shared/validation';
import { ContactField } from '../../components/form-parts/ContactField';
import { Modal } from '../../components/modal/Modal';
import { ApiError, http } from '../../lib/api';
import { focusFirstError, serverFieldErrors, useForm, validationErrors } from '../../lib/forms';
import type { Translate } from '../../lib/i18n';
import { api } from '../../lib/paths';
import styles from './Gains.module.css';

/**
 * Where cash-outs go (spec section 5): a number, and Orange Money, the only
 * channel set up; MTN is said to come later, unless the server offers it
 * (the channels of its payment-info answer).
 */
export function PaymentInfoForm(props: {
  t: Translate;
  current: PaymentInfo | null;
  methods: PaymentInfoAnswer['methods'];
  onSaved: (info: PaymentInfo) => void;
  onClose: () => void;
}) {
  const { t } = props;
  const offered = props.current && props.methods.includes(props.current.method);
  const form = useForm<{ method: string; phone_number: string }>({
    method: offered ? (props.current?.method ?? 'om') : 'om',
    phone_number: props.current?.phone_number ?? '',
  });

  async function save(event: Event) {
    event.preventDefault();
    const errors = validationErrors(paymentInfoAnySchema, form.values);
    if (Object.keys(errors).length > 0) {
      form.setErrors(errors);
      return focusFirstError();
    }
    form.setBusy(true);
    try {
      const answer = await http.put<PaymentInfoAnswer>(api.me.paymentInfo(), form.values);
      if (answer.payment_info) props.onSaved(answer.payment_info);
    } catch (error) {
      form.setErrors(
        error instanceof ApiError
          ? serverFieldErrors(error)
          : { phone_number: 'shell.something_wrong' },
      );
      focusFirstError();
    } finally {
      form.setBusy(false);
    }
  }

  return (
    <Modal title={t('money.gains.info_title')} onClose={props.onClose}>
      <form onSubmit={save} noValidate>
        <fieldset class={styles.methods}>
          <legend>{t('money.gains.info_method')}</legend>
          {props.methods.map((method) => (
            <label key={method}>
              <input
                type="radio"
                name="method"
                value={method}
                checked={form.values.method === method}
                onChange={form.bind('method')}
              />
              {t(`money.channels.${method}`)}
            </label>
          ))}
          {!props.methods.includes('mtn') && <p>{t('money.gains.mtn_not_ready')}</p>}
        </fieldset>
        <ContactField
          id="payment-phone"
          mode="phone"
          label={t('money.gains.info_phone')}
          value={form.values.phone_number}
          onInput={form.bind('phone_number')}
          error={form.errors.phone_number}
        />
        <div class={styles.actions}>
          <button type="button" class="button button-ghost" onClick={props.onClose}>
            {t('actions.cancel')}
          </button>
          <button type="submit" class="button" disabled={form.busy}>
            {t('money.gains.save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
