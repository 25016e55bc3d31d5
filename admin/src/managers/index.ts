import SupervisorAccount from '@mui/icons-material/SupervisorAccount';
import { lazy } from 'react';

/** Managers management (spec section 2); views load on demand. */
export default {
  list: lazy(() => import('./ManagerList')),
  create: lazy(() => import('./ManagerCreate')),
  edit: lazy(() => import('./ManagerEdit')),
  icon: SupervisorAccount,
  recordRepresentation: (record: { first_name: string; last_name: string }) =>
    `${record.first_name} ${record.last_name}`,
};
