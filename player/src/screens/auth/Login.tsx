import type { AuthTokens } from '@quiz/shared/contract';
import { loginSchema } from '@quiz/shared/validation';
import { Link, useSearch } from 'wouter-preact';
import { Field } from '../../components/field/Field';
import { ApiError, http } from '../../lib/api';
import { focusFirstError, useForm, validationErrors } from '../../lib/forms';
import { useT } from '../../lib/i18n';
import { authPath, navigate, searchParam } from '../../lib/nav';
import { api } from '../../lib/paths';
import { signIn } from '../../lib/session';
import styles from './Auth.module.css';
import { AuthLayout } from './AuthLayout';
import { unexpected } from './errors';

/** Which field the log-in refusals point at (spec section 8). */
const FIELD_OF: Record<string, 'username' | 'password'> = {
  INVALID_EMAIL_PHONE_NUMBER: 'username',
  INVALID_PASSWORD: 'password',
};

export default function Login() {
  const t = useT();
  const search = useSearch();
  const redirect = searchParam(search, 'redirect');
  const form = useForm({ username: '', password: '' });
  const { values, errors, bind, busy } = form;

  async function submit(event: Event) {
    event.preventDefault();
    const found = validationErrors(loginSchema, values);
    form.setErrors(found);
    if (Object.keys(found).length > 0) return focusFirstError();
    form.setBusy(true);
    try {
      const tokens = await http.post<AuthTokens>(api.auth.token(), values, { auth: false });
      await signIn(tokens, redirect);
    } catch (error) {
      form.setBusy(false);
      if (!(error instanceof ApiError)) throw error;
      const code = error.body.status_message;
      const field = FIELD_OF[code];
      if (field) {
        form.setErrors({ [field]: `status.${code}` });
        focusFirstError();
      } else if (code === 'NOT_ALLOWED' && error.body.code_required) {
        // Registered but never verified: finish the verification first.
        const username = String(error.body.username ?? values.username);
        navigate(authPath('/auth/registration/verification', { username, redirect }));
      } else form.setErrors({ '': unexpected(error) });
    }
  }

  return (
    <AuthLayout title="screens.login" intro={t('auth.login_intro')} formError={errors['']}>
      <form onSubmit={submit} noValidate>
        <Field
          id="login-username"
          label={t('labels.email_or_phone')}
          name="username"
          autocomplete="username"
          value={values.username}
          onInput={bind('username')}
          error={errors.username}
        />
        <Field
          id="login-password"
          label={t('labels.password')}
          name="password"
          type="password"
          autocomplete="current-password"
          value={values.password}
          onInput={bind('password')}
          error={errors.password}
        />
        <button type="submit" class="button button-block" disabled={busy}>
          {t('actions.login')}
        </button>
      </form>
      <div class={styles.links}>
        <Link href={authPath('/auth/forgot-password', { redirect })}>{t('auth.forgot_link')}</Link>
        <span>
          {t('auth.no_account')}{' '}
          <Link href={authPath('/auth/registration', { redirect })}>{t('actions.register')}</Link>
        </span>
      </div>
    </AuthLayout>
  );
}
