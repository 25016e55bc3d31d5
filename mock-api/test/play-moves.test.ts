import type { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { isoNow } from '../src/db/time';
import { newPlayer } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/app';
import { testClock } from './helpers/clock';
import { testDialect } from './helpers/database';
import { createGame, everyType, userId, wrongAnswer } from './helpers/games';

/*
 * Moves of plays to their next question are made in batches, a few
 * statements for many moves (domain/play/move-batches.ts): each stays
 * conditional on its question being on screen, is scored as kept, and fails
 * alone when it fails.
 */
describe('moves of plays to their next question', () => {
  let t: TestApp;
  const clock = testClock();
  beforeAll(async () => {
    t = await buildTestApp({ env: { PLAY_SWEEP_MS: '60000', PLAY_GRACE_MS: '300' }, clock });
  });
  afterAll(() => t.close());

  let count = 0;
  /** A new player in a new solo play of a quiz of every question type, the first question on screen. */
  async function playing() {
    count += 1;
    const email = `moves-${count}@example.cm`;
    await newPlayer(t.app, email);
    const user = await userId(t.app, email);
    const game = await createGame(t.app);
    const opened = await t.app.play.open({ userId: user, gameId: game.id, type: 'solo' });
    return {
      user,
      game,
      opened,
      on: {
        question_id: opened.live.play.current_question_id as number,
        answer_id: opened.live.answerId,
      },
    };
  }
  type Playing = Awaited<ReturnType<typeof playing>>;

  const answersOf = (playId: number) =>
    t.app.db
      .selectFrom('answers')
      .select(['question_id', 'is_correct', 'answered_at'])
      .where('play_id', '=', playId)
      .orderBy('id')
      .execute();
  const playOf = (playId: number) =>
    t.app.db.selectFrom('plays').selectAll().where('id', '=', playId).executeTakeFirstOrThrow();
  const secondQuestion = (p: Playing) =>
    t.app.db
      .selectFrom('questions')
      .select('id')
      .where('game_id', '=', p.game.id)
      .where('rank', '=', 2)
      .executeTakeFirstOrThrow();
  /** The stored choice the player makes, in the positions the play shows. */
  const shown = (p: Playing, stored: number[]) =>
    stored.map((index) => p.opened.live.order.indexOf(index));

  it('moves many plays together, each scored as kept and served its next question', async () => {
    const players = await Promise.all(Array.from({ length: 12 }, () => playing()));
    const first = everyType[0] as (typeof everyType)[number];
    // Half choose right, half wrong.
    await Promise.all(
      players.map((p, i) =>
        t.app.play.answer(p.opened.live, p.user, {
          ...p.on,
          value: shown(p, i % 2 === 0 ? first.correction : wrongAnswer(first)),
        }),
      ),
    );
    const before = { ...t.app.play.moves.batched };
    await Promise.all(
      players.map((p) => t.app.play.terminateQuestion(p.user, p.on, p.opened.live)),
    );
    const batched = t.app.play.moves.batched;
    expect(batched.made - before.made).toBe(12);
    expect(batched.commits - before.commits).toBeLessThan(12);
    for (const [i, p] of players.entries()) {
      const next = await secondQuestion(p);
      const play = await playOf(p.opened.playId);
      expect(play.current_question_id).toBe(next.id);
      expect(play.current_deadline).not.toBeNull();
      const answers = await answersOf(p.opened.playId);
      expect(answers).toHaveLength(2);
      expect(answers[0]).toMatchObject({
        question_id: p.on.question_id,
        is_correct: i % 2 === 0 ? 1 : 0,
      });
      expect(answers[0]?.answered_at).not.toBeNull();
      expect(answers[1]).toMatchObject({ question_id: next.id, answered_at: null });
      // The socket's message of the move is built from the move itself.
      const moved = await t.app.play.moveFor(p.opened.playId, 'next_question');
      expect(moved?.message.data).toMatchObject({ current_question_id: next.id });
    }
  });

  it('keeps the later of two choices of one answer sent together', async () => {
    const p = await playing();
    const [first, second] = [shown(p, [0]), shown(p, [2])];
    const acks = await Promise.all([
      t.app.play.answer(p.opened.live, p.user, { ...p.on, value: first }),
      t.app.play.answer(p.opened.live, p.user, { ...p.on, value: second }),
    ]);
    expect(acks.map((ack) => ack.value)).toEqual([first, second]);
    const kept = await t.app.db
      .selectFrom('answers')
      .select('id_values')
      .where('id', '=', p.on.answer_id)
      .executeTakeFirstOrThrow();
    expect(kept.id_values).toBe('[2]');
  });

  it('moves a play once when its Next comes twice at once', async () => {
    const p = await playing();
    const results = await Promise.allSettled([
      t.app.play.terminateQuestion(p.user, p.on, p.opened.live),
      t.app.play.terminateQuestion(p.user, p.on, p.opened.live),
    ]);
    // The second finds the question gone, as one coming after the first would.
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ statusMessage: 'INVALID_QUESTION' });
    const answers = await answersOf(p.opened.playId);
    expect(answers.map((a) => a.question_id)).toEqual([
      p.on.question_id,
      (await secondQuestion(p)).id,
    ]);
  });

  it('fails a move alone: the others of its batch are made', async () => {
    const players = await Promise.all(Array.from({ length: 5 }, () => playing()));
    const broken = players[2] as Playing;
    // An answer to its next question already there: serving it breaks the unique key.
    await t.app.db
      .insertInto('answers')
      .values({
        play_id: broken.opened.playId,
        question_id: (await secondQuestion(broken)).id,
        started_at: isoNow(),
        deadline: isoNow(),
      })
      .execute();
    const outcomes = await Promise.allSettled(
      players.map((p) => t.app.play.terminateQuestion(p.user, p.on, p.opened.live)),
    );
    for (const [i, p] of players.entries()) {
      const play = await playOf(p.opened.playId);
      const answers = await answersOf(p.opened.playId);
      if (p === broken) {
        // Nothing of its move stays: still on its first question, not scored.
        expect(play.current_question_id).toBe(p.on.question_id);
        expect(answers[0]?.answered_at).toBeNull();
      } else {
        expect(outcomes[i]?.status).toBe('fulfilled');
        expect(play.current_question_id).toBe((await secondQuestion(p)).id);
        expect(answers[0]?.answered_at).not.toBeNull();
      }
    }
    // Its player leaves: a broken play would fail every batch of the clock's moves after it.
    await t.app.play.leave(broken.user);
  });

  it('moves silent plays on together once their time is up', async () => {
    const players = await Promise.all(Array.from({ length: 6 }, () => playing()));
    const before = { ...t.app.play.moves.batched };
    clock.advance(30_000 + t.config.PLAY_GRACE_MS + 1);
    await t.app.runPlayJobs();
    expect(t.app.play.moves.batched.made - before.made).toBeGreaterThanOrEqual(6);
    for (const p of players) {
      const play = await playOf(p.opened.playId);
      expect(play.current_question_id).toBe((await secondQuestion(p)).id);
      const [timedOut] = await answersOf(p.opened.playId);
      // Nothing chosen: wrong.
      expect(timedOut).toMatchObject({ is_correct: 0 });
      expect(timedOut?.answered_at).not.toBeNull();
    }
  });

  // A batch's rows come as one JSON value on SQLite, whose planner may then walk a whole
  // table by another index (every running play) instead of looking each row up by its id.
  it.runIf(testDialect === 'sqlite')(
    'looks each row of a batch up by its key on SQLite',
    async () => {
      const players = await Promise.all(Array.from({ length: 3 }, () => playing()));
      // Transactions run through executors of their own, of the same class as the handle's.
      const executors = Object.getPrototypeOf(Object.getPrototypeOf(t.app.db.getExecutor()));
      const run = vi.spyOn(executors, 'executeQuery');
      let calls: unknown[][] = [];
      try {
        await Promise.all(
          players.map((p) => t.app.play.answer(p.opened.live, p.user, { ...p.on, value: [0] })),
        );
        await Promise.all(
          players.map((p) => t.app.play.terminateQuestion(p.user, p.on, p.opened.live)),
        );
        // Read before the spy is restored, which forgets them.
        calls = [...run.mock.calls];
      } finally {
        run.mockRestore();
      }
      const batched = calls
        .map(([query]) => query as CompiledQuery)
        .filter((query) => query.sql.includes('json_each'));
      // The choices kept, the answers read, the plays moved, the scores, the next answers.
      expect(new Set(batched.map((query) => query.sql)).size).toBe(5);
      for (const query of batched) {
        const plan = await t.app.db.executeQuery<{ detail: string }>({
          ...query,
          sql: `explain query plan ${query.sql}`,
        });
        const steps = plan.rows.map((row) => row.detail);
        expect(
          steps.filter((step) => /^SCAN (plays|answers)\b|USING INDEX plays_/.test(step)),
          query.sql,
        ).toEqual([]);
      }
    },
  );
});
