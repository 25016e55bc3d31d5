import History from '@mui/icons-material/History';
import { lazy } from 'react';

/** The audit trail: every admin write, read with ra-data-simple-rest's conventions. */
export default {
  list: lazy(() => import('./AuditList')),
  icon: History,
};
