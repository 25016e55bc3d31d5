import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { HIDDEN_SECRET } from '../src/domain/messages/sender';
import { isLoopback } from '../src/http/loopback';
import { bearer, goodPassword, lastCode, newPlayer, signUp } from './helpers/accounts';
import { buildTestApp, productionEnv, type TestApp } from './helpers/app';

const outbox = (app: TestApp['app'], remoteAddress?: string) =>
  app.inject({ method: 'GET', url: '/api/dev/outbox/', remoteAddress });

describe('the development outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers the machine itself, by the address of the socket', async () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      expect((await outbox(t.app, address)).statusCode, address).toBe(200);
    }
  });

  it('answers anyone else 404, as if it did not exist', async () => {
    for (const address of ['203.0.113.7', '10.0.0.2', '::ffff:10.0.0.2', '2001:db8::1']) {
      const res = await outbox(t.app, address);
      expect(res.statusCode, address).toBe(404);
      expect(res.json()).toEqual({ status_message: 'NOT_FOUND' });
    }
  });

  it('believes no forwarded header', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/dev/outbox/',
      remoteAddress: '203.0.113.7',
      headers: { 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1' },
    });
    expect(res.statusCode).toBe(404);
  });

  it('tells loopback addresses from the others', () => {
    expect(isLoopback('127.0.0.1')).toBe(true);
    expect(isLoopback('::1')).toBe(true);
    expect(isLoopback('::FFFF:127.0.0.2')).toBe(true);
    expect(isLoopback('128.0.0.1')).toBe(false);
    expect(isLoopback('::ffff:192.168.1.1')).toBe(false);
    expect(isLoopback('::2')).toBe(false);
    expect(isLoopback(undefined)).toBe(false);
  });
});

describe('production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: productionEnv });
  });
  afterAll(() => t.close());

  it('has no development outbox, even for the machine itself', async () => {
    expect((await outbox(t.app, '127.0.0.1')).statusCode).toBe(404);
  });

  it('signs with JWT_SECRET and keeps no signing key in the database', async () => {
    await newPlayerInProduction(t);
    const row = await t.app.db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'jwt_secret')
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('removes a signing key an earlier start left in the database', async () => {
    await t.app.db
      .insertInto('settings')
      .values({ key: 'jwt_secret', value: 'left-by-an-earlier-development-start' })
      .execute();
    const again = await buildApp({
      config: t.config,
      pgSchema: t.database.pgSchema,
      logger: false,
    });
    try {
      const row = await again.db
        .selectFrom('settings')
        .select('key')
        .where('key', '=', 'jwt_secret')
        .executeTakeFirst();
      expect(row).toBeUndefined();
    } finally {
      await again.close();
    }
  });

  it('refuses to start without JWT_SECRET, naming it', async () => {
    await expect(
      buildApp({
        config: { ...t.config, JWT_SECRET: undefined },
        pgSchema: t.database.pgSchema,
        logger: false,
      }),
    ).rejects.toThrow(/JWT_SECRET/);
  });

  it('stores messages without their code', async () => {
    await signUp(t.app, 'prod-outbox@example.cm');
    const message = await t.app.db
      .selectFrom('outbox_messages')
      .select('body')
      .where('recipient', '=', 'prod-outbox@example.cm')
      .executeTakeFirstOrThrow();
    expect(message.body).toContain(HIDDEN_SECRET);
    expect(message.body).not.toMatch(/\d{6}/);
  });
});

/** Signs up and verifies with sign-up codes switched off: production keeps no code to read. */
async function newPlayerInProduction(t: TestApp) {
  const codeRequired = (value: string) =>
    t.app.db
      .updateTable('settings')
      .set({ value })
      .where('key', '=', 'signup_code_required')
      .execute();
  await codeRequired('0');
  try {
    const res = await signUp(t.app, 'prod-player@example.cm');
    expect(res.json().code_required).toBe(false);
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/signup/verification/?username=prod-player@example.cm',
      payload: { code: 'not_required' },
    });
    expect(verified.statusCode).toBe(200);
    const { access } = verified.json().authTokens;
    const check = await t.app.inject({
      method: 'GET',
      url: '/api/check-authentication/',
      headers: bearer(access),
    });
    expect(check.statusCode).toBe(200);
  } finally {
    await codeRequired('1');
  }
}

