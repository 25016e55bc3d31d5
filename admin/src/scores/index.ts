import Leaderboard from '@mui/icons-material/Leaderboard';
import { comingNext } from '../pages/ComingNext';

/** Scores (spec section 2): built by the next part, which replaces this placeholder. */
export default {
  list: comingNext('scores'),
  icon: Leaderboard,
};
