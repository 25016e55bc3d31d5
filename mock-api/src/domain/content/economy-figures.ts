import { formatMoney, formatNumber } from '@quiz/shared/format';
import {
  challengeHouseResult,
  challengeWinningsActive,
  creditPriceRange,
  soloReward,
} from '@quiz/shared/formulas';
import { catalogs, t } from '@quiz/shared/i18n';
import type { Language } from '@quiz/shared/types';
import type { Db } from '../../db/index';
import { readSettings } from '../settings/settings';

/** The example of the help centre: five players staking two credits each. */
const EXAMPLE = { players: 5, stake: 2 } as const;

/**
 * The figures the help centre quotes ({gain_unit}, {solo_reward}…), read from
 * the live settings and packs so the text never promises an old price: what a
 * credit costs, what it counts in a pot or a solo, and what the house keeps.
 */
export async function economyFigures(db: Db, lang: Language): Promise<Record<string, string>> {
  const settings = await readSettings(db);
  const packs = await db
    .selectFrom('credit_packs')
    .select('unit_reduction')
    .where('is_active', '=', 1)
    .execute();
  const { cheapest, dearest } = creditPriceRange(settings.unit_price, packs);
  const share = (price: number) =>
    formatNumber(
      Math.round(challengeHouseResult(1, 1, settings.gain_unit, price).houseShare * 100),
      lang,
    );
  return {
    gain_unit: formatMoney(settings.gain_unit),
    solo_cost: t(catalogs[lang], 'shell.credits_amount', { count: settings.solo_units }),
    solo_reward: formatMoney(
      soloReward(settings.gain_unit, settings.solo_units, settings.solo_win_gain_multiplicator),
    ),
    win_percent: formatNumber(Math.round(settings.solo_percentage_towin * 100), lang),
    cheapest_price: formatMoney(cheapest),
    dearest_price: formatMoney(dearest),
    house_share_min: share(cheapest),
    house_share_max: share(dearest),
    example_pot: formatMoney(EXAMPLE.players * EXAMPLE.stake * settings.gain_unit),
    example_joined: formatMoney(
      challengeWinningsActive(EXAMPLE.players, EXAMPLE.stake, settings.gain_unit),
    ),
    challenge_hours: formatNumber(Math.round(settings.challenge_duration_sec / 3600), lang),
  };
}
