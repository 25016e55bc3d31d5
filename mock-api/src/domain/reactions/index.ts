import { gathered } from '../../db/gathered';
import type { Db } from '../../db/index';
import { awardBadgesOf } from '../badges/award';
import type { ClosedChallenge } from '../challenges/close';
import { notificationTexts } from '../messages/templates';
import { type NewNotification, notify } from '../notifications/notify';
import type { PlayOutcome } from '../play/finish';

/*
 * What follows an event, once the event's transaction committed: the
 * notifications and badges it brings. Each badge rule is checked at the
 * event it counts (a friend accepted, a purchase paid...), so a player has
 * the badge at once rather than at their next play. A reaction never fails
 * its event: the event stands, what went wrong is logged. Badges pay their
 * credits once however often they are checked (awardBadgesOf inserts each
 * badge once, the credits in the same transaction).
 */

export interface SettledOrder {
  kind: 'purchase' | 'cashout';
  userId: number;
  status: 'SUCCESSFULL' | 'FAILURE';
}

export function reactionsOf(db: Db, logError: (error: unknown, event: string) => void) {
  const running = new Set<Promise<void>>();

  function react(event: string, work: () => Promise<void>): Promise<void> {
    const reaction: Promise<void> = work()
      .catch((error: unknown) => logError(error, event))
      .finally(() => running.delete(reaction));
    running.add(reaction);
    return reaction;
  }

  // The wins of plays ended together (a batch of ends) are told with one statement.
  const soloWon = gathered((wins: NewNotification[]) => notify(db, wins));

  // Players checked in one turn (plays ended together) have their missing badges read together.
  const checkBadges = gathered(async (userIds: number[]) => {
    await awardBadgesOf(db, [...new Set(userIds)]);
  });

  async function badges(userIds: number[]) {
    await Promise.all(userIds.map(checkBadges));
  }

  return {
    /** plays, solo_wins and perfect_scores; a solo win is also told to its player */
    playFinished: ({ play }: PlayOutcome) =>
      react('play finished', async () => {
        if (play.type === 'solo' && play.is_winner === 1 && play.gain > 0) {
          await soloWon({
            userId: play.user_id,
            kind: 'solo_won',
            winPlayId: play.id,
            ...notificationTexts.soloWon(play.gain),
          });
        }
        await badges([play.user_id]);
      }),

    /** challenges_started, for the starter */
    challengeStarted: (starterId: number) => react('challenge started', () => badges([starterId])),

    /** challenge_wins: a challenge's winners are known only once it closes */
    challengeClosed: (challenge: ClosedChallenge) =>
      react('challenge closed', () => badges(challenge.winners)),

    /** friends, for both players */
    friendAccepted: (senderId: number, receiverId: number) =>
      react('friend accepted', () => badges([senderId, receiverId])),

    /** credits_bought, once a purchase is paid */
    paymentSettled: (order: SettledOrder) =>
      react('payment settled', async () => {
        if (order.kind === 'purchase' && order.status === 'SUCCESSFULL') {
          await badges([order.userId]);
        }
      }),

    /** Resolves once every reaction under way has run: before the database closes, and in tests. */
    async idle() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}

export type Reactions = ReturnType<typeof reactionsOf>;
