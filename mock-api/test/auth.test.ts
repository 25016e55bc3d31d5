import { decodeJwt, SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { isoNow } from '../src/db/time';
import { LOGIN_LIMITS } from '../src/domain/accounts/login-limits';
import { ACCESS_TOKEN_SECONDS, REFRESH_REUSE_GRACE_SECONDS } from '../src/domain/accounts/tokens';
import { LIMITS } from '../src/http/rate-limits';
import { bearer, goodPassword, lastCode, newPlayer, signUp, verify } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/app';

describe('sign-up and verification', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('registers by e-mail, sends a 6-digit code, verifies and answers tokens', async () => {
    const res = await signUp(t.app, 'Awa.Ndiaye@Example.cm');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      status_message: 'OK',
      username: 'awa.ndiaye@example.cm',
      code_required: true,
    });
    const code = await lastCode(t.app, 'awa.ndiaye@example.cm');
    const verified = await verify(t.app, 'awa.ndiaye@example.cm', code);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({
      status_message: 'OK',
      username: 'awa.ndiaye@example.cm',
      code_required: false,
    });
    const { access } = verified.json().authTokens;
    const check = await t.app.inject({
      method: 'GET',
      url: '/api/check-authentication/',
      headers: bearer(access),
    });
    expect(check.statusCode).toBe(200);
  });

  it('registers by phone with or without +237 as one account', async () => {
    const res = await signUp(t.app, '+237 677 11 22 33');
    expect(res.json().username).toBe('677112233');
    const outbox = await t.app.inject({
      method: 'GET',
      url: '/api/dev/outbox/?recipient=677112233',
    });
    expect(outbox.json().messages[0].channel).toBe('sms');
    await verify(t.app, '677112233', await lastCode(t.app, '677112233'));
    const again = await signUp(t.app, '237677112233');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      status_message: 'BAD',
      xtra_errors: { username: ['validation.account_exists'] },
    });
  });

  it('keeps codes hashed and gives welcome credits once', async () => {
    await signUp(t.app, 'hash@example.cm');
    const code = await lastCode(t.app, 'hash@example.cm');
    const row = await t.app.db
      .selectFrom('one_time_codes')
      .selectAll()
      .where('target', '=', 'hash@example.cm')
      .executeTakeFirstOrThrow();
    expect(row.code_hash).not.toContain(code);
    expect(row.code_hash.length).toBeGreaterThan(20);
    await verify(t.app, 'hash@example.cm', code);
    const user = await t.app.db
      .selectFrom('users')
      .innerJoin('wallets', 'wallets.user_id', 'users.id')
      .select([
        'wallets.credits',
        'users.has_free_credits',
        'users.number_of_free_credits_received',
      ])
      .where('email', '=', 'hash@example.cm')
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ credits: 3, has_free_credits: 1, number_of_free_credits_received: 3 });
  });

  it('refuses an under-age player with NOT_ALLOWED on the birthday, and stores nothing', async () => {
    const year = new Date().getFullYear() - 17;
    const res = await signUp(t.app, 'young@example.cm', { birthday: { day: 1, month: 1, year } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status_message: 'NOT_ALLOWED',
      errors: { birthday: 'validation.min_age' },
    });
    const user = await t.app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'young@example.cm')
      .executeTakeFirst();
    expect(user).toBeUndefined();
  });

  it('requires the birthday, a valid identifier and the country', async () => {
    const noBirthday = await signUp(t.app, 'nobirth@example.cm', { birthday: undefined });
    expect(noBirthday.json()).toEqual({
      status_message: 'BAD',
      errors: { birthday: 'validation.required' },
    });
    const badName = await signUp(t.app, 'not an identifier');
    expect(badName.json()).toMatchObject({
      status_message: 'BAD',
      errors: { username: 'validation.email_phone_invalid' },
    });
    const country = await signUp(t.app, 'elsewhere@example.cm', { country: 2 });
    expect(country.json().status_message).toBe('COUNTRY_ERROR');
  });

  it('lists every problem of a weak password', async () => {
    const res = await signUp(t.app, 'weak@example.cm', { password: '1234' });
    expect(res.statusCode).toBe(400);
    expect(res.json().status_message).toBe('BAD');
    const numeric = await signUp(t.app, 'weak@example.cm', { password: '12345678' });
    expect(numeric.json()).toEqual({
      status_message: 'BAD',
      xtra_errors: { password: ['validation.password_numeric', 'validation.password_common'] },
    });
    const similar = await signUp(t.app, 'mbappe.kylian@example.cm', { password: 'mbappe.kylian' });
    expect(similar.json().xtra_errors.password).toContain('validation.password_similar');
  });

  it('counts wrong codes, then asks for a resend once tries run out', async () => {
    await signUp(t.app, 'tries@example.cm');
    const wrong = await verify(t.app, 'tries@example.cm', '000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      status_message: 'INVALID_DATA',
      number_of_tries: 1,
      max_number_of_tries: 5,
    });
    for (let i = 0; i < 3; i += 1) await verify(t.app, 'tries@example.cm', '000000');
    const last = await verify(t.app, 'tries@example.cm', '000000');
    expect(last.json()).toMatchObject({ status_message: 'RESEND_CODE', number_of_tries: 5 });
    const right = await verify(
      t.app,
      'tries@example.cm',
      await lastCode(t.app, 'tries@example.cm'),
    );
    expect(right.json().status_message).toBe('RESEND_CODE');
  });

  it('a resent code replaces the old one; resends are limited', async () => {
    await signUp(t.app, 'resend@example.cm');
    const first = await lastCode(t.app, 'resend@example.cm');
    const resend = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/signup/resend-verification-code/?username=resend@example.cm',
      });
    const res = await resend();
    expect(res.json()).toEqual({
      status_message: 'OK',
      code_required: true,
      number_of_tries: 0,
      max_number_of_tries: 5,
    });
    const second = await lastCode(t.app, 'resend@example.cm');
    if (first !== second)
      expect((await verify(t.app, 'resend@example.cm', first)).json().status_message).toBe(
        'INVALID_DATA',
      );
    await resend();
    await resend();
    const exhausted = await resend();
    expect(exhausted.json().status_message).toBe('RESEND_CODE');
    const ok = await verify(t.app, 'resend@example.cm', await lastCode(t.app, 'resend@example.cm'));
    expect(ok.statusCode).toBe(200);
  });

  it('refuses a code after 10 minutes with TIME_ELAPSED, and a second verification', async () => {
    await signUp(t.app, 'late@example.cm');
    const code = await lastCode(t.app, 'late@example.cm');
    await t.app.db
      .updateTable('one_time_codes')
      .set({ expires_at: isoNow(new Date(Date.now() - 1000)) })
      .where('target', '=', 'late@example.cm')
      .execute();
    expect((await verify(t.app, 'late@example.cm', code)).json().status_message).toBe(
      'TIME_ELAPSED',
    );

    await signUp(t.app, 'twice@example.cm');
    const twice = await lastCode(t.app, 'twice@example.cm');
    expect((await verify(t.app, 'twice@example.cm', twice)).statusCode).toBe(200);
    expect((await verify(t.app, 'twice@example.cm', twice)).json().status_message).toBe(
      'ALREADY_VERIFIED',
    );
  });

  it('verifies without a code only when the server said none is needed', async () => {
    await signUp(t.app, 'needs-code@example.cm');
    expect(
      (await verify(t.app, 'needs-code@example.cm', 'not_required')).json().status_message,
    ).toBe('INVALID_DATA');

    await t.app.db
      .updateTable('settings')
      .set({ value: '0' })
      .where('key', '=', 'signup_code_required')
      .execute();
    try {
      const res = await signUp(t.app, 'no-code@example.cm');
      expect(res.json().code_required).toBe(false);
      const outbox = await t.app.inject({
        method: 'GET',
        url: '/api/dev/outbox/?recipient=no-code@example.cm',
      });
      expect(outbox.json().messages).toEqual([]);
      expect((await verify(t.app, 'no-code@example.cm', 'not_required')).statusCode).toBe(200);
    } finally {
      await t.app.db
        .updateTable('settings')
        .set({ value: '1' })
        .where('key', '=', 'signup_code_required')
        .execute();
    }
  });

  it('lets an abandoned sign-up be made again', async () => {
    await signUp(t.app, 'abandoned@example.cm');
    const again = await signUp(t.app, 'abandoned@example.cm', { language: 'en' });
    expect(again.statusCode).toBe(201);
    const outbox = await t.app.inject({
      method: 'GET',
      url: '/api/dev/outbox/?recipient=abandoned@example.cm&limit=1',
    });
    expect(outbox.json().messages[0].body).toMatch(/^Quiz: your verification code/);
  });

  const logIn = (username: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/token/', payload: { username, password } });
  const attackerPassword = 'Piment-rouge-du-voisin-4';

  it("lets a second sign-up replace no password, and asks the code's holder to name it", async () => {
    expect((await signUp(t.app, 'first@example.cm')).statusCode).toBe(201);
    const second = await signUp(t.app, 'first@example.cm', { password: attackerPassword });
    expect(second.statusCode).toBe(201);
    const code = await lastCode(t.app, 'first@example.cm');
    // Two passwords were chosen: a verification that names none is refused, and spends no try.
    const unnamed = await verify(t.app, 'first@example.cm', code);
    expect(unnamed.json()).toEqual({
      status_message: 'BAD',
      errors: { password: 'validation.required' },
    });
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/signup/verification/?username=first@example.cm',
      payload: { code, password: goodPassword },
    });
    expect(verified.statusCode).toBe(200);
    expect((await logIn('first@example.cm', attackerPassword)).statusCode).toBe(400);
    expect((await logIn('first@example.cm', goodPassword)).statusCode).toBe(200);
  });

  it('gives the account the password of whoever verifies with the code', async () => {
    await signUp(t.app, 'second@example.cm', { password: attackerPassword });
    await signUp(t.app, 'second@example.cm');
    const url = '/api/signup/verification/?username=second@example.cm';
    const code = await lastCode(t.app, 'second@example.cm');
    const weak = await t.app.inject({ method: 'POST', url, payload: { code, password: '1234' } });
    expect(weak.json()).toMatchObject({
      status_message: 'BAD',
      xtra_errors: { password: expect.any(Array) },
    });
    const res = await t.app.inject({
      method: 'POST',
      url,
      payload: { code, password: goodPassword },
    });
    expect(res.statusCode).toBe(200);
    expect((await logIn('second@example.cm', attackerPassword)).statusCode).toBe(400);
    expect((await logIn('second@example.cm', goodPassword)).statusCode).toBe(200);
  });
});

