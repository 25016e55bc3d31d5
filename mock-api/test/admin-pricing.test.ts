import { DEFAULT_PRICING } from '@quiz/shared/contract';
import { api } from '@quiz/shared/paths';
import { VALIDATION_MESSAGES as M } from '@quiz/shared/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, newPlayer } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/app';
import { answer, createGame, giveGains, userId, wallet } from './helpers/games';
import { type ManagerClient, managerClient, managerTeam } from './helpers/managers';
import { type Message, PlayClient } from './helpers/socket';

/*
 * Pricing: a super manager changes prices and rewards, within the economy's
 * rules, audited; a change counts from the next purchase, play or challenge,
 * never for a play running or a challenge open when it was made.
 */

const PRICING = api.admin.super.pricing();

/** The seed's pricing, which each test puts back after changing it. */
const DEFAULTS = DEFAULT_PRICING;

describe('pricing', () => {
  let t: TestApp;
  let base: string;
  let boss: ManagerClient;
  let team: Awaited<ReturnType<typeof managerTeam>>;

  beforeAll(async () => {
    t = await buildTestApp({ seed: false, env: { PLAY_SWEEP_MS: '60000' } });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    team = await managerTeam(t.app);
    boss = managerClient(t.app, team.super.headers);
  });
  afterAll(() => t.close());

  async function player(email: string, credits = 20) {
    const { access } = await newPlayer(t.app, email);
    const id = await userId(t.app, email);
    await t.app.db.updateTable('wallets').set({ credits }).where('user_id', '=', id).execute();
    return { access, id };
  }

  const trail = () =>
    t.app.db
      .selectFrom('audit_entries')
      .selectAll()
      .where('area', '=', 'pricing')
      .orderBy('id')
      .execute();

  async function change(fields: Partial<typeof DEFAULTS>) {
    const current = (await boss.json('GET', PRICING)).json();
    const res = await boss.json('PUT', PRICING, { ...current, ...fields });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  /** Starts a solo and answers all but the last question right; returns the client and the last question. */
  async function soloUpToLast(access: string, game: Awaited<ReturnType<typeof createGame>>) {
    const client = await PlayClient.open(base, { token: access, game_id: game.id, type: 'solo' });
    let message: Message = await client.next();
    for (const q of game.questions.slice(0, -1))
      message = await answer(client, message, q.correction);
    return { client, message };
  }

  it('is read and changed by super managers only', async () => {
    const awa = await player('awa@example.cm');
    const cases: [Record<string, string>, number][] = [
      [{}, 401],
      [bearer(awa.access), 403],
      [team.games.headers, 403],
      [team.payments.headers, 403],
    ];
    for (const [headers, status] of cases) {
      const who = managerClient(t.app, headers);
      expect((await who.json('GET', PRICING)).statusCode).toBe(status);
      expect((await who.json('PUT', PRICING, { ...DEFAULTS, gain_unit: 60 })).statusCode).toBe(
        status,
      );
    }
    const read = await boss.json('GET', PRICING);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(DEFAULTS);
    expect(await trail()).toEqual([]);
  });

  it('refuses settings out of bounds or against the economy, field by field, changing nothing', async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [
        { gain_unit: 90 },
        {
          gain_unit: M.gain_unit_above_price,
          solo_win_gain_multiplicator: M.solo_reward_above_price,
        },
      ],
      [
        { solo_win_gain_multiplicator: 2 },
        { solo_win_gain_multiplicator: M.solo_reward_above_price },
      ],
      [
        { premium_unit_reduction: 60 },
        {
          gain_unit: M.gain_unit_above_price,
          solo_win_gain_multiplicator: M.solo_reward_above_price,
        },
      ],
      [
        { basic_unit_reduction: 100, challenge_duration_sec: 10 },
        { basic_unit_reduction: M.reduction_above_price, challenge_duration_sec: M.duration_range },
      ],
      [{ solo_percentage_towin: 0 }, { solo_percentage_towin: M.percentage_range }],
      [{ unit_price: 'cheap' }, { unit_price: M.number_invalid }],
    ];
    for (const [fields, errors] of cases) {
      const res = await boss.json('PUT', PRICING, { ...DEFAULTS, ...fields });
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json()).toEqual({ status_message: 'BAD', errors });
    }
    const missing = await boss.json('PUT', PRICING, { ...DEFAULTS, gain_unit: undefined });
    expect(missing.json()).toEqual({ status_message: 'BAD', errors: { gain_unit: M.required } });
    expect((await boss.json('GET', PRICING)).json()).toEqual(DEFAULTS);
    expect(await trail()).toEqual([]);
  });

  it('audits a change with the values before and after, and nothing when nothing changes', async () => {
    const saved = await change({ gain_unit: 60, normal_unit_reduction: 15 });
    expect(saved).toEqual({ ...DEFAULTS, gain_unit: 60, normal_unit_reduction: 15 });
    await change({});
    const entries = await trail();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ manager_id: team.super.id, action: 'update' });
    expect(JSON.parse(entries[0]?.before ?? '')).toEqual(DEFAULTS);
    expect(JSON.parse(entries[0]?.after ?? '')).toEqual(saved);
    const listed = await boss.json(
      'GET',
      `${api.admin.super.audit()}?filter=${encodeURIComponent('{"area":"pricing"}')}`,
    );
    expect(listed.json()[0]).toMatchObject({
      area: 'pricing',
      before: { gain_unit: 50 },
      after: { gain_unit: 60 },
    });
    await change(DEFAULTS);
  });

  it('pays a running solo the reward it started with, and the next one the new reward', async () => {
    const ada = await player('ada@example.cm');
    const game = await createGame(t.app);
    const running = await soloUpToLast(ada.access, game);
    await change({ gain_unit: 70 });
    const last = game.questions.at(-1);
    if (!last) throw new Error('no question');
    const score = await answer(running.client, running.message, last.correction);
    running.client.close();
    expect(score.data.play).toMatchObject({ is_winner: true, gain: 50 });

    const next = await soloUpToLast(ada.access, await createGame(t.app));
    const nextScore = await answer(next.client, next.message, last.correction);
    next.client.close();
    expect(nextScore.data.play).toMatchObject({ is_winner: true, gain: 70 });
    expect(await wallet(t.app, ada.id)).toEqual({ credits: 18, gains: 120 });
    await change(DEFAULTS);
  });

  it('keeps an open challenge on its gain unit and closing time; the next challenge takes the new ones', async () => {
    const bea = await player('bea@example.cm');
    const start = async () => {
      const game = await createGame(t.app);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/games/challenge/start/',
        headers: bearer(bea.access),
        payload: { number_of_energies: 2, game_id: game.id, friends: [] },
      });
      expect(res.statusCode, res.body).toBe(201);
      const id = res.json().challenge_id as number;
      const overview = await t.app.inject({
        method: 'GET',
        url: `/api/games/challenge/overview/${id}/`,
        headers: bearer(bea.access),
      });
      return overview.json().challenge;
    };
    const open = await start();
    await change({ gain_unit: 40, challenge_duration_sec: 7200 });
    const next = await start();
    const reread = (
      await t.app.inject({
        method: 'GET',
        url: `/api/games/challenge/overview/${open.id}/`,
        headers: bearer(bea.access),
      })
    ).json().challenge;
    expect(reread).toMatchObject({ gain_unit: 50, total_gain: 100 });
    expect(next).toMatchObject({ gain_unit: 40, total_gain: 80 });
    const rows = await t.app.db
      .selectFrom('challenges')
      .select(['id', 'duration_sec'])
      .where('id', 'in', [open.id, next.id])
      .orderBy('id')
      .execute();
    expect(rows.map((row) => row.duration_sec)).toEqual([86_400, 7200]);
    await change(DEFAULTS);
  });

  it('prices the next purchase or conversion with the new unit price and packs', async () => {
    const cal = await player('cal@example.cm');
    await giveGains(t.app, cal.id, 5000);
    await change({ unit_price: 120, basic_units: 12, basic_unit_reduction: 40 });
    const credits = (
      await t.app.inject({ method: 'GET', url: api.credits.mine(), headers: bearer(cal.access) })
    ).json();
    expect(credits.unit_price).toBe(120);
    expect(credits.packages).toContainEqual({
      code: 'basic',
      units: 12,
      unit_reduction: 40,
      greater: false,
    });
    const convert = (number_of_units: number) =>
      t.app.inject({
        method: 'PUT',
        url: api.credits.mine(),
        headers: bearer(cal.access),
        payload: { action: 'convert', pack_type: 'basic', number_of_units },
      });
    const old = await convert(10);
    expect(old.json()).toEqual({
      status_message: 'INVALID_NUMBER_OF_UNITS',
      errors: { number_of_units: M.units_pack_mismatch },
    });
    const res = await convert(12);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().transaction).toMatchObject({ number_of_units: 12, amount: 12 * 80 });
    await change(DEFAULTS);
  });
});
