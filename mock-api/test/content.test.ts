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
    expect(body.settings).toEqual({ gain_unit: 50, solo_units: 1, solo_win_gain_multiplicator: 1 });
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

  it('quotes the live prices and rewards in the help centre, in each language', async () => {
    const setSetting = (key: string, value: string) =>
      t.app.db.updateTable('settings').set({ value }).where('key', '=', key).execute();
    await setSetting('gain_unit', '40');
    await setSetting('solo_units', '2');
    await setSetting('unit_price', '1000');
    const text = async (lang: 'en' | 'fr') =>
      (await t.app.inject({ method: 'GET', url: `/api/help/${lang}/` })).body;
    const en = await text('en');
    // A credit at 1 000 FCFA alone, 980 in the premium pack (20 off); a solo costs 2 and pays 40 x 2 x 1.
    expect(en).toContain('A solo play costs 2 credits, and');
    expect(en).toContain('Won? 80 FCFA are added');
    expect(en).toContain('A credit costs 1 000 FCFA alone, down to 980 FCFA in the premium pack');
    expect(en).toContain('Each credit staked adds 40 FCFA to the pot');
    expect(en).toContain('make a pot of 400 FCFA');
    expect(en).toContain('in the example: 480 FCFA');
    expect(en).toContain('the difference, 96 to 96%');
    const fr = await text('fr');
    expect(fr).toContain('Une partie solo coûte 2 crédits');
    expect(fr).toContain("jusqu'à 980 FCFA dans le pack premium");
    // Every placeholder is filled.
    expect(`${en}${fr}`).not.toMatch(/\{[a-z0-9_]+\}/);
  });
});
