/**
 * Player support (ours): payments and super managers find a player and read
 * their money, plays and limits; a super manager blocks an account for fraud.
 */
import { type Static, Type } from 'typebox';
import { BLOCK_REASONS } from '../../types/enums';
import { Id, Nullable, NullableInteger, NullableString } from '../common';
import { PlayLimit } from '../money';

export const PlayerFilter = Type.Object(
  {
    /** a name (player, first or last), an e-mail, a phone number in any written form, or an id */
    q: Type.Optional(Type.String({ maxLength: 100 })),
    blocked: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type PlayerFilter = Static<typeof PlayerFilter>;

export const PlayerRecord = Type.Object({
  id: Id,
  player_name: NullableString,
  first_name: NullableString,
  last_name: NullableString,
  email: NullableString,
  phone_number: NullableString,
  credits: Type.Integer(),
  /** FCFA */
  gains: Type.Integer(),
  is_blocked: Type.Boolean(),
  created_at: Type.String(),
});
export type PlayerRecord = Static<typeof PlayerRecord>;

export const AccountBlock = Type.Object({
  reason: Type.String(),
  note: NullableString,
  created_at: Type.String(),
  manager: Type.Object({ id: Id, name: Type.String() }),
});
export type AccountBlock = Static<typeof AccountBlock>;

export const PlayerSupport = Type.Intersect([
  PlayerRecord,
  Type.Object({
    language: Type.Enum(['fr', 'en']),
    is_verified: Type.Boolean(),
    last_login_at: NullableString,
    /** the account was removed (by its owner) */
    deleted_at: NullableString,
    /** wrong passwords given for the account's e-mail or phone in the last 15 minutes */
    failed_logins: Type.Integer(),
    /** so many that logins are refused from everywhere for now */
    login_locked: Type.Boolean(),
    friends: Type.Integer(),
    plays: Type.Integer(),
    challenges: Type.Integer(),
    limits: Type.Array(PlayLimit),
    self_exclusion: Nullable(Type.Object({ until: Type.String() })),
    block: Nullable(AccountBlock),
  }),
]);
export type PlayerSupport = Static<typeof PlayerSupport>;

export const PlayerParams = Type.Object({ id: Id });

/** One movement of a player's credits or gains, as the ledger keeps it. */
export const LedgerMovement = Type.Object({
  id: Id,
  account: Type.Enum(['credits', 'gains']),
  /** signed: credits, or FCFA for gains */
  amount: Type.Integer(),
  balance_after: Type.Integer(),
  /** purchase, play_stake, play_win, challenge_stake, cashout, conversion, badge… */
  kind: Type.String(),
  /** what caused it: the play, challenge, purchase or cash-out, by its id */
  reference: Type.String(),
  created_at: Type.String(),
});
export type LedgerMovement = Static<typeof LedgerMovement>;

export const LedgerFilter = Type.Object(
  { account: Type.Optional(Type.Enum(['credits', 'gains'])) },
  { additionalProperties: false },
);

/** A play of the player, solo or in a challenge, with its result once over. */
export const PlayerPlay = Type.Object({
  id: Id,
  type: Type.Enum(['solo', 'challenge']),
  game: Type.Object({ id: Id, title_fr: Type.String(), title_en: Type.String() }),
  challenge_id: NullableInteger,
  /** credits staked */
  ene_units: Type.Integer(),
  note: Type.Integer(),
  is_winner: Type.Boolean(),
  /** FCFA won */
  gain: Type.Integer(),
  /** still being played */
  is_active: Type.Boolean(),
  started_at: Type.String(),
  ended_at: NullableString,
});
export type PlayerPlay = Static<typeof PlayerPlay>;

export const PlayerPlaysFilter = Type.Object(
  { type: Type.Optional(Type.Enum(['solo', 'challenge'])) },
  { additionalProperties: false },
);

export const BlockInput = Type.Object({
  reason: Type.Enum(BLOCK_REASONS),
  /** for the managers only: what was seen */
  note: Type.Optional(Type.String({ maxLength: 300 })),
});
export type BlockInput = Static<typeof BlockInput>;
