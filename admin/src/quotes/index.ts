import FormatQuote from '@mui/icons-material/FormatQuote';
import { comingNext } from '../pages/ComingNext';

/** Quotes management (spec section 2): built by the next part, which replaces this placeholder. */
export default {
  list: comingNext('quotes'),
  icon: FormatQuote,
};
