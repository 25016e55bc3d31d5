import { Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useLogout, useNavigate, useTranslate } from 'react-admin';
import { PageFrame } from './PageFrame';

/** The logout route: a confirmation first (spec section 2), then the shared session ends. */
export function LogoutPage() {
  const translate = useTranslate();
  const logout = useLogout();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  return (
    <PageFrame
      heading={translate('actions.logout')}
      actions={
        <>
          <Button
            variant="contained"
            disabled={busy}
            onClick={() => {
              setBusy(true);
              logout(undefined, undefined, false);
            }}
          >
            {translate('actions.yes')}
          </Button>
          <Button variant="outlined" onClick={() => navigate(-1)}>
            {translate('actions.no')}
          </Button>
        </>
      }
    >
      <Typography>{translate('logout.question')}</Typography>
    </PageFrame>
  );
}
