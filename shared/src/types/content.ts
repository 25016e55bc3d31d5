/** Ads, statistics, terms and help (both specs, section 3). */

export type {
  AdminAd,
  AdPartner,
  AdPartnerDetail,
  AdSubscription,
  AdSubscriptionListItem,
} from '../contract/admin/ads';
export type { AdminStats as AdminGeneralStats } from '../contract/admin/stats';
export type {
  Ad,
  GeneralStats as StatsGeneral,
  MyStats as StatsMine,
} from '../contract/catalogue';
export type {
  HelpContentItem,
  HelpData,
  TermsData,
  TermsItem,
  TermsSubPart,
} from '../contract/content';
