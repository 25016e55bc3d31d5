import Campaign from '@mui/icons-material/Campaign';
import { lazy } from 'react';

/** Ads management (spec section 2): partners, their subscriptions and ads; loads on demand. */
export default {
  list: lazy(() => import('./PartnerList')),
  show: lazy(() => import('./PartnerShow')),
  icon: Campaign,
  recordRepresentation: 'entreprise_name',
};
