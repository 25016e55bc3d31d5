/** Country, money, credits and ad spaces (both specs, section 9). */
import type { AdForm } from '../contract/admin/ads';
import type { CreditPackCode, PaymentMethod } from '../types/enums';

export { GENDERS, LANGUAGES } from '../types/enums';

/** The single country option; `id` is the `country` value sent on sign-up. */
export const COUNTRY = {
  id: 1,
  country_code: '+237',
  name_en: 'Cameroon',
  name_fr: 'Cameroun',
} as const;

export const CURRENCY = 'FCFA';

/** The spec also writes MTN Mobile Money as 'momo'; both map to the canonical 'mtn'. */
export const PAYMENT_METHOD_ALIASES: Readonly<Record<string, PaymentMethod>> = {
  om: 'om',
  mtn: 'mtn',
  momo: 'mtn',
};

/** Canonical payment method for a value of the spec ('om', 'mtn', 'momo'), else null. */
export function normalizePaymentMethod(value: string): PaymentMethod | null {
  return Object.hasOwn(PAYMENT_METHOD_ALIASES, value)
    ? (PAYMENT_METHOD_ALIASES[value] ?? null)
    : null;
}

/**
 * Methods a player may register as payment info today. The player spec lists Orange
 * Money only, with a message that MTN is not set up yet; add 'mtn' here to open it.
 */
export const ENABLED_PAYMENT_METHODS: readonly PaymentMethod[] = ['om'];

/** The credits counter shows '+9' above this. */
export const CREDITS_COUNTER_CAP = 9;
/** Gains needed to cash out (FCFA); below, the no-winnings dialog. */
export const CASHOUT_MIN_GAINS = 1;

/**
 * Responsible play (ours): limits on credits bought and staked over rolling
 * periods (days), a limit raised or removed only after a delay, and
 * self-exclusion between a week and six months.
 */
export const RESPONSIBLE_PLAY = {
  periods: { day: 1, week: 7, month: 30 },
  raiseDelayHours: 24,
  exclusionDays: { min: 7, max: 183 },
  /** the largest limit one may set, in credits */
  maxLimit: 100_000,
} as const;
export type LimitKind = 'purchase' | 'stake';
export type LimitPeriod = keyof typeof RESPONSIBLE_PLAY.periods;

/** Credits one purchase or conversion gives at most; more is refused as OVERFLOW. */
export const CREDITS_PER_TRANSACTION_MAX = 1000;
/** Energy a challenge stakes at least; the picker starts and stops here. */
export const CHALLENGE_ENERGY_MIN = 1;

/** Ids are PostgreSQL integers: a larger one names nothing, and is refused as invalid before any query. */
export const MAX_ID = 2_147_483_647;

/**
 * Defaults of the settings table the server stores and managers may change; the
 * apps read the live values (population `settings`), these seed the table.
 * solo_percentage_towin is a fraction of the questions (0.6 = 60 %).
 */
export const DEFAULT_SETTINGS = {
  gain_unit: 50,
  solo_units: 1,
  /** 1: a solo won pays what its credits count in a pot, below any pack's price (docs/economy.md). */
  solo_win_gain_multiplicator: 1,
  solo_percentage_towin: 0.6,
  question_duration_sec: 20,
  /** Price of one credit in FCFA before pack reduction. */
  unit_price: 100,
  challenge_duration_sec: 24 * 60 * 60,
} as const;

export interface CreditPackDefinition {
  code: CreditPackCode;
  /** Units the pack sells; for premium (greater) the minimum to exceed. */
  units: number;
  /** FCFA taken off each unit's price. */
  unit_reduction: number;
  /** Premium: the player picks a number of units greater than `units`. */
  greater: boolean;
}

/**
 * The four packs. Premium follows the spec's calculator rule: the entered number must
 * exceed the pack's units, so a premium purchase is at least 51 units.
 */
export const CREDIT_PACKS: Readonly<Record<CreditPackCode, CreditPackDefinition>> = {
  single: { code: 'single', units: 1, unit_reduction: 0, greater: false },
  basic: { code: 'basic', units: 10, unit_reduction: 5, greater: false },
  normal: { code: 'normal', units: 25, unit_reduction: 10, greater: false },
  premium: { code: 'premium', units: 50, unit_reduction: 20, greater: true },
};

/** The spec's long pack codes. */
export const CREDIT_PACK_ALIASES: Readonly<Record<string, CreditPackCode>> = {
  single_unit: 'single',
  basic_pack: 'basic',
  normal_pack: 'normal',
  premium_pack: 'premium',
};

/** Canonical pack code for a short or long code, else null. */
export function normalizePackCode(value: string): CreditPackCode | null {
  if (Object.hasOwn(CREDIT_PACKS, value)) return value as CreditPackCode;
  return Object.hasOwn(CREDIT_PACK_ALIASES, value) ? (CREDIT_PACK_ALIASES[value] ?? null) : null;
}

export interface AdSpace {
  form: AdForm;
  name: string;
}

/** The three ad spaces of the explore page, keyed by the id subscriptions use as `type`. */
export const AD_SPACES: Readonly<Record<1 | 2 | 3, AdSpace>> = {
  1: { form: 'rectangle', name: 'explore_top' },
  2: { form: 'square', name: 'explore_middle' },
  3: { form: 'rectangle', name: 'explore_bottom' },
};
export const AD_SPACE_IDS = [1, 2, 3] as const;
export type AdSpaceId = (typeof AD_SPACE_IDS)[number];
