import { Button, Typography } from '@mui/material';
import { Link, useTranslate } from 'react-admin';
import { LINKS } from '../routes';
import { PageFrame } from './PageFrame';

/** Any other admin path (spec section 2). */
export function NotFound() {
  const translate = useTranslate();
  return (
    <PageFrame
      heading={translate('errors.not_found.title')}
      actions={
        <Button component={Link} to={LINKS.home} variant="contained">
          {translate('admin.actions.back_home')}
        </Button>
      }
    >
      <Typography>{translate('errors.not_found.message')}</Typography>
    </PageFrame>
  );
}
