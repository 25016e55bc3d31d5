import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../constants/ui';
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

  it.each([
    'Jo\u0000jo',
    'Jo\u0007jo',
    'Jo\njo',
    'Jo\tjo',
    'Jo\u007fjo',
    'Jo\u0085jo',
    'Jo\u009fjo',
    'Jo\u200ejo',
    'Jo\u200fjo',
    'Jo\u202ejo',
    'Jo\u202ajo',
    'Jo\u2066jo',
    'Jo\u2069jo',
    'Jo\u061cjo',
    'Jo\u200bjo',
    'Jo\ufeffjo',
    'Jo\u2028jo',
    'Jo\ud800jo',
  ])('refuse control and direction characters: %j', (name) => {
    expect(validate(playerNameSchema, { player_name: name })).toEqual({
      ok: false,
      errors: { player_name: M.name_invalid },
    });
    expect(validate(firstNameSchema, { first_name: name })).toEqual({
      ok: false,
      errors: { first_name: M.name_invalid },
    });
    expect(validate(lastNameSchema, { last_name: name })).toEqual({
      ok: false,
      errors: { last_name: M.name_invalid },
    });
  });

  it.each([
    'Hélène Mbarga',
    "N'Golo",
    'Ébène-Ève',
    'Zoë',
    'أمينة',
    '李华',
    'Lion 🦁',
    '👩\u200d💻 Awa',
  ])('keep letters of every script, emoji and joiners: %j', (name) => {
    expect(validate(playerNameSchema, { player_name: name }).ok).toBe(true);
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

  it('refuses a blank or one-character new password', () => {
    expect(
      validate(passwordChangeSchema, { current_password: 'old', new_password: 'aaaaaaaa' }),
    ).toEqual({ ok: false, errors: { new_password: M.password_repeated } });
    expect(
      validate(passwordChangeSchema, { current_password: 'old', new_password: ' '.repeat(8) }),
    ).toEqual({ ok: false, errors: { new_password: M.password_blank } });
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

  it('keeps the 18+ rule of sign-up, with the same message', () => {
    const today = new Date();
    const dayMonth = `${today.getDate()}-${today.getMonth() + 1}`;
    expect(
      validate(birthdayStringSchema, { birthday: `${dayMonth}-${today.getFullYear() - 17}` }),
    ).toEqual({ ok: false, errors: { birthday: M.min_age } });
    expect(validate(birthdayStringSchema, { birthday: `1-1-${today.getFullYear()}` })).toEqual({
      ok: false,
      errors: { birthday: M.min_age },
    });
    expect(
      validate(birthdayStringSchema, { birthday: `${dayMonth}-${today.getFullYear() - 18}` }).ok,
    ).toBe(true);
  });
});

describe('account deletion and profile picture', () => {
  it('deletion needs a password', () => {
    expect(validate(accountDeletionSchema, { password: '' })).toEqual({
      ok: false,
      errors: { password: M.required },
    });
  });

  it('picture must be png, jpg or jpeg, of 5 MB at most', () => {
    expect(validate(profilePictureSchema, { mime: 'image/jpeg', size: 1000 }).ok).toBe(true);
    expect(validate(profilePictureSchema, { mime: 'image/webp', size: 1000 })).toEqual({
      ok: false,
      errors: { mime: M.image_mime_invalid },
    });
    expect(validate(profilePictureSchema, { mime: 'image/png', size: MAX_UPLOAD_BYTES })).toEqual({
      ok: true,
      value: { mime: 'image/png', size: MAX_UPLOAD_BYTES },
    });
    expect(
      validate(profilePictureSchema, { mime: 'image/png', size: MAX_UPLOAD_BYTES + 1 }),
    ).toEqual({
      ok: false,
      errors: { size: M.too_large },
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
