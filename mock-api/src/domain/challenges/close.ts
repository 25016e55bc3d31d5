import { gainPerWinner } from '@quiz/shared/formulas';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/index';
import type { ChallengesTable } from '../../db/schema';
import { isoNow } from '../../db/time';
import { post } from '../ledger/ledger';
import { notificationTexts } from '../messages/templates';
import { type NewNotification, notify } from '../notifications/notify';
import { challengeReference, PLAY_LEDGER } from '../play/records';

export interface ClosedChallenge {
  challengeId: number;
  winners: number[];
  participants: number[];
  refunded: boolean;
}

/**
 * Closes every challenge whose time is up. The state lives in the database,
 * so a restart loses nothing: the next run picks up what is due. Safe to run
 * on several instances at once: closing is conditional on the challenge
 * still being open, and each gain is a ledger movement keyed by challenge.
 */
export async function closeDueChallenges(db: Db, now = new Date()): Promise<ClosedChallenge[]> {
  const due = await db
    .selectFrom('challenges')
    .selectAll()
    .where('is_active', '=', 1)
    .where('closes_at', '<=', isoNow(now))
    .orderBy('closes_at')
    .limit(100)
    .execute();
  const closed: ClosedChallenge[] = [];
  for (const challenge of due) {
    const result = await closeChallenge(db, challenge, now);
    if (result) closed.push(result);
  }
  return closed;
}

/**
 * The pot is every participant's stake in FCFA. It goes in equal parts to the
 * best score, the division's remainder staying with the house. With fewer
 * than two players, or nobody answering anything right, there is no contest:
 * every stake goes back as credits.
 */
async function closeChallenge(
  db: Db,
  challenge: Selectable<ChallengesTable>,
  now: Date,
): Promise<ClosedChallenge | null> {
  // A play still running at the deadline finishes first (its own clock ends it).
  const running = await db
    .selectFrom('plays')
    .select('id')
    .where('challenge_id', '=', challenge.id)
    .where('is_active', '=', 1)
    .executeTakeFirst();
  if (running) return null;
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('challenges')
      .set({ is_active: 0, closed_at: isoNow(now) })
      .where('id', '=', challenge.id)
      .where('is_active', '=', 1)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return null;

    const plays = await trx
      .selectFrom('plays')
      .select(['id', 'user_id', 'note'])
      .where('challenge_id', '=', challenge.id)
      .execute();
    const best = Math.max(0, ...plays.map((p) => p.note));
    const reference = challengeReference(challenge.id);
    const participants = plays.map((p) => p.user_id);
    if (plays.length < 2 || best === 0) {
      for (const userId of participants) {
        await post(trx, {
          userId,
          account: 'credits',
          amount: challenge.number_of_ene,
          kind: 'challenge_refund',
          reference,
        });
      }
      await notify(
        trx,
        participants.map((userId) => ({
          userId,
          kind: 'challenge_refund',
          ...notificationTexts.challengeRefunded(challenge.number_of_ene),
        })),
      );
      return { challengeId: challenge.id, winners: [], participants, refunded: true };
    }

    const winners = plays.filter((p) => p.note === best);
    const totalGain = plays.length * challenge.number_of_ene * challenge.gain_unit;
    const share = gainPerWinner(totalGain, winners.length);
    await trx
      .updateTable('challenges')
      .set({ total_gain: totalGain, number_of_winners: winners.length, gain_per_winner: share })
      .where('id', '=', challenge.id)
      .execute();
    const notes: NewNotification[] = [];
    for (const play of plays) {
      const won = play.note === best;
      await trx
        .updateTable('plays')
        .set({ is_winner: won ? 1 : 0, gain: won ? share : 0 })
        .where('id', '=', play.id)
        .execute();
      if (won && share > 0) {
        await post(trx, {
          userId: play.user_id,
          account: 'gains',
          amount: share,
          kind: PLAY_LEDGER.challengeWin,
          reference,
        });
      }
      const texts = won ? notificationTexts.challengeWon(share) : notificationTexts.challengeLost();
      notes.push({
        userId: play.user_id,
        kind: won ? 'challenge_won' : 'challenge_lost',
        winPlayId: play.id,
        winIsChallenge: true,
        ...texts,
      });
    }
    await notify(trx, notes);
    return {
      challengeId: challenge.id,
      winners: winners.map((w) => w.user_id),
      participants,
      refunded: false,
    };
  });
}
