import Leaderboard from '@mui/icons-material/Leaderboard';
import { lazy } from 'react';

/** Scores (spec section 2; its content is ours): loads on demand. */
export default {
  list: lazy(() => import('./ScoreList')),
  icon: Leaderboard,
};
