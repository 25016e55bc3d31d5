import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoNow } from '../src/db/time';
import { bearer, newPlayer } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/app';
import {
  createGame,
  makeFriends,
  type TestQuestion,
  userId,
  wallet,
  wrongAnswer,
} from './helpers/games';
import { PlayClient } from './helpers/socket';

const questions: TestQuestion[] = [
  { type: 'sc', choices: 3, correction: [1] },
  { type: 'sc', choices: 3, correction: [2] },
  { type: 'sc', choices: 3, correction: [0] },
];

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

  async function play(name: string, gameId: number, challengeId: number, rightAnswers: number) {
    const client = await PlayClient.open(base, {
      token: p(name).access,
      game_id: gameId,
      type: 'challenge',
      challenge_id: challengeId,
    });
    let message = await client.next();
    expect(message.type, JSON.stringify(message)).toBe('start_play');
    for (const [i, q] of questions.entries()) {
      const ids = {
        question_id: message.data.current_question_id,
        answer_id: message.data.question.answer_id,
      };
      client.send({
        type: 'update',
        ...ids,
        value: i < rightAnswers ? q.correction : wrongAnswer(q),
      });
      await client.next();
      client.send({ type: 'termination', ...ids });
      message = await client.next();
    }
    expect(message.type).toBe('play_score');
    client.close();
    return message;
  }

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
    expect(overview.json()).toMatchObject({
      num_plays: 0,
      challenge: { is_active: true, number_of_ene: 2, gain_unit: 50, total_gain: 0 },
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
      challenge: { is_active: true, total_gain: 300, gain_per_winner: null },
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
