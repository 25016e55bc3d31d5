import type { MyChallengeKind } from '@quiz/shared/contract';
import type { Db } from '../../db/index';
import type { PageRequest } from '../catalogue/paging';
import type { Clock } from '../clock';
import type { Review } from '../play/serialize';
import type { Reactions } from '../reactions/index';
import { closeDueChallenges } from './close';
import { declineInvitation, invitationsPage } from './invitations';
import { challengeOverview, myChallenges } from './lists';
import { type ChallengeStart, startChallenge } from './start';
import { challengeResult } from './views';

/**
 * The challenge calls on one database, at the time of play (which tests may
 * move). Starting and closing are events: what follows them runs once they
 * committed.
 */
export function challengesOf(
  db: Db,
  clock: Clock,
  reactions: Pick<Reactions, 'challengeStarted' | 'challengeClosed'>,
  review: Review,
) {
  return {
    async start(start: ChallengeStart) {
      const started = await startChallenge(db, start, clock());
      if (started.created) await reactions.challengeStarted(start.userId);
      return started;
    },
    /** Closes the challenges whose time is up (the background job's). */
    async closeDue() {
      const closed = await closeDueChallenges(db, clock());
      for (const challenge of closed) await reactions.challengeClosed(challenge);
      return closed;
    },
    overview: (challengeId: number, viewerId: number) =>
      challengeOverview(db, challengeId, viewerId, clock()),
    result: (challengeId: number, viewerId: number) =>
      challengeResult(db, challengeId, viewerId, clock(), review),
    mine: (userId: number, kind: MyChallengeKind, request: PageRequest, indicators: boolean) =>
      myChallenges(db, userId, kind, request, indicators, clock()),
    invitations: (userId: number, request: PageRequest) =>
      invitationsPage(db, userId, request, clock()),
    decline: (userId: number, invitationId: number) => declineInvitation(db, userId, invitationId),
  };
}

export type Challenges = ReturnType<typeof challengesOf>;
