import MilitaryTech from '@mui/icons-material/MilitaryTech';
import { lazy } from 'react';

/** Badge types management (spec section 2); its views and texts load on demand. */
export default {
  list: lazy(() => import('./BadgeTypeList')),
  icon: MilitaryTech,
  recordRepresentation: 'title_en',
};
