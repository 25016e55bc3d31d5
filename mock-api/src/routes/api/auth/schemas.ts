/** OpenAPI descriptions of the account calls; the rules themselves are the shared yup schemas. */

export const tokensSchema = {
  type: 'object',
  properties: { access: { type: 'string' }, refresh: { type: 'string' } },
} as const;

export const errorSchema = {
  type: 'object',
  properties: {
    status_message: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'string' } },
    xtra_errors: { type: 'object', additionalProperties: true },
  },
  additionalProperties: true,
} as const;

export const usernameQuery = {
  type: 'object',
  properties: {
    username: { type: 'string', description: 'e-mail or phone number (+237 optional)' },
  },
} as const;

export const attemptsProperties = {
  number_of_tries: { type: 'integer' },
  max_number_of_tries: { type: 'integer' },
} as const;
