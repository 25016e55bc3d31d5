import { describe, expect, it } from 'vitest';
import { type AnySchema, object } from 'yup';
import { MAX_ID } from '../constants/business';
import {
  adultBirthday,
  birthday,
  email,
  emailOrPhone,
  emailOrPhoneFor,
  enabledPaymentMethod,
  id,
  imageMime,
  password,
  passwordConfirmation,
  paymentMethod,
  phone,
  verificationCode,
} from './fields';
import { VALIDATION_MESSAGES as M } from './messages';
import { isPhone, nationalPhone } from './patterns';
import { validate } from './validate';

/** The message key a field schema reports for `value`, or null when it passes. */
function fieldError(schema: AnySchema, value: unknown): string | null {
  const result = validate(object({ field: schema }), { field: value });
  return result.ok ? null : (result.errors.field ?? Object.values(result.errors)[0] ?? null);
}

describe('email', () => {
  it.each(['jean@mail.cm', 'a.b-c@sub.domain.com', ' jean@mail.cm '])('accepts %j', (value) => {
    expect(fieldError(email, value)).toBeNull();
  });

  it.each([
    'jean',
    'jean@mail',
    'jean@mail.c',
    'je an@mail.cm',
    'jean@mail.c0m',
    'a@b@c.cm',
    '@mail.cm',
  ])('refuses %j', (value) => {
    expect(fieldError(email, value)).toBe(M.email_invalid);
  });

  it('is required', () => {
    expect(fieldError(email, '')).toBe(M.required);
    expect(fieldError(email, undefined)).toBe(M.required);
  });
});

describe('phone', () => {
  it('accepts 6 to 16 digits', () => {
    expect(fieldError(phone, '123456')).toBeNull();
    expect(fieldError(phone, '1234567890123456')).toBeNull();
    expect(fieldError(phone, '677123456')).toBeNull();
  });

  it('refuses 5 or 17 digits and non-digits', () => {
    expect(fieldError(phone, '12345')).toBe(M.phone_invalid);
    expect(fieldError(phone, '12345678901234567')).toBe(M.phone_invalid);
    expect(fieldError(phone, '677 12a 456')).toBe(M.phone_invalid);
    expect(fieldError(phone, '+33 6 12 34 56 78')).toBe(M.phone_invalid);
    expect(fieldError(phone, '+237 699 20 32')).toBe(M.phone_invalid);
    expect(fieldError(phone, '699_20_32_57')).toBe(M.phone_invalid);
  });

  const written = [
    '+237 699 20 32 57',
    '+237699203257',
    '00237 699 20 32 57',
    '237 699 20 32 57',
    '237699203257',
    '699 20 32 57',
    '699.20.32.57',
    '699-20-32-57',
    '(+237) 699-20-32-57',
    '+237\u00a0699\u00a020\u00a032\u00a057',
  ];

  it.each(written)('accepts %j as people write it, read as its national number', (value) => {
    expect(fieldError(phone, value)).toBeNull();
    expect(validate(object({ phone }), { phone: value })).toEqual({
      ok: true,
      value: { phone: '699203257' },
    });
    expect(nationalPhone(value)).toBe('699203257');
    expect(isPhone(value)).toBe(true);
  });

  it.each(written)('reads %j as a phone for log-in and sign-up', (value) => {
    expect(fieldError(emailOrPhone, value)).toBeNull();
    expect(fieldError(emailOrPhoneFor('phone'), value)).toBeNull();
  });
});

describe('emailOrPhone', () => {
  it('passes when either check passes', () => {
    expect(fieldError(emailOrPhone, 'jean@mail.cm')).toBeNull();
    expect(fieldError(emailOrPhone, '677123456')).toBeNull();
    expect(fieldError(emailOrPhone, 'jean')).toBe(M.email_phone_invalid);
    expect(fieldError(emailOrPhone, '1234')).toBe(M.email_phone_invalid);
  });

  it('follows the chosen mode', () => {
    expect(fieldError(emailOrPhoneFor('email'), '677123456')).toBe(M.email_invalid);
    expect(fieldError(emailOrPhoneFor('phone'), 'jean@mail.cm')).toBe(M.phone_invalid);
    expect(fieldError(emailOrPhoneFor('phone'), '677123456')).toBeNull();
  });
});

describe('id', () => {
  it('accepts positive integers up to the largest database id', () => {
    expect(fieldError(id, 1)).toBeNull();
    expect(fieldError(id, MAX_ID)).toBeNull();
  });

  it('refuses what names no row, before any query sees it', () => {
    for (const value of [0, -1, 1.5, MAX_ID + 1, 99_999_999_999]) {
      expect(fieldError(id, value)).toBe(M.id_invalid);
    }
  });
});

