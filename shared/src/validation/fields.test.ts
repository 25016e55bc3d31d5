import { describe, expect, it } from 'vitest';
import { type AnySchema, object } from 'yup';
import {
  adultBirthday,
  birthday,
  email,
  emailOrPhone,
  emailOrPhoneFor,
  enabledPaymentMethod,
  imageMime,
  password,
  passwordConfirmation,
  paymentMethod,
  phone,
  verificationCode,
} from './fields';
import { VALIDATION_MESSAGES as M } from './messages';
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
    expect(fieldError(phone, '+237677123456')).toBe(M.phone_invalid);
    expect(fieldError(phone, '677 123 456')).toBe(M.phone_invalid);
    expect(fieldError(phone, '6771234.5')).toBe(M.phone_invalid);
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

describe('password and confirmation', () => {
  it('needs at least 8 characters', () => {
    expect(fieldError(password, '1234567')).toBe(M.password_too_short);
    expect(fieldError(password, '12345678')).toBeNull();
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
