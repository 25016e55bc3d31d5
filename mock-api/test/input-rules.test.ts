import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordProblems } from '../src/domain/accounts/password-policy';
import { bearer, goodPassword, lastCode, newPlayer, signUp, verify } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/app';

/** Passwords everyone tries: each must be refused wherever a password is chosen. */
const weak = {
  aaaaaaaa: { errors: { password: 'validation.password_repeated' } },
  '        ': { errors: { password: 'validation.password_blank' } },
  password: { xtra_errors: { password: ['validation.password_common'] } },
  '12345678': {
    xtra_errors: { password: ['validation.password_numeric', 'validation.password_common'] },
  },
};

describe('the common-password list', () => {
  it.each([
    'password',
    'PASSWORD',
    'Password1',
    'P@ssw0rd',
    'motdepasse',
    'MotDePasse2024',
    'azertyuiop',
    'azerty123',
    'qwertyuiop',
    '1qaz2wsx',
    'cameroun',
    'Cameroun237',
    'cameroun2025!',
    'lionsindomptables',
    'barcelona',
    'realmadrid10',
    'canonyaounde',
    'iloveyou',
    'jetaime123',
    'douala237',
    'jesuschrist',
    'bonjour123',
    'soleil2000',
    'football',
  ])('refuses %j', (password) => {
    expect(passwordProblems(password)).toContain('validation.password_common');
  });

  it.each([goodPassword, 'Kribi-Plage-2026', 'mon chien mange des mangues', 'Ndole-et-miondo'])(
    'lets %j through',
    (password) => {
      expect(passwordProblems(password)).toEqual([]);
    },
  );

  it('lists the shape problems the forms show too', () => {
    expect(passwordProblems('aaaaaaaa')).toContain('validation.password_repeated');
    expect(passwordProblems(' '.repeat(10))).toEqual(['validation.password_blank']);
    expect(passwordProblems('short')).toContain('validation.password_too_short');
  });
});

describe('input rules through the API', () => {
  let t: TestApp;
  let access: string;
  beforeAll(async () => {
    t = await buildTestApp();
    ({ access } = await newPlayer(t.app, 'rules@example.cm'));
  });
  afterAll(() => t.close());

  const login = (username: string, password = goodPassword) =>
    t.app.inject({ method: 'POST', url: '/api/token/', payload: { username, password } });
  const put = (index: string, payload: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/me/?index=${index}&field=profile`,
      headers: bearer(access),
      payload: payload as object,
    });
  const me = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/me/', headers: bearer(access) })).json();
  const accountOf = (email: string) =>
    t.app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();

  it('refuses weak passwords at sign-up, and creates no account', async () => {
    let n = 0;
    for (const [password, answer] of Object.entries(weak)) {
      const username = `weak${n++}@example.cm`;
      const res = await signUp(t.app, username, { password });
      expect(res.statusCode, password).toBe(400);
      expect(res.json(), password).toEqual({ status_message: 'BAD', ...answer });
      expect(await accountOf(username), password).toBeUndefined();
    }
  });

  it('refuses weak passwords at password reset, and keeps the old one', async () => {
    await newPlayer(t.app, 'reset@example.cm');
    const sent = await t.app.inject({
      method: 'GET',
      url: '/api/forgot-password/?username=reset@example.cm',
    });
    expect(sent.statusCode).toBe(200);
    const valid = await t.app.inject({
      method: 'POST',
      url: '/api/forgot-password/?step=validation&username=reset@example.cm',
      payload: { code: await lastCode(t.app, 'reset@example.cm') },
    });
    const { transaction_code } = valid.json();
    for (const [password, answer] of Object.entries(weak)) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/forgot-password/?step=password_reset&username=reset@example.cm&transaction_code=${transaction_code}`,
        payload: { password },
      });
      expect(res.statusCode, password).toBe(400);
      expect(res.json().status_message, password).toBe('INVALID_PASSWORD');
      const expected = 'errors' in answer ? answer.errors.password : answer.xtra_errors.password[0];
      expect(res.json().errors, password).toEqual({ password: expected });
    }
    expect((await login('reset@example.cm')).statusCode).toBe(200);
  });

  it('refuses weak passwords at password change, and keeps the old one', async () => {
    for (const [password, answer] of Object.entries(weak)) {
      const res = await put('password', { current_password: goodPassword, new_password: password });
      expect(res.statusCode, password).toBe(400);
      const expected = 'errors' in answer ? answer.errors.password : answer.xtra_errors.password[0];
      expect(res.json().errors, password).toEqual({ new_password: expected });
    }
    expect((await login('rules@example.cm')).statusCode).toBe(200);
  });

  it('refuses control and direction characters in every name, and keeps the names', async () => {
    expect((await put('player_name', { player_name: 'Lion 🦁' })).statusCode).toBe(200);
    expect((await put('first_name', { first_name: 'Awa' })).statusCode).toBe(200);
    expect((await put('last_name', { last_name: 'Ndiaye' })).statusCode).toBe(200);
    const names = {
      player_name: ['Jo\u0000jo', 'Admin\u202enimdA', 'Lion\u2066237'],
      first_name: ['A\u0007wa', 'Awa\u200f', 'A\u0085wa'],
      last_name: ['Ndi\u001baye', 'Ndiaye\u202a', '\u200bNdiaye'],
    };
    for (const [field, values] of Object.entries(names)) {
      for (const value of values) {
        const res = await put(field, { [field]: value });
        expect(res.statusCode, value).toBe(400);
        expect(res.json(), value).toEqual({
          status_message: 'BAD',
          errors: { [field]: 'validation.name_invalid' },
        });
      }
    }
    expect(await me()).toMatchObject({
      player_name: 'Lion 🦁',
      first_name: 'Awa',
      last_name: 'Ndiaye',
    });
  });

  it('keeps the 18+ rule of sign-up on a birthday change, with its answer', async () => {
    const today = new Date();
    const minor = {
      day: today.getDate(),
      month: today.getMonth() + 1,
      year: today.getFullYear() - 17,
    };
    const atSignUp = await signUp(t.app, 'young@example.cm', { birthday: minor });
    const change = await put('birthday', {
      birthday: `${minor.day}-${minor.month}-${minor.year}`,
    });
    expect(change.statusCode).toBe(400);
    expect(change.json()).toEqual({
      status_message: 'NOT_ALLOWED',
      errors: { birthday: 'validation.min_age' },
    });
    expect(change.json()).toEqual(atSignUp.json());
    expect((await me()).birthday).toEqual({ day: 12, month: 3, year: 1995 });
    const adult = await put('birthday', {
      birthday: `${minor.day}-${minor.month}-${minor.year - 1}`,
    });
    expect(adult.statusCode).toBe(200);
  });

  it('reads phone numbers as people write them, at sign-up and log-in', async () => {
    const res = await signUp(t.app, '+237 699 20 32 57');
    expect(res.json()).toMatchObject({ status_message: 'OK', username: '699203257' });
    const verified = await verify(t.app, '699.20.32.57', await lastCode(t.app, '699203257'));
    expect(verified.statusCode).toBe(200);
    for (const written of [
      '+237 699 20 32 57',
      '699.20.32.57',
      '699-20-32-57',
      '00237 699 20 32 57',
      '(237) 699-203-257',
    ]) {
      expect((await login(written)).statusCode, written).toBe(200);
    }
    const again = await signUp(t.app, '699-20-32-57');
    expect(again.json().xtra_errors).toEqual({ username: ['validation.account_exists'] });
  });
});