describe('stored messages outside development', () => {
  it('keep no code under NODE_ENV=test either', async () => {
    const t = await buildTestApp({ env: { NODE_ENV: 'test' } });
    try {
      await signUp(t.app, 'test-env@example.cm');
      const { messages } = (
        await t.app.inject({ method: 'GET', url: '/api/dev/outbox/?recipient=test-env@example.cm' })
      ).json();
      expect(messages).toHaveLength(1);
      expect(messages[0].body).toContain(HIDDEN_SECRET);
      expect(messages[0].body).not.toMatch(/\d{6}/);
    } finally {
      await t.close();
    }
  });

  it('keep their code in development, where the outbox stands in for the phone', async () => {
    const t = await buildTestApp();
    try {
      await signUp(t.app, 'dev-env@example.cm');
      expect(await lastCode(t.app, 'dev-env@example.cm')).toMatch(/^\d{6}$/);
    } finally {
      await t.close();
    }
  });
});

describe('logs', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await buildTestApp({
      logger: { level: 'info', stream: { write: (line) => lines.push(line) } },
    });
  });
  afterAll(() => t.close());

  const log = () => lines.join('');

  it('carry no one-time code, and the recipient only masked', async () => {
    await signUp(t.app, 'logged@example.cm');
    const code = await lastCode(t.app, 'logged@example.cm');
    expect(log()).toContain('message sent');
    expect(log()).toContain('"/api/signup/"');
    expect(log()).not.toContain(code);
    expect(log()).not.toContain('logged@example.cm');
  });

  it('carry no access token from socket URLs, no password, no code in a query', async () => {
    const { access } = await newPlayer(t.app, 'sockets@example.cm');
    await t.app.inject({
      method: 'GET',
      url: `/ws/play-game/?game_id=1&type=solo&token=${access}`,
    });
    await t.app.inject({
      method: 'DELETE',
      url: `/api/me/delete/?password=${goodPassword}`,
      headers: bearer(access),
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/forgot-password/?step=password_reset&username=x@example.cm&transaction_code=Tr4nsact10n-s3cret',
      payload: { password: 'Whatever-2026' },
    });
    expect(log()).toContain('/ws/play-game/?game_id=1&type=solo&token=[redacted]');
    expect(log()).toContain('/api/me/delete/?password=[redacted]');
    expect(log()).toContain('transaction_code=[redacted]');
    expect(log()).not.toContain(access);
    expect(log()).not.toContain(access.split('.')[2]);
    expect(log()).not.toContain(goodPassword);
    expect(log()).not.toContain('Tr4nsact10n-s3cret');
  });

  it('carry the e-mails and phone numbers of request URLs only masked', async () => {
    const { access } = await newPlayer(t.app, 'finder@example.cm');
    const urls = [
      ['POST', '/api/signup/verification/?username=awa.ndiaye%40example.cm'],
      ['POST', '/api/signup/resend-verification-code/?username=677123456'],
      ['GET', '/api/forgot-password/?username=%2B237677123456'],
      ['GET', '/api/check-user/awa.ndiaye@example.cm/'],
      ['GET', '/api/check-user/%2B237699887766/'],
      ['GET', '/api/search/friends/699887766/1/'],
      ['GET', '/api/search/friends/Awa%20Ndiaye/1/'],
      ['GET', '/api/anything/677%2012%2034%2056/?phone_number=655443322&page=2'],
    ] as const;
    for (const [method, url] of urls) {
      await t.app.inject({ method, url, headers: bearer(access) });
    }
    for (const identifier of [
      'awa.ndiaye',
      'example.cm',
      '677123456',
      '699887766',
      'Ndiaye',
      '677%2012%2034%2056',
      '655443322',
    ]) {
      expect(log()).not.toContain(identifier);
    }
    expect(log()).toContain('/api/signup/verification/?username=awa***@*******.cm');
    expect(log()).toContain('/api/check-user/awa***@*******.cm/');
    expect(log()).toContain('/api/search/friends/699****66/1/');
    expect(log()).toContain('?phone_number=655****22&page=2');
  });
});
