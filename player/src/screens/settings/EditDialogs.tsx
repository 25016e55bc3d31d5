import type { MeUpdated } from '@quiz/shared/contract';
import { passwordChangeFormSchema, playerNameSchema } from '@quiz/shared/validation';
import { Field } from '../../components/field/Field';
import { Modal } from '../../components/modal/Modal';
import { ApiError, http } from '../../lib/api';
import { focusFirstError, serverFieldErrors, useForm, validationErrors } from '../../lib/forms';
import type { Translate } from '../../lib/i18n';
import { api } from '../../lib/paths';
import styles from './Settings.module.css';

type Saved = (answer: MeUpdated) => void;

/** Sends one edit of PUT /api/me/ after the shared rule passed; the server's field errors are shown as the form's. */
async function save<T extends Record<string, string>>(
  form: ReturnType<typeof useForm<T>>,
  rule: Parameters<typeof validationErrors>[0],
  index: 'player_name' | 'password',
  body: object,
  onSaved: Saved,
) {
  const errors = validationErrors(rule, form.values);
  if (Object.keys(errors).length > 0) {
    form.setErrors(errors);
    return focusFirstError();
  }
  form.setBusy(true);
  try {
    onSaved(await http.put<MeUpdated>(api.me.update({ index, field: 'profile' }), body));
  } catch (error) {
    const fields = error instanceof ApiError ? serverFieldErrors(error) : {};
    form.setErrors(
      Object.keys(fields).length > 0
        ? fields
        : { [Object.keys(form.values)[0] ?? '']: 'shell.something_wrong' },
    );
    focusFirstError();
  } finally {
    form.setBusy(false);
  }
}

function Actions(props: { t: Translate; busy: boolean; onClose: () => void }) {
  return (
    <div class={styles.actions}>
      <button type="button" class="button button-ghost" onClick={props.onClose}>
        {props.t('actions.cancel')}
      </button>
      <button type="submit" class="button" disabled={props.busy}>
        {props.t('settings.save')}
      </button>
    </div>
  );
}

export function PlayerNameDialog(props: {
  t: Translate;
  current: string;
  onClose: () => void;
  onSaved: Saved;
}) {
  const { t } = props;
  const form = useForm({ player_name: props.current });
  return (
    <Modal title={t('settings.player_name')} onClose={props.onClose}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save(form, playerNameSchema, 'player_name', form.values, props.onSaved);
        }}
      >
        <Field
          id="player-name"
          label={t('settings.player_name')}
          value={form.values.player_name}
          onInput={form.bind('player_name')}
          error={form.errors.player_name}
          autoComplete="nickname"
        />
        <Actions t={t} busy={form.busy} onClose={props.onClose} />
      </form>
    </Modal>
  );
}

export function PasswordDialog(props: { t: Translate; onClose: () => void; onSaved: Saved }) {
  const { t } = props;
  const form = useForm({ current_password: '', new_password: '', new_password_confirmation: '' });
  const field = (name: keyof typeof form.values, label: string, complete: string) => (
    <Field
      id={`settings-${name}`}
      label={label}
      type="password"
      autoComplete={complete}
      value={form.values[name]}
      onInput={form.bind(name)}
      error={form.errors[name]}
    />
  );
  return (
    <Modal title={t('settings.password_title')} onClose={props.onClose}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const { current_password, new_password } = form.values;
          void save(
            form,
            passwordChangeFormSchema,
            'password',
            { current_password, new_password },
            props.onSaved,
          );
        }}
      >
        {field('current_password', t('settings.current_password'), 'current-password')}
        {field('new_password', t('settings.new_password'), 'new-password')}
        {field('new_password_confirmation', t('settings.confirm_password'), 'new-password')}
        <Actions t={t} busy={form.busy} onClose={props.onClose} />
      </form>
    </Modal>
  );
}
