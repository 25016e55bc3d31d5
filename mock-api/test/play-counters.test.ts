import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, migrateToLatest } from '../src/db/index';
import { buildTestApp, type TestApp } from './helpers/app';
import { addChallenge, addGame, addIndex, addPlay, addUser, daysAgo } from './helpers/catalogue';
import { migratedDatabase, type TestDatabase, testDialect } from './helpers/database';

/*
 * The counters kept by triggers on plays (migration 0026_play_counters): the
 * plays of each game, over its counter rows, and each player's wins. Whatever
 * happens to plays (started, ended, settled, moved, deleted one by one or in
 * a cascade), they say what counting the plays says.
 */

/** What the counters hold: each game's plays, each player's wins (none left out). */
async function counters(db: Db) {
  const games = await db
    .selectFrom('game_play_counts')
    .select(['game_id', (eb) => eb.fn.sum<number>('plays').as('plays')])
    .groupBy('game_id')
    .having((eb) => eb.fn.sum('plays'), '<>', 0)
    .orderBy('game_id')
    .execute();
  const wins = await db
    .selectFrom('player_wins')
    .select(['user_id', 'amount_won', 'nbr_wins', 'last_win'])
    .where('nbr_wins', '<>', 0)
    .orderBy('user_id')
    .execute();
  return {
    games: games.map((row) => ({ game_id: row.game_id, plays: Number(row.plays) })),
    wins: wins.map((row) => ({ ...row, amount_won: Number(row.amount_won) })),
  };
}

/** The same, counted from the plays. */
async function counted(db: Db) {
  const games = await db
    .selectFrom('plays')
    .select(['game_id', (eb) => eb.fn.countAll<number>().as('plays')])
    .groupBy('game_id')
    .orderBy('game_id')
    .execute();
  const wins = await db
    .selectFrom('plays')
    .select((eb) => [
      'user_id',
      eb.fn.sum<number>('gain').as('amount_won'),
      eb.fn.countAll<number>().as('nbr_wins'),
      eb.fn.max('started_at').as('last_win'),
    ])
    .where('is_winner', '=', 1)
    .groupBy('user_id')
    .orderBy('user_id')
    .execute();
  return {
    games: games.map((row) => ({ game_id: row.game_id, plays: Number(row.plays) })),
    wins: wins.map((row) => ({
      user_id: row.user_id,
      amount_won: Number(row.amount_won),
      nbr_wins: Number(row.nbr_wins),
      last_win: row.last_win,
    })),
  };
}

async function expectExact(db: Db, step: string) {
  expect(await counters(db), step).toEqual(await counted(db));
}

