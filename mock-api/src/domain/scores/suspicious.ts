import type { SuspiciousPlayer } from '@quiz/shared/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/index';
import { millisBetween } from '../../db/time';

/*
 * Players whose play looks wrong, for super managers to look into: listed
 * with the figures that raised them, never acted on automatically (a fast
 * and able player is not a cheat until a person says so).
 */

/** Nearly always right and very fast, over enough answers to mean something. */
export const FAST_AND_RIGHT = {
  minAnswers: 20,
  minRightShare: 0.95,
  /** a person reads a question and its choices in more than this, on average */
  maxAverageMs: 1500,
};
/** Several accounts cashing out to one number: one person playing as many. */
export const SHARED_NUMBER = { minAccounts: 2 };
/** Two players of one challenge choosing the same answers at the same moments. */
export const SAME_ANSWERS = {
  lookBackDays: 30,
  minQuestions: 5,
  /** share of the questions answered alike, within `withinMs` of each other */
  minShare: 0.9,
  withinMs: 1000,
};

type Reason = SuspiciousPlayer['reasons'][number];

async function fastAndRight(db: Db): Promise<Map<number, Reason>> {
  const rows = await db
    .selectFrom('answers as a')
    .innerJoin('plays as p', 'p.id', 'a.play_id')
    .select([
      'p.user_id',
      (eb) => eb.fn.countAll<number>().as('answers'),
      sql<number>`sum(a.is_correct)`.as('right'),
      sql<number>`avg(${millisBetween(db, 'a.answered_at', 'a.started_at')})`.as('ms'),
    ])
    .where('a.id_values', '<>', '[]')
    .where('a.answered_at', 'is not', null)
    .groupBy('p.user_id')
    .having((eb) => eb.fn.countAll(), '>=', FAST_AND_RIGHT.minAnswers)
    .execute();
  const found = new Map<number, Reason>();
  for (const row of rows) {
    const answers = Number(row.answers);
    const share = Number(row.right) / answers;
    const ms = Math.round(Number(row.ms));
    if (share >= FAST_AND_RIGHT.minRightShare && ms < FAST_AND_RIGHT.maxAverageMs) {
      found.set(row.user_id, {
        kind: 'fast_and_right',
        evidence: { answers, right_share: Math.round(share * 1000) / 1000, average_answer_ms: ms },
      });
    }
  }
  return found;
}

async function sharedNumbers(db: Db): Promise<Map<number, Reason>> {
  const rows = await db
    .selectFrom('cashouts')
    .select(['phone_number', 'user_id'])
    .where(
      'phone_number',
      'in',
      db
        .selectFrom('cashouts')
        .select('phone_number')
        .groupBy('phone_number')
        .having(sql`count(distinct user_id)`, '>=', SHARED_NUMBER.minAccounts),
    )
    .distinct()
    .execute();
  const byNumber = new Map<string, number[]>();
  for (const row of rows)
    byNumber.set(row.phone_number, [...(byNumber.get(row.phone_number) ?? []), row.user_id]);
  const found = new Map<number, Reason>();
  for (const [phone_number, users] of byNumber) {
    for (const user of users) {
      found.set(user, {
        kind: 'shared_cashout_number',
        evidence: { phone_number, accounts: users.filter((other) => other !== user) },
      });
    }
  }
  return found;
}

async function sameAnswers(db: Db, now: Date): Promise<Map<number, Reason>> {
  const since = new Date(
    now.getTime() - SAME_ANSWERS.lookBackDays * 24 * 3600 * 1000,
  ).toISOString();
  const rows = await db
    .selectFrom('answers as a')
    .innerJoin('plays as p', 'p.id', 'a.play_id')
    .select(['p.challenge_id', 'p.user_id', 'a.question_id', 'a.id_values', 'a.answered_at'])
    .where('p.type', '=', 'challenge')
    .where('p.started_at', '>=', since)
    .where('a.id_values', '<>', '[]')
    .where('a.answered_at', 'is not', null)
    .orderBy('p.challenge_id')
    .limit(200_000)
    .execute();
  // challenge -> player -> question -> [choices, time]
  const challenges = new Map<number, Map<number, Map<number, [string, number]>>>();
  for (const row of rows) {
    if (row.challenge_id === null || row.answered_at === null) continue;
    const players = challenges.get(row.challenge_id) ?? new Map();
    challenges.set(row.challenge_id, players);
    const answers = players.get(row.user_id) ?? new Map();
    players.set(row.user_id, answers);
    answers.set(row.question_id, [row.id_values, Date.parse(row.answered_at)]);
  }
  const found = new Map<number, Reason>();
  for (const [challengeId, players] of challenges) {
    const list = [...players.entries()];
    for (let i = 0; i < list.length; i += 1) {
      for (let j = i + 1; j < list.length; j += 1) {
        const [a, mine] = list[i] as [number, Map<number, [string, number]>];
        const [b, theirs] = list[j] as [number, Map<number, [string, number]>];
        let both = 0;
        let alike = 0;
        for (const [question, [choices, at]] of mine) {
          const other = theirs.get(question);
          if (!other) continue;
          both += 1;
          if (other[0] === choices && Math.abs(other[1] - at) <= SAME_ANSWERS.withinMs) alike += 1;
        }
        if (both < SAME_ANSWERS.minQuestions || alike / both < SAME_ANSWERS.minShare) continue;
        for (const [user, other] of [
          [a, b],
          [b, a],
        ] as const) {
          found.set(user, {
            kind: 'same_answers',
            evidence: { challenge_id: challengeId, with_user_id: other, questions: both, alike },
          });
        }
      }
    }
  }
  return found;
}

/** Every player some rule flags, each with every reason, the most flagged first. */
export async function suspiciousPlayers(db: Db, now: Date): Promise<SuspiciousPlayer[]> {
  const found = [await fastAndRight(db), await sharedNumbers(db), await sameAnswers(db, now)];
  const reasons = new Map<number, Reason[]>();
  for (const rule of found) {
    for (const [user, reason] of rule) reasons.set(user, [...(reasons.get(user) ?? []), reason]);
  }
  if (reasons.size === 0) return [];
  const users = await db
    .selectFrom('users')
    .select(['id', 'player_name', 'first_name', 'last_name'])
    .where('id', 'in', [...reasons.keys()])
    .execute();
  return users
    .map((user) => ({
      ...user,
      first_name: user.first_name ?? '',
      last_name: user.last_name ?? '',
      reasons: reasons.get(user.id) ?? [],
    }))
    .sort((a, b) => b.reasons.length - a.reasons.length || a.id - b.id);
}
