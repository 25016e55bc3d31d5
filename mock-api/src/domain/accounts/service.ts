import type { Credentials, Registration } from '@quiz/shared/contract';
import type { Db } from '../../db/index';
import type { User } from '../../db/schema';
import { notAuthenticated } from '../errors';
import type { MediaLibrary } from '../media/store';
import type { OneTimeCodes } from './codes';
import {
  applyEdit,
  deleteAccount,
  meIndex,
  removePicture,
  replacePicture,
  unknownIndex,
} from './edits';
import { logIn } from './login';
import { loginLimits } from './login-limits';
import { checkResetCode, resetPassword, sendResetCode } from './password-reset';
import { details, keptProfileReads, ownProfile, profileReads } from './profile';
import { ReadCache } from './read-cache';
import { accountExists, register, resendSignupCode, verifySignup } from './registration';
import type { SignedIn } from './signed-in';
import type { TokenService } from './tokens';
import { findById } from './users';

export interface AccountServices {
  codes: OneTimeCodes;
  tokens: TokenService;
  media: MediaLibrary;
}

/** A signed-in player: the login's user and the login itself. */
export interface Login {
  userId: number;
  sessionId: string;
}

/**
 * What the account, session and profile calls ask of the rules, bound to one
 * database: log-in, sign-up and its code, the password reset, the app shell's
 * details, my profile and its edits, and the account's deletion.
 */
export function accountsOf(db: Db, services: AccountServices) {
  const limits = loginLimits(db);
  const { codes, tokens, media } = services;

  /** The user of a login; the account may have gone since the token was checked. */
  async function signedIn(userId: number): Promise<User> {
    const user = await findById(db, userId);
    if (!user) throw notAuthenticated();
    return user;
  }

  const profileOf = async (userId: number) => {
    const user = await signedIn(userId);
    return ownProfile(user, await profileReads(db, user));
  };
  const reads = new ReadCache();

  return {
    logIn: (credentials: Credentials, address: string) =>
      logIn(db, { limits, tokens }, credentials, address),
    exists: (username: string) => accountExists(db, username),
    register: (registration: Registration) => register(db, codes, registration),
    verify: (username: string | undefined, body: unknown) =>
      verifySignup(db, { codes, tokens }, username, body),
    resendCode: (username: string | undefined) => resendSignupCode(db, codes, username),
    sendResetCode: (username: string | undefined) => sendResetCode(db, codes, username),
    checkResetCode: (username: string | undefined, body: unknown) =>
      checkResetCode(codes, username, body),
    resetPassword: (request: Parameters<typeof resetPassword>[2]) =>
      resetPassword(db, { codes, tokens }, request),

    /** GET /api/me/details/ */
    details: (login: SignedIn) => ({ details: details(login) }),
    /** GET /api/me/: the player's row as the token check read it, the rest kept while unchanged. */
    profile: async (login: SignedIn) =>
      ownProfile(login.user, await keptProfileReads(db, reads, login)),

    /**
     * PUT /api/me/?index=…: one edit, then my profile as it now is. A new
     * password closes every other login, as a reset does; this one stays open.
     */
    async edit(login: Login, index: string | undefined, body: unknown) {
      const edit = meIndex(index);
      const user = await signedIn(login.userId);
      const added = await applyEdit(db, { codes, media }, user, edit, body);
      if (edit === 'password') await tokens.revokeOtherSessions(user.id, login.sessionId);
      return { status_message: 'OK' as const, ...added, profile: await profileOf(user.id) };
    },
    /** PUT /api/me/?index=profile_picture: the bytes of the file sent. */
    async replacePicture(userId: number, bytes: Buffer) {
      await replacePicture(db, media, await signedIn(userId), bytes);
      return { status_message: 'OK' as const, profile: await profileOf(userId) };
    },
    /** DELETE /api/me/?index=remove_profile_pic */
    async removePicture(userId: number, index: string | undefined) {
      if (index !== 'remove_profile_pic') throw unknownIndex();
      await removePicture(db, media, await signedIn(userId));
    },
    /** DELETE /api/me/delete/?password=: every login of the account closes. */
    async deleteAccount(userId: number, query: unknown) {
      const user = await signedIn(userId);
      await deleteAccount(db, user, query);
      await tokens.revokeUser(user.id);
      await media.remove(user.profile_pic);
    },
  };
}

export type Accounts = ReturnType<typeof accountsOf>;
