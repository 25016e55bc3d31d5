import type { AccountExists, PasswordReset, ResetCodeChecked } from '@quiz/shared/contract';

import {
  forgotPasswordCodeSchema,
  forgotPasswordLinkSchema,
  forgotPasswordResetFormSchema,
} from '@quiz/shared/validation';
import { useState } from 'preact/hooks';
import { Link, useSearch } from 'wouter-preact';
import { Field } from '../../components/field/Field';
import { CodeField } from '../../components/form-parts/CodeField';
import { ApiError, http } from '../../lib/api';
import { extraList, focusFirstError, useForm, validationErrors } from '../../lib/forms';
import { useT } from '../../lib/i18n';
import { authPath, navigate, searchParam } from '../../lib/nav';
import { api } from '../../lib/paths';
import { signIn } from '../../lib/session';
import styles from './Auth.module.css';
import { AuthLayout } from './AuthLayout';
import { unexpected, unexpectedMessage } from './errors';

const PATH = '/auth/forgot-password';

/** A message of one step, with its parameters. */
interface Message {
  key: string;
  params?: Record<string, string | number>;
}

/** Step 0: the identifier the code goes to; the account must exist. */
async function sendCode(username: string): Promise<Message | null> {
  if (validationErrors(forgotPasswordLinkSchema, { username }).username) {
    return { key: 'auth.invalid_email_phone' };
  }
  try {
    const { exists } = await http.get<AccountExists>(api.auth.checkUser(username), {
      auth: false,
    });
    if (!exists) return { key: 'auth.invalid_email_phone' };
    await http.get(api.auth.forgotPassword(username), { auth: false });
    return null;
  } catch (error) {
    if (error instanceof ApiError && error.body.status_message === 'INVALID_EMAIL_PHONE_NUMBER') {
      return { key: 'auth.invalid_email_phone' };
    }
    return error instanceof ApiError ? unexpectedMessage(error) : { key: 'auth.something_wrong' };
  }
}

/** Step 1 refusals (spec section 8): expired or wrong code, else the generic message. */
export function codeProblem(error: ApiError): Message {
  const { status_message, number_of_tries, max_number_of_tries } = error.body;
  if (status_message === 'TIME_ELAPSED') return { key: 'auth.time_elapsed' };
  if (status_message === 'INVALID_CODE') {
    return typeof number_of_tries === 'number' && typeof max_number_of_tries === 'number'
      ? { key: 'auth.invalid_code', params: { tries: number_of_tries, max: max_number_of_tries } }
      : { key: 'status.INVALID_CODE' };
  }
  return unexpectedMessage(error);
}

