import Category from '@mui/icons-material/Category';
import { lazy } from 'react';

/** Game indexes management (spec section 2); views load on demand. */
export default {
  list: lazy(() => import('./IndexList')),
  create: lazy(() => import('./IndexCreate')),
  edit: lazy(() => import('./IndexEdit')),
  icon: Category,
  recordRepresentation: 'label_en',
};
