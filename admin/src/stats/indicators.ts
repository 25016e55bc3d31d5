import type { AdminStats } from '@quiz/shared/contract';

type Indicator = Exclude<keyof AdminStats, 'game_indexes'>;

/** The indicators of spec section 3, listed under their entities; amounts are FCFA. */
export const ENTITIES: readonly { entity: string; indicators: readonly Indicator[] }[] = [
  { entity: 'money', indicators: ['to_cashout', 'credits_on'] },
  {
    entity: 'accounts',
    indicators: [
      'users',
      'players',
      'managers',
      'new_players',
      'account_deletions',
      'free_credits_distributed',
      'sms_sent',
    ],
  },
  {
    entity: 'play',
    indicators: [
      'active_games',
      'inactive_games',
      'solos',
      'challenge_participations',
      'challenges_created',
      'challenges_invitations',
      'challenges_social_sharing',
    ],
  },
  {
    entity: 'purchases',
    indicators: [
      'credits_bought_om',
      'credits_bought_momo',
      'buy_amount_om',
      'buy_amount_momo',
      'buy_trans_failure_om',
      'buy_trans_failure_momo',
      'credits_convertion',
      'amount_converted',
    ],
  },
  {
    entity: 'cashouts',
    indicators: [
      'cashout_om',
      'cashout_momo',
      'amount_cashout_om',
      'amount_cashout_momo',
      'cashout_failure_om',
      'cashout_failure_momo',
    ],
  },
];

/** The indicators that are sums of money (FCFA), shown with every digit and the currency. */
export const AMOUNTS: ReadonlySet<Indicator> = new Set([
  'to_cashout',
  'buy_amount_om',
  'buy_amount_momo',
  'amount_converted',
  'amount_cashout_om',
  'amount_cashout_momo',
]);
