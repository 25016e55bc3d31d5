import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoNow } from '../src/db/time';
import { bearer, newPlayer } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/app';
import { testClock } from './helpers/clock';
import {
  answer,
  createGame,
  makeFriends,
  onScreen,
  playChallenge,
  type TestQuestion,
  userId,
  wallet,
} from './helpers/games';
import { PlayClient } from './helpers/socket';

const questions: TestQuestion[] = [
  { type: 'sc', choices: 3, correction: [1] },
  { type: 'sc', choices: 3, correction: [2] },
  { type: 'sc', choices: 3, correction: [0] },
];

/**
 * Money in = money out: sums every ledger movement of a challenge and checks
 * that each participant staked once and the pot went back whole, as credits
 * (refunded) or as FCFA to the winners, the house keeping only the division's
 * remainder. Returns the sums for the test's own expectations.
 */
async function expectPotSettled(app: FastifyInstance, challengeId: number) {
  const challenge = await app.db
    .selectFrom('challenges')
    .selectAll()
    .where('id', '=', challengeId)
    .executeTakeFirstOrThrow();
  expect(challenge.is_active).toBe(0);
  const entries = await app.db
    .selectFrom('ledger_entries')
    .select(['user_id', 'account', 'kind', 'amount'])
    .where('reference', '=', `challenge:${challengeId}`)
    .execute();
  const sum = (kind: string, account: string) =>
    entries
      .filter((entry) => entry.kind === kind && entry.account === account)
      .reduce((total, entry) => total + entry.amount, 0);
  const staked = -sum('challenge_stake', 'credits');
  const refunded = sum('challenge_refund', 'credits');
  const won = sum('challenge_win', 'gains');
  // Nothing else moves under a challenge's reference.
  expect(staked + refunded + won).toBe(
    entries.reduce((total, entry) => total + Math.abs(entry.amount), 0),
  );
  const stakers = entries.filter((entry) => entry.kind === 'challenge_stake');
  expect(new Set(stakers.map((entry) => entry.user_id)).size).toBe(stakers.length);
  expect(staked).toBe(stakers.length * challenge.number_of_ene);
  if (refunded > 0) {
    // No contest: every stake back to whoever staked it, nothing paid.
    const refunds = entries.filter((entry) => entry.kind === 'challenge_refund');
    expect(refunds.map((entry) => entry.user_id).sort()).toEqual(
      stakers.map((entry) => entry.user_id).sort(),
    );
    expect(refunded).toBe(staked);
    expect(won).toBe(0);
  } else {
    const pot = staked * challenge.gain_unit;
    expect(challenge.total_gain).toBe(pot);
    expect(won).toBe(challenge.gain_per_winner * challenge.number_of_winners);
    expect(pot - won).toBeGreaterThanOrEqual(0);
    expect(pot - won).toBeLessThan(challenge.number_of_winners);
  }
  return { participants: stakers.length, staked, refunded, won };
}

