/** Challenges, credits, gains and payment forms (player spec section 5). */
import {
  CASHOUT_MIN_GAINS,
  CHALLENGE_ENERGY_MIN,
  type CreditPackDefinition,
  MAX_ID,
  normalizePackCode,
} from '../constants/business';
import { MAX_LENGTHS } from '../constants/ui';
import { CREDIT_ACTIONS, CREDIT_PACK_CODES } from '../types/enums';
import type { PlaySocketClientMessage } from '../types/game';
import { form, list, numeric, text, trimmed } from './base';
import {
  enabledPaymentMethod,
  id,
  idList,
  integerAtLeast,
  optionalText,
  paymentMethod,
  phone,
} from './fields';
import { VALIDATION_MESSAGES as M } from './messages';
import { type ValidationResult, validate } from './validate';

/** Payment info a player registers: a phone number and Orange Money (MTN not set up yet). */
export const paymentInfoSchema = form({
  method: enabledPaymentMethod,
  phone_number: phone,
});

/**
 * The same with any known channel: for a server that opens MTN cash-out
 * (MTN_CASHOUT), which then checks the channel against those it offers, and
 * for the player's form, which offers only those.
 */
export const paymentInfoAnySchema = form({
  method: paymentMethod,
  phone_number: phone,
});

/** Cash-out is offered only with gains of at least 1 FCFA (else the no-winnings dialog). */
export const cashoutSchema = form({
  gains: numeric()
    .typeError(M.number_invalid)
    .required(M.required)
    .min(CASHOUT_MIN_GAINS, M.no_winnings),
});

/** POST /api/me/my-gains/cashout/{method}/: the number paid to. */
export const cashoutRequestSchema = form({ phone_number: phone });

/** The {method} path segment of payment and cash-out calls. */
export const paymentMethodSchema = form({ method: paymentMethod });

/** POST /api/games/challenge/start/ */
export const challengeStartSchema = form({
  number_of_energies: integerAtLeast(CHALLENGE_ENERGY_MIN, M.energy_min),
  game_id: id,
  friends: idList.default([]),
});

/** Accepts the spec's long pack codes too ('basic_pack') and yields the canonical one. */
const packType = trimmed()
  .transform((value: unknown) =>
    typeof value === 'string' ? (normalizePackCode(value) ?? value) : value,
  )
  .required(M.required)
  .oneOf(CREDIT_PACK_CODES, M.pack_invalid);

/**
 * PUT /api/me/my-credits/: buy (payment_infos required) or convert winnings. When
 * buying, a fixed pack sells exactly its units and premium sells more than its units
 * (the calculator floors the entry, which must exceed the pack's units), as the packs
 * given in the context say (`packs`); the server checks them against its live packs.
 * Converting only needs units above 0: the pack then just sets the unit price.
 */
export const creditsUpdateSchema = form({
  number_of_units: integerAtLeast(1, M.units_min),
  pack_type: packType,
  action: text().required(M.required).oneOf(CREDIT_ACTIONS, M.credit_action_invalid),
  payment_infos: form({ method: paymentMethod, phone_number: phone })
    .default(undefined)
    // Function form of when(): Biome forbids objects with a `then` key (thenable look-alikes).
    .when('action', ([action]: unknown[], schema) =>
      action === 'buy' ? schema.required(M.required) : schema.optional().strip(),
    ),
}).test('units-match-pack', function unitsMatchPack(value) {
  // The packs are settings a manager changes: they come with the call (context
  // `packs`, as GET /api/me/my-credits/ lists them); the server checks its own.
  const packs = (this.options.context as { packs?: readonly CreditPackDefinition[] } | undefined)
    ?.packs;
  const pack = packs?.find((one) => one.code === value?.pack_type);
  if (value?.action !== 'buy' || !pack || !Number.isInteger(value.number_of_units)) return true;
  if (pack.greater && value.number_of_units <= pack.units) {
    return this.createError({ path: 'number_of_units', message: M.units_premium_min });
  }
  if (!pack.greater && value.number_of_units !== pack.units) {
    return this.createError({ path: 'number_of_units', message: M.units_pack_mismatch });
  }
  return true;
});

/** POST /api/me/my-credits/request/sender/init/: ask a friend for credits. */
export const creditRequestSchema = form({
  receiver: id,
  number_of_units: integerAtLeast(1, M.units_min),
  message: optionalText(MAX_LENGTHS.message),
});

/** PUT /api/me/my-credits/request/receiver/accept/{id}/: send credits to the asker. */
export const creditRequestAcceptSchema = form({
  number_of_units: integerAtLeast(1, M.units_min),
});

/** An answer update sent on the play socket: selected choice indexes, no duplicates. */
export const playAnswerSchema = form({
  question_id: id,
  answer_id: id,
  value: list()
    .of(integerAtLeast(0, M.answer_invalid))
    .required(M.required)
    .test('no-duplicates', M.answer_invalid, (values) => {
      const list = Array.isArray(values) ? values : [];
      return new Set(list).size === list.length;
    }),
});

/** An answer update as the socket takes it: the client message without its type. */
export type PlayAnswer = Omit<Extract<PlaySocketClientMessage, { type: 'update' }>, 'type'>;

const inRange = (value: unknown, min: number): value is number =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= MAX_ID;

/**
 * An answer update, checked as playAnswerSchema checks it. The play socket
 * reads thousands a second, and the schema's check was a tenth of the
 * server's work on each: an update as the play screen sends it (numbers in
 * range, no choice twice) is read directly, with the schema's result;
 * anything else goes through the schema, for its errors.
 */
export function readPlayAnswer(message: unknown): ValidationResult<PlayAnswer> {
  const { question_id, answer_id, value } = (message ?? {}) as Record<string, unknown>;
  if (
    typeof message === 'object' &&
    inRange(question_id, 1) &&
    inRange(answer_id, 1) &&
    Array.isArray(value) &&
    value.every((choice) => inRange(choice, 0)) &&
    new Set(value).size === value.length
  ) {
    return { ok: true, value: { question_id, answer_id, value: [...value] } };
  }
  return validate(playAnswerSchema, message);
}
