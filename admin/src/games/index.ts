import SportsEsports from '@mui/icons-material/SportsEsports';
import { lazy } from 'react';

/** Games management (spec section 2); views load on demand. The create wizard comes next. */
export default {
  list: lazy(() => import('./GameList')),
  show: lazy(() => import('./GameShow')),
  create: lazy(() => import('./GameCreate')),
  icon: SportsEsports,
  recordRepresentation: 'title_en',
};
