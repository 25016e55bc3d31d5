import { PlayRefusal } from '../../../domain/play/refusal';
import { ApiError } from '../../../errors';
import { id, MAX_PAGE, MAX_PAGE_SIZE } from '../games/schemas';

export const looseObject = { type: 'object', additionalProperties: true } as const;
export const secured = { security: [{ bearer: [] }] };
/** Ids and pages are bounded like the catalogue's: past PostgreSQL's integers they would fail in the database. */
export const idParam = (name: string) =>
  ({ type: 'object', required: [name], properties: { [name]: id } }) as const;
export const pageParams = {
  type: 'object',
  required: ['page'],
  properties: {
    page: { type: 'integer', minimum: 1, maximum: MAX_PAGE },
    size: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE },
  },
} as const;

/** Runs a play rule and answers its refusal as the catalogue says (refused 403, missing play 404, the rest 400). */
export async function playRule<T>(rule: () => Promise<T>): Promise<T> {
  try {
    return await rule();
  } catch (error) {
    if (error instanceof PlayRefusal) {
      const status =
        { RELATED_MANAGER: 403, NOT_ALLOWED: 403, INVALID_PLAY: 404 }[
          error.statusMessage as string
        ] ?? 400;
      throw new ApiError(status, error.statusMessage, { extra: error.extra });
    }
    throw error;
  }
}

export function pageOf<T>(rows: T[], total: number, size: number) {
  return { list: rows, number_of_pages: Math.ceil(total / size) };
}
