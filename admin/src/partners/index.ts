import Campaign from '@mui/icons-material/Campaign';
import { comingNext } from '../pages/ComingNext';

/** Ads management: partners, their subscriptions and ads (spec section 2): built by the next part, which replaces this placeholder. */
export default {
  list: comingNext('ads'),
  icon: Campaign,
};
