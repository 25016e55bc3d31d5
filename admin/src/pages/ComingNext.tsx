import ArrowBack from '@mui/icons-material/ArrowBack';
import { Button, Typography } from '@mui/material';
import { Link, useTranslate } from 'react-admin';
import { LINKS } from '../routes';
import { PageFrame } from './PageFrame';

/**
 * A screen of the spec that the next part of the back office builds: it says so,
 * in the manager's language, and leads back, rather than a broken or empty page.
 */
export function ComingNext({ section }: { section: string }) {
  const translate = useTranslate();
  return (
    <PageFrame
      heading={translate(`admin.sections.${section}`)}
      actions={
        <Button component={Link} to={LINKS.home} startIcon={<ArrowBack />} variant="outlined">
          {translate('admin.actions.back_home')}
        </Button>
      }
    >
      <Typography role="status">{translate('admin.coming_next.message')}</Typography>
    </PageFrame>
  );
}

/** A resource view that comes next, for the registry: `list: comingNext('quotes')`. */
export function comingNext(section: string) {
  const View = () => <ComingNext section={section} />;
  View.displayName = `ComingNext(${section})`;
  return View;
}
