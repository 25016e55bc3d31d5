/** Friends and notifications (player spec sections 2 "Friends", 3, 4, 7). */
import { type Static, Type } from 'typebox';
import { PlayerSummary } from './catalogue';
import { Id, Nullable, NullableInteger, Page } from './common';
import { Friend, FriendRequest } from './profile';

/** Unread counters of the friends screen's tabs. */
export const FriendIndicators = Type.Object({
  /** how many friends the player has */
  friends: Type.Integer(),
  /** friend requests received and not seen yet */
  requests: Type.Integer(),
});
export type FriendIndicators = Static<typeof FriendIndicators>;

export const FriendsPage = Type.Object({
  list: Type.Array(Friend),
  number_of_pages: Type.Integer(),
  indicators: Type.Optional(FriendIndicators),
});
export type FriendsPage = Static<typeof FriendsPage>;

/** Every friend at once, for the pickers (challenge invitations, credit requests). */
export const AllFriends = Type.Object({ list: Type.Array(Friend) });
export type AllFriends = Static<typeof AllFriends>;

export const FriendRequestsPage = Type.Object({
  list: Type.Array(FriendRequest),
  number_of_pages: Type.Integer(),
});
export type FriendRequestsPage = Static<typeof FriendRequestsPage>;

export const FriendRequestAnswer = Type.Object({
  status_message: Type.Literal('OK'),
  request: FriendRequest,
});
export type FriendRequestAnswer = Static<typeof FriendRequestAnswer>;

export const FriendAnswer = Type.Object({
  status_message: Type.Literal('OK'),
  friend: Friend,
});
export type FriendAnswer = Static<typeof FriendAnswer>;

export const FriendsPageParams = Type.Object({ page: Page });
export const FriendsPageQuery = Type.Object({ indicators: Type.Optional(Type.Boolean()) });
export const UserIdParams = Type.Object({ userId: Id });
export const RequestIdParams = Type.Object({ requestId: Id });

/** A notification in the reader's language. */
export const Notification = Type.Object({
  id: Id,
  /** what it is about: friend_request, challenge_invitation, challenge_won, badge... */
  kind: Type.String(),
  title: Type.String(),
  message: Type.String(),
  created_at: Type.String(),
  is_read: Type.Boolean(),
  sender: Nullable(PlayerSummary),
  /** the play a win notification links to */
  win_play_id: NullableInteger,
  win_is_challenge: Type.Boolean(),
});
export type Notification = Static<typeof Notification>;

export const NotificationsPage = Type.Object({
  notifications: Type.Array(Notification),
  number_of_pages: Type.Integer(),
});
export type NotificationsPage = Static<typeof NotificationsPage>;

export const NotificationsQuery = Type.Object({ step: Page });
export const NotificationsDeleteQuery = Type.Object({
  spec: Type.Union([Type.Literal('delete_element'), Type.Literal('clear')]),
  notification_id: Type.Optional(Id),
});
