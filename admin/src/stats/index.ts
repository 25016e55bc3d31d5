import BarChart from '@mui/icons-material/BarChart';
import { comingNext } from '../pages/ComingNext';

/** Statistics (spec section 2): built by the next part, which replaces this placeholder. */
export default {
  list: comingNext('statistics'),
  icon: BarChart,
};
