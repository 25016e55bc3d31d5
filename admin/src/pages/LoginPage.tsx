import { Box, Card } from '@mui/material';
import { lazy, Suspense } from 'react';
import { Loading } from 'react-admin';

/** The form (its inputs and the shared rules) loads only when a log-in is needed. */
const LoginForm = lazy(() => import('./LoginForm'));

export function LoginPage() {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'primary.main',
        p: 2,
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <Suspense fallback={<Loading />}>
          <LoginForm />
        </Suspense>
      </Card>
    </Box>
  );
}
