import { CardContent, Typography } from '@mui/material';
import { loginSchema } from '@quiz/shared/validation';
import { useEffect } from 'react';
import {
  Form,
  PasswordInput,
  SaveButton,
  TextInput,
  useCheckAuth,
  useLocation,
  useLogin,
  useNavigate,
  useNotify,
  useTranslate,
} from 'react-admin';
import { sharedRule } from '../common/resolver';
import { link, safeRedirect } from '../lib/navigation';

const FIELDS = ['username', 'password'];

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
      </CardContent>
    </Form>
  );
}