describe('challenges', () => {
  let t: TestApp;
  let base: string;
  const players: Record<string, { access: string; id: number }> = {};

  beforeAll(async () => {
    t = await buildTestApp({ env: { PLAY_SWEEP_MS: '60000' } });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    for (const name of ['ada', 'bea', 'cal', 'dan', 'eve']) {
      const email = `${name}@example.cm`;
      const { access } = await newPlayer(t.app, email);
      players[name] = { access, id: await userId(t.app, email) };
      // Enough energy to stake: the welcome credits plus a grant.
      await t.app.db
        .updateTable('wallets')
        .set({ credits: 20 })
        .where('user_id', '=', players[name].id)
        .execute();
    }
    const { ada, bea, cal } = players;
    if (!ada || !bea || !cal) throw new Error('players missing');
    await makeFriends(t.app, ada.id, bea.id);
    await makeFriends(t.app, ada.id, cal.id);
  });
  afterAll(() => t.close());

  const p = (name: string) => {
    const found = players[name];
    if (!found) throw new Error(name);
    return found;
  };
  const start = (name: string, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/games/challenge/start/',
      headers: bearer(p(name).access),
      payload: payload as object,
    });

  const play = (name: string, gameId: number, challengeId: number, rightAnswers: number) =>
    playChallenge(base, p(name).access, { id: gameId, questions }, challengeId, rightAnswers);

  async function closeNow(challengeId: number) {
    await t.app.db
      .updateTable('challenges')
      .set({ closes_at: isoNow(new Date(Date.now() - 1000)) })
      .where('id', '=', challengeId)
      .execute();
    await t.app.runPlayJobs();
  }

  it('starts a challenge, staking energy and inviting friends', async () => {
    const game = await createGame(t.app, { questions });
    const res = await start('ada', {
      number_of_energies: 4,
      game_id: game.id,
      friends: [p('bea').id, p('cal').id],
    });
    expect(res.statusCode).toBe(201);
    const { challenge_id } = res.json();
    expect(await wallet(t.app, p('ada').id)).toEqual({ credits: 16, gains: 0 });

    const invitations = await t.app.inject({
      method: 'GET',
      url: '/api/games/my-challenges-invitations/1/10/',
      headers: bearer(p('bea').access),
    });
    expect(invitations.json()).toMatchObject({
      number_of_pages: 1,
      indicators: { invitations: 1 },
    });
    expect(invitations.json().list[0]).toMatchObject({
      status: 'PENDING',
      challenge: { id: challenge_id, number_of_ene: 4 },
    });
    const seen = await t.app.inject({
      method: 'GET',
      url: '/api/games/my-challenges/results/1/10/?indicators=true',
      headers: bearer(p('bea').access),
    });
    expect(seen.json().indicators).toEqual({ invitations: 0 });
    const notes = await t.app.db
      .selectFrom('notifications')
      .select(['kind', 'message_fr'])
      .where('user_id', '=', p('cal').id)
      .execute();
    expect(notes[0]?.kind).toBe('challenge_invitation');
    expect(notes[0]?.message_fr).toContain('Quiz de test');
  });

  it('runs a challenge to its end: two friends join, time closes it, the best score takes the pot once', async () => {
    const game = await createGame(t.app, { questions });
    const { challenge_id } = (
      await start('ada', {
        number_of_energies: 2,
        game_id: game.id,
        friends: [p('bea').id, p('cal').id],
      })
    ).json();

    const overview = await t.app.inject({
      method: 'GET',
      url: `/api/games/challenge/overview/${challenge_id}/`,
      headers: bearer(p('bea').access),
    });
    // The starter staked at the start: a participant, whose stake is in the pot before playing.
    expect(overview.json()).toMatchObject({
      num_plays: 0,
      challenge: {
        is_active: true,
        number_of_ene: 2,
        gain_unit: 50,
        number_of_participants: 1,
        total_gain: 100,
      },
    });

    await play('ada', game.id, challenge_id, 1);
    await play('bea', game.id, challenge_id, 3);
    const calScore = await play('cal', game.id, challenge_id, 2);
    expect(calScore.data.play).toMatchObject({ note: 2, is_winner: false, gain: 0 });
    // The starter paid once: starting staked, playing did not.
    expect(await wallet(t.app, p('ada').id)).toEqual({ credits: 14, gains: 0 });
    expect((await wallet(t.app, p('bea').id)).credits).toBe(18);

    const during = await t.app.inject({
      method: 'GET',
      url: `/api/games/challenge/result/${challenge_id}/`,
      headers: bearer(p('cal').access),
    });
    expect(during.json()).toMatchObject({
      has_winners: 0,
      challenge: {
        is_active: true,
        number_of_plays: 3,
        number_of_participants: 3,
        total_gain: 300,
        gain_per_winner: null,
      },
    });

    await closeNow(challenge_id);
    await t.app.runPlayJobs();
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/games/challenge/result/${challenge_id}/`,
      headers: bearer(p('cal').access),
    });
    expect(after.json()).toMatchObject({
      has_winners: 1,
      challenge: { is_active: false, total_gain: 300, gain_per_winner: 300 },
    });
    expect(
      after
        .json()
        .plays.map((x: { user: { id: number }; is_winner: boolean }) => [x.user.id, x.is_winner]),
    ).toEqual([
      [p('bea').id, true],
      [p('cal').id, false],
      [p('ada').id, false],
    ]);
    expect(await wallet(t.app, p('bea').id)).toEqual({ credits: 18, gains: 300 });
    const wins = await t.app.db
      .selectFrom('ledger_entries')
      .select('amount')
      .where('kind', '=', 'challenge_win')
      .where('reference', '=', `challenge:${challenge_id}`)
      .execute();
    expect(wins).toEqual([{ amount: 300 }]);
    expect(await expectPotSettled(t.app, challenge_id)).toEqual({
      participants: 3,
      staked: 6,
      refunded: 0,
      won: 300,
    });
    const kinds = await t.app.db
      .selectFrom('notifications')
      .select('kind')
      .where('win_play_id', 'is not', null)
      .where('kind', 'like', 'challenge_%')
      .execute();
    expect(kinds.map((k) => k.kind).sort()).toEqual([
      'challenge_lost',
      'challenge_lost',
      'challenge_won',
    ]);
  });

  it('splits a tie, the remainder staying with the house', async () => {
    await t.app.db
      .updateTable('settings')
      .set({ value: '25' })
      .where('key', '=', 'gain_unit')
      .execute();
    try {
      const game = await createGame(t.app, { questions });
      const { challenge_id } = (
        await start('ada', { number_of_energies: 1, game_id: game.id, friends: [] })
      ).json();
      await play('ada', game.id, challenge_id, 2);
      await play('dan', game.id, challenge_id, 2);
      await play('eve', game.id, challenge_id, 1);
      await closeNow(challenge_id);
      const challenge = await t.app.db
        .selectFrom('challenges')
        .selectAll()
        .where('id', '=', challenge_id)
        .executeTakeFirstOrThrow();
      // Pot 3 x 1 x 25 = 75 FCFA for two winners: 37 each, 1 for the house.
      expect(challenge).toMatchObject({
        total_gain: 75,
        number_of_winners: 2,
        gain_per_winner: 37,
      });
      expect((await wallet(t.app, p('dan').id)).gains).toBe(37);
      expect((await expectPotSettled(t.app, challenge_id)).won).toBe(74);
    } finally {
      await t.app.db
        .updateTable('settings')
        .set({ value: '50' })
        .where('key', '=', 'gain_unit')
        .execute();
    }
  });

  it('refunds the stake when nobody came to play', async () => {
    const game = await createGame(t.app, { questions });
    const before = await wallet(t.app, p('eve').id);
    const { challenge_id } = (
      await start('eve', { number_of_energies: 3, game_id: game.id, friends: [] })
    ).json();
    await play('eve', game.id, challenge_id, 3);
    await closeNow(challenge_id);
    expect(await wallet(t.app, p('eve').id)).toEqual(before);
    const challenge = await t.app.db
      .selectFrom('challenges')
      .select(['is_active', 'number_of_winners'])
      .where('id', '=', challenge_id)
      .executeTakeFirstOrThrow();
    expect(challenge).toEqual({ is_active: 0, number_of_winners: 0 });
    expect((await expectPotSettled(t.app, challenge_id)).refunded).toBe(3);
  });

  it('refuses what the catalogue lists', async () => {
    const game = await createGame(t.app, { questions });
    expect(
      (await start('ada', { number_of_energies: 500, game_id: game.id, friends: [] })).json()
        .status_message,
    ).toBe('INSUFFICIENT');
    expect((await start('ada', { number_of_energies: 0, game_id: game.id })).json()).toMatchObject({
      status_message: 'BAD',
      errors: { number_of_energies: 'validation.energy_min' },
    });
    // Ids no database row can have are refused by the form rule, never reaching a query.
    const beyond = await start('ada', {
      number_of_energies: 1,
      game_id: 99_999_999_999,
      friends: [99_999_999_999],
    });
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json()).toEqual({
      status_message: 'BAD',
      errors: { game_id: 'validation.id_invalid', 'friends[0]': 'validation.id_invalid' },
    });
    expect((await start('ada', [game.id])).json()).toEqual({
      status_message: 'BAD',
      errors: { body: 'validation.value_invalid' },
    });
    const inactive = await createGame(t.app, { questions, active: false });
    expect(
      (await start('ada', { number_of_energies: 1, game_id: inactive.id })).json().status_message,
    ).toBe('INVALID_ID');
    expect(
      (
        await start('ada', { number_of_energies: 1, game_id: game.id, friends: [p('eve').id] })
      ).json().status_message,
    ).toBe('INVALID_ID');
    expect(
      await t.app.db.selectFrom('challenges').select('id').where('game_id', '=', game.id).execute(),
    ).toEqual([]);

    const { challenge_id } = (
      await start('bea', { number_of_energies: 1, game_id: game.id, friends: [p('ada').id] })
    ).json();
    await play('bea', game.id, challenge_id, 1);
    expect(
      (await start('bea', { number_of_energies: 1, game_id: game.id })).json().status_message,
    ).toBe('ALREADY_PLAYED');
    const overview = await t.app.inject({
      method: 'GET',
      url: `/api/games/challenge/overview/${challenge_id}/`,
      headers: bearer(p('bea').access),
    });
    expect(overview.json()).toEqual({ status_message: 'ALREADY_PLAYED', challenge_id });
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/games/challenge/overview/999999/',
      headers: bearer(p('bea').access),
    });
    expect(missing.statusCode).toBe(404);

    await closeNow(challenge_id);
    const late = await PlayClient.open(base, {
      token: p('cal').access,
      game_id: game.id,
      type: 'challenge',
      challenge_id,
    });
    expect((await late.next()).status_message).toBe('INACTIVE_PLAY');
    late.close();
  });

  it("declines an invitation once, and only one's own", async () => {
    const game = await createGame(t.app, { questions });
    await start('ada', { number_of_energies: 1, game_id: game.id, friends: [p('cal').id] });
    const invitation = await t.app.db
      .selectFrom('challenge_invitations')
      .select('id')
      .where('receiver_id', '=', p('cal').id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const url = `/api/games/challenge/invitation/${invitation.id}/decline/`;
    expect(
      (await t.app.inject({ method: 'DELETE', url, headers: bearer(p('bea').access) })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url, headers: bearer(p('cal').access) })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'DELETE', url, headers: bearer(p('cal').access) })).statusCode,
    ).toBe(404);
  });

  it('lists my started challenges and shows scores only to those who played', async () => {
    const started = await t.app.inject({
      method: 'GET',
      url: '/api/games/my-challenges/started/1/2/',
      headers: bearer(p('ada').access),
    });
    expect(started.json().list).toHaveLength(2);
    expect(started.json().number_of_pages).toBeGreaterThanOrEqual(2);
    const past = await t.app.inject({
      method: 'GET',
      url: '/api/games/my-challenges/started/99/2/',
      headers: bearer(p('ada').access),
    });
    expect(past.json().list).toEqual([]);

    const play = await t.app.db
      .selectFrom('plays')
      .select(['game_id', 'user_id'])
      .where('user_id', '=', p('bea').id)
      .where('is_active', '=', 0)
      .executeTakeFirstOrThrow();
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/games/${play.game_id}/${play.user_id}/score/`,
      headers: bearer(p('bea').access),
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().play.answers[0].related_question.correction_ids).toBeDefined();
    const stranger = await newPlayer(t.app, 'stranger@example.cm');
    const peek = await t.app.inject({
      method: 'GET',
      url: `/api/games/${play.game_id}/${play.user_id}/score/`,
      headers: bearer(stranger.access),
    });
    expect(peek.statusCode).toBe(403);
  });
});