describe('login, tokens and logout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await newPlayer(t.app, 'login@example.cm');
    await newPlayer(t.app, '699887766');
  });
  afterAll(() => t.close());

  const login = (username: string, password = goodPassword) =>
    t.app.inject({ method: 'POST', url: '/api/token/', payload: { username, password } });

  it('logs in by e-mail (any case) or phone (with or without +237)', async () => {
    for (const username of [
      'login@example.cm',
      'LOGIN@example.cm',
      '699887766',
      '+237699887766',
      '237 699 88 77 66',
    ]) {
      const res = await login(username);
      expect(res.statusCode, username).toBe(200);
      expect(Object.keys(res.json()).sort()).toEqual(['access', 'refresh']);
    }
  });

  it('names the wrong field', async () => {
    const unknown = await login('nobody@example.cm');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().status_message).toBe('INVALID_EMAIL_PHONE_NUMBER');
    const wrong = await login('login@example.cm', 'not-the-password');
    expect(wrong.json()).toEqual({
      status_message: 'INVALID_PASSWORD',
      errors: { password: 'status.INVALID_PASSWORD' },
    });
    const empty = await t.app.inject({ method: 'POST', url: '/api/token/', payload: {} });
    expect(empty.json()).toEqual({
      status_message: 'BAD',
      errors: { username: 'validation.required', password: 'validation.required' },
    });
  });

  it('refuses an account that was never verified', async () => {
    await signUp(t.app, 'pending@example.cm');
    const res = await login('pending@example.cm');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ status_message: 'NOT_ALLOWED', code_required: true });
  });

  it('answers 401 without a valid access token', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/check-authentication/' })).statusCode,
    ).toBe(401);
    const junk = await t.app.inject({
      method: 'GET',
      url: '/api/check-authentication/',
      headers: bearer('junk'),
    });
    expect(junk.statusCode).toBe(401);
    expect(junk.json()).toEqual({ status_message: 'NOT_AUTHENTICATED' });
  });

  it('never takes a refresh token as an access token', async () => {
    const { refresh } = (await login('login@example.cm')).json();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/check-authentication/',
      headers: bearer(refresh),
    });
    expect(res.statusCode).toBe(401);
  });

  it('refuses an access token once expired, though it was accepted before', async () => {
    const { access } = (await login('login@example.cm')).json();
    const me = () => t.app.inject({ method: 'GET', url: '/api/me/', headers: bearer(access) });
    expect((await me()).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + (ACCESS_TOKEN_SECONDS - 5) * 1000);
      expect((await me()).statusCode).toBe(200);
      vi.setSystemTime(Date.now() + 10 * 1000);
      expect((await me()).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a copy of an accepted token whose signature was altered', async () => {
    const { access } = (await login('login@example.cm')).json();
    const [header, payload, signature] = access.split('.');
    const middle = Math.floor(signature.length / 2);
    const altered = signature[middle] === 'A' ? 'B' : 'A';
    const forged = `${header}.${payload}.${signature.slice(0, middle)}${altered}${signature.slice(middle + 1)}`;
    const me = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/me/', headers: bearer(token) });
    expect((await me(access)).statusCode).toBe(200);
    expect((await me(forged)).statusCode).toBe(401);
  });

  const refresh = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: token } });
  const check = (access: string) =>
    t.app.inject({ method: 'GET', url: '/api/check-authentication/', headers: bearer(access) });

  const claims = (token: string) => decodeJwt<{ sid: string }>(token);

  /** Moves the rotations of a login back in time, past the grace window. */
  const ageRotations = (access: string) => {
    const sessionId = claims(access).sid;
    const past = new Date(Date.now() - (REFRESH_REUSE_GRACE_SECONDS + 1) * 1000);
    return t.app.db
      .updateTable('refresh_tokens')
      .set({ revoked_at: isoNow(past) })
      .where('family_id', '=', sessionId)
      .where('replaced_by', 'is not', null)
      .execute();
  };

  it('rotates refresh tokens; reusing an old one closes that login', async () => {
    const first = (await login('login@example.cm')).json();
    const second = await refresh(first.refresh);
    expect(second.statusCode).toBe(200);
    const { access, refresh: next } = second.json();
    expect(next).not.toBe(first.refresh);
    expect((await check(access)).statusCode).toBe(200);

    await ageRotations(access);
    const replay = await refresh(first.refresh);
    expect(replay.statusCode).toBe(401);
    expect((await check(access)).statusCode).toBe(401);
    expect((await refresh(next)).statusCode).toBe(401);

    const other = (await login('login@example.cm')).json();
    expect((await check(other.access)).statusCode).toBe(200);
  });

  it('lets two tabs refresh the same token at once without closing the login', async () => {
    const first = (await login('login@example.cm')).json();
    const [a, b] = await Promise.all([refresh(first.refresh), refresh(first.refresh)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    for (const pair of [a.json(), b.json()]) {
      expect((await check(pair.access)).statusCode).toBe(200);
    }
    // Either tab refreshes on; the login stays open for both.
    const later = await refresh(b.json().refresh);
    expect(later.statusCode).toBe(200);
    expect((await check(later.json().access)).statusCode).toBe(200);
    expect((await check(a.json().access)).statusCode).toBe(200);
  });

  it('answers a token rotated moments ago with the current refresh token, not a new branch', async () => {
    const first = (await login('login@example.cm')).json();
    const second = (await refresh(first.refresh)).json();
    const again = await refresh(first.refresh);
    expect(again.statusCode).toBe(200);
    expect(claims(again.json().refresh).jti).toBe(claims(second.refresh).jti);
    expect(claims(again.json().access).sid).toBe(claims(first.access).sid);
  });

  it('still closes the login when a rotated token comes back after the grace window', async () => {
    const first = (await login('login@example.cm')).json();
    const [a, b] = await Promise.all([refresh(first.refresh), refresh(first.refresh)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    await ageRotations(a.json().access);
    expect((await refresh(first.refresh)).statusCode).toBe(401);
    expect((await check(a.json().access)).statusCode).toBe(401);
    expect((await refresh(b.json().refresh)).statusCode).toBe(401);
  });

  it('gives nothing back for a token of a login closed by logout, even moments after', async () => {
    const first = (await login('login@example.cm')).json();
    const second = (await refresh(first.refresh)).json();
    await t.app.inject({ method: 'POST', url: '/api/me/logout/', headers: bearer(second.access) });
    expect((await refresh(first.refresh)).statusCode).toBe(401);
    expect((await refresh(second.refresh)).statusCode).toBe(401);
  });

  it('logout closes the login', async () => {
    const { access, refresh } = (await login('login@example.cm')).json();
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/me/logout/',
      headers: bearer(access),
    });
    expect(out.statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/check-authentication/',
          headers: bearer(access),
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh } }))
        .statusCode,
    ).toBe(401);
  });

  it('refuses the open login of a deleted player, on every call', async () => {
    const { access } = await newPlayer(t.app, 'deleted-later@example.cm');
    const { id } = (
      await t.app.inject({ method: 'GET', url: '/api/me/', headers: bearer(access) })
    ).json();
    const me = () => t.app.inject({ method: 'GET', url: '/api/me/', headers: bearer(access) });
    // Marked deleted with its logins left open: the token check alone must refuse it.
    await t.app.db
      .updateTable('users')
      .set({ deleted_at: isoNow() })
      .where('id', '=', id)
      .execute();
    expect((await me()).statusCode).toBe(401);
    await expect(t.app.tokens.verifyAccess(access)).rejects.toThrow();
  });
  it('says whether an account exists', async () => {
    const yes = await t.app.inject({ method: 'GET', url: '/api/check-user/%2B237699887766/' });
    expect(yes.json()).toEqual({ status_message: 'OK', exists: true });
    const no = await t.app.inject({ method: 'GET', url: '/api/check-user/nobody@example.cm/' });
    expect(no.json()).toEqual({ status_message: 'OK', exists: false });
    const bad = await t.app.inject({ method: 'GET', url: '/api/check-user/zz/' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('tokens signed elsewhere', () => {
  // A secret of the test's own, so that another JWT library can sign as the server does.
  const secret = 'a-secret-known-to-this-test-and-long-enough';
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { JWT_SECRET: secret } });
  });
  afterAll(() => t.close());

  /** The claims of a real login's access token, signed again as the test says. */
  async function claimsOfALogin(username: string) {
    const { access } = await newPlayer(t.app, username);
    return decodeJwt<{ typ: string; sid: string }>(access);
  }
  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/me/', headers: bearer(token) });
  const signWith = (alg: string, claims: Record<string, unknown>) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg, typ: 'JWT' })
      .sign(new TextEncoder().encode(secret));

  it('takes a standard HS256 token of the server’s secret, as tokens issued before an upgrade', async () => {
    const claims = await claimsOfALogin('signed.elsewhere@example.cm');
    expect((await me(await signWith('HS256', claims))).statusCode).toBe(200);
  });

  it('refuses the same claims signed by another algorithm, or not signed at all', async () => {
    const claims = await claimsOfALogin('alg.confusion@example.cm');
    expect((await me(await signWith('HS512', claims))).statusCode).toBe(401);
    expect((await me(new UnsecuredJWT(claims).encode())).statusCode).toBe(401);
  });
});

