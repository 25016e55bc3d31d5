/** Games, challenges, plays, badges, stats and ads (player spec section 7). */
import type { MyChallengeKind } from '../contract/play';
import type { GameOrdering, Period } from '../types/enums';
import { path, query } from './build';

export interface GameListParams {
  type: GameOrdering;
  page: number;
  size: number;
  /** Which server serializer to use (lighter cards vs full). */
  serializerType?: string;
  gameIndexId?: number;
}

function listQuery({ serializerType, gameIndexId }: GameListParams): string {
  return query({ serializer_type: serializerType, game_index_id: gameIndexId });
}

export interface MyChallengesParams {
  kind: MyChallengeKind;
  page: number;
  size: number;
  /** Ask for the tabs' unread counters too (sent as indicators=true). */
  indicators?: boolean;
}

export const games = {
  /** GET {indexes, max}; the 0 is part of the spec's path. */
  indexes: () => '/api/games/indexes/0/',
  index: (id: number) => path`/api/games/index/${id}/`,
  list: (params: GameListParams) =>
    path`/api/games/get/${params.type}/${params.page}/${params.size}/` + listQuery(params),
  challenges: (params: GameListParams) =>
    path`/api/games/challenges/get/${params.type}/${params.page}/${params.size}/` +
    listQuery(params),
  /** GET a random quote. */
  quote: () => '/api/games/quote/',
  preferences: () => '/api/games/preferences/',
  /** PUT, empty body. */
  switchPreference: (id: number) => path`/api/games/preference/${id}/switch/`,
  playOverview: (gameId: number) => path`/api/games/play-overview/${gameId}/`,
  /** GET {has_play_on, type, game_id, challenge_id}. */
  playOnDetector: () => '/api/games/play-on-detector/',
  /** POST {number_of_energies, game_id, friends} -> challenge_id. */
  challengeStart: () => '/api/games/challenge/start/',
  challengeOverview: (challengeId: number) => path`/api/games/challenge/overview/${challengeId}/`,
  challengeResult: (challengeId: number) => path`/api/games/challenge/result/${challengeId}/`,
  myChallenges: ({ kind, page, size, indicators }: MyChallengesParams) =>
    path`/api/games/my-challenges/${kind}/${page}/${size}/` +
    query({ indicators: indicators ? true : undefined }),
  myChallengesInvitations: (page: number, size: number) =>
    path`/api/games/my-challenges-invitations/${page}/${size}/`,
  /** DELETE. */
  declineInvitation: (invitationId: number) =>
    path`/api/games/challenge/invitation/${invitationId}/decline/`,
  /** GET {game, play} of a user's play of a game. */
  score: (gameId: number, userId: number) => path`/api/games/${gameId}/${userId}/score/`,
  soloResults: (page: number) => path`/api/games/results/solo/${page}/`,
  soloResult: (soloId: number) => path`/api/games/result/solo/${soloId}/`,
};

export const badges = {
  /** GET {actives, inactives}; `list` is 'all' unless a narrower list is wanted. */
  types: (list: 'all' | 'actives' | 'inactives' = 'all') => path`/api/badges/types/${list}/`,
  /** A user's badges; 'me' for one's own. */
  user: (userId: number | 'me') => path`/api/badges/user/${userId}/`,
  /** Paged holders of a badge type (note the singular 'badge' of the spec). */
  users: (badgeId: number, page: number) => path`/api/badge/users/${badgeId}/${page}/`,
};

export const stats = {
  general: () => '/api/general-stats/',
  mine: () => '/api/my-stats/',
};

export const hallOfFame = {
  list: (period: Period, page: number, size: number) =>
    path`/api/hall-of-fame/${period}/${page}/${size}/`,
};

export const users = {
  /** Another player's profile (own id: the app shows settings instead). */
  profile: (userId: number) => path`/api/user-profile/${userId}/`,
};

export const ads = {
  /** GET the ad shown in an ad space (1, 2 or 3; constants AD_SPACES). */
  bySpace: (spaceId: number) => path`/api/ads/${spaceId}/`,
};
