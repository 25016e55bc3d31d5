import Rule from '@mui/icons-material/Rule';
import { lazy } from 'react';

/** Reconciliation with the operators (ours), for payments and super managers; loads on demand. */
export default {
  list: lazy(() => import('./ReconciliationPage')),
  icon: Rule,
};
