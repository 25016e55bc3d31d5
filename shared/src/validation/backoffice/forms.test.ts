import { describe, expect, it } from 'vitest';
import { object } from 'yup';
import { VALIDATION_MESSAGES as M } from '../messages';
import { validate } from '../validate';
import { adPartnerSchema, adSchema, subscriptionSchema } from './ads';
import { badgeTypeSchema, gameIndexSchema, quoteSchema, recordIdSchema } from './catalogue';
import { managementFunctionSchema, managerLookupSchema, statsRangeSchema } from './managers';

describe('gameIndexSchema', () => {
  const index = {
    code: 'sport',
    label_en: 'Sport',
    label_fr: 'Sport',
    cover_description_en: 'All about sport',
    cover_description_fr: 'Tout sur le sport',
  };

  it('requires the five texts', () => {
    expect(validate(gameIndexSchema, index).ok).toBe(true);
    expect(validate(gameIndexSchema, { ...index, code: ' ', cover_description_fr: '' })).toEqual({
      ok: false,
      errors: { code: M.required, cover_description_fr: M.required },
    });
  });
});

describe('badgeTypeSchema', () => {
  const badge = {
    type: 'wins',
    code_en: 'W10',
    code_fr: 'V10',
    title_en: 'Ten wins',
    title_fr: 'Dix victoires',
    description_en: 'Win ten plays',
    description_fr: 'Gagnez dix parties',
    weight: 3,
    color: 'gold',
  };

  it('accepts a full badge; type is optional', () => {
    expect(validate(badgeTypeSchema, badge).ok).toBe(true);
    expect(validate(badgeTypeSchema, { ...badge, type: undefined }).ok).toBe(true);
  });

  it('requires texts, weight and a known colour', () => {
    expect(
      validate(badgeTypeSchema, { ...badge, title_fr: '', weight: '', color: 'platinum' }),
    ).toEqual({
      ok: false,
      errors: { title_fr: M.required, weight: M.number_invalid, color: M.color_invalid },
    });
    expect(validate(badgeTypeSchema, { ...badge, weight: -1 })).toEqual({
      ok: false,
      errors: { weight: M.integer_invalid },
    });
  });

  it('keeps the threshold and the credits given when sent, and checks them', () => {
    const earned = { ...badge, threshold: '10', number_of_units: 2 };
    expect(validate(badgeTypeSchema, earned)).toEqual({
      ok: true,
      value: { ...badge, threshold: 10, number_of_units: 2 },
    });
    expect(validate(badgeTypeSchema, { ...badge, threshold: 0, number_of_units: 1.5 })).toEqual({
      ok: false,
      errors: { threshold: M.positive_required, number_of_units: M.integer_invalid },
    });
  });
});

describe('quoteSchema', () => {
  it('requires author and both texts', () => {
    expect(validate(quoteSchema, { author: 'Mongo Beti', quote_en: 'x', quote_fr: 'y' }).ok).toBe(
      true,
    );
    expect(validate(quoteSchema, { author: '', quote_en: 'x', quote_fr: 'a'.repeat(501) })).toEqual(
      {
        ok: false,
        errors: { author: M.required, quote_fr: M.text_too_long },
      },
    );
  });
});

describe('recordIdSchema', () => {
  it('accepts positive integer ids, also from query strings', () => {
    const check = (id: unknown) => validate(object({ id: recordIdSchema }), { id });
    expect(check('12')).toEqual({ ok: true, value: { id: 12 } });
    expect(check('0')).toEqual({ ok: false, errors: { id: M.id_invalid } });
    expect(check('abc')).toEqual({ ok: false, errors: { id: M.id_invalid } });
  });
});

describe('adPartnerSchema', () => {
  const partner = {
    entreprise_name: 'Brasseries du Cameroun',
    phone_1: '699000000',
    phone_2: '677000000',
    email: 'contact@brasseries.cm',
  };

  it('accepts a partner without rccm', () => {
    expect(validate(adPartnerSchema, partner).ok).toBe(true);
    expect(validate(adPartnerSchema, { ...partner, rccm: null }).ok).toBe(true);
    expect(
      validate(adPartnerSchema, { ...partner, rccm: 'RC/DLA/2020/B/123', is_active: true }).ok,
    ).toBe(true);
  });

  it('checks name, phones and e-mail', () => {
    expect(
      validate(adPartnerSchema, {
        entreprise_name: '',
        phone_1: '12',
        phone_2: 'abc',
        email: 'contact',
      }),
    ).toEqual({
      ok: false,
      errors: {
        entreprise_name: M.required,
        phone_1: M.phone_invalid,
        phone_2: M.phone_invalid,
        email: M.email_invalid,
      },
    });
  });
});

