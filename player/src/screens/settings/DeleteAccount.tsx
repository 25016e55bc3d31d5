import { accountDeletionSchema } from '@quiz/shared/validation';
import { useState } from 'preact/hooks';
import { Field } from '../../components/field/Field';
import { Modal } from '../../components/modal/Modal';
import { http } from '../../lib/api';
import { focusFirstError, useForm, validationErrors } from '../../lib/forms';
import type { Translate } from '../../lib/i18n';
import { notify } from '../../lib/notice';
import { api } from '../../lib/paths';
import { signOut } from '../../lib/session';
import styles from './Settings.module.css';

/** Deleting the account (spec section 2): a prompt, the password, a notice if it failed. */
export function DeleteAccount(props: { t: Translate }) {
  const { t } = props;
  const [open, setOpen] = useState(false);
  const form = useForm({ password: '' });
  async function remove(event: Event) {
    event.preventDefault();
    const errors = validationErrors(accountDeletionSchema, form.values);
    if (Object.keys(errors).length > 0) {
      form.setErrors(errors);
      return focusFirstError();
    }
    form.setBusy(true);
    try {
      await http.del(api.me.delete(form.values.password));
      await signOut();
      // Said once on the home page: the account is gone, not merely signed out.
      notify('settings.account_deleted');
    } catch {
      form.setErrors({ password: 'settings.delete_failed' });
      focusFirstError();
    } finally {
      form.setBusy(false);
    }
  }
  return (
    <section class={styles.block} aria-labelledby="delete-title">
      <h2 id="delete-title">{t('settings.delete_title')}</h2>
      <button type="button" class="button button-ghost" onClick={() => setOpen(true)}>
        {t('settings.delete_confirm')}
      </button>
      {open && (
        <Modal title={t('settings.delete_title')} onClose={() => setOpen(false)}>
          <form noValidate onSubmit={remove}>
            <p>{t('settings.delete_text')}</p>
            <Field
              id="delete-password"
              label={t('settings.delete_password')}
              type="password"
              autoComplete="current-password"
              value={form.values.password}
              onInput={form.bind('password')}
              error={form.errors.password}
            />
            <div class={styles.actions}>
              <button type="button" class="button button-ghost" onClick={() => setOpen(false)}>
                {t('actions.cancel')}
              </button>
              <button type="submit" class="button" disabled={form.busy}>
                {t('settings.delete_confirm')}
              </button>
            </div>
          </form>
        </Modal>
      )}
    </section>
  );
}
