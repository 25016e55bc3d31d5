import { Box } from '@mui/material';
import { lazy, Suspense } from 'react';

/** The day's money figures, loaded apart. */
const TodayFigures = lazy(() => import('../dashboard/TodayFigures'));

/**
 * Where a payments manager lands (ours): the day's money in and out by
 * channel, cash-outs under way and what they hold, failed payments.
 */
export function MoneyBoard() {
  return (
    <Box sx={{ mt: 2, mb: 10, mx: { xs: 1, sm: 0 } }}>
      <Suspense fallback={null}>
        <TodayFigures money />
      </Suspense>
    </Box>
  );
}
