import { COUNTRY } from '@quiz/shared/constants';
import type { MeUpdated, OwnProfile } from '@quiz/shared/contract';
import { GENDERS, type MeIndex } from '@quiz/shared/types';
import {
  birthdaySchema,
  birthdayStringSchema,
  genderSchema,
  passwordChangeFormSchema,
  playerNameSchema,
} from '@quiz/shared/validation';
import type { ComponentChildren } from 'preact';
import { Field } from '../../components/field/Field';
import { Birthday, birthdayValue } from '../../components/form-parts/Birthday';
import { Choices } from '../../components/form-parts/Choices';
import { Modal } from '../../components/modal/Modal';
import { http } from '../../lib/api';
import { type Errors, focusFirstError, useForm, validationErrors } from '../../lib/forms';
import { pick, type Translate, useLang } from '../../lib/i18n';
import { api } from '../../lib/paths';
import { waitParams } from '../../lib/wait';
import { refusalErrors } from './contact-flow';
import styles from './Settings.module.css';

type Saved = (answer: MeUpdated) => void;
/** What saving needs of a form, whatever its fields. */
type Form = Pick<ReturnType<typeof useForm>, 'values' | 'busy' | 'setErrors' | 'setBusy'>;

/** Where a refusal without field errors is shown (the form's first field), and what else it does. */
interface OnRefusal {
  field?: string;
  also?: (error: unknown) => void;
}

/**
 * Sends one edit of PUT /api/me/ once the form found no error; the server's
 * field errors, or its refusal, are shown on the form.
 */
export async function save(
  form: Form,
  errors: Errors,
  index: MeIndex,
  body: object,
  onSaved: Saved,
  refusal: OnRefusal = {},
) {
  form.setErrors(errors);
  if (Object.keys(errors).length > 0) return focusFirstError();
  form.setBusy(true);
  try {
    onSaved(await http.put<MeUpdated>(api.me.update({ index, field: 'profile' }), body));
  } catch (error) {
    form.setErrors(refusalErrors(error, refusal.field ?? Object.keys(form.values)[0] ?? ''));
    refusal.also?.(error);
    focusFirstError();
  } finally {
    form.setBusy(false);
  }
}

export function Actions(props: {
  t: Translate;
  busy: boolean;
  onClose: () => void;
  label?: string;
}) {
  return (
    <div class={styles.actions}>
      <button type="button" class="button button-ghost" onClick={props.onClose}>
        {props.t('actions.cancel')}
      </button>
      <button type="submit" class="button" disabled={props.busy}>
        {props.label ?? props.t('settings.save')}
      </button>
    </div>
  );
}

/** One edit's modal: its form, Cancel and Save. */
function EditModal(props: {
  t: Translate;
  title: string;
  form: Form;
  onSubmit: () => void;
  onClose: () => void;
  children: ComponentChildren;
}) {
  return (
    <Modal title={props.title} onClose={props.onClose}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          props.onSubmit();
        }}
      >
        {props.children}
        <Actions t={props.t} busy={props.form.busy} onClose={props.onClose} />
      </form>
    </Modal>
  );
}

export interface EditProps {
  t: Translate;
  profile: OwnProfile;
  onClose: () => void;
  onSaved: Saved;
}

export function PlayerNameDialog(props: EditProps) {
  const { t } = props;
  const form = useForm({ player_name: props.profile.player_name ?? '' });
  return (
    <EditModal
      t={t}
      title={t('labels.player_name')}
      form={form}
      onClose={props.onClose}
      onSubmit={() =>
        save(
          form,
          validationErrors(playerNameSchema, form.values),
          'player_name',
          form.values,
          props.onSaved,
        )
      }
    >
      <Field
        id="player-name"
        label={t('labels.player_name')}
        value={form.values.player_name}
        onInput={form.bind('player_name')}
        error={form.errors.player_name}
        errorParams={waitParams()}
        autoComplete="nickname"
      />
    </EditModal>
  );
}

export function PasswordDialog(props: EditProps) {
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
      errorParams={waitParams()}
    />
  );
  return (
    <EditModal
      t={t}
      title={t('settings.password_title')}
      form={form}
      onClose={props.onClose}
      onSubmit={() => {
        const { current_password, new_password } = form.values;
        save(
          form,
          validationErrors(passwordChangeFormSchema, form.values),
          'password',
          { current_password, new_password },
          props.onSaved,
        );
      }}
    >
      {field('current_password', t('settings.current_password'), 'current-password')}
      {field('new_password', t('settings.new_password'), 'new-password')}
      {field('new_password_confirmation', t('settings.confirm_password'), 'new-password')}
    </EditModal>
  );
}

/** Day, month and year; the server's rule (a real date, of age) is checked before it is sent. */
export function BirthdayDialog(props: EditProps) {
  const { t } = props;
  const born = props.profile.birthday;
  const form = useForm({
    day: born ? String(born.day) : '',
    month: born ? String(born.month) : '',
    year: born ? String(born.year) : '',
  });
  const submit = () => {
    const { day, month, year } = form.values;
    const birthday = `${day.trim()}-${month.trim()}-${year.trim()}`;
    const parts = validationErrors(birthdaySchema, { birthday: birthdayValue(form.values) });
    const errors =
      Object.keys(parts).length > 0 ? parts : validationErrors(birthdayStringSchema, { birthday });
    save(form, errors, 'birthday', { birthday }, props.onSaved);
  };
  return (
    <EditModal
      t={t}
      title={t('labels.birthday')}
      form={form}
      onClose={props.onClose}
      onSubmit={submit}
    >
      <Birthday values={form.values} errors={form.errors} bind={form.bind} hideLegend />
    </EditModal>
  );
}

export function GenderDialog(props: EditProps) {
  const { t } = props;
  const form = useForm({ gender: props.profile.gender ?? '' });
  return (
    <EditModal
      t={t}
      title={t('labels.gender')}
      form={form}
      onClose={props.onClose}
      onSubmit={() =>
        save(
          form,
          validationErrors(genderSchema, form.values),
          'gender',
          form.values,
          props.onSaved,
        )
      }
    >
      <Choices
        name="gender"
        legend={t('labels.gender')}
        hideLegend
        options={GENDERS.map((value) => ({ value, label: t(`genders.${value}`) }))}
        value={form.values.gender}
        onChange={(gender) => form.setValues({ gender })}
        error={form.errors.gender}
      />
    </EditModal>
  );
}

/** Cameroon is the only country the platform serves (spec section 2). */
export function CountryDialog(props: EditProps) {
  const { t } = props;
  const lang = useLang();
  const form = useForm({ country: String(COUNTRY.id) });
  return (
    <EditModal
      t={t}
      title={t('labels.country')}
      form={form}
      onClose={props.onClose}
      onSubmit={() => save(form, {}, 'country', { country: COUNTRY.id }, props.onSaved)}
    >
      <Choices
        name="country"
        legend={t('labels.country')}
        hideLegend
        options={[{ value: String(COUNTRY.id), label: pick(COUNTRY, 'name', lang) }]}
        value={form.values.country}
        onChange={(country) => form.setValues({ country })}
        error={form.errors.country}
      />
    </EditModal>
  );
}
