/**
 * A player's profile as it travels (GET /api/me/ for one's own, GET
 * /api/user-profile/{id}/ for someone else's) and the pieces it is made of.
 */
import { type Static, Type } from 'typebox';
import { BIRTH_YEAR_MIN } from '../constants/auth';
import { GENDERS, LANGUAGES } from '../types/enums';
import { Badge } from './catalogue';
import { Count, Nullable, NullableMediaUrl, NullableString } from './common';

export const Birthday = Type.Object({
  day: Count(1, 31),
  month: Count(1, 12),
  year: Count(BIRTH_YEAR_MIN, 9999),
});
export type Birthday = Static<typeof Birthday>;

export const Country = Type.Object({
  name_en: Type.String(),
  name_fr: Type.String(),
  /** dialling code, e.g. '+237' */
  country_code: Type.String(),
});
export type Country = Static<typeof Country>;

export const ProfileStats = Type.Object({
  nbr_plays: Type.Integer(),
  nbr_solos: Type.Integer(),
  nbr_challenges: Type.Integer(),
  nbr_wins: Type.Integer(),
  nbr_solos_won: Type.Integer(),
  nbr_chall_won: Type.Integer(),
});
export type ProfileStats = Static<typeof ProfileStats>;

export const Friend = Type.Object({
  id: Type.Integer(),
  player_name: NullableString,
  profile_pic: NullableMediaUrl,
  /** shown to friends only */
  phone_number: NullableString,
});
export type Friend = Static<typeof Friend>;

export const FriendRequest = Type.Object({
  id: Type.Integer(),
  sender: Friend,
  receiver: Friend,
});
export type FriendRequest = Static<typeof FriendRequest>;

export const Profile = Type.Object({
  id: Type.Integer(),
  first_name: Type.String(),
  last_name: Type.String(),
  player_name: NullableString,
  /** the owner's and friends' only; null for others */
  email: NullableString,
  phone_number: NullableString,
  /** masked unless it is the viewer's own profile or a friend's */
  email_phone_number: Type.String(),
  birthday: Nullable(Birthday),
  gender: Type.Unsafe<(typeof GENDERS)[number] | null>({
    type: ['string', 'null'],
    enum: [...GENDERS, null],
  }),
  country: Country,
  language: Type.Enum(LANGUAGES),
  profile_pic: NullableMediaUrl,
  sound: Type.Boolean(),
  push_notifications: Type.Boolean(),
  is_dark_theme: Type.Boolean(),
  badges: Type.Array(Badge),
  number_of_wins: Type.Integer(),
  number_of_badges: Type.Integer(),
  stats: ProfileStats,
  is_friend: Type.Boolean(),
  /** the pending friend request the viewer sent to this player, if any */
  st_request: Nullable(FriendRequest),
  /** the pending friend request the viewer received from this player, if any */
  rc_request: Nullable(FriendRequest),
  free_credits: Type.Boolean(),
  primary_connexion: Type.Boolean(),
});
export type Profile = Static<typeof Profile>;

/**
 * One's own profile (GET /api/me/ and PUT /api/me/'s answer): the profile,
 * contact unmasked, with the owner's vibration switch and the spec's password
 * placeholder (never the password itself).
 */
export const OwnProfile = Type.Object({
  ...Profile.properties,
  password: Type.String(),
  vibration: Type.Boolean(),
});
export type OwnProfile = Static<typeof OwnProfile>;