describe('play counters', () => {
  let t: TestApp;
  let db: Db;
  const games: number[] = [];
  const players: number[] = [];
  const game = (i: number) => games[i] ?? 0;
  const player = (i: number) => players[i] ?? 0;

  beforeAll(async () => {
    t = await buildTestApp();
    db = t.app.db;
    const index = await addIndex(db, 'Counted');
    for (let i = 0; i < 5; i++)
      games.push(await addGame(db, { title_en: `Counted ${i}`, indexIds: [index] }));
    for (let i = 0; i < 10; i++) players.push(await addUser(db, `Counter ${i}`));
  });
  afterAll(() => t.close());

  it('count plays as they start, end, are settled and deleted', async () => {
    await expectExact(db, 'nothing played');
    // Started: running plays count for their game, no win yet.
    const running: number[] = [];
    for (let i = 0; i < 6; i++) {
      running.push(await addPlay(db, { userId: player(i), gameId: game(0), active: true }));
    }
    await expectExact(db, 'started');
    // Ended: some won, with their gains.
    for (const [i, id] of running.entries()) {
      await db
        .updateTable('plays')
        .set({ is_active: 0, is_winner: i % 2, gain: i % 2 ? 100 * (i + 1) : 0, note: i })
        .where('id', '=', id)
        .execute();
    }
    await expectExact(db, 'ended');
    // Many plays at once, won and lost, over several games and days.
    // (A player plays a game once.)
    for (let i = 0; i < 18; i++) {
      await addPlay(db, {
        userId: player(i % 6),
        gameId: game(1 + Math.floor(i / 6)),
        gain: i % 4 === 0 ? 50 * (i + 1) : 0,
        startedAt: daysAgo(30 - i),
      });
    }
    await expectExact(db, 'more plays');
    // A challenge settled: a lost play becomes a win, a win becomes a loss.
    const challenge = await addChallenge(db, {
      gameId: game(2),
      starterId: player(6),
      closed: true,
    });
    const lost = await addPlay(db, { userId: player(6), gameId: game(2), challengeId: challenge });
    const won = await addPlay(db, {
      userId: player(7),
      gameId: game(2),
      challengeId: challenge,
      gain: 300,
      startedAt: daysAgo(1),
    });
    await db.updateTable('plays').set({ is_winner: 1, gain: 600 }).where('id', '=', lost).execute();
    await db.updateTable('plays').set({ is_winner: 0, gain: 0 }).where('id', '=', won).execute();
    await expectExact(db, 'settled');
    // A win's gain and start corrected, a play moved to another game and player.
    await db
      .updateTable('plays')
      .set({ gain: 650, started_at: daysAgo(40) })
      .where('id', '=', lost)
      .execute();
    await db
      .updateTable('plays')
      .set({ game_id: game(4), user_id: player(8) })
      .where('id', '=', running[3] ?? 0)
      .execute();
    await expectExact(db, 'corrected');
    // Deleted: the latest win of a player, then plays in bulk, then by cascades.
    const latest = await db
      .selectFrom('plays')
      .select(['id'])
      .where('user_id', '=', player(0))
      .where('is_winner', '=', 1)
      .orderBy('started_at', 'desc')
      .executeTakeFirstOrThrow();
    await db.deleteFrom('plays').where('id', '=', latest.id).execute();
    await expectExact(db, 'latest win deleted');
    await db.deleteFrom('plays').where('game_id', '=', game(1)).where('gain', '>', 0).execute();
    await expectExact(db, 'wins deleted in bulk');
    await db.deleteFrom('games').where('id', '=', game(2)).execute();
    await expectExact(db, 'game deleted');
    await db.deleteFrom('users').where('id', '=', player(3)).execute();
    await expectExact(db, 'player deleted');
    // A player whose every win went wins again.
    await db
      .deleteFrom('plays')
      .where('user_id', '=', player(5))
      .where('is_winner', '=', 1)
      .execute();
    await expectExact(db, 'every win of a player gone');
    await addPlay(db, { userId: player(5), gameId: game(4), gain: 75, startedAt: daysAgo(2) });
    await expectExact(db, 'won again');
    expect((await counters(db)).wins.find((row) => row.user_id === player(5))).toMatchObject({
      nbr_wins: 1,
      amount_won: 75,
    });
  });

  it('spread the plays of one game over several rows', async () => {
    const spread = await db
      .selectFrom('game_play_counts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('game_id', '=', game(0))
      .where('plays', '>', 0)
      .executeTakeFirstOrThrow();
    expect(Number(spread.n)).toBeGreaterThan(1);
  });

  it('stay exact when plays of one game start and end at once', async () => {
    if (testDialect !== 'postgres') return; // one writer at a time on SQLite
    const hot = await addGame(db, { title_en: 'Hot game', indexIds: [] });
    const crowd: number[] = [];
    for (let i = 0; i < 24; i++) crowd.push(await addUser(db, `Crowd ${i}`));
    // Each in its own transaction, on the pool's connections, all at once.
    await Promise.all(
      crowd.map((userId, i) =>
        db.transaction().execute(async (trx) => {
          const { id } = await trx
            .insertInto('plays')
            .values({ user_id: userId, game_id: hot, type: 'solo', started_at: daysAgo(i / 10) })
            .returning('id')
            .executeTakeFirstOrThrow();
          await sql`select pg_sleep(0.02)`.execute(trx);
          if (i % 3 === 0) {
            await trx
              .updateTable('plays')
              .set({ is_active: 0, is_winner: 1, gain: 50 })
              .where('id', '=', id)
              .execute();
          }
        }),
      ),
    );
    // A player's wins taken away and added at once.
    const busy = crowd[0] ?? 0;
    const extra = await Promise.all(
      games.slice(0, 2).map((gameId) => addPlay(db, { userId: busy, gameId, gain: 10 })),
    );
    await Promise.all([
      db
        .updateTable('plays')
        .set({ is_winner: 0, gain: 0 })
        .where('id', '=', extra[0] ?? 0)
        .execute(),
      db
        .deleteFrom('plays')
        .where('id', '=', extra[1] ?? 0)
        .execute(),
      addPlay(db, { userId: busy, gameId: game(3), gain: 20, startedAt: daysAgo(3) }),
    ]);
    await expectExact(db, 'at once');
  });

  it('rank the hall of fame of all time and order the games by plays', async () => {
    const fame = await t.app.inject({ method: 'GET', url: '/api/hall-of-fame/all_time/1/50/' });
    expect(fame.statusCode).toBe(200);
    const { wins } = await counted(db);
    const alive = await db
      .selectFrom('users')
      .select('id')
      .where('deleted_at', 'is', null)
      .execute();
    const ranked = wins
      .filter((row) => alive.some((user) => user.id === row.user_id))
      .sort(
        (a, b) =>
          b.amount_won - a.amount_won ||
          b.nbr_wins - a.nbr_wins ||
          (a.last_win ?? '').localeCompare(b.last_win ?? '') ||
          a.user_id - b.user_id,
      );
    expect(
      fame
        .json()
        .list.map((entry: { user: { id: number }; amount_won: number; nbr_wins: number }) => ({
          user_id: entry.user.id,
          amount_won: entry.amount_won,
          nbr_wins: entry.nbr_wins,
        })),
    ).toEqual(
      ranked.map(({ user_id, amount_won, nbr_wins }) => ({ user_id, amount_won, nbr_wins })),
    );

    const popular = await t.app.inject({
      method: 'GET',
      url: '/api/games/get/popular/1/20/?serializer_type=simple',
    });
    expect(popular.statusCode).toBe(200);
    const { games: plays } = await counted(db);
    const cards: { id: number; number_of_plays: number }[] = popular.json().list;
    for (const card of cards) {
      expect(card.number_of_plays, `game ${card.id}`).toBe(
        plays.find((row) => row.game_id === card.id)?.plays ?? 0,
      );
    }
    const numbers = cards.map((card) => card.number_of_plays);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));

    // The quiz search orders what it finds the same way, the newest first among equals.
    const found = await t.app.inject({ method: 'GET', url: '/api/search/quizzes/counted/1/' });
    expect(found.statusCode).toBe(200);
    const titled = await db
      .selectFrom('games')
      .select(['id', 'created_at'])
      .where('title_en', 'like', 'Counted%')
      .execute();
    const order = titled
      .map((row) => ({ ...row, plays: plays.find((p) => p.game_id === row.id)?.plays ?? 0 }))
      .sort((a, b) => b.plays - a.plays || b.created_at.localeCompare(a.created_at) || b.id - a.id)
      .map((row) => row.id);
    expect(found.json().list.map((card: { id: number }) => card.id)).toEqual(order);
    expect(found.json().number_of_results).toBe(order.length);
  });
});

