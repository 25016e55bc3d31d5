/** Ads, statistics, terms and help (both specs, section 3). */

export type {
  AdminAd,
  AdPartner,
  AdPartnerDetail,
  AdSubscription,
  AdSubscriptionListItem,
} from '../contract/admin/ads';

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

export interface AdminGeneralStats {
  to_cashout: number;
  credits_on: number;
  users: number;
  players: number;
  managers: number;
  new_players: number;
  free_credits_distributed: number;
  sms_sent: number;
  active_games: number;
  inactive_games: number;
  solos: number;
  challenge_participations: number;
  challenges_created: number;
  credits_bought_om: number;
  credits_bought_momo: number;
  buy_amount_om: number;
  buy_amount_momo: number;
  buy_trans_failure_om: number;
  buy_trans_failure_momo: number;
  credits_convertion: number;
  amount_converted: number;
  amount_cashout_om: number;
  amount_cashout_momo: number;
  cashout_om: number;
  cashout_momo: number;
  cashout_failure_om: number;
  cashout_failure_momo: number;
  account_deletions: number;
  challenges_invitations: number;
  challenges_social_sharing: number;
  game_indexes: { prim: { label_en: string; label_fr: string }; plays: number }[];
}
