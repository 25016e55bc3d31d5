import { maskContact } from '@quiz/shared/format';
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

/** Query parameters that name a person: their identifier is masked, as in "message sent". */
const IDENTIFIER_PARAMETERS = new Set(['username', 'email', 'phone', 'phone_number', 'receiver']);

/** Paths whose next segment is what a person typed to find someone: masked whatever its shape. */
const IDENTIFIER_PATHS = ['/api/check-user/', '/api/search/friends/'];

/** An e-mail address, or 8 digits or more written as people write phone numbers. */
function looksLikeContact(text: string): boolean {
  if (text.includes('@')) return true;
  return /^\+?[\d\s().-]+$/.test(text) && text.replace(/\D/g, '').length >= 8;
}

function decoded(text: string): string | null {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    return null;
  }
}

/** A masked identifier, kept readable in a URL; text that cannot be read is hidden whole. */
function masked(raw: string): string {
  const text = decoded(raw);
  return text === null ? REDACTED : encodeURI(maskContact(text.trim()));
}

function redactPath(path: string): string {
  const prefix = IDENTIFIER_PATHS.find((start) => path.startsWith(start));
  const segments = path.split('/');
  const typed = prefix ? prefix.split('/').length - 1 : -1;
  return segments
    .map((segment, index) => {
      if (segment === '') return segment;
      if (index === typed) return masked(segment);
      const text = decoded(segment);
      return text === null || looksLikeContact(text) ? masked(segment) : segment;
    })
    .join('/');
}

/**
 * The URL as it may be logged: the value of every secret query parameter
 * replaced, and every e-mail or phone number (in the path or the query) masked.
 */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  const path = redactPath(start === -1 ? url : url.slice(0, start));
  if (start === -1) return path;
  const query = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const [rawName = ''] = pair.split('=', 1);
      const name = parameterName(rawName);
      if (SECRET_PARAMETERS.has(name)) return `${rawName}=${REDACTED}`;
      const value = pair.slice(rawName.length + 1);
      if (value === '') return pair;
      const text = decoded(value);
      if (IDENTIFIER_PARAMETERS.has(name) || text === null || looksLikeContact(text)) {
        return `${rawName}=${masked(value)}`;
      }
      return pair;
    })
    .join('&');
  return `${path}?${query}`;
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
