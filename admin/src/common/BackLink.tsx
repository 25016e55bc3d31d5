import ArrowBack from '@mui/icons-material/ArrowBack';
import { Button } from '@mui/material';
import type { MouseEvent } from 'react';
import { Link, useTranslate } from 'react-admin';

/**
 * The back link of a screen (managers and game indexes lead back to the super board).
 * `onClick` may stop the way back (a draft to confirm losing first).
 */
export function BackLink({
  to,
  label,
  onClick,
}: {
  to: string;
  label: string;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const translate = useTranslate();
  return (
    <Button component={Link} to={to} startIcon={<ArrowBack />} size="small" onClick={onClick}>
      {translate(label)}
    </Button>
  );
}
