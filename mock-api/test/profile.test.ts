import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, goodPassword, lastCode, newPlayer, signUp } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/app';
import { multipartFile } from './helpers/multipart';

describe('profile and settings', () => {
  let t: TestApp;
  let access: string;
  beforeAll(async () => {
    t = await buildTestApp();
    ({ access } = await newPlayer(t.app, 'me@example.cm'));
    await newPlayer(t.app, 'other@example.cm');
  });
  afterAll(() => t.close());

  const put = (index: string, payload?: unknown, token = access) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/me/?index=${encodeURIComponent(index)}&field=profile`,
      headers: bearer(token),
      payload: payload as object,
    });
  const me = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/me/', headers: bearer(access) })).json();

  it('needs a signed-in player', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/me/' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/me/details/' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: '/api/me/?index=sound' })).statusCode).toBe(
      401,
    );
  });

  it('shows the shell details: credits, gains, flags, no manager part for a player', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/me/details/',
      headers: bearer(access),
    });
    expect(res.statusCode).toBe(200);
    const { user_details, manager_details } = res.json().details;
    expect(user_details).toMatchObject({
      number_of_credits: 3,
      my_credits: 3,
      gains: 0,
      on_manager_mode: false,
      is_admin: false,
      is_primary_has_free_credits: true,
    });
    expect(manager_details).toBeNull();
  });

  it('shows my own profile unmasked', async () => {
    const profile = await me();
    expect(profile).toMatchObject({
      email: 'me@example.cm',
      email_phone_number: 'me@example.cm',
      birthday: { day: 12, month: 3, year: 1995 },
    });
    expect(profile.country).toEqual({
      name_en: 'Cameroon',
      name_fr: 'Cameroun',
      country_code: '+237',
    });
    expect(profile.stats).toEqual({
      nbr_plays: 0,
      nbr_solos: 0,
      nbr_challenges: 0,
      nbr_wins: 0,
      nbr_solos_won: 0,
      nbr_chall_won: 0,
    });
    expect(JSON.stringify(profile)).not.toContain('argon2');
  });

  it('edits names, gender, language and birthday, flagging invalid fields', async () => {
    expect((await put('player_name', { player_name: 'Lion237' })).statusCode).toBe(200);
    expect((await put('first_name', { first_name: 'Awa' })).statusCode).toBe(200);
    expect((await put('last_name', { last_name: 'Ndiaye' })).statusCode).toBe(200);
    expect((await put('gender', { gender: 'male' })).statusCode).toBe(200);
    expect((await put('language', { language: 'en' })).statusCode).toBe(200);
    const birthday = await put('birthday', { birthday: '15-6-1990' });
    expect(birthday.json().profile).toMatchObject({
      player_name: 'Lion237',
      first_name: 'Awa',
      last_name: 'Ndiaye',
      gender: 'male',
      language: 'en',
      birthday: { day: 15, month: 6, year: 1990 },
    });

    expect((await put('player_name', { player_name: '' })).json()).toEqual({
      status_message: 'BAD',
      errors: { player_name: 'validation.required' },
    });
    expect((await put('gender', { gender: 'other' })).json().errors).toEqual({
      gender: 'validation.gender_invalid',
    });
    expect((await put('country', { country: 2 })).json().errors).toEqual({
      country: 'validation.country_invalid',
    });
    expect((await put('birthday', { birthday: '31-2-1990' })).json().errors).toEqual({
      birthday: 'validation.date_invalid',
    });
    expect((await put('no_such_index', {})).json().errors).toEqual({
      index: 'validation.value_invalid',
    });
    expect((await me()).birthday).toEqual({ day: 15, month: 6, year: 1990 });
  });

  it('checks every body against the fields of the edits, each refused with its own message', async () => {
    const before = await me();
    // A number as text, a switch's value that is no boolean, junk in a free text, a list for a name.
    expect((await put('country', { country: '1' })).json()).toEqual({
      status_message: 'BAD',
      errors: { country: 'validation.integer_invalid' },
    });
    expect((await put('sound', { value: [true] })).json()).toEqual({
      status_message: 'BAD',
      errors: { value: 'validation.value_invalid' },
    });
    expect((await put('birthday', { birthday: '1\u0000-6-1990' })).json()).toMatchObject({
      status_message: 'BAD',
      errors: { birthday: expect.stringMatching(/^validation\./) },
    });
    const list = await put('first_name', { first_name: ['Awa', 'Awa'] });
    expect(list.statusCode).toBe(400);
    expect(list.json().errors).toHaveProperty('first_name');
    // A field of another edit sent along is checked too, and nothing changes.
    const extra = await put('first_name', { first_name: 'Awa', country: 'Cameroun' });
    expect(extra.json().errors).toEqual({ country: expect.stringMatching(/^validation\./) });
    expect(await me()).toEqual(before);
  });

  it('keeps player names unique whatever the case', async () => {
    const [, other] = await Promise.all([
      put('player_name', { player_name: 'Unique1' }),
      newPlayer(t.app, 'third@example.cm'),
    ]);
    const res = await put('player_name', { player_name: 'unique1' }, other.access);
    expect(res.json()).toEqual({
      status_message: 'BAD',
      errors: { player_name: 'validation.player_name_taken' },
    });
  });

  it('flips switches, or sets them to a given value', async () => {
    expect((await put('theme')).json().is_dark_theme).toBe(true);
    expect((await put('switch theme')).json().is_dark_theme).toBe(false);
    expect((await put('sound', { value: false })).json().sound).toBe(false);
    expect((await put('sound', { value: false })).json().sound).toBe(false);
    expect((await put('notifications')).json().push_notifications).toBe(false);
    expect((await put('vibration')).json().vibration).toBe(false);
    expect(await me()).toMatchObject({
      sound: false,
      push_notifications: false,
      vibration: false,
      is_dark_theme: false,
    });
    // The user details the apps keep say it too: the play screen stays silent.
    const details = await t.app.inject({
      method: 'GET',
      url: '/api/me/details/',
      headers: bearer(access),
    });
    expect(details.json().details.user_details).toMatchObject({
      sound: false,
      is_dark_theme: false,
    });
  });

  it('lets only managers switch to admin mode', async () => {
    expect((await put('switch navigation mode')).statusCode).toBe(403);
    const user = await t.app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'me@example.cm')
      .executeTakeFirstOrThrow();
    await t.app.db
      .insertInto('managers')
      .values({ user_id: user.id, role: 'gamesmanager' })
      .execute();
    try {
      expect((await put('switch navigation mode')).json().on_manager_mode).toBe(true);
      const details = await t.app.inject({
        method: 'GET',
        url: '/api/me/details/',
        headers: bearer(access),
      });
      expect(details.json().details.user_details.on_manager_mode).toBe(true);
      expect(details.json().details.manager_details).toMatchObject({
        is_gamesmanager: true,
        is_supermanager: false,
        params: { questions_size: 30 },
      });
    } finally {
      await t.app.db.deleteFrom('managers').where('user_id', '=', user.id).execute();
    }
  });

  it('keeps a manager not flagged admin out of the admin mode, as the back office does', async () => {
    const mode = () =>
      t.app.db
        .selectFrom('users')
        .select(['id', 'on_manager_mode'])
        .where('email', '=', 'me@example.cm')
        .executeTakeFirstOrThrow();
    const before = await mode();
    await t.app.db
      .insertInto('managers')
      .values({ user_id: before.id, role: 'supermanager', is_admin: 0 })
      .execute();
    try {
      const res = await put('switch navigation mode');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ status_message: 'NOT_ALLOWED' });
      expect((await mode()).on_manager_mode).toBe(before.on_manager_mode);
    } finally {
      await t.app.db.deleteFrom('managers').where('user_id', '=', before.id).execute();
    }
  });

  it('clears the free-credits notice and the first-connection flag', async () => {
    await put('free_credits');
    await put('primary_connexion');
    expect(await me()).toMatchObject({ free_credits: false, primary_connexion: false });
  });

  it('changes the password only with the current one', async () => {
    const wrong = await put('password', {
      current_password: 'nope-nope-nope',
      new_password: 'Brand-new-2026',
    });
    expect(wrong.json()).toMatchObject({
      status_message: 'INVALID_CURRENT_PASSWORD',
      errors: { current_password: 'status.INVALID_CURRENT_PASSWORD' },
    });
    expect(
      (await put('password', { current_password: goodPassword, new_password: '12345678' })).json()
        .status_message,
    ).toBe('INVALID_PASSWORD');
    expect(
      (await put('password', { current_password: goodPassword, new_password: 'Brand-new-2026' }))
        .statusCode,
    ).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/token/',
      payload: { username: 'me@example.cm', password: 'Brand-new-2026' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('moves the account to a new phone only once its code comes back', async () => {
    const taken = await put('email_phone_number', { email_phone_number: 'other@example.cm' });
    expect(taken.json()).toEqual({
      status_message: 'BAD',
      errors: { email_phone_number: 'validation.account_exists' },
    });

    const asked = await put('email_phone_number', { email_phone_number: '+237 655 44 33 22' });
    expect(asked.json()).toMatchObject({
      status_message: 'OK',
      code_required: true,
      username: '655443322',
    });
    expect((await me()).email).toBe('me@example.cm');
    expect(
      (await put('email_phone_number_validation', { code: '000000' })).json().status_message,
    ).toBe('INVALID_CODE');
    const done = await put('email_phone_number_validation', {
      code: await lastCode(t.app, '655443322'),
    });
    expect(done.statusCode).toBe(200);
    expect((await me()).phone_number).toBe('655443322');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/token/',
      payload: { username: '655443322', password: 'Brand-new-2026' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('stores an uploaded picture resized, checked by its content', async () => {
    const png = await sharp({
      create: { width: 900, height: 600, channels: 3, background: '#0b7a3e' },
    })
      .png()
      .toBuffer();
    const upload = multipartFile('profile_pic', 'me.png', 'image/png', png);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/me/?index=profile_picture&field=profile',
      headers: { ...bearer(access), ...upload.headers },
      payload: upload.payload,
    });
    expect(res.statusCode).toBe(200);
    const url: string = res.json().profile.profile_pic;
    expect(url).toMatch(/^\/media\/profiles\/[0-9a-f-]{36}\.webp$/);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 256, height: 256 });

    const remove = await t.app.inject({
      method: 'DELETE',
      url: '/api/me/?index=remove_profile_pic',
      headers: bearer(access),
    });
    expect(remove.statusCode).toBe(200);
    expect((await me()).profile_pic).toBeNull();
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('refuses a file that is not a png or jpeg, whatever its name says', async () => {
    const fake = multipartFile(
      'profile_pic',
      'evil.png',
      'image/png',
      Buffer.from('<script>alert(1)</script>'),
    );
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/me/?index=profile_picture',
      headers: { ...bearer(access), ...fake.headers },
      payload: fake.payload,
    });
    expect(res.json()).toEqual({
      status_message: 'BAD',
      errors: { profile_pic: 'validation.image_mime_invalid' },
    });
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    const asGif = multipartFile('profile_pic', 'a.gif', 'image/gif', gif);
    const gifRes = await t.app.inject({
      method: 'PUT',
      url: '/api/me/?index=profile_picture',
      headers: { ...bearer(access), ...asGif.headers },
      payload: asGif.payload,
    });
    expect(gifRes.json().errors).toEqual({ profile_pic: 'validation.image_mime_invalid' });
    const none = await t.app.inject({
      method: 'PUT',
      url: '/api/me/?index=profile_picture',
      headers: bearer(access),
      payload: {},
    });
    expect(none.json().errors).toEqual({ profile_pic: 'validation.required' });
  });

  it('refuses an oversized upload as a client error', async () => {
    const big = multipartFile(
      'profile_pic',
      'big.png',
      'image/png',
      Buffer.alloc(6 * 1024 * 1024, 1),
    );
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/me/?index=profile_picture',
      headers: { ...bearer(access), ...big.headers },
      payload: big.payload,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().status_message).toBe('BAD');
  });

  it('deletes the account only with the password, then frees its contact', async () => {
    const { access: doomed } = await newPlayer(t.app, 'leaving@example.cm');
    const wrong = await t.app.inject({
      method: 'DELETE',
      url: '/api/me/delete/?password=wrong-wrong',
      headers: bearer(doomed),
    });
    expect(wrong.json().status_message).toBe('INVALID_PASSWORD');
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/check-authentication/',
          headers: bearer(doomed),
        })
      ).statusCode,
    ).toBe(200);

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/me/delete/?password=${encodeURIComponent(goodPassword)}`,
      headers: bearer(doomed),
    });
    expect(res.statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/check-authentication/',
          headers: bearer(doomed),
        })
      ).statusCode,
    ).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/token/',
      payload: { username: 'leaving@example.cm', password: goodPassword },
    });
    expect(login.json().status_message).toBe('INVALID_EMAIL_PHONE_NUMBER');
    expect((await signUp(t.app, 'leaving@example.cm')).statusCode).toBe(201);
  });
});

