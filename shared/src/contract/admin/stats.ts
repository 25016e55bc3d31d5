/**
 * Statistics of the back office (spec sections 2 "Statistics", 3 "General
 * statistics", 7): read by super and payments managers.
 */
import { type Static, Type } from 'typebox';

const Count = Type.Integer({ minimum: 0 });

/**
 * Every indicator of spec section 3. Stocks are as they stand now, whatever
 * the period: to_cashout (FCFA players hold and may cash out), credits_on
 * (credits players hold), users (accounts not deleted), players (those that
 * are no manager), managers, active_games, inactive_games. The others count
 * what happened in the period (general: since the start, except new_players:
 * the last 30 days): free_credits_distributed (credits given to new
 * accounts), sms_sent, solos and challenge_participations (plays started),
 * challenges_created, purchases by channel (credits_bought_*: credits of
 * paid purchases, buy_amount_*: their FCFA, buy_trans_failure_*: failed
 * ones), conversions of gains (credits_convertion: credits, amount_converted:
 * FCFA), cash-outs by channel (amount_cashout_*: FCFA paid, cashout_*: paid
 * ones, cashout_failure_*: failed ones), account_deletions,
 * challenges_invitations, challenges_social_sharing (challenges shared), and
 * game_indexes: plays started on each index's games. momo is MTN Mobile Money.
 */
export const AdminStats = Type.Object({
  to_cashout: Count,
  credits_on: Count,
  users: Count,
  players: Count,
  managers: Count,
  new_players: Count,
  free_credits_distributed: Count,
  sms_sent: Count,
  active_games: Count,
  inactive_games: Count,
  solos: Count,
  challenge_participations: Count,
  challenges_created: Count,
  credits_bought_om: Count,
  credits_bought_momo: Count,
  buy_amount_om: Count,
  buy_amount_momo: Count,
  buy_trans_failure_om: Count,
  buy_trans_failure_momo: Count,
  credits_convertion: Count,
  amount_converted: Count,
  amount_cashout_om: Count,
  amount_cashout_momo: Count,
  cashout_om: Count,
  cashout_momo: Count,
  cashout_failure_om: Count,
  cashout_failure_momo: Count,
  account_deletions: Count,
  challenges_invitations: Count,
  challenges_social_sharing: Count,
  game_indexes: Type.Array(
    Type.Object({
      id: Type.Integer(),
      prim: Type.Object({ label_en: Type.String(), label_fr: Type.String() }),
      plays: Count,
    }),
  ),
});
export type AdminStats = Static<typeof AdminStats>;

/** The period of a date-range call: both days included, as /{y}/{m}/{d}/{y}/{m}/{d}/ gives them. */
export const StatsRangeParams = Type.Object({
  from_year: Type.Integer({ minimum: 2000, maximum: 9999 }),
  from_month: Type.Integer({ minimum: 1, maximum: 12 }),
  from_day: Type.Integer({ minimum: 1, maximum: 31 }),
  to_year: Type.Integer({ minimum: 2000, maximum: 9999 }),
  to_month: Type.Integer({ minimum: 1, maximum: 12 }),
  to_day: Type.Integer({ minimum: 1, maximum: 31 }),
});
export type StatsRangeParams = Static<typeof StatsRangeParams>;

/** The series the dashboard charts: a row a day of the period, and plays per game index. */
export const StatsSeries = Type.Object({
  days: Type.Array(
    Type.Object({
      /** YYYY-MM-DD, a Douala day (Africa/Douala, UTC+1) */
      day: Type.String(),
      new_players: Count,
      plays: Count,
      /** FCFA of paid purchases, by channel */
      money_in_om: Count,
      money_in_momo: Count,
      /** FCFA of paid cash-outs, by channel */
      money_out_om: Count,
      money_out_momo: Count,
      /** purchases paid, and purchases that failed, all channels */
      purchases: Count,
      purchase_failures: Count,
    }),
  ),
  game_indexes: AdminStats.properties.game_indexes,
});
export type StatsSeries = Static<typeof StatsSeries>;

/** Dates of the statistics filter, each end entered as day, month and year. */
export interface StatsRange {
  from: { day: number; month: number; year: number };
  to: { day: number; month: number; year: number };
}
