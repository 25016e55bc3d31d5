import { COUNTRY } from '@quiz/shared/constants';
import type { Registered } from '@quiz/shared/contract';
import { type ContactMode, GENDERS, LANGUAGES } from '@quiz/shared/types';
import { nationalPhone, registrationFormSchema } from '@quiz/shared/validation';
import { useState } from 'preact/hooks';
import { Link, useSearch } from 'wouter-preact';
import { ErrorScreen } from '../../components/error-screen/ErrorScreen';
import { Field } from '../../components/field/Field';
import { Birthday, birthdayValue } from '../../components/form-parts/Birthday';
import { Choices } from '../../components/form-parts/Choices';
import { ContactField } from '../../components/form-parts/ContactField';
import { ContactModeChoice } from '../../components/form-parts/ContactModeChoice';
import { ApiError, http } from '../../lib/api';
import { focusFirstError, useForm, validationErrors } from '../../lib/forms';
import { useLang, useT } from '../../lib/i18n';
import { authPath, navigate, searchParam } from '../../lib/nav';
import { api } from '../../lib/paths';
import styles from './Auth.module.css';
import { AuthLayout } from './AuthLayout';
import { signupRefusal } from './signup-errors';
import { rememberSignupPassword } from './signup-password';

/** Live check of the confirmation: null while empty, else whether both passwords match. */
function confirmationState(password: string, confirmation: string): boolean | null {
  return confirmation === '' ? null : password === confirmation;
}

export default function Registration() {
  const t = useT();
  const lang = useLang();
  const redirect = searchParam(useSearch(), 'redirect');
  const [mode, setMode] = useState<ContactMode | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [broken, setBroken] = useState(false);
  const form = useForm({
    username: '',
    password: '',
    password_confirmation: '',
    day: '',
    month: '',
    year: '',
    gender: '',
    language: lang as string,
  });
  const { values, errors, bind } = form;
  const matches = confirmationState(values.password, values.password_confirmation);

  if (broken) return <ErrorScreen kind="somethingWrong" />;

  const choose = (field: 'gender' | 'language') => (value: string) => {
    form.setValues((current) => ({ ...current, [field]: value }));
    form.setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function submit(event: Event) {
    event.preventDefault();
    if (!mode) return;
    // '+237 699 20 32 57', '699.20.32.57'...: sent as the number the account will hold.
    const username = mode === 'phone' ? nationalPhone(values.username) : values.username;
    const birthday = birthdayValue(values);
    const payload = {
      username,
      password: values.password,
      password_confirmation: values.password_confirmation,
      gender: values.gender,
      language: values.language,
      country: COUNTRY.id,
      birthday,
    };
    const found = validationErrors(registrationFormSchema(mode), payload);
    // The server requires the birthday, which the shared schema leaves optional.
    if (!birthday) found.birthday = 'validation.required';
    form.setErrors(found);
    setProblems([]);
    if (Object.keys(found).length > 0) return focusFirstError();
    form.setBusy(true);
    try {
      const { password_confirmation: _, ...body } = payload;
      const answer = await http.post<Registered>(api.auth.signup(), body, {
        auth: false,
      });
      rememberSignupPassword(answer.username, values.password);
      navigate(
        authPath('/auth/registration/verification', {
          username: answer.username,
          code_: answer.code_required ? undefined : 'not_required',
          redirect,
        }),
      );
    } catch (error) {
      form.setBusy(false);
      if (!(error instanceof ApiError)) throw error;
      const refusal = signupRefusal(error);
      if (refusal.unexpected) setBroken(true);
      form.setErrors(refusal.errors);
      setProblems(refusal.passwordProblems);
      focusFirstError();
    }
  }

  return (
    <AuthLayout
      title="screens.registration"
      intro={t('auth.register_intro')}
      formError={errors['']}
    >
      {mode === null ? (
        <ContactModeChoice
          legend={t('auth.choose_mode')}
          labels={{ phone: t('auth.by_phone'), email: t('auth.by_email') }}
          onChoose={setMode}
        />
      ) : (
        <form onSubmit={submit} noValidate>
          <ContactField
            id="signup-username"
            mode={mode}
            prefixLabel={t('auth.country_code')}
            value={values.username}
            onInput={bind('username')}
            error={errors.username}
          />
          <p>
            <button type="button" class="link-button" onClick={() => setMode(null)}>
              {t('auth.change_mode')}
            </button>
          </p>
          <Field
            id="signup-password"
            label={t('labels.password')}
            type="password"
            autocomplete="new-password"
            hint={t('auth.password_hint')}
            value={values.password}
            onInput={bind('password')}
            error={errors.password}
            problems={problems.length > 0 ? [...problems] : undefined}
          />
          <Field
            id="signup-password-confirmation"
            label={t('labels.password_confirmation')}
            type="password"
            autocomplete="new-password"
            value={values.password_confirmation}
            onInput={bind('password_confirmation')}
            error={
              errors.password_confirmation ??
              (matches === false ? 'validation.password_mismatch' : null)
            }
            valid={matches === true}
            validText={t('auth.passwords_match')}
          />
          <Birthday values={values} errors={errors} bind={bind} />
          <Choices
            name="gender"
            legend={t('labels.gender')}
            options={GENDERS.map((value) => ({ value, label: t(`genders.${value}`) }))}
            value={values.gender}
            onChange={choose('gender')}
            error={errors.gender}
          />
          <Choices
            name="language"
            legend={t('labels.language')}
            options={LANGUAGES.map((value) => ({ value, label: t(`languages.${value}`) }))}
            value={values.language}
            onChange={choose('language')}
            error={errors.language}
          />
          <button type="submit" class="button button-block" disabled={form.busy}>
            {t('actions.register')}
          </button>
        </form>
      )}
      <div class={styles.links}>
        <span>
          {t('auth.have_account')}{' '}
          <Link href={authPath('/auth/login', { redirect })}>{t('actions.login')}</Link>
        </span>
      </div>
    </AuthLayout>
  );
}
