import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DomainError, type RefusalKind } from '../domain/errors';
import { ApiError } from '../errors';

/** The status code of each kind of domain refusal: the one place the domain meets HTTP. */
const STATUS_OF: Record<RefusalKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
};

/**
 * One error handler for the whole API. Client mistakes answer 4xx with the
 * spec's status_message and a per-field `errors` map; anything unexpected is
 * logged in full and answered as a bare 500, so no internal detail leaks.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError | ApiError | DomainError, request, reply) => {
      if (error instanceof DomainError) {
        return reply.status(STATUS_OF[error.kind]).send({
          status_message: error.statusMessage,
          ...error.details.extra,
          ...(error.details.errors ? { errors: error.details.errors } : {}),
        });
      }
      if (error instanceof ApiError) {
        return reply.status(error.statusCode).send({
          status_message: error.statusMessage,
          ...error.details.extra,
          ...(error.details.errors ? { errors: error.details.errors } : {}),
        });
      }
      if (error.validation) {
        return reply.status(400).send({ status_message: 'BAD', errors: fieldErrors(error) });
      }
      const status = error.statusCode ?? 500;
      if (status === 429) {
        return reply.status(429).send({ status_message: 'TOO_MANY_REQUESTS' });
      }
      if (status >= 400 && status < 500) {
        request.log.info({ err: error }, 'client error');
        return reply
          .status(status)
          .send({ status_message: 'BAD', errors: { body: clientErrorKey(error) } });
      }
      request.log.error({ err: error }, 'unexpected error');
      return reply.status(500).send({ status_message: 'FAIL' });
    });
  },
  { name: 'errors' },
);

/** Turns the schema validator's findings into `field -> message key`. */
function fieldErrors(error: FastifyError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.validation ?? []) {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const missing = missingProperties(issue.params as Record<string, unknown>);
    for (const property of missing)
      errors[path ? `${path}.${property}` : property] ??= 'validation.required';
    if (missing.length === 0)
      errors[path || error.validationContext || 'body'] ??= 'validation.value_invalid';
  }
  return errors;
}

/** The properties a `required` finding names: one for Ajv, a list for TypeBox's own validator. */
function missingProperties(params: Record<string, unknown>): string[] {
  if (typeof params.missingProperty === 'string') return [params.missingProperty];
  const listed = params.requiredProperties;
  return Array.isArray(listed) ? listed.filter((name) => typeof name === 'string') : [];
}

function clientErrorKey(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'validation.unsupported_media_type';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return 'validation.too_large';
    default:
      return 'validation.value_invalid';
  }
}
