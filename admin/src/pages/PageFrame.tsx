import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A page of the shell that is no resource view: a heading and its content in a card. */
export function PageFrame(props: { heading: string; children?: ReactNode; actions?: ReactNode }) {
  return (
    <Box sx={{ mt: 2, mb: 10, mx: { xs: 1, sm: 0 } }}>
      <Card>
        <CardContent>
          <Typography variant="h5" component="h2" gutterBottom>
            {props.heading}
          </Typography>
          {props.children}
          {props.actions && (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2 }}>{props.actions}</Box>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
