import { Button, Typography } from '@mui/material';
import { Link, useTranslate } from 'react-admin';
import { LINKS } from '../routes';
import { PageFrame } from './PageFrame';

/** Shown when an area's primary check fails, or a manager opens a screen of another role. */
export function NotAllowed() {
  const translate = useTranslate();
  return (
    <PageFrame
      heading={translate('admin.not_allowed.title')}
      actions={
        <Button component={Link} to={LINKS.home} variant="contained">
          {translate('admin.actions.back_home')}
        </Button>
      }
    >
      <Typography role="alert">{translate('admin.not_allowed.message')}</Typography>
    </PageFrame>
  );
}