describe('adPartnerSchema is_active', () => {
  it('must be a boolean when sent', () => {
    const partner = {
      entreprise_name: 'ABC SARL',
      phone_1: '699000000',
      phone_2: '677000000',
      email: 'a@b.cm',
    };
    expect(validate(adPartnerSchema, { ...partner, is_active: null })).toEqual({
      ok: false,
      errors: { is_active: M.value_invalid },
    });
  });
});

describe('names in back-office forms', () => {
  it('refuse control and direction characters in company and author names', () => {
    const partner = {
      entreprise_name: 'Brasseries\u202e du Cameroun',
      phone_1: '+237 699 00 00 00',
      phone_2: '677.00.00.00',
      email: 'contact@brasseries.cm',
    };
    expect(validate(adPartnerSchema, partner)).toEqual({
      ok: false,
      errors: { entreprise_name: M.name_invalid },
    });
    expect(
      validate(quoteSchema, { author: 'Mongo\u0000Beti', quote_en: 'x', quote_fr: 'y' }),
    ).toEqual({ ok: false, errors: { author: M.name_invalid } });
  });
});

describe('subscriptionSchema', () => {
  it('needs positive integers and an ad space', () => {
    expect(validate(subscriptionSchema, { amount: '50000', duration_days: 30, type: 2 })).toEqual({
      ok: true,
      value: { amount: 50000, duration_days: 30, type: 2 },
    });
    expect(validate(subscriptionSchema, { amount: 0, duration_days: 1.5, type: 4 })).toEqual({
      ok: false,
      errors: {
        amount: M.positive_required,
        duration_days: M.integer_invalid,
        type: M.ad_space_invalid,
      },
    });
  });
});

describe('adSchema', () => {
  it('accepts no link or an http(s) link', () => {
    expect(validate(adSchema, {}).ok).toBe(true);
    expect(validate(adSchema, { link: '' }).ok).toBe(true);
    expect(validate(adSchema, { link: null }).ok).toBe(true);
    expect(validate(adSchema, { link: 'https://www.brasseries.cm/promo?x=1' }).ok).toBe(true);
  });

  it.each(['brasseries', 'javascript:alert(1)', 'ftp://x.cm', 'https://'])('refuses %j', (link) => {
    expect(validate(adSchema, { link })).toEqual({ ok: false, errors: { link: M.url_invalid } });
  });
});

describe('managers', () => {
  it('looks up by e-mail or phone', () => {
    expect(validate(managerLookupSchema, { email_phone: '677123456' }).ok).toBe(true);
    expect(validate(managerLookupSchema, { email_phone: 'jean' })).toEqual({
      ok: false,
      errors: { email_phone: M.email_phone_invalid },
    });
  });

  it('assigns only supermanager or gamesmanager', () => {
    expect(validate(managementFunctionSchema, { management_function: 'gamesmanager' }).ok).toBe(
      true,
    );
    expect(validate(managementFunctionSchema, { management_function: 'paymentsmanager' })).toEqual({
      ok: false,
      errors: { management_function: M.management_function_invalid },
    });
  });
});

describe('statsRangeSchema', () => {
  const from = { day: 1, month: 1, year: 2024 };
  const to = { day: 31, month: 1, year: 2024 };

  it('accepts an ordered range, including a single day', () => {
    expect(validate(statsRangeSchema, { from, to }).ok).toBe(true);
    expect(validate(statsRangeSchema, { from, to: from }).ok).toBe(true);
  });

  it('refuses a reversed range and impossible dates', () => {
    expect(validate(statsRangeSchema, { from: to, to: from })).toEqual({
      ok: false,
      errors: { to: M.date_range_invalid },
    });
    expect(validate(statsRangeSchema, { from: { day: 30, month: 2, year: 2024 }, to })).toEqual({
      ok: false,
      errors: { 'from.day': M.date_invalid },
    });
  });
});
