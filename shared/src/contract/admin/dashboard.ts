/** The super board's trend (ours): what happened on each of the last days, in Douala days. */
import { type Static, Type } from 'typebox';

/** Days the trend covers, today included. */
export const TREND_DAYS = 30;

const Count = Type.Integer({ minimum: 0 });

export const DashboardTrend = Type.Object({
  days: Type.Array(
    Type.Object({
      /** YYYY-MM-DD, a day in Africa/Douala */
      day: Type.String({ format: 'date' }),
      /** players who signed up that day (managers are no players) */
      new_players: Count,
      /** plays started that day, solo and in challenges */
      plays: Count,
    }),
  ),
});
export type DashboardTrend = Static<typeof DashboardTrend>;
