import { api } from '@quiz/shared/paths';
import type { BadgeRule } from '@quiz/shared/types';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../src/db/index';
import { reactionsOf } from '../src/domain/reactions/index';
import { bearer, newPlayer } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/app';
import { badgeTypeRow } from './helpers/badges';
import { testClock } from './helpers/clock';
import {
  answer,
  createGame,
  playChallenge,
  type TestQuestion,
  userId,
  wallet,
  wrongAnswer,
} from './helpers/games';
import { PlayClient } from './helpers/socket';

/*
 * Each badge rule is checked at the event it counts, not at the player's next
 * play: a friend accepted gives the friends badge, a purchase paid the
 * credits-bought one, and so on.
 */

const questions: TestQuestion[] = [
  { type: 'sc', choices: 3, correction: [1] },
  { type: 'sc', choices: 3, correction: [2] },
  { type: 'sc', choices: 3, correction: [0] },
];

/** One badge type per rule, its code the rule's name; friends pays 5 credits. */
const RULES: [BadgeRule, number, number][] = [
  ['plays', 1, 0],
  ['solo_wins', 1, 0],
  ['challenge_wins', 1, 0],
  ['challenges_started', 1, 0],
  ['friends', 1, 5],
  ['perfect_scores', 1, 0],
  ['credits_bought', 10, 0],
];

describe('badges given at the event their rule counts', () => {
  let t: TestApp;
  let base: string;
  const clock = testClock();
  beforeAll(async () => {
    t = await buildTestApp({
      clock,
      env: {
        // The jobs run only when a test runs them; the sandbox pays at once.
        PLAY_SWEEP_MS: '60000',
        PAYMENT_POLL_MS: '600000',
        SANDBOX_DELAY_MS: '0',
      },
    });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    await t.app.db
      .insertInto('badge_types')
      .values(RULES.map(([type, threshold, units]) => badgeTypeRow(type, threshold, units)))
      .execute();
  });
  afterAll(() => t.close());

  let count = 0;
  /** A new player with 20 credits. */
  async function player() {
    count += 1;
    const email = `badged-${count}@example.cm`;
    const { access } = await newPlayer(t.app, email);
    const id = await userId(t.app, email);
    await t.app.db.updateTable('wallets').set({ credits: 20 }).where('user_id', '=', id).execute();
    const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: bearer(access), ...(payload ? { payload } : {}) });
    return { id, access, call };
  }

  /** The rules of the badges a player has. */
  async function badges(id: number) {
    const rows = await t.app.db
      .selectFrom('user_badges')
      .innerJoin('badge_types', 'badge_types.id', 'user_badges.badge_type_id')
      .select('badge_types.type')
      .where('user_badges.user_id', '=', id)
      .execute();
    return rows.map((row) => row.type).sort();
  }

  /** Plays a solo to its end, every answer right or every answer wrong. */
  async function playSolo(access: string, right: boolean) {
    const game = await createGame(t.app, { questions });
    const client = await PlayClient.open(base, { token: access, game_id: game.id, type: 'solo' });
    let message = await client.next();
    for (const q of questions) {
      message = await answer(client, message, right ? q.correction : wrongAnswer(q));
    }
    client.close();
    expect(message.type).toBe('play_score');
    // What follows a play runs once its score is sent.
    await t.app.reactions.idle();
  }

  it('gives plays at a finished play, solo_wins and perfect_scores at a perfect solo win', async () => {
    const me = await player();
    await playSolo(me.access, false);
    expect(await badges(me.id)).toEqual(['plays']);
    await playSolo(me.access, true);
    expect(await badges(me.id)).toEqual(['perfect_scores', 'plays', 'solo_wins']);
    const won = await t.app.db
      .selectFrom('notifications')
      .select('win_play_id')
      .where('user_id', '=', me.id)
      .where('kind', '=', 'solo_won')
      .execute();
    expect(won).toHaveLength(1);
  });

  const startChallenge = (p: Awaited<ReturnType<typeof player>>, gameId: number) =>
    p.call('POST', '/api/games/challenge/start/', {
      number_of_energies: 2,
      game_id: gameId,
      friends: [],
    });

  it('gives challenges_started when the challenge starts', async () => {
    const me = await player();
    const game = await createGame(t.app, { questions });
    expect((await startChallenge(me, game.id)).statusCode).toBe(201);
    expect(await badges(me.id)).toEqual(['challenges_started']);
  });

  it('gives challenge_wins to the winners when the challenge closes', async () => {
    const starter = await player();
    const joiner = await player();
    const game = await createGame(t.app, { questions });
    const { challenge_id } = (await startChallenge(starter, game.id)).json();
    await playChallenge(base, starter.access, { id: game.id, questions }, challenge_id, 3);
    await playChallenge(base, joiner.access, { id: game.id, questions }, challenge_id, 1);
    await t.app.reactions.idle();
    expect(await badges(starter.id)).not.toContain('challenge_wins');

    const { closes_at } = await t.app.db
      .selectFrom('challenges')
      .select('closes_at')
      .where('id', '=', challenge_id)
      .executeTakeFirstOrThrow();
    clock.advance(Math.max(0, Date.parse(closes_at) - clock.now().getTime()) + 1000);
    await t.app.runPlayJobs();
    expect(await badges(starter.id)).toContain('challenge_wins');
    expect(await badges(joiner.id)).not.toContain('challenge_wins');
  });

  it('gives friends to both players when a request is accepted, its credits once', async () => {
    const sender = await player();
    const receiver = await player();
    const sent = await sender.call('POST', `/api/me/my-friends/request/${receiver.id}/send/`);
    expect(sent.statusCode).toBe(201);
    expect(await badges(receiver.id)).toEqual([]);
    const accepted = await receiver.call(
      'GET',
      `/api/me/my-friends/request/${sent.json().request.id}/accept/`,
    );
    expect(accepted.statusCode).toBe(200);
    expect(await badges(sender.id)).toEqual(['friends']);
    expect(await badges(receiver.id)).toEqual(['friends']);
    expect(await wallet(t.app, receiver.id)).toMatchObject({ credits: 25 });
    // Checked again, it pays nothing more.
    await t.app.reactions.friendAccepted(sender.id, receiver.id);
    expect(await wallet(t.app, receiver.id)).toMatchObject({ credits: 25 });
  });

  it('gives credits_bought when a purchase is paid', async () => {
    const me = await player();
    // A number ending in 5: the sandbox pays but never calls back; the test does.
    const started = await me.call('PUT', api.credits.mine(), {
      number_of_units: 10,
      pack_type: 'basic_pack',
      action: 'buy',
      payment_infos: { method: 'om', phone_number: '690000005' },
    });
    expect(started.statusCode, started.body).toBe(200);
    expect(await badges(me.id)).toEqual([]);
    await t.app.inject({
      method: 'POST',
      url: '/api/payments/callback/sandbox/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ reference: started.json().transaction.reference }),
    });
    expect(await wallet(t.app, me.id)).toMatchObject({ credits: 30 });
    expect(await badges(me.id)).toEqual(['credits_bought']);
  });
});

describe('a reaction that fails', () => {
  it('is logged and never fails the event that called it', async () => {
    const logError = vi.fn();
    const broken = {
      selectFrom() {
        throw new Error('database gone');
      },
    } as unknown as Db;
    const reactions = reactionsOf(broken, logError);
    await expect(reactions.friendAccepted(1, 2)).resolves.toBeUndefined();
    await reactions.idle();
    expect(logError).toHaveBeenCalledWith(expect.any(Error), 'friend accepted');
  });
});
