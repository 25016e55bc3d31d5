/** HTTP status codes the apps and the server use (player spec sections 4 and 8). */
export const HTTP_STATUS = {
  OK: 200,
  CREATED: 201,
  NO_CONTENT: 204,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  NOT_ACCEPTABLE: 406,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
  /**
   * Never sent by the server: the client's own code for "no stored auth data", so that
   * the session check treats it like 401 and 403 (player spec section 4).
   */
  NO_AUTH_DATA: 1401,
} as const;
export type HttpStatus = (typeof HTTP_STATUS)[keyof typeof HTTP_STATUS];

/** Statuses that mean "not authenticated": stored tokens are then cleared. */
export const NOT_AUTHENTICATED_STATUSES: readonly HttpStatus[] = [
  HTTP_STATUS.UNAUTHORIZED,
  HTTP_STATUS.FORBIDDEN,
  HTTP_STATUS.NO_AUTH_DATA,
];

export function isNotAuthenticatedStatus(status: number): boolean {
  return (NOT_AUTHENTICATED_STATUSES as readonly number[]).includes(status);
}

/** Full-page error screens of the apps (player spec section 8). */
export const ERROR_PAGE_KINDS = ['somethingWrong', 'notFound', 'serverError', 'custom'] as const;
export type ErrorPageKind = (typeof ERROR_PAGE_KINDS)[number];
