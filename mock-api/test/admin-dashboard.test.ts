import { TREND_DAYS } from '@quiz/shared/contract';
import { businessDay, businessDayStart } from '@quiz/shared/format';
import { api } from '@quiz/shared/paths';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoNow } from '../src/db/time';
import { bearer, newPlayer } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/app';
import { testClock } from './helpers/clock';
import { createGame, userId } from './helpers/games';
import { managerClient, managerTeam } from './helpers/managers';

/*
 * The super board's trend: new players and plays of each of the last 30
 * days, counted in Douala days (UTC+1), for super managers only.
 */

const TREND = api.admin.super.dashboardTrend();
const MINUTE = 60_000;

describe('dashboard trend', () => {
  let t: TestApp;
  let team: Awaited<ReturnType<typeof managerTeam>>;
  const clock = testClock();

  beforeAll(async () => {
    t = await buildTestApp({ clock });
    team = await managerTeam(t.app);
  });
  afterAll(() => t.close());

  it('is read by super managers only', async () => {
    const { access } = await newPlayer(t.app, 'reader@example.cm');
    for (const [headers, status] of [
      [{}, 401],
      [bearer(access), 403],
      [team.games.headers, 403],
      [team.payments.headers, 403],
    ] as const) {
      expect((await managerClient(t.app, headers).json('GET', TREND)).statusCode).toBe(status);
    }
  });

  it('counts new players and plays in the Douala day they happened in, managers left out', async () => {
    const today = businessDay(clock.now());
    const start = Date.parse(businessDayStart(today));
    // Just after midnight in Douala (23:0x UTC the day before) is today; just before is yesterday.
    const at = (ms: number) => isoNow(new Date(start + ms));
    const game = await createGame(t.app);
    const times = [MINUTE, 2 * MINUTE, -MINUTE, -(TREND_DAYS - 1) * 24 * 60 * MINUTE - MINUTE];
    for (const [i, time] of times.entries()) {
      const email = `trend${i}@example.cm`;
      await newPlayer(t.app, email);
      const id = await userId(t.app, email);
      // A row's creation time is the database's to set: moved here for the test only.
      await sql`update users set created_at = ${at(time)} where id = ${id}`.execute(t.app.db);
      await t.app.db
        .insertInto('plays')
        .values({ user_id: id, game_id: game.id, type: 'solo', is_active: 0, started_at: at(time) })
        .execute();
    }
    // Managers and the first test's player were made now: today too, managers not counted.
    const res = await managerClient(t.app, team.super.headers).json('GET', TREND);
    expect(res.statusCode, res.body).toBe(200);
    const { days } = res.json() as { days: { day: string; new_players: number; plays: number }[] };
    expect(days).toHaveLength(TREND_DAYS);
    expect(days.at(-1)).toEqual({ day: today, new_players: 3, plays: 2 });
    expect(days.at(-2)).toMatchObject({ new_players: 1, plays: 1 });
    // 30 days back and a minute before: out of the window.
    expect(days.reduce((sum, day) => sum + day.plays, 0)).toBe(3);
    expect(days.slice(0, -2).every((day) => day.new_players === 0 && day.plays === 0)).toBe(true);
  });
});
