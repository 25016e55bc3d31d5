import { api } from '@quiz/shared/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPlayer } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/app';
import { createGame, type TestQuestion, userId } from './helpers/games';
import { type ManagerClient, managerClient, newManager } from './helpers/managers';

const admin = api.admin.super;
const list = (path: string, query: Record<string, unknown> = {}) =>
  `${path}?${new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [k, JSON.stringify(v)]),
  ).toString()}`;

const fiveQuestions: TestQuestion[] = Array.from({ length: 5 }, () => ({
  type: 'sc',
  choices: 3,
  correction: [1],
}));

describe('scores, analytics and suspicious play', () => {
  let t: TestApp;
  let boss: ManagerClient;
  let bossId: number;
  let game: { id: number };
  let questionIds: number[];
  const users: Record<string, number> = {};

  const at = (second: number) => new Date(Date.UTC(2026, 9, 1, 12, 0, second)).toISOString();

  /** A finished play with its answers: `right` of them right, each taking `ms`. */
  async function play(
    user: number,
    answers: { right: boolean; ms: number; choice?: number[] }[],
    options: {
      type?: 'solo' | 'challenge';
      challengeId?: number;
      start?: number;
      game?: number;
    } = {},
  ) {
    const start = options.start ?? 0;
    const row = await t.app.db
      .insertInto('plays')
      .values({
        user_id: user,
        game_id: options.game ?? game.id,
        type: options.type ?? 'solo',
        challenge_id: options.challengeId ?? null,
        is_active: 0,
        note: answers.filter((a) => a.right).length,
        started_at: at(start),
        ended_at: at(start + 60),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.app.db
      .insertInto('answers')
      .values(
        answers.map((answer, i) => ({
          play_id: row.id,
          question_id: questionIds[i] as number,
          id_values: JSON.stringify(answer.choice ?? [answer.right ? 1 : 0]),
          is_correct: answer.right ? 1 : 0,
          started_at: at(start + i * 10),
          deadline: at(start + i * 10 + 20),
          answered_at: new Date(Date.parse(at(start + i * 10)) + answer.ms).toISOString(),
        })),
      )
      .execute();
    return row.id;
  }

  beforeAll(async () => {
    t = await buildTestApp();
    const manager = await newManager(t.app, 'scores.boss@example.cm', 'supermanager');
    boss = managerClient(t.app, manager.headers);
    bossId = manager.id;
    game = await createGame(t.app, { questions: fiveQuestions });
    await t.app.db
      .updateTable('games')
      .set({ manager_id: bossId })
      .where('id', '=', game.id)
      .execute();
    questionIds = (
      await t.app.db
        .selectFrom('questions')
        .select('id')
        .where('game_id', '=', game.id)
        .orderBy('rank')
        .execute()
    ).map((q) => q.id);
    for (const name of ['ada', 'bo', 'cy', 'di', 'ed']) {
      await newPlayer(t.app, `${name}.scores@example.cm`);
      users[name] = await userId(t.app, `${name}.scores@example.cm`);
    }
    const right = { right: true, ms: 4000 };
    const wrong = { right: false, ms: 8000 };
    // ada finishes with 4 right; bo stops after 2 questions; cy answers all right in 300 ms, on 4 quizzes.
    await play(users.ada as number, [right, right, wrong, right, right], { start: 0 });
    await play(users.bo as number, [right, wrong], { start: 100 });
    const other = [
      await createGame(t.app, { questions: fiveQuestions }),
      await createGame(t.app, { questions: fiveQuestions }),
      await createGame(t.app, { questions: fiveQuestions }),
    ];
    const fast = Array.from({ length: 5 }, () => ({ right: true, ms: 300 }));
    await play(users.cy as number, fast, { start: 200 });
    for (const [i, g] of other.entries()) {
      const ids = (
        await t.app.db
          .selectFrom('questions')
          .select('id')
          .where('game_id', '=', g.id)
          .orderBy('rank')
          .execute()
      ).map((q) => q.id);
      const saved = questionIds;
      questionIds = ids;
      await play(users.cy as number, fast, { start: 300 + i * 100, game: g.id });
      questionIds = saved;
    }
    // di and ed cash out to one number.
    for (const name of ['di', 'ed']) {
      await t.app.db
        .insertInto('cashouts')
        .values({
          user_id: users[name] as number,
          method: 'om',
          status: 'SUCCESSFULL',
          amount: 500,
          phone_number: '677112233',
          updated_at: at(0),
        })
        .execute();
    }
  });
  afterAll(() => t.close());

  it('lists finished plays with their results, filtered and sorted, with Content-Range', async () => {
    const res = await boss.json(
      'GET',
      list(admin.scores(), { filter: { game_id: game.id }, sort: ['note', 'DESC'] }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-range']).toBe('scores 0-2/3');
    expect(
      res.json().map((r: { player: { id: number }; note: number }) => [r.player.id, r.note]),
    ).toEqual([
      [users.cy, 5],
      [users.ada, 4],
      [users.bo, 1],
    ]);
    expect(res.json()[1]).toMatchObject({
      number_of_questions: 5,
      type: 'solo',
      game: { id: game.id },
    });
    const mine = await boss.json(
      'GET',
      list(admin.scores(), { filter: { user_id: users.cy }, range: [0, 1] }),
    );
    expect(mine.headers['content-range']).toBe('scores 0-1/4');
    const none = await boss.json('GET', list(admin.scores(), { filter: { from: '2026-10-02' } }));
    expect(none.json()).toEqual([]);
    expect((await boss.json('GET', `${admin.scores()}?filter={"dance":1}`)).statusCode).toBe(400);
    expect((await boss.json('GET', `${admin.scores()}?sort=["password","ASC"]`)).statusCode).toBe(
      400,
    );
  });

  it('tells how each question of a game fares, and where players stop', async () => {
    const res = await boss.json(
      'GET',
      list(admin.questionStats(), { filter: { game_id: game.id } }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const [first, second, third] = res.json();
    expect(first).toMatchObject({ rank: 1, answers: 3, right_share: 1, gave_up: 0 });
    expect(first.average_answer_ms).toBe(Math.round((4000 + 4000 + 300) / 3));
    // bo stopped after the second question.
    expect(second).toMatchObject({ rank: 2, answers: 3, gave_up: 1 });
    expect(second.right_share).toBeCloseTo(2 / 3);
    expect(third).toMatchObject({ rank: 3, answers: 2, right_share: 0.5 });
    const missing = await boss.json('GET', admin.questionStats());
    expect(missing.statusCode).toBe(400);
  });

  it("counts each manager's games, plays and players", async () => {
    const res = await boss.json(
      'GET',
      list(admin.managerScores(), { filter: { user_id: bossId } }),
    );
    expect(res.json()).toEqual([
      {
        id: bossId,
        first_name: 'supermanager',
        last_name: 'Manager',
        games: 1,
        active_games: 1,
        plays: 3,
        players: 3,
      },
    ]);
  });

  it('lists suspicious players with the evidence, and acts on nobody', async () => {
    const res = await boss.json('GET', admin.suspiciousPlayers());
    expect(res.statusCode, res.body).toBe(200);
    const byId = new Map(
      res.json().map((p: { id: number; reasons: unknown[] }) => [p.id, p.reasons]),
    );
    expect(byId.get(users.cy)).toEqual([
      { kind: 'fast_and_right', evidence: { answers: 20, right_share: 1, average_answer_ms: 300 } },
    ]);
    expect(byId.get(users.di)).toEqual([
      {
        kind: 'shared_cashout_number',
        evidence: { phone_number: '677112233', accounts: [users.ed] },
      },
    ]);
    expect(byId.has(users.ada)).toBe(false);
    const account = await t.app.db
      .selectFrom('users')
      .select('deleted_at')
      .where('id', '=', users.cy as number)
      .executeTakeFirstOrThrow();
    expect(account.deleted_at).toBeNull();
  });

  it('flags two players of a challenge choosing alike at the same moments', async () => {
    const now = Date.now();
    const challenge = await t.app.db
      .insertInto('challenges')
      .values({
        game_id: game.id,
        starter_id: users.ed as number,
        number_of_ene: 1,
        gain_unit: 100,
        duration_sec: 3600,
        is_active: 0,
        created_at: new Date(now - 3600_000).toISOString(),
        closes_at: new Date(now).toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const copied = [[2], [0], [1], [2], [0]].map((choice) => ({ right: false, ms: 2500, choice }));
    const startSecond = Math.floor((now - 600_000 - Date.UTC(2026, 9, 1, 12)) / 1000);
    for (const name of ['di', 'ed']) {
      await play(users[name] as number, copied, {
        type: 'challenge',
        challengeId: challenge.id,
        start: startSecond,
      });
    }
    const res = await boss.json('GET', admin.suspiciousPlayers());
    const di = res.json().find((p: { id: number }) => p.id === users.di);
    expect(di.reasons).toContainEqual({
      kind: 'same_answers',
      evidence: { challenge_id: challenge.id, with_user_id: users.ed, questions: 5, alike: 5 },
    });
  });

  it('keeps scores to super managers', async () => {
    const payments = await newManager(t.app, 'scores.payments@example.cm', 'paymentsmanager');
    const res = await managerClient(t.app, payments.headers).json('GET', admin.scores());
    expect(res.statusCode).toBe(403);
  });
});
