import type { MyChallengeKind } from '@quiz/shared/contract';
import type { Db } from '../../db/index';
import type { PageRequest } from '../catalogue/paging';
import type { Clock } from '../play/clock';
import { declineInvitation, invitationsPage } from './invitations';
import { challengeOverview, myChallenges } from './lists';
import { type ChallengeStart, startChallenge } from './start';
import { challengeResult } from './views';

/** The challenge calls on one database, at the time of play (which tests may move). */
export function challengesOf(db: Db, clock: Clock) {
  return {
    start: (start: ChallengeStart) => startChallenge(db, start, clock()),
    overview: (challengeId: number, viewerId: number) =>
      challengeOverview(db, challengeId, viewerId),
    result: (challengeId: number, viewerId: number) => challengeResult(db, challengeId, viewerId),
    mine: (userId: number, kind: MyChallengeKind, request: PageRequest, indicators: boolean) =>
      myChallenges(db, userId, kind, request, indicators),
    invitations: (userId: number, request: PageRequest) => invitationsPage(db, userId, request),
    decline: (userId: number, invitationId: number) => declineInvitation(db, userId, invitationId),
  };
}

export type Challenges = ReturnType<typeof challengesOf>;
