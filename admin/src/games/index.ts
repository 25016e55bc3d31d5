import SportsEsports from '@mui/icons-material/SportsEsports';
import { lazy } from 'react';

/** Games management and the create wizard (spec section 2); views load on demand. */
export default {
  list: lazy(() => import('./GameList')),
  show: lazy(() => import('./GameShow')),
  create: lazy(() => import('./GameCreate')),
  edit: lazy(() => import('./GameEdit')),
  icon: SportsEsports,
  recordRepresentation: 'title_en',
};
