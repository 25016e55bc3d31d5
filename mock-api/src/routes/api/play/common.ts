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

export function pageOf<T>(rows: T[], total: number, size: number) {
  return { list: rows, number_of_pages: Math.ceil(total / size) };
}
