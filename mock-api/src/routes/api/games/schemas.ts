import { GAME_ORDERINGS, PERIODS } from '@quiz/shared/types';
import { SERIALIZER_TYPES } from '../../../domain/catalogue/cards';

/*
 * JSON schemas of the catalogue calls. Path and query parameters are checked
 * before the handler runs (a bad one answers 400 BAD with the field named);
 * responses are declared whole so Fastify serializes them fast.
 */

/** Ids are PostgreSQL integers: anything above would fail in the database rather than miss. */
export const MAX_ID = 2_147_483_647;
export const MAX_PAGE = 100_000;
export const MAX_PAGE_SIZE = 50;

export const id = { type: 'integer', minimum: 1, maximum: MAX_ID } as const;
const page = { type: 'integer', minimum: 1, maximum: MAX_PAGE } as const;
const size = { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE } as const;
const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const bool = { type: 'boolean' } as const;
const nullableStr = { type: ['string', 'null'] } as const;

export function paramsOf<P extends Record<string, object>>(properties: P) {
  return {
    type: 'object',
    required: Object.keys(properties),
    properties,
  } as const;
}

export const idParams = paramsOf({ id });
export const pageParams = { page, size };
export const listParams = paramsOf({
  type: { type: 'string', enum: GAME_ORDERINGS },
  page,
  size,
});
export const listQuery = {
  type: 'object',
  properties: {
    serializer_type: { type: 'string', enum: SERIALIZER_TYPES, default: 'detailed' },
    game_index_id: id,
  },
} as const;
export const periodParams = paramsOf({ period: { type: 'string', enum: PERIODS }, page, size });
export const searchParams = paramsOf({ text: str, page });
export const indexesQuery = {
  type: 'object',
  properties: { indexes: { type: 'array', items: id, maxItems: 50 } },
} as const;

export const gameIndexSchema = {
  type: 'object',
  properties: {
    id: int,
    label_en: str,
    label_fr: str,
    icon: nullableStr,
    image: nullableStr,
    cover_image: nullableStr,
    cover_description_en: str,
    cover_description_fr: str,
    number_of_participations: int,
    number_of_quizzes: int,
    number_of_challenges: int,
  },
} as const;

export const quoteSchema = {
  type: 'object',
  properties: { id: int, quote_en: str, quote_fr: str, author: str },
} as const;

export const gameSchema = {
  type: 'object',
  properties: {
    id: int,
    title_en: str,
    title_fr: str,
    cover: nullableStr,
    created_at: str,
    number_of_plays: int,
    number_of_questions: int,
    question_duration_sec: int,
    timer: int,
    indexes: { type: 'array', items: gameIndexSchema },
    quote: { ...quoteSchema, type: ['object', 'null'] },
  },
} as const;

export const playerSummarySchema = {
  type: 'object',
  properties: { id: int, player_name: nullableStr, profile_pic: nullableStr },
} as const;

export const challengeSchema = {
  type: 'object',
  properties: {
    id: int,
    is_active: bool,
    created_at: str,
    closes_at: str,
    duration_sec: int,
    game: gameSchema,
    starter: playerSummarySchema,
    number_of_ene: int,
    gain_unit: int,
    number_of_plays: int,
    total_gain: int,
    number_of_winners: int,
    gain_per_winner: { type: ['integer', 'null'] },
  },
} as const;

export function pagedSchema<T extends object>(items: T, extra: Record<string, object> = {}) {
  return {
    type: 'object',
    properties: { list: { type: 'array', items }, number_of_pages: int, ...extra },
  } as const;
}

export function searchPagedSchema<T extends object>(items: T) {
  return pagedSchema(items, { number_of_results: int });
}

export const badgeTypeSchema = {
  type: 'object',
  properties: {
    id: int,
    type: str,
    code_en: str,
    code_fr: str,
    title_en: str,
    title_fr: str,
    description_en: str,
    description_fr: str,
    weight: int,
    color: str,
    icon: nullableStr,
    image: nullableStr,
    is_active: bool,
  },
} as const;

export const badgeSchema = {
  type: 'object',
  properties: {
    id: int,
    code_en: str,
    code_fr: str,
    title_en: str,
    title_fr: str,
    description_en: str,
    description_fr: str,
    image: nullableStr,
    icon: nullableStr,
    color: str,
    number_of_units: int,
  },
} as const;

const friendSchema = {
  type: 'object',
  properties: { ...playerSummarySchema.properties, phone_number: nullableStr },
} as const;

const friendRequestSchema = {
  type: ['object', 'null'],
  properties: { id: int, sender: friendSchema, receiver: friendSchema },
} as const;

export const profileSchema = {
  type: 'object',
  properties: {
    id: int,
    first_name: str,
    last_name: str,
    player_name: nullableStr,
    email: nullableStr,
    phone_number: nullableStr,
    email_phone_number: str,
    birthday: {
      type: ['object', 'null'],
      properties: { day: int, month: int, year: int },
    },
    gender: nullableStr,
    country: {
      type: 'object',
      properties: { name_en: str, name_fr: str, country_code: str },
    },
    language: str,
    profile_pic: nullableStr,
    sound: bool,
    push_notifications: bool,
    is_dark_theme: bool,
    badges: { type: 'array', items: badgeSchema },
    number_of_wins: int,
    number_of_badges: int,
    stats: {
      type: 'object',
      properties: {
        nbr_plays: int,
        nbr_solos: int,
        nbr_challenges: int,
        nbr_wins: int,
        nbr_solos_won: int,
        nbr_chall_won: int,
      },
    },
    is_friend: bool,
    st_request: friendRequestSchema,
    rc_request: friendRequestSchema,
    free_credits: bool,
    primary_connexion: bool,
  },
} as const;

export const okSchema = { type: 'object', properties: { status_message: str } } as const;

export const secured = { security: [{ bearer: [] }] };
