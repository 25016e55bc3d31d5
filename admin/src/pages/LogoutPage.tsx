import { Button, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useLogout, useNavigate, useTranslate } from 'react-admin';
import { storage } from '../lib/storage';
import { PageFrame } from './PageFrame';

/** The drafts of the create wizard, loaded only here and in the wizard. */
const drafts = () => import('../games/draftStore').then((module) => module.browserDrafts());

/**
 * The logout route: a confirmation first (spec section 2), then the shared
 * session ends. A game draft is its manager's: the question says it will be
 * lost, and it is cleared before the session ends, so the next manager
 * signing in on this browser finds none.
 */
export function LogoutPage() {
  const translate = useTranslate();
  const logout = useLogout();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [draft, setDraft] = useState(false);
  const user = storage.userDetails()?.id ?? null;
  useEffect(() => {
    if (user === null) return;
    drafts()
      .then((store) => store.holdsWork(user))
      .then(setDraft, () => setDraft(false));
  }, [user]);
  return (
    <PageFrame
      heading={translate('actions.logout')}
      actions={
        <>
          <Button
            variant="contained"
            disabled={busy}
            onClick={async () => {
              setBusy(true);
              if (user !== null) {
                // Whatever the browser answers, the session ends.
                await drafts()
                  .then((store) => store.forget(user))
                  .catch(() => {});
              }
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
      {draft && <Typography sx={{ mt: 1 }}>{translate('admin.shell.logout_draft')}</Typography>}
    </PageFrame>
  );
}
