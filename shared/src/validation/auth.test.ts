import { describe, expect, it } from 'vitest';
import {
  forgotPasswordCodeSchema,
  forgotPasswordLinkSchema,
  forgotPasswordResetFormSchema,
  forgotPasswordResetSchema,
  loginSchema,
  registrationFormSchema,
  registrationSchema,
  verificationSchema,
} from './auth';
import { VALIDATION_MESSAGES as M } from './messages';
import { validate } from './validate';

const registration = {
  username: '677123456',
  password: 'secret123',
  gender: 'female',
  language: 'fr',
  country: 1,
};

describe('loginSchema', () => {
  it('accepts an e-mail or phone and any non-empty password', () => {
    expect(validate(loginSchema, { username: 'jean@mail.cm', password: 'x' }).ok).toBe(true);
    expect(validate(loginSchema, { username: '677123456', password: 'short' }).ok).toBe(true);
  });

  it('flags both fields', () => {
    expect(validate(loginSchema, { username: 'jean', password: '' })).toEqual({
      ok: false,
      errors: { username: M.email_phone_invalid, password: M.required },
    });
  });
});

describe('registrationSchema', () => {
  it('accepts the payload and strips unknown keys', () => {
    expect(validate(registrationSchema, { ...registration, is_admin: true })).toEqual({
      ok: true,
      value: registration,
    });
  });

  it('requires country 1, a known gender and language', () => {
    expect(
      validate(registrationSchema, {
        ...registration,
        country: 2,
        gender: 'other',
        language: 'de',
      }),
    ).toEqual({
      ok: false,
      errors: {
        country: M.country_invalid,
        gender: M.gender_invalid,
        language: M.language_invalid,
      },
    });
  });

  it('requires a password of 8 characters', () => {
    expect(validate(registrationSchema, { ...registration, password: 'secret1' })).toEqual({
      ok: false,
      errors: { password: M.password_too_short },
    });
  });

  it('checks an optional birthday for age', () => {
    const year = new Date().getFullYear();
    expect(
      validate(registrationSchema, {
        ...registration,
        birthday: { day: 1, month: 1, year: year - 10 },
      }),
    ).toEqual({
      ok: false,
      errors: { birthday: M.min_age },
    });
    expect(
      validate(registrationSchema, { ...registration, birthday: { day: 1, month: 1, year: 1990 } })
        .ok,
    ).toBe(true);
  });
});

describe('registrationFormSchema', () => {
  const form = { ...registration, password_confirmation: 'secret123' };

  it('checks the identifier against the chosen mode', () => {
    expect(validate(registrationFormSchema('phone'), form).ok).toBe(true);
    expect(validate(registrationFormSchema('email'), form)).toEqual({
      ok: false,
      errors: { username: M.email_invalid },
    });
  });

  it('checks the confirmation', () => {
    expect(
      validate(registrationFormSchema('phone'), { ...form, password_confirmation: 'secret12' }),
    ).toEqual({
      ok: false,
      errors: { password_confirmation: M.password_mismatch },
    });
  });
});

describe('verification and forgot password', () => {
  it('needs a 6-digit code', () => {
    expect(validate(verificationSchema, { code: '123456' }).ok).toBe(true);
    expect(validate(verificationSchema, { code: '12345' })).toEqual({
      ok: false,
      errors: { code: M.code_invalid },
    });
    expect(validate(forgotPasswordCodeSchema, { code: 'abcdef' })).toEqual({
      ok: false,
      errors: { code: M.code_invalid },
    });
  });

  it('needs a valid identifier for the link', () => {
    expect(validate(forgotPasswordLinkSchema, { username: '677123456' }).ok).toBe(true);
    expect(validate(forgotPasswordLinkSchema, { username: '67712' })).toEqual({
      ok: false,
      errors: { username: M.email_phone_invalid },
    });
  });

  it('needs a valid new password, confirmed in the form', () => {
    expect(validate(forgotPasswordResetSchema, { password: 'short' })).toEqual({
      ok: false,
      errors: { password: M.password_too_short },
    });
    expect(
      validate(forgotPasswordResetFormSchema, {
        password: 'longenough',
        password_confirmation: 'longenough',
      }).ok,
    ).toBe(true);
    expect(
      validate(forgotPasswordResetFormSchema, {
        password: 'longenough',
        password_confirmation: '',
      }),
    ).toEqual({
      ok: false,
      errors: { password_confirmation: M.required },
    });
  });
});
