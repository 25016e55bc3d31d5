import { maskContact } from '@quiz/shared/format';
import type { Db } from '../../db/index';
import type { User } from '../../db/schema';
import { ownProfile, profileReads, userBadges } from '../accounts/profile';
import { findById } from '../accounts/users';
import { notFound } from '../errors';

export function playerSummary(row: {
  id: number;
  player_name: string | null;
  profile_pic: string | null;
}) {
  return { id: row.id, player_name: row.player_name, profile_pic: row.profile_pic };
}

const contactOf = (user: { email: string | null; phone_number: string | null }) =>
  user.email ?? user.phone_number ?? '';

/** Contacts are shown whole to their owner and to friends, masked to anyone else. */
export function shownContact(contact: string | null, visible: boolean): string | null {
  if (contact === null) return null;
  return visible ? contact : maskContact(contact);
}

export async function areFriends(db: Db, viewerId: number | null, userId: number) {
  if (viewerId === null) return false;
  const row = await db
    .selectFrom('friendships')
    .select('user_id')
    .where((eb) =>
      eb.or([
        eb.and([eb('user_id', '=', viewerId), eb('friend_id', '=', userId)]),
        eb.and([eb('user_id', '=', userId), eb('friend_id', '=', viewerId)]),
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
}

async function existingUser(db: Db, userId: number): Promise<User> {
  const user = await findById(db, userId);
  if (!user) throw notFound('INVALID_ID');
  return user;
}

/** GET /api/badges/user/{id}/: who the badges belong to, and their badges ranked by weight. */
export async function badgesOfUser(db: Db, viewerId: number | null, userId: number) {
  const user = await existingUser(db, userId);
  const visible = viewerId === userId || (await areFriends(db, viewerId, userId));
  return {
    user: {
      ...playerSummary(user),
      email_phone_number: shownContact(contactOf(user), visible) ?? '',
    },
    badges: await userBadges(db, userId),
  };
}

function friendView(user: User, visible: boolean) {
  return {
    ...playerSummary(user),
    phone_number: shownContact(user.phone_number, visible),
  };
}

/** The pending friend requests between two players, each way. */
async function pendingRequests(db: Db, viewer: User, other: User) {
  const rows = await db
    .selectFrom('friend_requests')
    .select(['id', 'sender_id'])
    .where('status', '=', 'PENDING')
    .where((eb) =>
      eb.or([
        eb.and([eb('sender_id', '=', viewer.id), eb('receiver_id', '=', other.id)]),
        eb.and([eb('sender_id', '=', other.id), eb('receiver_id', '=', viewer.id)]),
      ]),
    )
    .orderBy('id', 'desc')
    .execute();
  const request = (id: number, sender: User, receiver: User) => ({
    id,
    sender: friendView(sender, sender.id === viewer.id),
    receiver: friendView(receiver, receiver.id === viewer.id),
  });
  const sent = rows.find((row) => row.sender_id === viewer.id);
  const received = rows.find((row) => row.sender_id === other.id);
  return {
    st_request: sent ? request(sent.id, viewer, other) : null,
    rc_request: received ? request(received.id, other, viewer) : null,
  };
}

/**
 * Another player's profile. Friends see the contact whole, others masked;
 * what only concerns the owner (birthday, switches, first-connection and
 * free-credits notices) is left out. One's own id answers the own profile,
 * unmasked, as GET /api/me/ does.
 */
export async function playerProfile(db: Db, viewerId: number, userId: number) {
  const user = await existingUser(db, userId);
  const profile = ownProfile(user, await profileReads(db, user));
  if (viewerId === userId) return profile;
  const viewer = await existingUser(db, viewerId);
  const [friends, requests] = await Promise.all([
    areFriends(db, viewerId, userId),
    pendingRequests(db, viewer, user),
  ]);
  const { password: _password, vibration: _vibration, ...shared } = profile;
  return {
    ...shared,
    email: friends ? user.email : null,
    phone_number: friends ? user.phone_number : null,
    email_phone_number: shownContact(contactOf(user), friends) ?? '',
    birthday: null,
    sound: false,
    push_notifications: false,
    is_dark_theme: false,
    free_credits: false,
    primary_connexion: false,
    is_friend: friends,
    ...requests,
  };
}
