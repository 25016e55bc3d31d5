import { challengeStake, gainPerWinner } from '@quiz/shared/formulas';
import type { Selectable, Transaction } from 'kysely';
import type { Db } from '../../db/index';
import type { ChallengesTable, Database } from '../../db/schema';
import { isoNow } from '../../db/time';
import { transact } from '../../db/transaction';
import { moveHouse, post } from '../ledger/ledger';
import { notificationTexts } from '../messages/templates';
import { recordNews } from '../notifications/news';
import { type NewNotification, notify } from '../notifications/notify';
import { challengeReference, PLAY_LEDGER } from '../play/records';

type Trx = Transaction<Database>;

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
 * `now` is the time of play (see play/clock.ts).
 */
export async function closeDueChallenges(db: Db, now: Date): Promise<ClosedChallenge[]> {
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

/** A play is still running at the closing time: the closing waits for it. */
class StillPlaying extends Error {}

interface Score {
  userId: number;
  note: number;
  /** null for a starter who never played */
  playId: number | null;
}

/**
 * The participants are the starter, from the stake on, and every player who
 * joined. The pot is every participant's stake in FCFA. It goes in equal
 * parts to the best score, the division's remainder staying with the house.
 * With fewer than two participants, or nobody answering anything right,
 * there is no contest: every stake goes back as credits.
 */
async function closeChallenge(
  db: Db,
  challenge: Selectable<ChallengesTable>,
  now: Date,
): Promise<ClosedChallenge | null> {
  return transact(db, async (trx) => {
    const claimed = await trx
      .updateTable('challenges')
      .set({ is_active: 0, closed_at: isoNow(now) })
      .where('id', '=', challenge.id)
      .where('is_active', '=', 1)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return null;

    const plays = await trx
      .selectFrom('plays')
      .select(['id', 'user_id', 'note', 'is_active'])
      .where('challenge_id', '=', challenge.id)
      .execute();
    // A play still running at the deadline finishes first (its own clock ends
    // it); read after the claim, so a play joining at the last moment is seen.
    if (plays.some((play) => play.is_active === 1)) throw new StillPlaying();
    const scores: Score[] = plays.map((play) => ({
      userId: play.user_id,
      note: play.note,
      playId: play.id,
    }));
    // The starter's stake was taken at start: it is in the pot (scoring 0)
    // or refunded with the others even if the starter never played.
    if (!scores.some((score) => score.userId === challenge.starter_id)) {
      scores.push({ userId: challenge.starter_id, note: 0, playId: null });
    }
    const best = Math.max(0, ...scores.map((score) => score.note));
    const participants = scores.map((score) => score.userId);
    // Each participant's open pages show the result in place of the running challenge.
    for (const userId of participants) {
      await recordNews(trx, userId, { type: 'challenge_result', challenge_id: challenge.id });
    }
    if (scores.length < 2 || best === 0) {
      await refund(trx, challenge, participants);
      return { challengeId: challenge.id, winners: [], participants, refunded: true };
    }
    const winners = await share(trx, challenge, scores, best);
    return { challengeId: challenge.id, winners, participants, refunded: false };
  }).catch((error: unknown) => {
    if (error instanceof StillPlaying) return null;
    throw error;
  });
}

async function refund(trx: Trx, challenge: Selectable<ChallengesTable>, participants: number[]) {
  for (const userId of participants) {
    await post(trx, {
      userId,
      account: 'credits',
      amount: challenge.number_of_ene,
      kind: PLAY_LEDGER.challengeRefund,
      reference: challengeReference(challenge.id),
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
}

/** Pays the best score its share of the pot; returns the winners. */
async function share(
  trx: Trx,
  challenge: Selectable<ChallengesTable>,
  scores: Score[],
  best: number,
): Promise<number[]> {
  const winners = scores.filter((score) => score.note === best);
  const totalGain = scores.length * challengeStake(challenge.number_of_ene, challenge.gain_unit);
  const gain = gainPerWinner(totalGain, winners.length);
  await trx
    .updateTable('challenges')
    .set({ total_gain: totalGain, number_of_winners: winners.length, gain_per_winner: gain })
    .where('id', '=', challenge.id)
    .execute();
  const notes: NewNotification[] = [];
  for (const score of scores) {
    // Settled: the participant's stake is the house's now, the pot paid in FCFA.
    await moveHouse(trx, {
      from: 'stakes_held',
      to: 'plays_consumed',
      unit: 'credits',
      amount: challenge.number_of_ene,
      kind: PLAY_LEDGER.challengeSettled,
      reference: challengeReference(challenge.id),
      userId: score.userId,
    });
    const won = score.note === best;
    if (score.playId !== null) {
      await trx
        .updateTable('plays')
        .set({ is_winner: won ? 1 : 0, gain: won ? gain : 0 })
        .where('id', '=', score.playId)
        .execute();
    }
    if (won && gain > 0) {
      await post(trx, {
        userId: score.userId,
        account: 'gains',
        amount: gain,
        kind: PLAY_LEDGER.challengeWin,
        reference: challengeReference(challenge.id),
      });
    }
    notes.push({
      userId: score.userId,
      kind: won ? 'challenge_won' : 'challenge_lost',
      winPlayId: score.playId,
      winIsChallenge: true,
      ...(won ? notificationTexts.challengeWon(gain) : notificationTexts.challengeLost()),
    });
  }
  await notify(trx, notes);
  return winners.map((winner) => winner.userId);
}
