import PriceChange from '@mui/icons-material/PriceChange';
import { lazy } from 'react';

/** Pricing (ours): the prices and rewards, changed by super managers; loads on demand. */
export default { list: lazy(() => import('./PricingPage')), icon: PriceChange };
