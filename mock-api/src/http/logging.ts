import type { FastifyRequest, FastifyServerOptions } from 'fastify';

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/**
 * Query parameters that carry secrets: the access token of socket URLs
 * (browsers cannot set headers on a WebSocket), the password of an account
 * deletion, one-time and transaction codes, refresh tokens.
 */
const SECRET_PARAMETERS = new Set([
  'token',
  'access',
  'refresh',
  'password',
  'current_password',
  'new_password',
  'code',
  'transaction_code',
]);

export const REDACTED = '[redacted]';

/** The URL with the value of every secret query parameter replaced, the rest as it came. */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const query = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const [rawName = ''] = pair.split('=', 1);
      return SECRET_PARAMETERS.has(parameterName(rawName)) ? `${rawName}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, start)}?${query}`;
}

function parameterName(raw: string): string {
  try {
    return decodeURIComponent(raw.replaceAll('+', ' ')).toLowerCase();
  } catch {
    // A malformed escape is not a name we know, but it must not keep its value either.
    return 'token';
  }
}

/** Fastify's own request fields, with the URL redacted. */
function requestFields(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export interface LogSettings {
  level?: string;
  /** where lines go; standard output when absent (tests pass one to read them) */
  stream?: { write(line: string): void };
}

/** Logger options of the server: no token, password or code reaches a log line. */
export function loggerOptions({ level, stream }: LogSettings): LoggerOptions & {
  stream?: { write(line: string): void };
} {
  return {
    level: level ?? 'info',
    ...(stream ? { stream } : {}),
    serializers: { req: requestFields },
    // Fastify does not log headers, but a handler logging the raw request would.
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization'],
      censor: REDACTED,
    },
  };
}
