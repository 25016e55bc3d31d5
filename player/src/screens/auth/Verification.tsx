import { CODE_NOT_REQUIRED } from '@quiz/shared/constants';
import type { CodeResent, Verified } from '@quiz/shared/contract';

import { verificationSchema } from '@quiz/shared/validation';
import { useEffect, useState } from 'preact/hooks';
import { Link, useSearch } from 'wouter-preact';
import { Field } from '../../components/field/Field';
import { CodeField } from '../../components/form-parts/CodeField';
import { Spinner } from '../../components/loader/Loader';
import { ApiError, http } from '../../lib/api';
import { extraList, validationErrors } from '../../lib/forms';
import { useT } from '../../lib/i18n';
import { authPath, searchParam } from '../../lib/nav';
import { notify } from '../../lib/notice';
import { api } from '../../lib/paths';
import { signIn } from '../../lib/session';
import styles from './Auth.module.css';
import { AuthLayout } from './AuthLayout';
import { unexpected } from './errors';
import { readSmsCode } from './otp';
import { forgetSignupPassword, signupPassword } from './signup-password';

type Tries = { tries: number; max: number };

interface Problem {
  field?: string;
  form?: string;
  tries?: Tries;
  /** The server asks for the password (two sign-ups chose one each), or refuses it as weak. */
  password?: string;
  passwordProblems?: string[];
}

/** What a refused verification or resend shows (spec section 8). */
export function verificationProblem(error: ApiError): Problem {
  const body = error.body;
  const tries =
    typeof body.number_of_tries === 'number' && typeof body.max_number_of_tries === 'number'
      ? { tries: body.number_of_tries, max: body.max_number_of_tries }
      : undefined;
  switch (body.status_message) {
    case 'INVALID_DATA':
      return tries ? { field: 'auth.invalid_code', tries } : { field: 'validation.code_invalid' };
    case 'RESEND_CODE':
      return { field: 'auth.max_reached', tries };
    case 'TIME_ELAPSED':
      return { field: 'auth.time_elapsed' };
    case 'ALREADY_VERIFIED':
    case 'INVALID_EMAIL_PHONE_NUMBER':
    case 'COUNTRY_ERROR':
      return { form: `status.${body.status_message}` };
    case 'BAD': {
      const password = body.errors?.password;
      const passwordProblems = extraList(error, 'password');
      return password || passwordProblems.length > 0
        ? { password, passwordProblems }
        : { form: unexpected(error) };
    }
    default:
      return { form: unexpected(error) };
  }
}

export default function Verification() {
  const t = useT();
  const search = useSearch();
  const username = searchParam(search, 'username') ?? '';
  const redirect = searchParam(search, 'redirect');
  const automatic = searchParam(search, 'code_') === CODE_NOT_REQUIRED;
  const [code, setCode] = useState(searchParam(search, 'code') ?? '');
  const [problem, setProblem] = useState<Problem>({});
  // The password typed at sign-up in this visit; asked for when the server needs it and it is gone.
  const [password, setPassword] = useState(() => signupPassword(username) ?? '');
  const [askPassword, setAskPassword] = useState(false);
  const [tries, setTries] = useState<Tries | null>(null);
  const [busy, setBusy] = useState(automatic);

  async function verify(value: string) {
    setBusy(true);
    setProblem({});
    try {
      const answer = await http.post<Verified>(
        api.auth.signupVerification(username),
        // The password typed at sign-up: with the right code it is the account's.
        { code: value, password: password || undefined },
        { auth: false },
      );
      forgetSignupPassword();
      if (answer.authTokens) await signIn(answer.authTokens, redirect);
    } catch (error) {
      setBusy(false);
      if (!(error instanceof ApiError)) throw error;
      const found = verificationProblem(error);
      setProblem(found);
      if (found.password || found.passwordProblems?.length) setAskPassword(true);
      if (found.tries) setTries(found.tries);
    }
  }

  useEffect(() => {
    if (!username) return;
    if (automatic) {
      verify(CODE_NOT_REQUIRED);
      return;
    }
    if (code && validationErrors(verificationSchema, { code }).code === undefined) {
      verify(code);
      return;
    }
    const reader = new AbortController();
    readSmsCode(reader.signal).then((read) => {
      if (!read) return;
      setCode(read);
      verify(read);
    });
    return () => reader.abort();
  }, []);

  async function resend() {
    try {
      const answer = await http.post<CodeResent>(
        api.auth.resendVerificationCode(username),
        undefined,
        { auth: false },
      );
      setTries({ tries: answer.number_of_tries, max: answer.max_number_of_tries });
      setProblem({});
      notify('auth.code_resent');
    } catch (error) {
      if (error instanceof ApiError) setProblem(verificationProblem(error));
    }
  }

  function submit(event: Event) {
    event.preventDefault();
    const field = validationErrors(verificationSchema, { code }).code;
    if (field) setProblem({ field });
    else verify(code.trim());
  }

  if (!username) {
    return (
      <AuthLayout title="screens.verification" formError="auth.something_wrong">
        <Link href="/auth/registration">{t('actions.register')}</Link>
      </AuthLayout>
    );
  }
  if (automatic && busy) {
    return (
      <AuthLayout title="screens.verification" intro={t('auth.verifying')}>
        <div role="status" class={styles.row}>
          <Spinner />
        </div>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout
      title="screens.verification"
      intro={t('auth.verification_intro', { username })}
      formError={problem.form}
    >
      <form onSubmit={submit} noValidate>
        <CodeField
          id="verification-code"
          value={code}
          onInput={(event) => {
            setCode(event.currentTarget.value);
            setProblem({});
          }}
          error={problem.field}
          errorParams={problem.tries ?? tries ?? undefined}
        />
        {askPassword && (
          <Field
            id="verification-password"
            label={t('labels.password')}
            hint={t('auth.verification_password')}
            type="password"
            autocomplete="new-password"
            value={password}
            onInput={(event) => {
              setPassword(event.currentTarget.value);
              setProblem({});
            }}
            error={problem.password}
            problems={problem.passwordProblems?.length ? problem.passwordProblems : undefined}
          />
        )}
        {tries && !problem.field && (
          <p class={styles.info} role="status">
            {t('auth.tries', { tries: tries.tries, max: tries.max })}
          </p>
        )}
        <button type="submit" class="button button-block" disabled={busy}>
          {t('actions.validate')}
        </button>
      </form>
      <div class={styles.links}>
        <button type="button" class="link-button" onClick={resend}>
          {t('auth.resend_code')}
        </button>
        <Link href={authPath('/auth/login', { redirect })}>{t('actions.login')}</Link>
      </div>
    </AuthLayout>
  );
}