describe('rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await newPlayer(t.app, 'target@example.cm');
  });
  afterAll(() => t.close());

  it('stops password guessing on one account, even with the right password, and changes nothing', async () => {
    const attempt = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/token/',
        payload: { username: 'target@example.cm', password },
      });
    for (let i = 0; i < 10; i += 1) expect((await attempt(`guess-${i}-xx`)).statusCode).toBe(400);
    const limited = await attempt(goodPassword);
    expect(limited.statusCode).toBe(429);
    // The real wait, in the header and in the body: until the first failure leaves the window.
    const wait = Number(limited.headers['retry-after']);
    expect(limited.json()).toEqual({ status_message: 'TOO_MANY_REQUESTS', retry_after: wait });
    expect(wait).toBeGreaterThan(LOGIN_LIMITS.windowSeconds - 60);
    expect(wait).toBeLessThanOrEqual(LOGIN_LIMITS.windowSeconds);
    const user = await t.app.db
      .selectFrom('users')
      .select('last_login_at')
      .where('email', '=', 'target@example.cm')
      .executeTakeFirstOrThrow();
    expect(user.last_login_at).toBeNull();
  });

  it('limits account checks per address', async () => {
    const checkUser = (remoteAddress: string) =>
      t.app.inject({ method: 'GET', url: '/api/check-user/677000111/', remoteAddress });
    for (let i = 0; i < LIMITS.checkUser.perAddress; i += 1) {
      expect((await checkUser('192.0.2.30')).statusCode).toBe(200);
    }
    const limited = await checkUser('192.0.2.30');
    expect(limited.statusCode).toBe(429);
    const wait = Number(limited.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(limited.json()).toEqual({ status_message: 'TOO_MANY_REQUESTS', retry_after: wait });
    expect((await checkUser('192.0.2.31')).statusCode).toBe(200);
  });

  it('limits code checks per account', async () => {
    await signUp(t.app, 'codes@example.cm');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await verify(t.app, 'codes@example.cm', '111111')).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('login limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    for (const name of ['honest', 'victim', 'crowded', 'one', 'two', 'three', 'four', 'racy']) {
      await newPlayer(t.app, `${name}@example.cm`);
    }
  });
  afterAll(() => t.close());

  const login = (username: string, remoteAddress: string, password = goodPassword) =>
    t.app.inject({
      method: 'POST',
      url: '/api/token/',
      payload: { username, password },
      remoteAddress,
    });
  const fail = (username: string, remoteAddress: string) =>
    login(username, remoteAddress, 'not-the-password');

  it('never counts successful logins', async () => {
    for (let i = 0; i < 15; i += 1) {
      expect((await login('honest@example.cm', '192.0.2.1')).statusCode, `login ${i + 1}`).toBe(
        200,
      );
    }
  });

  it('stops failures from one address on one account, not the owner elsewhere', async () => {
    for (let i = 0; i < LOGIN_LIMITS.perAccountAndAddress; i += 1) {
      expect((await fail('victim@example.cm', '198.51.100.1')).statusCode).toBe(400);
    }
    const blocked = await login('victim@example.cm', '198.51.100.1');
    expect(blocked.statusCode).toBe(429);
    const wait = Number(blocked.headers['retry-after']);
    expect(blocked.json()).toEqual({ status_message: 'TOO_MANY_REQUESTS', retry_after: wait });
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(LOGIN_LIMITS.windowSeconds);
    // The same address may still sign in to another account, and the owner from elsewhere.
    expect((await login('honest@example.cm', '198.51.100.1')).statusCode).toBe(200);
    expect((await login('victim@example.cm', '198.51.100.2')).statusCode).toBe(200);
  });

  it('locks an account only after failures from many addresses', async () => {
    const perAddress = LOGIN_LIMITS.perAccountAndAddress;
    const addresses = Math.ceil(LOGIN_LIMITS.perAccount / perAddress);
    expect(addresses).toBeGreaterThanOrEqual(10);
    for (let a = 0; a < addresses; a += 1) {
      const statuses = await Promise.all(
        Array.from({ length: perAddress }, () => fail('crowded@example.cm', `10.1.0.${a + 1}`)),
      );
      expect(statuses.map((res) => res.statusCode)).toEqual(Array(perAddress).fill(400));
    }
    const limited = await login('crowded@example.cm', '10.1.1.1');
    expect(limited.statusCode).toBe(429);
  });

  it('lets the customers of one shared address sign in despite failures on other accounts', async () => {
    // Four people behind one operator's address, each with ten typos on their own account.
    for (const name of ['one', 'two', 'three', 'four']) {
      for (let i = 0; i < LOGIN_LIMITS.perAccountAndAddress; i += 1) {
        expect((await fail(`${name}@example.cm`, '203.0.113.40')).statusCode).toBe(400);
      }
    }
    expect((await login('honest@example.cm', '203.0.113.40')).statusCode).toBe(200);
  });

  it('stops one address trying one password on many accounts', async () => {
    for (let i = 0; i < LOGIN_LIMITS.perAddress; i += 1) {
      expect((await fail(`sprayed-${i}@example.cm`, '203.0.113.50')).statusCode).toBe(400);
    }
    expect((await login('four@example.cm', '203.0.113.50')).statusCode).toBe(429);
    expect((await login('four@example.cm', '203.0.113.51')).statusCode).toBe(200);
  });

  it('lets no burst of parallel guesses past the limit', async () => {
    const statuses = (
      await Promise.all(Array.from({ length: 20 }, () => fail('racy@example.cm', '198.51.100.77')))
    ).map((res) => res.statusCode);
    expect(statuses.every((status) => status === 400 || status === 429)).toBe(true);
    let checked = statuses.filter((status) => status === 400).length;
    expect(checked).toBeLessThanOrEqual(LOGIN_LIMITS.perAccountAndAddress);
    // Refused attempts checked no password and count for nothing: exactly the limit gets checked.
    for (let i = 0; i <= LOGIN_LIMITS.perAccountAndAddress; i += 1) {
      const status = (await fail('racy@example.cm', '198.51.100.77')).statusCode;
      if (status === 429) break;
      checked += 1;
    }
    expect(checked).toBe(LOGIN_LIMITS.perAccountAndAddress);
  });
});

