import { OTP_MAX_TRIES } from '@quiz/shared/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../src/http/rate-limits';
import { lastCode, registration, signUp } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/app';

describe('code tries and code sends', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('compares no more codes than the tries allow, however many guesses arrive at once', async () => {
    await signUp(t.app, 'parallel@example.cm');
    const right = await lastCode(t.app, 'parallel@example.cm');
    const wrong = right === '000000' ? '111111' : '000000';
    const to = { kind: 'email' as const, value: 'parallel@example.cm' };
    const checks = await Promise.all(
      Array.from({ length: 40 }, () => t.app.codes.check('signup', to, wrong)),
    );
    const outcomes = checks.map((check) => check.outcome);
    // Each try compared one code: the last of them used the tries up, the others were refused unread.
    expect(outcomes.filter((outcome) => outcome === 'invalid')).toHaveLength(OTP_MAX_TRIES - 1);
    expect(outcomes.filter((outcome) => outcome === 'exhausted')).toHaveLength(
      40 - (OTP_MAX_TRIES - 1),
    );
    const row = await t.app.db
      .selectFrom('one_time_codes')
      .select('tries')
      .where('target', '=', 'parallel@example.cm')
      .where('used_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect(row.tries).toBe(OTP_MAX_TRIES);
    expect((await t.app.codes.check('signup', to, right)).outcome).toBe('exhausted');
  });

  it('counts the codes sent to one identifier across sign-up, resends and password reset', async () => {
    const username = 'sends@example.cm';
    const resend = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/signup/resend-verification-code/?username=${username}`,
      });
    const forgot = () =>
      t.app.inject({ method: 'GET', url: `/api/forgot-password/?username=${username}` });
    const statuses = [
      (await signUp(t.app, username)).statusCode,
      (await resend()).statusCode,
      (await resend()).statusCode,
      (await forgot()).statusCode,
      (await forgot()).statusCode,
    ];
    expect(statuses).toEqual([201, 200, 200, 200, 200]);
    expect(statuses).toHaveLength(LIMITS.codeSend.perAccount);
    for (const over of [resend, forgot, () => signUp(t.app, username)]) {
      const res = await over();
      expect(res.statusCode).toBe(429);
      expect(res.json().retry_after).toBe(Number(res.headers['retry-after']));
    }
  });

  it('lets hundreds of people sign up in an hour from one shared address', async () => {
    const address = '203.0.113.9';
    // Counted before the body is read: sign-ups refused for a missing birthday count the same,
    // without the cost of hashing 300 passwords.
    for (let i = 0; i < 300; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/signup/',
        payload: registration(`customer-${i}@example.cm`, { birthday: undefined }),
        remoteAddress: address,
      });
      expect(res.statusCode, `sign-up ${i + 1}`).toBe(400);
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/signup/',
      payload: registration('customer-300@example.cm'),
      remoteAddress: address,
    });
    expect(res.statusCode).toBe(201);
  });
});
