import FormatQuote from '@mui/icons-material/FormatQuote';
import { lazy } from 'react';

/** Quotes management (spec section 2); its views and texts load on demand. */
export default {
  list: lazy(() => import('./QuoteList')),
  icon: FormatQuote,
  recordRepresentation: 'author',
};
