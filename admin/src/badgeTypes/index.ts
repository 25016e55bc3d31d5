import MilitaryTech from '@mui/icons-material/MilitaryTech';
import { comingNext } from '../pages/ComingNext';

/** Badge types management (spec section 2): built by the next part, which replaces this placeholder. */
export default {
  list: comingNext('badges'),
  icon: MilitaryTech,
};
