/**
 * Building blocks of the wire contract. Each shape is a TypeBox schema: the
 * server validates and serializes with it, the OpenAPI document shows it, and
 * the apps take its static type (`Static<typeof X>`), so the three agree.
 */
import { type Static, type TObject, type TSchema, Type } from 'typebox';
import { STATUS_MESSAGE_CODES } from '../codes/status';
import { MAX_ID } from '../constants/business';

export { MAX_ID };
export const MAX_PAGE = 100_000;
export const MAX_PAGE_SIZE = 50;

export const Id = Type.Integer({ minimum: 1, maximum: MAX_ID });
export const Page = Type.Integer({ minimum: 1, maximum: MAX_PAGE });
export const PageSize = Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE });

/**
 * A whole number sent by a client: at least `min`, and never more than
 * `max` (by default what a database integer holds), so no count reaches a
 * rule or a column out of range.
 */
export function Count(min = 0, max = MAX_ID, options: { description?: string } = {}) {
  return Type.Integer({ ...options, minimum: min, maximum: max });
}

/*
 * Nullable values are written as a JSON type list (["string", "null"]) rather
 * than anyOf: the serializer then writes them directly, which the busiest
 * lists need, and OpenAPI 3.1 reads them the same.
 */
export const NullableString = Type.Unsafe<string | null>({ type: ['string', 'null'] });
export const NullableInteger = Type.Unsafe<number | null>({ type: ['integer', 'null'] });

/**
 * A picture of the media store. The domain hands its key ('seed/games/ndole.svg');
 * the server's edge writes the public URL in its place (mock-api http/media.ts),
 * so where media are served from (this server, a CDN) is decided in one place.
 */
export const MediaUrl = Type.Unsafe<string>({ type: 'string', 'x-media': true });
export const NullableMediaUrl = Type.Unsafe<string | null>({
  type: ['string', 'null'],
  'x-media': true,
});
/**
 * Marks an object whose `choice_values_en` and `choice_values_fr` are media
 * keys when its `type` is a picture type (psc, pmc, pmoc), texts otherwise.
 */
export const PICTURE_CHOICES = { 'x-picture-choices': true } as const;

/** An object, or null in its place. */
export function Nullable<T extends TObject>(schema: T) {
  return Type.Unsafe<Static<T> | null>({ ...schema, type: ['object', 'null'] });
}

/**
 * Every refusal: the status code of the spec, and per field the message key
 * of the shared catalogs. Some refusals carry more (tries left, the id of
 * what was found instead): those fields are listed by the route.
 */
export const ErrorAnswer = Type.Object(
  {
    status_message: Type.String({ enum: STATUS_MESSAGE_CODES }),
    errors: Type.Optional(Type.Record(Type.String(), Type.String())),
  },
  { additionalProperties: true },
);
export type ErrorAnswer = Static<typeof ErrorAnswer>;

export const OkAnswer = Type.Object({ status_message: Type.Literal('OK') });

/** A page of a list: `list` and how many pages there are (pages start at 1). */
export function Paged<T extends TSchema>(item: T) {
  return Type.Object({ list: Type.Array(item), number_of_pages: Type.Integer() });
}
export type Paged<T> = { list: T[]; number_of_pages: number };

/** A page of search results, with their total. */
export function SearchPaged<T extends TSchema>(item: T) {
  return Type.Object({
    list: Type.Array(item),
    number_of_pages: Type.Integer(),
    number_of_results: Type.Integer(),
  });
}
export type SearchPaged<T> = Paged<T> & { number_of_results: number };

/**
 * The header of the money calls (buy, convert, cash out, send credits, start a
 * challenge), as Stripe and Flutterwave take it: one key per action of the
 * player, sent again with each retry of that action. The same key from the
 * same player on the same call within 24 hours answers the first answer again
 * and moves nothing more; with another request, 422 IDEMPOTENCY_KEY_REUSED;
 * while the first one still runs, 409 IN_PROGRESS. Without it, each request
 * counts on its own.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 255,
      pattern: '^[!-~]+$',
      description:
        'One key per action of the player (a UUID), the same for its retries: a retry within 24 hours gets the first answer back and moves nothing more; 422 IDEMPOTENCY_KEY_REUSED when the key came with another request, 409 IN_PROGRESS while that first request runs.',
    }),
  ),
});
