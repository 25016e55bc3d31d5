import ArrowBack from '@mui/icons-material/ArrowBack';
import { Button } from '@mui/material';
import { Link, useTranslate } from 'react-admin';

/** The back link of a screen (managers and game indexes lead back to the super board). */
export function BackLink({ to, label }: { to: string; label: string }) {
  const translate = useTranslate();
  return (
    <Button component={Link} to={to} startIcon={<ArrowBack />} size="small">
      {translate(label)}
    </Button>
  );
}