export default function ForgotPassword() {
  const t = useT();
  const search = useSearch();
  const username = searchParam(search, 'username');
  const transactionCode = searchParam(search, 'transaction_code');
  const redirect = searchParam(search, 'redirect');
  const [message, setMessage] = useState<Message | null>(null);
  const [info, setInfo] = useState<Message | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const form = useForm({
    username: username ?? '',
    code: searchParam(search, 'code') ?? '',
    password: '',
    password_confirmation: '',
  });
  const { values, errors, bind } = form;
  const step = !username ? 'link' : transactionCode ? 'reset' : 'code';
  const go = (params: Record<string, string | null | undefined>) =>
    navigate(authPath(PATH, { ...params, redirect }), { replace: true });

  async function submitLink(event: Event) {
    event.preventDefault();
    form.setBusy(true);
    const problem = await sendCode(values.username.trim());
    form.setBusy(false);
    setMessage(problem);
    if (problem) return;
    setInfo({ key: 'auth.code_sent', params: { username: values.username.trim() } });
    // A new code replaces any code typed before.
    form.setValues((current) => ({ ...current, code: '' }));
    go({ username: values.username.trim() });
  }

  async function submitCode(event: Event) {
    event.preventDefault();
    const invalid = validationErrors(forgotPasswordCodeSchema, { code: values.code }).code;
    if (invalid) return setMessage({ key: invalid });
    form.setBusy(true);
    try {
      const answer = await http.post<ResetCodeChecked>(
        api.auth.forgotPasswordValidation(username ?? ''),
        { code: values.code.trim() },
        { auth: false },
      );
      setMessage(null);
      setInfo(null);
      go({ username, transaction_code: answer.transaction_code });
    } catch (error) {
      if (error instanceof ApiError) setMessage(codeProblem(error));
    }
    form.setBusy(false);
  }

  async function submitReset(event: Event) {
    event.preventDefault();
    const found = validationErrors(forgotPasswordResetFormSchema, values);
    form.setErrors(found);
    setProblems([]);
    if (Object.keys(found).length > 0) return focusFirstError();
    form.setBusy(true);
    try {
      const answer = await http.post<PasswordReset>(
        api.auth.forgotPasswordReset(username ?? '', transactionCode ?? ''),
        { password: values.password },
        { auth: false },
      );
      await signIn(answer.authTokens, redirect);
    } catch (error) {
      form.setBusy(false);
      if (!(error instanceof ApiError)) throw error;
      const code = error.body.status_message;
      if (code === 'INVALID_PASSWORD') {
        form.setErrors({ password_confirmation: 'status.INVALID_PASSWORD' });
        setProblems(extraList(error, 'password'));
      } else if (code === 'INVALID_CODE' || code === 'TIME_ELAPSED') {
        // The reset window is gone: back to the code step with the reason.
        setMessage({
          key: code === 'INVALID_CODE' ? 'auth.invalid_transaction_code' : 'auth.time_elapsed',
        });
        form.setValues((current) => ({ ...current, code: '' }));
        go({ username });
      } else form.setErrors({ '': unexpected(error) });
    }
  }

  const intro =
    step === 'link'
      ? t('auth.forgot_intro')
      : step === 'reset'
        ? t('auth.reset_intro')
        : info
          ? t(info.key, info.params)
          : t('auth.verification_intro', { username: username ?? '' });

  return (
    <AuthLayout title="screens.forgot_password" intro={intro} formError={errors['']}>
      {step === 'link' && (
        <form onSubmit={submitLink} noValidate>
          <Field
            id="forgot-username"
            label={t('labels.email_or_phone')}
            autocomplete="username"
            value={values.username}
            onInput={(event) => {
              bind('username')(event);
              setMessage(null);
            }}
            error={message?.key}
          />
          <button type="submit" class="button button-block" disabled={form.busy}>
            {t('auth.send_code')}
          </button>
        </form>
      )}
      {step === 'code' && (
        <form onSubmit={submitCode} noValidate>
          <CodeField
            id="forgot-code"
            value={values.code}
            onInput={(event) => {
              bind('code')(event);
              setMessage(null);
            }}
            error={message?.key}
            errorParams={message?.params as Record<string, number> | undefined}
          />
          <button type="submit" class="button button-block" disabled={form.busy}>
            {t('actions.validate')}
          </button>
          <div class={styles.links}>
            <button type="button" class="link-button" onClick={() => go({})}>
              {t('actions.back')}
            </button>
          </div>
        </form>
      )}
      {step === 'reset' && (
        <form onSubmit={submitReset} noValidate>
          <Field
            id="reset-password"
            label={t('labels.new_password')}
            type="password"
            autocomplete="new-password"
            hint={t('auth.password_hint')}
            value={values.password}
            onInput={bind('password')}
            error={errors.password}
          />
          <Field
            id="reset-password-confirmation"
            label={t('labels.password_confirmation')}
            type="password"
            autocomplete="new-password"
            value={values.password_confirmation}
            onInput={bind('password_confirmation')}
            error={
              errors.password_confirmation ??
              (values.password_confirmation && values.password_confirmation !== values.password
                ? 'validation.password_mismatch'
                : null)
            }
            problems={problems}
            valid={
              values.password_confirmation !== '' &&
              values.password_confirmation === values.password
            }
            validText={t('auth.passwords_match')}
          />
          <button type="submit" class="button button-block" disabled={form.busy}>
            {t('auth.reset_password')}
          </button>
          <div class={styles.links}>
            <button type="button" class="link-button" onClick={() => go({ username })}>
              {t('auth.back_to_code')}
            </button>
          </div>
        </form>
      )}
      <div class={styles.links}>
        <Link href={authPath('/auth/login', { redirect })}>{t('actions.login')}</Link>
      </div>
    </AuthLayout>
  );
}