describe('closing a challenge when its time is up', () => {
  let t: TestApp;
  let base: string;
  const clock = testClock();
  beforeAll(async () => {
    // Time moves only when a test moves the clock and runs the jobs.
    t = await buildTestApp({ env: { PLAY_SWEEP_MS: '60000' }, clock });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  let count = 0;
  /** A new player with 20 credits. */
  async function player() {
    count += 1;
    const email = `closing-${count}@example.cm`;
    const { access } = await newPlayer(t.app, email);
    const id = await userId(t.app, email);
    await t.app.db.updateTable('wallets').set({ credits: 20 }).where('user_id', '=', id).execute();
    return { access, id };
  }
  const start = (access: string, gameId: number, numberOfEnergies = 2) =>
    t.app.inject({
      method: 'POST',
      url: '/api/games/challenge/start/',
      headers: bearer(access),
      payload: { number_of_energies: numberOfEnergies, game_id: gameId, friends: [] },
    });
  async function newChallenge() {
    const starter = await player();
    const game = await createGame(t.app, { questions });
    const res = await start(starter.access, game.id);
    expect(res.statusCode).toBe(201);
    return { starter, game, challengeId: res.json().challenge_id as number };
  }
  const challengeRow = (id: number) =>
    t.app.db.selectFrom('challenges').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  /** Moves the clock past the challenge's closing time and runs the background jobs once. */
  async function timeUp(challengeId: number) {
    const { closes_at } = await challengeRow(challengeId);
    clock.advance(Math.max(0, Date.parse(closes_at) - clock.now().getTime()) + 1000);
    await t.app.runPlayJobs();
  }

  it("keeps the starter's stake in the pot when the starter never plays", async () => {
    const { starter, game, challengeId } = await newChallenge();
    const friend = await player();
    await playChallenge(base, friend.access, game, challengeId, 2);
    // Before closing, the cards count the starter who has not played yet, and the stake in the pot.
    const open = await t.app.inject({
      method: 'GET',
      url: `/api/games/challenge/result/${challengeId}/`,
      headers: bearer(friend.access),
    });
    expect(open.json().challenge).toMatchObject({
      number_of_plays: 1,
      number_of_participants: 2,
      total_gain: 200,
    });
    await timeUp(challengeId);
    expect(await expectPotSettled(t.app, challengeId)).toEqual({
      participants: 2,
      staked: 4,
      refunded: 0,
      won: 200,
    });
    expect(await wallet(t.app, friend.id)).toEqual({ credits: 18, gains: 200 });
    expect(await wallet(t.app, starter.id)).toEqual({ credits: 18, gains: 0 });
    const told = await t.app.db
      .selectFrom('notifications')
      .select('kind')
      .where('user_id', '=', starter.id)
      .execute();
    expect(told).toEqual([{ kind: 'challenge_lost' }]);
  });

  it('refunds the starter who never played when nobody else came', async () => {
    const { starter, challengeId } = await newChallenge();
    expect(await wallet(t.app, starter.id)).toEqual({ credits: 18, gains: 0 });
    await timeUp(challengeId);
    expect(await expectPotSettled(t.app, challengeId)).toEqual({
      participants: 1,
      staked: 2,
      refunded: 2,
      won: 0,
    });
    expect(await wallet(t.app, starter.id)).toEqual({ credits: 20, gains: 0 });
  });

  it('refunds every stake when nobody answered anything right', async () => {
    const { starter, game, challengeId } = await newChallenge();
    const friend = await player();
    await playChallenge(base, starter.access, game, challengeId, 0);
    await playChallenge(base, friend.access, game, challengeId, 0);
    await timeUp(challengeId);
    expect(await expectPotSettled(t.app, challengeId)).toEqual({
      participants: 2,
      staked: 4,
      refunded: 4,
      won: 0,
    });
    for (const { id } of [starter, friend]) {
      expect(await wallet(t.app, id)).toEqual({ credits: 20, gains: 0 });
    }
    expect(await challengeRow(challengeId)).toMatchObject({ number_of_winners: 0, total_gain: 0 });
  });

  it('waits for a play still running at the deadline, then counts its score', async () => {
    const { starter, game, challengeId } = await newChallenge();
    await playChallenge(base, starter.access, game, challengeId, 1);
    const late = await player();
    const client = await PlayClient.open(base, {
      token: late.access,
      game_id: game.id,
      type: 'challenge',
      challenge_id: challengeId,
    });
    const first = await client.next();
    const [q1, q2, q3] = questions;
    if (!q1 || !q2 || !q3) throw new Error('three questions');
    client.send({
      type: 'update',
      question_id: first.data.current_question_id,
      answer_id: first.data.question.answer_id,
      value: onScreen(first.data.question, q1.correction),
    });
    await client.next();

    // The deadline passes during the first question: the clock moves it on,
    // and the challenge stays open while the play runs.
    await timeUp(challengeId);
    const second = await client.next();
    expect(second.type).toBe('next_question');
    expect(await challengeRow(challengeId)).toMatchObject({ is_active: 1 });
    await t.app.runPlayJobs();
    expect(await challengeRow(challengeId)).toMatchObject({ is_active: 1 });

    const third = await answer(client, second, q2.correction);
    const score = await answer(client, third, q3.correction);
    expect(score.data.play).toMatchObject({ note: 3, is_active: false });
    client.close();
    await t.app.runPlayJobs();
    expect(await challengeRow(challengeId)).toMatchObject({
      is_active: 0,
      number_of_winners: 1,
      gain_per_winner: 200,
    });
    expect(await wallet(t.app, late.id)).toEqual({ credits: 18, gains: 200 });
    expect((await expectPotSettled(t.app, challengeId)).won).toBe(200);
  });

  it('charges once for a start repeated one after the other', async () => {
    const starter = await player();
    const game = await createGame(t.app, { questions });
    const first = await start(starter.access, game.id);
    const again = await start(starter.access, game.id, 5);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await wallet(t.app, starter.id)).toEqual({ credits: 18, gains: 0 });

    // Once played, the quiz is played: starting again is refused.
    const { challenge_id } = first.json();
    await playChallenge(base, starter.access, game, challenge_id, 1);
    const played = await start(starter.access, game.id);
    expect(played.statusCode).toBe(400);
    expect(played.json()).toEqual({ status_message: 'ALREADY_PLAYED', challenge_id });
  });

  it('charges once for starts sent at the same moment', async () => {
    const starter = await player();
    const game = await createGame(t.app, { questions });
    const answers = await Promise.all([1, 2, 3].map(() => start(starter.access, game.id)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((res) => res.json().challenge_id)).size).toBe(1);
    const stakes = await t.app.db
      .selectFrom('ledger_entries')
      .select('amount')
      .where('user_id', '=', starter.id)
      .where('kind', '=', 'challenge_stake')
      .execute();
    expect(stakes).toEqual([{ amount: -2 }]);
    expect(await wallet(t.app, starter.id)).toEqual({ credits: 18, gains: 0 });
    const opened = await t.app.db
      .selectFrom('challenges')
      .select('id')
      .where('starter_id', '=', starter.id)
      .execute();
    expect(opened).toHaveLength(1);
  });
});
