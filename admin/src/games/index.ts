import SportsEsports from '@mui/icons-material/SportsEsports';
import { lazy } from 'react';

/** Games management (spec section 2): built by the next part; its views load on demand. */
export default {
  list: lazy(() => import('./GameList')),
  create: lazy(() => import('./GameCreate')),
  icon: SportsEsports,
  recordRepresentation: 'title_en',
};
