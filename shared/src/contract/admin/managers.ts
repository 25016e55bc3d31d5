/** Managers management (back-office spec sections 2, 3, 6, 7 "Managers"). */
import { type Static, Type } from 'typebox';
import { ASSIGNABLE_MANAGER_FUNCTIONS } from '../../types/enums';
import { Id, NullableMediaUrl, NullableString } from '../common';

export const ManagerRecord = Type.Object({
  id: Id,
  first_name: Type.String(),
  last_name: Type.String(),
  /** the e-mail, or the phone in its national form (the back office shows it with +237) */
  email_phone_number: Type.String(),
  is_supermanager: Type.Boolean(),
  is_gamesmanager: Type.Boolean(),
  is_paymentsmanager: Type.Boolean(),
});
export type ManagerRecord = Static<typeof ManagerRecord>;

/** GET ?spec=*: every manager flagged admin; the back office splits them by function. */
export const ManagerList = Type.Object({ managers: Type.Array(ManagerRecord) });
export type ManagerList = Static<typeof ManagerList>;

export const ManagersQuery = Type.Object({ spec: Type.Literal('*') });
export const ManagerTargetQuery = Type.Object({ user_id: Id });
export const UserLookupQuery = Type.Object({ email_phone: Type.String({ maxLength: 254 }) });

/** get-user-details: the player about to be made a manager. */
export const UserLookup = Type.Object({
  user_details: Type.Object({
    id: Id,
    first_name: Type.String(),
    last_name: Type.String(),
    email_phone_number: Type.String(),
    player_name: NullableString,
    profile_pic: NullableMediaUrl,
    is_admin: Type.Boolean(),
  }),
});
export type UserLookup = Static<typeof UserLookup>;

export const ManagementFunction = Type.Object({
  management_function: Type.Union(ASSIGNABLE_MANAGER_FUNCTIONS.map((f) => Type.Literal(f))),
});
export type ManagementFunction = Static<typeof ManagementFunction>;

export const ManagerAnswer = Type.Object({
  status_message: Type.Literal('OK'),
  manager: ManagerRecord,
});
export type ManagerAnswer = Static<typeof ManagerAnswer>;
