import type { Profile } from '@quiz/shared/contract';
import type { MessageKey } from '@quiz/shared/i18n';
import type { FriendRelation } from '@quiz/shared/types';
import { api } from '../../lib/paths';

/** Friend status shown on a profile (spec section 4). */
export function friendRelation(
  profile: Pick<Profile, 'is_friend' | 'st_request' | 'rc_request'>,
): FriendRelation {
  if (profile.is_friend) return 'friend';
  if (profile.st_request) return 'request_sent';
  if (profile.rc_request) return 'request_received';
  return 'none';
}

export type FriendMove = 'unfriend' | 'cancel' | 'accept' | 'decline' | 'invite';

/** The moves a relation offers: unfriend, cancel, accept or decline, invite. */
export const MOVES: Record<FriendRelation, FriendMove[]> = {
  friend: ['unfriend'],
  request_sent: ['cancel'],
  request_received: ['accept', 'decline'],
  none: ['invite'],
};

/** Moves that cannot be taken back with a tap, and the question asked before each. */
export const CONFIRMATIONS: Readonly<Partial<Record<FriendMove, MessageKey>>> = {
  unfriend: 'profile.unfriend_question',
};

/** The call behind a move: method and path. */
export function moveCall(move: FriendMove, profile: Profile): { method: string; path: string } {
  switch (move) {
    case 'unfriend':
      return { method: 'DELETE', path: api.friends.unfriend(profile.id) };
    case 'cancel':
      return { method: 'DELETE', path: api.friends.cancel(profile.st_request?.id ?? 0) };
    case 'accept':
      // The spec accepts a friend request with a GET.
      return { method: 'GET', path: api.friends.accept(profile.rc_request?.id ?? 0) };
    case 'decline':
      return { method: 'DELETE', path: api.friends.decline(profile.rc_request?.id ?? 0) };
    default:
      return { method: 'POST', path: api.friends.send(profile.id) };
  }
}
