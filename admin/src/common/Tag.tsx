import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A small rounded label (a status, an index). MUI's Chip does this too, with
 * deletion, clicks and avatars the lists never use, at twice the weight on the
 * first screen.
 */
export function Tag(props: {
  children: ReactNode;
  tone?: 'success' | 'neutral';
  outlined?: boolean;
}) {
  const success = props.tone === 'success';
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-block',
        px: 1,
        py: 0.25,
        borderRadius: 4,
        fontSize: '0.8125rem',
        lineHeight: 1.5,
        whiteSpace: 'nowrap',
        border: 1,
        borderColor: props.outlined ? 'divider' : 'transparent',
        bgcolor: props.outlined ? 'transparent' : success ? 'success.main' : 'action.selected',
        color: success && !props.outlined ? 'success.contrastText' : 'text.primary',
      }}
    >
      {props.children}
    </Box>
  );
}
