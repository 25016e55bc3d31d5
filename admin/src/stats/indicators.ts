import type { AdminStats } from '@quiz/shared/contract';

type Indicator = Exclude<keyof AdminStats, 'game_indexes'>;

/**
 * The indicators grouped as spec section 3 lists them, in its order (its lines
 * on the same entity side by side: purchases, cash-outs); amounts are FCFA.
 */
export const ENTITIES: readonly { entity: string; indicators: readonly Indicator[] }[] = [
  {
    entity: 'accounts',
    indicators: ['to_cashout', 'credits_on', 'users', 'players', 'managers', 'new_players'],
  },
  { entity: 'gifts', indicators: ['free_credits_distributed', 'sms_sent'] },
  { entity: 'games', indicators: ['active_games', 'inactive_games', 'solos'] },
  { entity: 'challenges', indicators: ['challenge_participations', 'challenges_created'] },
  {
    entity: 'purchases',
    indicators: [
      'credits_bought_om',
      'credits_bought_momo',
      'buy_amount_om',
      'buy_amount_momo',
      'buy_trans_failure_om',
      'buy_trans_failure_momo',
    ],
  },
  { entity: 'conversions', indicators: ['credits_convertion', 'amount_converted'] },
  {
    entity: 'cashouts',
    indicators: [
      'amount_cashout_om',
      'amount_cashout_momo',
      'cashout_om',
      'cashout_momo',
      'cashout_failure_om',
      'cashout_failure_momo',
    ],
  },
  {
    entity: 'social',
    indicators: ['account_deletions', 'challenges_invitations', 'challenges_social_sharing'],
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

/** Stocks stand as they are now whatever the period: nothing to compare them with. */
export const STOCKS: ReadonlySet<Indicator> = new Set([
  'to_cashout',
  'credits_on',
  'users',
  'players',
  'managers',
  'active_games',
  'inactive_games',
]);

/**
 * How a period's figure moved from the period before: the difference, and the
 * change in whole percent when there was something before to compare with.
 */
export function change(current: number, before: number): { difference: number; percent?: number } {
  const difference = current - before;
  return before === 0
    ? { difference }
    : { difference, percent: Math.round((100 * difference) / before) };
}
