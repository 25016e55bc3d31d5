import { Box, Button, CardContent, Link, Typography } from '@mui/material';
import { LANGUAGES } from '@quiz/shared/types';
import { loginSchema } from '@quiz/shared/validation';
import { useEffect } from 'react';
import {
  Form,
  PasswordInput,
  SaveButton,
  TextInput,
  useCheckAuth,
  useLocaleState,
  useLocation,
  useLogin,
  useNavigate,
  useNotify,
  useTranslate,
} from 'react-admin';
import { sharedRule } from '../common/resolver';
import { link, PLAYER_SITE, safeRedirect } from '../lib/navigation';

const FIELDS = ['username', 'password'];

/**
 * French or English before signing in: the page changes at once; nothing is saved, the
 * account's own language takes over once signed in.
 */
function LanguageChoice() {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  return (
    <Box
      role="group"
      aria-label={translate('admin.shell.language')}
      sx={{ display: 'flex', justifyContent: 'center', gap: 1, mb: 1 }}
    >
      {LANGUAGES.map((language) => (
        <Button
          key={language}
          size="small"
          lang={language}
          aria-pressed={language === locale}
          variant={language === locale ? 'outlined' : 'text'}
          onClick={() => {
            document.documentElement.lang = language;
            setLocale(language);
          }}
        >
          {translate(`languages_native.${language}`)}
        </Button>
      ))}
    </Box>
  );
}

/**
 * Log-in with the player site's call (POST /api/token/ {username, password}); the
 * session is then the player site's too. Back to ?redirect= after, the screen the
 * manager was on when the session ended.
 */
export default function LoginForm() {
  const translate = useTranslate();
  const login = useLogin();
  const notify = useNotify();
  const { search } = useLocation();
  const asked = new URLSearchParams(search).get('redirect');
  // Without ?redirect=, react-admin goes back to where its own guard found the manager.
  const redirect = asked ? link(safeRedirect(asked, '/')) : undefined;
  const checkAuth = useCheckAuth();
  const navigate = useNavigate();

  // Signed in already (the player site's session): straight on, as react-admin's own page does.
  useEffect(() => {
    checkAuth({}, false)
      .then(() => navigate(redirect ?? link('/'), { replace: true }))
      .catch(() => {});
  }, [checkAuth, navigate, redirect]);

  async function submit(values: Record<string, unknown>) {
    try {
      await login({ username: values.username, password: values.password }, redirect);
    } catch (error) {
      const refusal = error as { message?: string; body?: { errors?: Record<string, string> } };
      const errors = Object.fromEntries(
        Object.entries(refusal.body?.errors ?? {}).filter(([field]) => FIELDS.includes(field)),
      );
      if (Object.keys(errors).length > 0) return errors;
      notify(refusal.message ?? 'shell.something_wrong', { type: 'error' });
    }
  }

  return (
    <Form onSubmit={submit} resolver={sharedRule(loginSchema)} mode="onSubmit">
      <CardContent sx={{ minWidth: 300 }}>
        <LanguageChoice />
        <Typography variant="h6" component="h1" align="center" gutterBottom>
          {translate('app.admin_name')}
        </Typography>
        <TextInput
          source="username"
          label="labels.email_or_phone"
          autoComplete="username"
          autoFocus
          fullWidth
        />
        <PasswordInput
          source="password"
          label="labels.password"
          autoComplete="current-password"
          fullWidth
        />
        <SaveButton
          label="actions.login"
          icon={<span />}
          fullWidth
          alwaysEnable
          variant="contained"
        />
        <Typography align="center" sx={{ mt: 2 }}>
          <Link href={PLAYER_SITE.forgotPassword} variant="body2">
            {translate('admin.login.forgot')}
          </Link>
        </Typography>
      </CardContent>
    </Form>
  );
}
