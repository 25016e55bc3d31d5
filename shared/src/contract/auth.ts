/**
 * Accounts and sessions as they travel (player spec sections 3 and 7, "Auth
 * and session" and the settings calls): tokens, sign-up and its verification,
 * the password reset, the app shell's details and what PUT /api/me/ answers.
 * The bodies' rules are the shared form rules (validation/auth.ts and
 * settings.ts); these shapes say what travels.
 */
import { type Static, Type } from 'typebox';
import { CODE_NOT_REQUIRED } from '../constants/auth';
import { COUNTRY } from '../constants/business';
import { GENDERS, LANGUAGES } from '../types/enums';
import { Count, MAX_ID, Nullable, NullableMediaUrl, NullableString } from './common';
import { Birthday, OwnProfile } from './profile';

const Username = Type.String({
  description: 'an e-mail address or a phone number (+237 optional)',
});

export const AuthTokens = Type.Object({ access: Type.String(), refresh: Type.String() });
export type AuthTokens = Static<typeof AuthTokens>;

/** POST /api/token/ */
export const Credentials = Type.Object({ username: Username, password: Type.String() });
export type Credentials = Static<typeof Credentials>;

/** POST /api/token/refresh/ */
export const TokenRefresh = Type.Object({ refresh: Type.String() });
export type TokenRefresh = Static<typeof TokenRefresh>;

/** GET /api/check-user/{username}/: whether a verified account uses the identifier. */
export const AccountExists = Type.Object({
  status_message: Type.Literal('OK'),
  exists: Type.Boolean(),
});
export type AccountExists = Static<typeof AccountExists>;

/** POST /api/signup/ */
export const Registration = Type.Object({
  username: Username,
  password: Type.String(),
  gender: Type.Enum(GENDERS),
  language: Type.Enum(LANGUAGES),
  country: Count(1, MAX_ID, { description: `${COUNTRY.id} (Cameroon, the only country)` }),
  /** the server requires it: players are adults */
  birthday: Type.Optional(Birthday),
});
export type Registration = Static<typeof Registration>;

export const Registered = Type.Object({
  status_message: Type.Literal('OK'),
  /** the identifier as stored: phone numbers in their national form */
  username: Type.String(),
  /** false when the settings let sign-ups in without a code */
  code_required: Type.Boolean(),
});
export type Registered = Static<typeof Registered>;

/** POST /api/signup/verification/ */
export const Verification = Type.Object({
  code: Type.String({
    description: `the 6 digits received, or "${CODE_NOT_REQUIRED}" when sign-up answered code_required false`,
  }),
  password: Type.Optional(
    Type.String({
      description:
        'the password typed at sign-up: with a right code it becomes the password, whatever another sign-up of the same identifier chose',
    }),
  ),
});
export type Verification = Static<typeof Verification>;

export const Verified = Type.Object({
  status_message: Type.Literal('OK'),
  authTokens: AuthTokens,
  username: Type.String(),
  code_required: Type.Boolean(),
});
export type Verified = Static<typeof Verified>;

/** The tries a one-time code has had, and how many it allows. */
const Attempts = {
  number_of_tries: Type.Integer(),
  max_number_of_tries: Type.Integer(),
};

/** POST /api/signup/resend-verification-code/ */
export const CodeResent = Type.Object({
  status_message: Type.Literal('OK'),
  code_required: Type.Boolean(),
  ...Attempts,
});
export type CodeResent = Static<typeof CodeResent>;

/** POST /api/forgot-password/?step=validation */
export const ResetCode = Type.Object({ code: Type.String() });
export type ResetCode = Static<typeof ResetCode>;

export const ResetCodeChecked = Type.Object({
  status_message: Type.Literal('OK'),
  /** opens the second step for 10 minutes */
  transaction_code: Type.String(),
});
export type ResetCodeChecked = Static<typeof ResetCodeChecked>;

/** POST /api/forgot-password/?step=password_reset */
export const NewPassword = Type.Object({ password: Type.String() });
export type NewPassword = Static<typeof NewPassword>;

export const PasswordReset = Type.Object({
  status_message: Type.Literal('OK'),
  authTokens: AuthTokens,
});
export type PasswordReset = Static<typeof PasswordReset>;

