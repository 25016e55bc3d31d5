/** Ads, statistics, terms and help (both specs, section 3). */
import type { Ad } from '../contract/catalogue';

export type {
  HelpContentItem,
  HelpData,
  TermsData,
  TermsItem,
  TermsSubPart,
} from '../contract/content';

import type { AdForm } from './enums';

export type {
  Ad,
  GeneralStats as StatsGeneral,
  MyStats as StatsMine,
} from '../contract/catalogue';

/** An ad as managed in the back office. */
export interface AdminAd extends Ad {
  id: number;
  active: boolean;
}

export interface AdPartner {
  id: number;
  entreprise_name: string;
  rccm: string | null;
  phone_1: string;
  phone_2: string;
  email: string;
  is_active: boolean;
}

/**
 * Partner detail. The spec says has_active_subscriptions carries a form; it is typed
 * as the list of the partner's active subscriptions with their space form (empty when
 * none), so the ad form can pick a sample picture per subscription.
 */
export interface AdPartnerDetail extends AdPartner {
  total_amount: number;
  num_subs: number;
  has_active_subscriptions: { id: number; type: number; form: AdForm }[];
  /** Ad space ids (constants AD_SPACES) with no active subscription. */
  open_spaces: number[];
}

export interface AdSubscription {
  id: number;
  /** Partner id. */
  ad_partner: number;
  /** The ad space id (constants AD_SPACES). */
  type: number;
  amount: number;
  duration_days: number;
  is_active: boolean;
  activated_at: string | null;
  deactivated_at: string | null;
  should_deactivate: boolean;
}

/** Item of the global subscriptions list, which names the flag differently. */
export interface AdSubscriptionListItem extends Omit<AdSubscription, 'should_deactivate'> {
  to_deactivate: boolean;
}

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