describe('password and confirmation', () => {
  it('needs at least 8 characters', () => {
    expect(fieldError(password, '1234567')).toBe(M.password_too_short);
    expect(fieldError(password, '12345678')).toBeNull();
  });

  it('refuses blank passwords and one character repeated', () => {
    expect(fieldError(password, '        ')).toBe(M.password_blank);
    expect(fieldError(password, '\t \n  \u00a0  ')).toBe(M.password_blank);
    expect(fieldError(password, 'aaaaaaaa')).toBe(M.password_repeated);
    expect(fieldError(password, '0000000000')).toBe(M.password_repeated);
    expect(fieldError(password, '😀'.repeat(8))).toBe(M.password_repeated);
    expect(fieldError(password, 'aaaaaaab')).toBeNull();
    expect(fieldError(password, ' Kribi plage ')).toBeNull();
  });

  it('confirmation must equal the password', () => {
    const schema = object({ password, password_confirmation: passwordConfirmation('password') });
    expect(validate(schema, { password: 'secret123', password_confirmation: 'secret123' }).ok).toBe(
      true,
    );
    expect(validate(schema, { password: 'secret123', password_confirmation: 'secret124' })).toEqual(
      {
        ok: false,
        errors: { password_confirmation: M.password_mismatch },
      },
    );
  });
});

describe('verificationCode', () => {
  it('is exactly 6 digits', () => {
    expect(fieldError(verificationCode, '123456')).toBeNull();
    expect(fieldError(verificationCode, 123456)).toBeNull();
    expect(fieldError(verificationCode, '12345')).toBe(M.code_invalid);
    expect(fieldError(verificationCode, '1234567')).toBe(M.code_invalid);
    expect(fieldError(verificationCode, '12a456')).toBe(M.code_invalid);
  });
});

describe('birthday', () => {
  const year = new Date().getFullYear();
  const check = (value: unknown) => validate(object({ birthday }), { birthday: value });

  it('accepts bounds', () => {
    expect(check({ day: 1, month: 1, year: 1900 }).ok).toBe(true);
    expect(check({ day: 31, month: 12, year: 2000 }).ok).toBe(true);
    expect(check({ day: 1, month: 1, year }).ok).toBe(true);
    expect(check({ day: '7', month: '3', year: '1990' }).ok).toBe(true);
  });

  it('refuses each part out of its bounds', () => {
    expect(check({ day: 0, month: 1, year: 1990 })).toEqual({
      ok: false,
      errors: { 'birthday.day': M.day_invalid },
    });
    expect(check({ day: 32, month: 1, year: 1990 })).toEqual({
      ok: false,
      errors: { 'birthday.day': M.day_invalid },
    });
    expect(check({ day: 1, month: 13, year: 1990 })).toEqual({
      ok: false,
      errors: { 'birthday.month': M.month_invalid },
    });
    expect(check({ day: 1, month: 0, year: 1990 })).toEqual({
      ok: false,
      errors: { 'birthday.month': M.month_invalid },
    });
    expect(check({ day: 1, month: 1, year: 1899 })).toEqual({
      ok: false,
      errors: { 'birthday.year': M.year_invalid },
    });
    expect(check({ day: 1, month: 1, year: year + 1 })).toEqual({
      ok: false,
      errors: { 'birthday.year': M.year_invalid },
    });
  });

  it('refuses impossible dates on the day field', () => {
    expect(check({ day: 31, month: 2, year: 1990 })).toEqual({
      ok: false,
      errors: { 'birthday.day': M.date_invalid },
    });
    expect(check({ day: 29, month: 2, year: 1991 })).toEqual({
      ok: false,
      errors: { 'birthday.day': M.date_invalid },
    });
    expect(check({ day: 29, month: 2, year: 1992 }).ok).toBe(true);
  });

  it('adult birthday refuses minors', () => {
    const today = new Date();
    const minor = {
      day: today.getDate(),
      month: today.getMonth() + 1,
      year: today.getFullYear() - 17,
    };
    const adult = { ...minor, year: today.getFullYear() - 18 };
    expect(validate(object({ birthday: adultBirthday }), { birthday: minor })).toEqual({
      ok: false,
      errors: { birthday: M.min_age },
    });
    expect(validate(object({ birthday: adultBirthday }), { birthday: adult }).ok).toBe(true);
  });
});

describe('payment methods and image types', () => {
  it('accepts om, mtn and momo (as mtn)', () => {
    expect(validate(object({ method: paymentMethod }), { method: 'momo' })).toEqual({
      ok: true,
      value: { method: 'mtn' },
    });
    expect(fieldError(paymentMethod, 'om')).toBeNull();
    expect(fieldError(paymentMethod, 'visa')).toBe(M.payment_method_invalid);
  });

  it('only enables Orange Money for payment info', () => {
    expect(fieldError(enabledPaymentMethod, 'om')).toBeNull();
    expect(fieldError(enabledPaymentMethod, 'mtn')).toBe(M.payment_method_unavailable);
  });

  it('accepts png, jpg and jpeg only', () => {
    expect(fieldError(imageMime, 'image/png')).toBeNull();
    expect(fieldError(imageMime, 'image/JPEG')).toBeNull();
    expect(fieldError(imageMime, 'image/jpg')).toBeNull();
    expect(fieldError(imageMime, 'image/gif')).toBe(M.image_mime_invalid);
    expect(fieldError(imageMime, 'image/svg+xml')).toBe(M.image_mime_invalid);
  });
});