/** The connected user's header data, stored under `userDetails`. */
export const UserDetails = Type.Object({
  id: Type.Integer(),
  player_name: NullableString,
  profile_pic: NullableMediaUrl,
  my_credits: Type.Integer(),
  number_of_credits: Type.Integer(),
  /** FCFA won and not yet cashed out */
  gains: Type.Integer(),
  language: Type.Enum(LANGUAGES),
  /** a manager browsing the back office; always false for a player */
  on_manager_mode: Type.Boolean(),
  is_primary_connexion: Type.Boolean(),
  is_dark_theme: Type.Boolean(),
  /** the play screen's sounds: on unless the player turned them off in the settings */
  sound: Type.Boolean(),
  /** the spec's free-credits flag: welcome credits received and not acknowledged yet */
  is_primary_has_free_credits: Type.Boolean(),
  /** spelt as the spec spells it */
  number_of_free_credits_recieved: Type.Integer(),
  /** a manager flagged admin, who may open the back office */
  is_admin: Type.Boolean(),
});
export type UserDetails = Static<typeof UserDetails>;

/** Stored under `managerDetails`; null for players who are not managers. */
export const ManagerDetails = Type.Object({
  is_supermanager: Type.Boolean(),
  is_gamesmanager: Type.Boolean(),
  /** not listed by the back-office spec, which has the role; sent for completeness */
  is_paymentsmanager: Type.Boolean(),
  is_admin: Type.Boolean(),
  params: Type.Object({ questions_size: Type.Integer() }),
});
export type ManagerDetails = Static<typeof ManagerDetails>;

/** GET /api/me/details/ */
export const MeDetails = Type.Object({
  details: Type.Object({
    user_details: UserDetails,
    manager_details: Nullable(ManagerDetails),
  }),
});
export type MeDetails = Static<typeof MeDetails>;

/**
 * PUT /api/me/?index=…: the body of the edit the index names, checked by that
 * index's shared rule; only its own fields are read. Switches, free_credits,
 * primary_connexion and remove_profile_pic take an empty body.
 */
export const MeEdit = Type.Object({
  player_name: Type.Optional(Type.String()),
  first_name: Type.Optional(Type.String()),
  last_name: Type.Optional(Type.String()),
  /** index email: the new e-mail address, confirmed by the code sent to it */
  email: Type.Optional(Type.String()),
  /** index email_phone_number: the new e-mail address or phone number */
  email_phone_number: Type.Optional(Type.String()),
  /** index email_phone_number_validation: the code sent to the new contact */
  code: Type.Optional(Type.String()),
  gender: Type.Optional(Type.Enum(GENDERS)),
  country: Type.Optional(Count(1)),
  language: Type.Optional(Type.Enum(LANGUAGES)),
  current_password: Type.Optional(Type.String()),
  new_password: Type.Optional(Type.String()),
  birthday: Type.Optional(Type.String({ description: 'day-month-year, e.g. 15-6-1990' })),
  /** a switch's new value; the switch flips when it is left out */
  value: Type.Optional(Type.Boolean()),
});
export type MeEdit = Static<typeof MeEdit>;

/** PUT /api/me/?index=profile_picture, as multipart/form-data. */
export const PictureUpload = Type.Object({
  profile_pic: Type.String({
    contentMediaType: 'application/octet-stream',
    description: 'a png or jpeg file of 5 MB at most, stored resized as WebP',
  }),
});

/**
 * What PUT /api/me/ answers: my profile as it now is, and what the edit adds:
 * a switch its new value under its own name (with the index), a new contact
 * the code sent to it.
 */
export const MeUpdated = Type.Object({
  status_message: Type.Literal('OK'),
  profile: OwnProfile,
  index: Type.Optional(Type.String()),
  is_dark_theme: Type.Optional(Type.Boolean()),
  push_notifications: Type.Optional(Type.Boolean()),
  sound: Type.Optional(Type.Boolean()),
  vibration: Type.Optional(Type.Boolean()),
  on_manager_mode: Type.Optional(Type.Boolean()),
  /** a new contact: the code was sent to it, as at sign-up */
  code_required: Type.Optional(Type.Boolean()),
  username: Type.Optional(Type.String()),
  number_of_tries: Type.Optional(Type.Integer()),
  max_number_of_tries: Type.Optional(Type.Integer()),
});
export type MeUpdated = Static<typeof MeUpdated>;
