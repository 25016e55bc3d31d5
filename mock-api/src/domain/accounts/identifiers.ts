import { isEmail, isPhone, nationalPhone } from '@quiz/shared/validation';

/** How a person names their account: an e-mail address or a phone number. */
export type Identifier = { kind: 'email'; value: string } | { kind: 'phone'; value: string };

/**
 * Reads an identifier as typed by a player. Phone numbers are kept in their
 * national form (shared nationalPhone), so '+237 677 12 34 56', '677.12.34.56'
 * and '677123456' are one account. Returns null when it is neither an e-mail
 * nor a phone number.
 */
export function parseIdentifier(raw: string): Identifier | null {
  const text = raw.trim();
  if (text.includes('@')) {
    const email = text.toLowerCase();
    return isEmail(email) ? { kind: 'email', value: email } : null;
  }
  return isPhone(text) ? { kind: 'phone', value: nationalPhone(text) } : null;
}

export const identifierColumn = (identifier: Identifier) =>
  identifier.kind === 'email' ? ('email' as const) : ('phone_number' as const);

/**
 * A request body with its identifier field in stored form when it reads as
 * one, so the shared schemas check '+237 677 12 34 56' as '677123456'.
 */
export function withStoredUsername(body: unknown, field = 'username'): unknown {
  if (!body || typeof body !== 'object') return body;
  const raw = (body as Record<string, unknown>)[field];
  const identifier = typeof raw === 'string' ? parseIdentifier(raw) : null;
  return identifier ? { ...body, [field]: identifier.value } : body;
}