describe('forgot password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await newPlayer(t.app, 'forgot@example.cm');
  });
  afterAll(() => t.close());

  const sendCode = (username: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/forgot-password/?username=${encodeURIComponent(username)}`,
    });
  const validateCode = (code: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/forgot-password/?step=validation&username=forgot@example.cm',
      payload: { code },
    });
  const reset = (transactionCode: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/forgot-password/?step=password_reset&username=forgot@example.cm&transaction_code=${transactionCode}`,
      payload: { password },
    });

  it('answers the same for unknown accounts, and sends nothing to them', async () => {
    const unknown = await sendCode('ghost@example.cm');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ status_message: 'OK' });
    const outbox = await t.app.inject({
      method: 'GET',
      url: '/api/dev/outbox/?recipient=ghost@example.cm',
    });
    expect(outbox.json().messages).toEqual([]);
    expect((await sendCode('not valid')).json().status_message).toBe('INVALID_EMAIL_PHONE_NUMBER');
  });

  it('resets the password in two steps and signs out every other login', async () => {
    const oldLogin = (
      await t.app.inject({
        method: 'POST',
        url: '/api/token/',
        payload: { username: 'forgot@example.cm', password: goodPassword },
      })
    ).json();
    expect((await sendCode('forgot@example.cm')).statusCode).toBe(200);
    const wrong = await validateCode('000000');
    expect(wrong.json()).toMatchObject({ status_message: 'INVALID_CODE', number_of_tries: 1 });
    const valid = await validateCode(await lastCode(t.app, 'forgot@example.cm'));
    expect(valid.statusCode).toBe(200);
    const { transaction_code } = valid.json();

    expect((await reset('wrong-transaction', 'Nouveau-mot-2026')).json().status_message).toBe(
      'INVALID_CODE',
    );
    const weak = await reset(transaction_code, '1234');
    expect(weak.json().status_message).toBe('INVALID_PASSWORD');

    const done = await reset(transaction_code, 'Nouveau-mot-2026');
    expect(done.statusCode).toBe(200);
    expect(Object.keys(done.json().authTokens).sort()).toEqual(['access', 'refresh']);
    expect((await reset(transaction_code, 'Encore-autre-2026')).json().status_message).toBe(
      'INVALID_CODE',
    );

    const oldCheck = await t.app.inject({
      method: 'GET',
      url: '/api/check-authentication/',
      headers: bearer(oldLogin.access),
    });
    expect(oldCheck.statusCode).toBe(401);
    const loginOld = await t.app.inject({
      method: 'POST',
      url: '/api/token/',
      payload: { username: 'forgot@example.cm', password: goodPassword },
    });
    expect(loginOld.json().status_message).toBe('INVALID_PASSWORD');
    const loginNew = await t.app.inject({
      method: 'POST',
      url: '/api/token/',
      payload: { username: 'forgot@example.cm', password: 'Nouveau-mot-2026' },
    });
    expect(loginNew.statusCode).toBe(200);
  });

  it('refuses an expired code or transaction with TIME_ELAPSED', async () => {
    await sendCode('forgot@example.cm');
    const code = await lastCode(t.app, 'forgot@example.cm');
    const past = isoNow(new Date(Date.now() - 1000));
    await t.app.db
      .updateTable('one_time_codes')
      .set({ expires_at: past })
      .where('target', '=', 'forgot@example.cm')
      .where('used_at', 'is', null)
      .execute();
    expect((await validateCode(code)).json().status_message).toBe('TIME_ELAPSED');

    await sendCode('forgot@example.cm');
    const fresh = await validateCode(await lastCode(t.app, 'forgot@example.cm'));
    const { transaction_code } = fresh.json();
    await t.app.db
      .updateTable('one_time_codes')
      .set({ expires_at: past })
      .where('target', '=', 'forgot@example.cm')
      .where('transaction_code_hash', 'is not', null)
      .execute();
    expect((await reset(transaction_code, 'Encore-autre-2026')).json().status_message).toBe(
      'TIME_ELAPSED',
    );
  });
});
