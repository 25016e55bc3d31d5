import type { ApiError } from '../../lib/api';

/** Form-level message for a refusal no field explains. */
export function unexpected(error: ApiError): string {
  if (error.status === 429) return 'auth.too_many';
  return 'auth.something_wrong';
}
