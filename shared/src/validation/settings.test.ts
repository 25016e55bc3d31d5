import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES as M } from './messages';
import {
  accountDeletionSchema,
  birthdayStringSchema,
  emailPhoneChangeFormSchema,
  emailPhoneChangeSchema,
  firstNameSchema,
  lastNameSchema,
  meUpdateSchemas,
  passwordChangeFormSchema,
  passwordChangeSchema,
  playerNameSchema,
  profilePictureSchema,
} from './settings';
import { validate } from './validate';

describe('names', () => {
  it('are non-empty after trimming and at most 50 characters', () => {
    expect(validate(playerNameSchema, { player_name: '  Jojo ' })).toEqual({
      ok: true,
      value: { player_name: 'Jojo' },
    });
    expect(validate(playerNameSchema, { player_name: '   ' })).toEqual({
      ok: false,
      errors: { player_name: M.required },
    });
    expect(validate(firstNameSchema, { first_name: 'a'.repeat(50) }).ok).toBe(true);
    expect(validate(lastNameSchema, { last_name: 'a'.repeat(51) })).toEqual({
      ok: false,
      errors: { last_name: M.text_too_long },
    });
  });
});

describe('e-mail or phone change', () => {
  it('accepts either kind on the server, the chosen kind in the form', () => {
    expect(validate(emailPhoneChangeSchema, { email_phone_number: 'jean@mail.cm' }).ok).toBe(true);
    expect(
      validate(emailPhoneChangeFormSchema('phone'), { email_phone_number: 'jean@mail.cm' }),
    ).toEqual({
      ok: false,
      errors: { email_phone_number: M.phone_invalid },
    });
  });
});

describe('password change', () => {
  it('needs the current password and a valid new one', () => {
    expect(
      validate(passwordChangeSchema, { current_password: 'old', new_password: 'newsecret' }).ok,
    ).toBe(true);
    expect(validate(passwordChangeSchema, { current_password: '', new_password: 'short' })).toEqual(
      {
        ok: false,
        errors: { current_password: M.required, new_password: M.password_too_short },
      },
    );
  });

  it('needs the confirmation to match the new password in the form', () => {
    const form = {
      current_password: 'old',
      new_password: 'newsecret',
      new_password_confirmation: 'newsecret',
    };
    expect(validate(passwordChangeFormSchema, form).ok).toBe(true);
    expect(
      validate(passwordChangeFormSchema, { ...form, new_password_confirmation: 'newsecreT' }),
    ).toEqual({
      ok: false,
      errors: { new_password_confirmation: M.password_mismatch },
    });
  });
});

describe('birthday string', () => {
  it('accepts a real day-month-year', () => {
    expect(validate(birthdayStringSchema, { birthday: '7-3-1990' }).ok).toBe(true);
    expect(validate(birthdayStringSchema, { birthday: '29-02-2000' }).ok).toBe(true);
  });

  it.each([
    '31-2-1990',
    '1-1-1899',
    '1990-03-07',
    '7/3/1990',
    `1-1-${new Date().getFullYear() + 1}`,
  ])('refuses %j', (birthday) => {
    expect(validate(birthdayStringSchema, { birthday })).toEqual({
      ok: false,
      errors: { birthday: M.date_invalid },
    });
  });
});

describe('account deletion and profile picture', () => {
  it('deletion needs a password', () => {
    expect(validate(accountDeletionSchema, { password: '' })).toEqual({
      ok: false,
      errors: { password: M.required },
    });
  });

  it('picture must be png, jpg or jpeg', () => {
    expect(validate(profilePictureSchema, { mime: 'image/jpeg' }).ok).toBe(true);
    expect(validate(profilePictureSchema, { mime: 'image/webp' })).toEqual({
      ok: false,
      errors: { mime: M.image_mime_invalid },
    });
  });
});

describe('meUpdateSchemas', () => {
  it('maps body-carrying indexes to their schema', () => {
    expect(meUpdateSchemas.player_name).toBe(playerNameSchema);
    expect(meUpdateSchemas.password).toBe(passwordChangeSchema);
    expect(meUpdateSchemas['switch theme']).toBeUndefined();
    const code = meUpdateSchemas.email_phone_number_validation;
    expect(code && validate(code, { code: '12345' })).toEqual({
      ok: false,
      errors: { code: M.code_invalid },
    });
  });
});
