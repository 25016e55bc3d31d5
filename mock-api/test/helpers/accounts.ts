import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

export const adultBirthday = { day: 12, month: 3, year: 1995 };
export const goodPassword = 'Ndole-et-plantain-7';

export function registration(username: string, overrides: Record<string, unknown> = {}) {
  return {
    username,
    password: goodPassword,
    gender: 'female',
    language: 'fr',
    country: 1,
    birthday: adultBirthday,
    ...overrides,
  };
}

/** The last code sent to this recipient, read from the development outbox. */
export async function lastCode(app: FastifyInstance, recipient: string): Promise<string> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/dev/outbox/?recipient=${encodeURIComponent(recipient)}&limit=1`,
  });
  const body = res.json().messages[0]?.body ?? '';
  const code = /\b(\d{6})\b/.exec(body)?.[1];
  if (!code) throw new Error(`no code sent to ${recipient}`);
  return code;
}

export async function signUp(
  app: FastifyInstance,
  username: string,
  overrides: Record<string, unknown> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/signup/',
    payload: registration(username, overrides),
  });
}

export async function verify(app: FastifyInstance, username: string, code: string) {
  return app.inject({
    method: 'POST',
    url: `/api/signup/verification/?username=${encodeURIComponent(username)}`,
    payload: { code },
  });
}

/** A verified account; returns its tokens. */
export async function newPlayer(app: FastifyInstance, username: string) {
  const signup = await signUp(app, username);
  expect(signup.statusCode).toBe(201);
  const recipient = signup.json().username as string;
  const res = await verify(app, username, await lastCode(app, recipient));
  expect(res.statusCode).toBe(200);
  return res.json().authTokens as { access: string; refresh: string };
}

export const bearer = (access: string) => ({ authorization: `Bearer ${access}` });