describe('migration 0026: counters of the plays already there', () => {
  let opened: Awaited<ReturnType<typeof migratedDatabase>>;
  let database: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    opened = await migratedDatabase('0025_name_trigrams');
    ({ db, database } = opened);
  });
  afterAll(() => opened.close());

  it('counts them, then counts on', async () => {
    for (const email of ['a@example.cm', 'b@example.cm']) {
      await sql`insert into users (email, password_hash) values (${email}, '!')`.execute(db);
    }
    for (const title of ['One', 'Two']) {
      await sql`insert into games (title_en, title_fr) values (${title}, ${title})`.execute(db);
    }
    // biome-ignore format: one play a line
    for (const [user, game, winner, gain, started] of [
      [1, 1, 1, 100, '2026-01-02T00:00:00.000Z'], [1, 2, 0, 0, '2026-01-03T00:00:00.000Z'],
      [2, 1, 1, 50, '2026-01-04T00:00:00.000Z'], [2, 2, 1, 70, '2026-01-01T00:00:00.000Z'],
    ] as const) {
      await sql`insert into plays (user_id, game_id, type, is_active, is_winner, gain, started_at)
        values (${user}, ${game}, 'solo', 0, ${winner}, ${gain}, ${started})`.execute(db);
    }
    expect(await migrateToLatest(db, database.pgSchema)).toContain('0026_play_counters');
    expect(await counters(db)).toEqual({
      games: [
        { game_id: 1, plays: 2 },
        { game_id: 2, plays: 2 },
      ],
      wins: [
        { user_id: 1, amount_won: 100, nbr_wins: 1, last_win: '2026-01-02T00:00:00.000Z' },
        { user_id: 2, amount_won: 120, nbr_wins: 2, last_win: '2026-01-04T00:00:00.000Z' },
      ],
    });
    await sql`insert into games (title_en, title_fr) values ('Three', 'Trois')`.execute(db);
    await sql`insert into plays (user_id, game_id, type) values (1, 3, 'solo')`.execute(db);
    await expectExact(db, 'after the migration');
  });
});
