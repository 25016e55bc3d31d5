import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, newPlayer } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/app';

describe('population, terms and help', () => {
  let t: TestApp;
  let access: string;
  beforeAll(async () => {
    t = await buildTestApp({
      env: { ADMIN_PHONES: '670000001,690000002,650000003', ADMIN_EMAIL: 'aide@quiz.cm' },
    });
    ({ access } = await newPlayer(t.app, 'reader@example.cm'));
    await t.app.inject({
      method: 'PUT',
      url: '/api/me/?index=language&field=profile',
      headers: bearer(access),
      payload: { language: 'en' },
    });
  });
  afterAll(() => t.close());

  it('gives visitors texts, lists, contacts and the game settings', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/populate/?lang=fr' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.lang).toBe('fr');
    expect(body.buttons.cancel).toBe('Annuler');
    expect(body.params.countries_with_codes).toEqual([
      { id: 1, name_en: 'Cameroon', name_fr: 'Cameroun', country_code: '+237' },
    ]);
    expect(body.params.genders.map((g: { code: string }) => g.code)).toEqual(['male', 'female']);
    expect(body.constants).toEqual({ currencies: ['FCFA'], country_codes: ['+237'] });
    expect(body).toMatchObject({
      admin_phone1: '670000001',
      admin_phone2: '690000002',
      admin_phone3: '650000003',
      admin_email: 'aide@quiz.cm',
    });
    expect(body.settings).toEqual({ gain_unit: 50, solo_units: 1, solo_win_gain_multiplicator: 2 });
  });

  it('follows the settings table and the player language', async () => {
    await t.app.db
      .updateTable('settings')
      .set({ value: '75' })
      .where('key', '=', 'gain_unit')
      .execute();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/populate/',
      headers: bearer(access),
    });
    expect(res.json().settings.gain_unit).toBe(75);
    expect(res.json().lang).toBe('en');
  });

  it('refuses a bad token with 401', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/populate/',
      headers: bearer('expired.or.forged'),
    });
    expect(res.statusCode).toBe(401);
  });

  it('serves the terms in both languages with the contacts filled in', async () => {
    for (const lang of ['fr', 'en'] as const) {
      const res = await t.app.inject({ method: 'GET', url: `/api/terms-&-conditions/${lang}/` });
      expect(res.statusCode).toBe(200);
      const terms = res.json();
      expect(terms.lang).toBe(lang);
      expect(terms.body.length).toBeGreaterThanOrEqual(10);
      expect(res.body).not.toMatch(/\{admin_(phone|email)/);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/terms-&-conditions/de/' })).statusCode,
    ).toBe(400);
  });

  it('serves the help centre with the five sections and real contacts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/help/en/' });
    expect(res.statusCode).toBe(200);
    expect(res.json().sections).toHaveLength(5);
    expect(res.body).toContain('670000001');
    expect(res.body).toContain('aide@quiz.cm');
  });
});