describe('password change and contact-change codes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const put = (access: string, index: string, payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/me/?index=${index}`,
      headers: bearer(access),
      payload,
    });
  const check = (access: string) =>
    t.app.inject({ method: 'GET', url: '/api/check-authentication/', headers: bearer(access) });
  const refresh = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: token } });

  it('a new password closes every other login and keeps this one', async () => {
    const here = await newPlayer(t.app, 'two-phones@example.cm');
    const elsewhere = (
      await t.app.inject({
        method: 'POST',
        url: '/api/token/',
        payload: { username: 'two-phones@example.cm', password: goodPassword },
      })
    ).json();
    const changed = await put(here.access, 'password', {
      current_password: goodPassword,
      new_password: 'Brand-new-2026',
    });
    expect(changed.statusCode).toBe(200);

    expect((await check(elsewhere.access)).statusCode).toBe(401);
    expect((await refresh(elsewhere.refresh)).statusCode).toBe(401);
    expect((await check(here.access)).statusCode).toBe(200);
    const renewed = await refresh(here.refresh);
    expect(renewed.statusCode).toBe(200);
    expect((await check(renewed.json().access)).statusCode).toBe(200);
  });

  it('a refused password change closes nothing', async () => {
    const here = await newPlayer(t.app, 'typo@example.cm');
    const elsewhere = (
      await t.app.inject({
        method: 'POST',
        url: '/api/token/',
        payload: { username: 'typo@example.cm', password: goodPassword },
      })
    ).json();
    const wrong = await put(here.access, 'password', {
      current_password: 'not-the-password',
      new_password: 'Brand-new-2026',
    });
    expect(wrong.statusCode).toBe(400);
    expect((await check(elsewhere.access)).statusCode).toBe(200);
  });

  it('sends a few codes to new contacts, then answers 429 and sends nothing', async () => {
    const { access } = await newPlayer(t.app, 'spammer@example.cm');
    const phones = ['677100001', '677100002', '677100003', '677100004', '677100005'];
    for (const phone of phones) {
      expect(
        (await put(access, 'email_phone_number', { email_phone_number: phone })).statusCode,
      ).toBe(200);
    }
    // The e-mail variant shares the budget.
    const limited = await put(access, 'email', { email: 'victim-inbox@example.cm' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      status_message: 'TOO_MANY_REQUESTS',
      retry_after: Number(limited.headers['retry-after']),
    });
    const again = await put(access, 'email_phone_number', { email_phone_number: '677100006' });
    expect(again.statusCode).toBe(429);
    for (const recipient of ['victim-inbox@example.cm', '677100006']) {
      const outbox = await t.app.inject({
        method: 'GET',
        url: `/api/dev/outbox/?recipient=${recipient}`,
      });
      expect(outbox.json().messages, recipient).toEqual([]);
    }
  });

  it('limits code checks, and a code stops working after too many wrong tries', async () => {
    const { access } = await newPlayer(t.app, 'guesser@example.cm');
    await put(access, 'email_phone_number', { email_phone_number: '699100001' });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push(
        (await put(access, 'email_phone_number_validation', { code: '000000' })).statusCode,
      );
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400]);
    // Tries used up: even the right code no longer moves the account.
    const right = await lastCode(t.app, '699100001');
    const late = await put(access, 'email_phone_number_validation', { code: right });
    expect(late.json().status_message).toBe('INVALID_CODE');
    expect(late.json().number_of_tries).toBe(5);
    const profile = await t.app.inject({ method: 'GET', url: '/api/me/', headers: bearer(access) });
    expect(profile.json().phone_number).toBeNull();

    for (let i = 0; i < 4; i += 1) {
      expect(
        (await put(access, 'email_phone_number_validation', { code: '000000' })).statusCode,
      ).toBe(400);
    }
    expect((await put(access, 'email_phone_number_validation', { code: right })).statusCode).toBe(
      429,
    );
  });
});
