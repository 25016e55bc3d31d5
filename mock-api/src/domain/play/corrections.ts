import type { Db } from '../../db/index';

/*
 * Fair challenges: when a quiz's corrections may be shown.
 *
 * While a challenge is open anyone may still join it (the explore lists show
 * every open challenge, and joining needs no invitation), so everyone could
 * still change its outcome: the starter and those who played it too, since
 * they could pass the answers on to a friend or to a second account. The
 * corrections are the quiz's, the same in a solo play as in a challenge, so
 * the rule is per quiz: while any challenge on a quiz is open, no answer of
 * the API carries that quiz's corrections (correction_ids, nor is_correct,
 * which gives them away for the answers that were right), to anyone, in a
 * challenge or a solo review alike. They come back, to every participant,
 * once the last open challenge on the quiz has closed. A solo play of a quiz
 * with no open challenge is shown with its corrections, as before; one that
 * was reviewed before a challenge started on its quiz cannot be taken back,
 * which is why a quiz can be played only once per player anyway.
 */

/**
 * When the corrections of a quiz will be shown: the closing time of the last
 * open challenge on it, or null when none is open and they may be shown now.
 * A challenge past its time but still waiting for a running play to end is
 * still open: its (past) closing time is given.
 */
export async function correctionsHiddenUntil(db: Db, gameId: number): Promise<string | null> {
  return (await correctionsHiddenUntilOf(db, [gameId])).get(gameId) ?? null;
}

/** The same for several quizzes at once: those with an open challenge, by quiz. */
export async function correctionsHiddenUntilOf(
  db: Db,
  gameIds: number[],
): Promise<Map<number, string | null>> {
  const rows = await db
    .selectFrom('challenges')
    .select((eb) => ['game_id', eb.fn.max('closes_at').as('until')])
    .where('game_id', 'in', gameIds)
    .where('is_active', '=', 1)
    .groupBy('game_id')
    .execute();
  return new Map(rows.map((row) => [row.game_id, row.until ?? null]));
}
