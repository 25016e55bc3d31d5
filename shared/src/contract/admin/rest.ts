/**
 * Calls of ours that the spec does not list (audit trail, scores, analytics,
 * suspicious play) follow ra-data-simple-rest's conventions, so the back office
 * reads them with that provider unchanged: `?filter={json}&range=[start,end]&sort=[field,order]`,
 * answered with the records as a bare array and `Content-Range: <resource> start-end/total`.
 */
import { Type } from 'typebox';

export const RestListQuery = Type.Object({
  /** JSON object of the resource's filters, e.g. {"area":"games"} */
  filter: Type.Optional(Type.String({ maxLength: 2000 })),
  /** JSON [first, last] index, both included, e.g. [0,24] */
  range: Type.Optional(Type.String({ maxLength: 100 })),
  /** JSON [field, "ASC" | "DESC"], e.g. ["created_at","DESC"] */
  sort: Type.Optional(Type.String({ maxLength: 200 })),
});

/** The largest page a simple-rest list answers at once. */
export const MAX_REST_PAGE = 500;
