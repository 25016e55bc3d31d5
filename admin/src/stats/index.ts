import BarChart from '@mui/icons-material/BarChart';
import { lazy } from 'react';

/** Statistics (spec section 2), read by super and payments managers; loads on demand. */
export default {
  list: lazy(() => import('./StatsPage')),
  icon: BarChart,
};
