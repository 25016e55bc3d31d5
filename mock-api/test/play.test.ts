import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, newPlayer } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/app';
import { testClock } from './helpers/clock';
import {
  createGame,
  everyType,
  onScreen,
  type TestQuestion,
  userId,
  wallet,
  wrongAnswer,
} from './helpers/games';
import { type Message, PlayClient } from './helpers/socket';

describe('solo play over the play socket', () => {
  let t: TestApp;
  let base: string;
  const clock = testClock();
  beforeAll(async () => {
    // A long sweep: time moves plays on only when a test moves the clock and runs the jobs.
    t = await buildTestApp({ env: { PLAY_SWEEP_MS: '60000', PLAY_GRACE_MS: '300' }, clock });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  async function player(email: string) {
    const { access } = await newPlayer(t.app, email);
    return { access, id: await userId(t.app, email) };
  }

  /** Answers every question (right or wrong as `pick` says) and returns the final message. */
  async function playThrough(
    client: PlayClient,
    first: Message,
    questions: TestQuestion[],
    pick: (q: TestQuestion, i: number) => number[],
  ) {
    let current = first.data;
    for (const [i, q] of questions.entries()) {
      expect(current.question.correction_ids).toBeUndefined();
      const value = onScreen(current.question, pick(q, i));
      client.send({
        type: 'update',
        question_id: current.current_question_id,
        answer_id: current.question.answer_id,
        value,
      });
      const saved = await client.next();
      expect(saved).toMatchObject({ status_message: 'OK', type: 'answer_saved', data: { value } });
      client.send({
        type: 'termination',
        question_id: current.current_question_id,
        answer_id: current.question.answer_id,
      });
      const following = await client.next();
      if (i < questions.length - 1) {
        expect(following.type).toBe('next_question');
        current = following.data;
      } else {
        return following;
      }
    }
    throw new Error('no questions');
  }

  it('plays a solo to the end and wins: stake taken, gain paid, corrections shown only at the end', async () => {
    const me = await player('winner@example.cm');
    const game = await createGame(t.app);
    const client = await PlayClient.open(base, {
      token: me.access,
      game_id: game.id,
      type: 'solo',
    });
    const start = await client.next();
    expect(start).toMatchObject({ status_message: 'OK', type: 'start_play' });
    expect(start.data.gameData).toMatchObject({ id: game.id, number_of_questions: 6 });
    expect(start.data.question_duration_sec).toBe(30);
    expect(await wallet(t.app, me.id)).toEqual({ credits: 2, gains: 0 });

    const score = await playThrough(client, start, game.questions, (q) => q.correction);
    expect(score.type).toBe('play_score');
    expect(score.data.play).toMatchObject({
      note: 6,
      is_winner: true,
      gain: 50,
      is_active: false,
    });
    expect(score.data.play.answers).toHaveLength(6);
    // The correction, as the place on screen of the stored choice 1: the review keeps the play's order.
    const first = score.data.play.answers[0].related_question;
    expect(first.correction_ids).toEqual(onScreen(first, [1]));
    expect(score.data.play.corrections_hidden_until).toBeNull();
    expect(await wallet(t.app, me.id)).toEqual({ credits: 2, gains: 50 });
    const results = await t.app.inject({
      method: 'GET',
      url: '/api/games/results/solo/1/',
      headers: bearer(me.access),
    });
    expect(results.json()).toMatchObject({
      number_of_pages: 1,
      list: [{ note: 6, is_winner: true, gain: 50, game: { id: game.id } }],
    });
    const soloId = results.json().list[0].id;
    const one = await t.app.inject({
      method: 'GET',
      url: `/api/games/result/solo/${soloId}/`,
      headers: bearer(me.access),
    });
    expect(one.json().play.answers).toHaveLength(6);
    const ledger = await t.app.db
      .selectFrom('ledger_entries')
      .select(['kind', 'amount'])
      .where('user_id', '=', me.id)
      .orderBy('id')
      .execute();
    expect(ledger).toEqual([
      { kind: 'free_credits', amount: 3 },
      { kind: 'play_stake', amount: -1 },
      { kind: 'solo_reward', amount: 50 },
    ]);
    client.close();
  });

  it('scores each question type right and wrong', async () => {
    const me = await player('types@example.cm');
    const game = await createGame(t.app, { questions: [...everyType, ...everyType] });
    const client = await PlayClient.open(base, {
      token: me.access,
      game_id: game.id,
      type: 'solo',
    });
    // First six right, last six wrong.
    const score = await playThrough(client, await client.next(), game.questions, (q, i) =>
      i < 6 ? q.correction : wrongAnswer(q),
    );
    const verdicts = score.data.play.answers.map(
      (a: { is_correct: boolean; related_question: { type: string } }) => [
        a.related_question.type,
        a.is_correct,
      ],
    );
    expect(verdicts).toEqual([
      ...everyType.map((q) => [q.type, true]),
      ...everyType.map((q) => [q.type, false]),
    ]);
    // 6 right out of 12 is under the 60 % needed to win.
    expect(score.data.play).toMatchObject({ note: 6, is_winner: false, gain: 0 });
    expect(await wallet(t.app, me.id)).toEqual({ credits: 2, gains: 0 });
    client.close();
  });

  it('resumes the current question and the saved answer after a lost connection, without charging again', async () => {
    const me = await player('resume@example.cm');
    const game = await createGame(t.app);
    const first = await PlayClient.open(base, { token: me.access, game_id: game.id, type: 'solo' });
    const start = await first.next();
    const shown = start.data.question.choice_values_en;
    // A wrong choice: the stored correction is [1].
    const wrong = onScreen(start.data.question, [2]);
    first.send({
      type: 'update',
      question_id: start.data.current_question_id,
      answer_id: start.data.question.answer_id,
      value: wrong,
    });
    await first.next();
    first.close();
    await first.closing();

    const detector = await t.app.inject({
      method: 'GET',
      url: '/api/games/play-on-detector/',
      headers: bearer(me.access),
    });
    expect(detector.json()).toEqual({
      has_play_on: true,
      type: 'solo',
      game_id: game.id,
      challenge_id: null,
    });

    const again = await PlayClient.open(base, { token: me.access, game_id: game.id, type: 'solo' });
    const recovery = await again.next();
    expect(recovery.type).toBe('play_recovery');
    expect(recovery.data.current_question_id).toBe(start.data.current_question_id);
    // The same order of choices, and the choice made, as before the break.
    expect(recovery.data.question.choice_values_en).toEqual(shown);
    expect(recovery.data.answerDataRecovery).toEqual({
      id: start.data.question.answer_id,
      id_values: wrong,
    });
    expect(recovery.data.remaining_ms).toBeGreaterThan(0);
    expect((await wallet(t.app, me.id)).credits).toBe(2);
    again.send({ type: 'play_termination' });
    const score = await again.next();
    expect(score.type).toBe('play_score');
    expect(score.data.play.note).toBe(0);
    again.close();
  });

  it('stores an update sent again after a reconnection once, and scores it once', async () => {
    const me = await player('resend@example.cm');
    const game = await createGame(t.app, {
      questions: [{ type: 'sc', choices: 3, correction: [1] }],
    });
    const client = await PlayClient.open(base, {
      token: me.access,
      game_id: game.id,
      type: 'solo',
    });
    const start = await client.next();
    const update = {
      type: 'update',
      question_id: start.data.current_question_id,
      answer_id: start.data.question.answer_id,
      value: onScreen(start.data.question, [1]),
    };
    // The screen sends its choice, then again after a dropped connection it never heard back on.
    client.send(update);
    client.send(update);
    expect((await client.next()).type).toBe('answer_saved');
    expect((await client.next()).type).toBe('answer_saved');
    const answers = await t.app.db
      .selectFrom('answers')
      .select(['question_id'])
      .where('question_id', '=', start.data.current_question_id)
      .execute();
    expect(answers).toHaveLength(1);
    client.send({
      type: 'termination',
      question_id: update.question_id,
      answer_id: update.answer_id,
    });
    const score = await client.next();
    expect(score.type).toBe('play_score');
    expect(score.data.play.note).toBe(1);
    expect(score.data.play.answers).toHaveLength(1);
    client.close();
  });

  it('refuses an answer that comes after the deadline', async () => {
    const me = await player('late@example.cm');
    const game = await createGame(t.app, { durationSec: 1 });
    const client = await PlayClient.open(base, {
      token: me.access,
      game_id: game.id,
      type: 'solo',
    });
    const start = await client.next();
    clock.advance(1000 + t.config.PLAY_GRACE_MS + 1);
    client.send({
      type: 'update',
      question_id: start.data.current_question_id,
      answer_id: start.data.question.answer_id,
      value: [1],
    });
    expect(await client.next()).toMatchObject({ status_message: 'TIME_ELAPSED', type: 'error' });
    const saved = await t.app.db
      .selectFrom('answers')
      .select('id_values')
      .where('id', '=', start.data.question.answer_id)
      .executeTakeFirstOrThrow();
    expect(saved.id_values).toBe('[]');
    client.close();
  });

  it('refuses a choice that does not exist and a question that is not on screen', async () => {
    const me = await player('junk@example.cm');
    const game = await createGame(t.app);
    const client = await PlayClient.open(base, {
      token: me.access,
      game_id: game.id,
      type: 'solo',
    });
    const start = await client.next();
    const ids = {
      question_id: start.data.current_question_id,
      answer_id: start.data.question.answer_id,
    };
    client.send({ type: 'update', ...ids, value: [7] });
    expect((await client.next()).status_message).toBe('INVALID_ANSWERS');
    client.send({ type: 'update', ...ids, value: [1, 1] });
    expect((await client.next()).status_message).toBe('INVALID_ANSWERS');
    client.send({
      type: 'update',
      question_id: ids.question_id + 1,
      answer_id: ids.answer_id,
      value: [0],
    });
    expect((await client.next()).status_message).toBe('INVALID_QUESTION');
    client.send({ type: 'dance' });
    expect((await client.next()).status_message).toBe('BAD');
    client.close();
  });

  it('refuses to start for the catalogue reasons', async () => {
    const me = await player('refused@example.cm');
    const expectRefusal = async (
      query: Record<string, string | number | undefined>,
      code: string,
    ) => {
      const client = await PlayClient.open(base, query);
      const message = await client.next();
      expect(message, code).toMatchObject({ status_message: code, type: 'error' });
      client.close();
    };
    const inactive = await createGame(t.app, { active: false });
    await expectRefusal({ token: me.access, game_id: inactive.id, type: 'solo' }, 'INACTIVE_GAME');
    await expectRefusal({ token: me.access, game_id: 999_999, type: 'solo' }, 'INVALID_GAME');
    await expectRefusal(
      { token: 'forged', game_id: inactive.id, type: 'solo' },
      'NOT_AUTHENTICATED',
    );
    await expectRefusal(
      { token: me.access, game_id: inactive.id, type: 'challenge', challenge_id: 999_999 },
      'INACTIVE_GAME',
    );
    const game = await createGame(t.app);
    await expectRefusal(
      { token: me.access, game_id: game.id, type: 'challenge', challenge_id: 999_999 },
      'INVALID_CHALLENGE',
    );

    await t.app.db
      .updateTable('wallets')
      .set({ credits: 0 })
      .where('user_id', '=', me.id)
      .execute();
    await expectRefusal({ token: me.access, game_id: game.id, type: 'solo' }, 'NO_CREDIT');
    expect(
      await t.app.db.selectFrom('plays').select('id').where('user_id', '=', me.id).execute(),
    ).toEqual([]);

    const manager = await player('manager@example.cm');
    await t.app.db
      .insertInto('managers')
      .values({ user_id: manager.id, role: 'paymentsmanager' })
      .execute();
    await expectRefusal(
      { token: manager.access, game_id: game.id, type: 'solo' },
      'RELATED_MANAGER',
    );
  });

  it('plays a quiz once, and one play at a time', async () => {
    const me = await player('once@example.cm');
    const [a, b] = [await createGame(t.app), await createGame(t.app)];
    const client = await PlayClient.open(base, { token: me.access, game_id: a.id, type: 'solo' });
    await client.next();
    const other = await PlayClient.open(base, { token: me.access, game_id: b.id, type: 'solo' });
    expect(await other.next()).toMatchObject({
      status_message: 'ALREADY_IN_GAME',
      data: { game_id: a.id },
    });
    client.send({ type: 'play_termination' });
    await client.next();
    const again = await PlayClient.open(base, { token: me.access, game_id: a.id, type: 'solo' });
    expect((await again.next()).status_message).toBe('ALREADY_PLAYED_SOLO');
    expect((await wallet(t.app, me.id)).credits).toBe(2);
    for (const c of [client, other, again]) c.close();
  });

  it('refuses a challenge on a quiz played solo, naming the solo, and stakes nothing', async () => {
    const me = await player('solo.then.challenge@example.cm');
    const starter = await player('starter.after.solo@example.cm');
    const game = await createGame(t.app);
    const solo = await PlayClient.open(base, { token: me.access, game_id: game.id, type: 'solo' });
    await solo.next();
    solo.send({ type: 'play_termination' });
    await solo.next();
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/games/challenge/start/',
      headers: bearer(starter.access),
      payload: { game_id: game.id, number_of_energies: 1 },
    });
    expect(started.statusCode).toBe(201);
    const { challenge_id } = started.json() as { challenge_id: number };
    const before = await wallet(t.app, me.id);
    const join = await PlayClient.open(base, {
      token: me.access,
      game_id: game.id,
      type: 'challenge',
      challenge_id,
    });
    // Not "this challenge": the solo is what was played, and where its result is.
    expect(await join.next()).toMatchObject({
      status_message: 'ALREADY_PLAYED_SOLO',
      data: { game_id: game.id },
    });
    expect(await wallet(t.app, me.id)).toEqual(before);
    for (const c of [solo, join]) c.close();
  });

  it('charges once when the same play is opened twice at the same moment', async () => {
    const me = await player('twice@example.cm');
    const game = await createGame(t.app);
    const clients = await Promise.all(
      [1, 2, 3].map(() =>
        PlayClient.open(base, { token: me.access, game_id: game.id, type: 'solo' }),
      ),
    );
    const first = await Promise.all(clients.map((c) => c.next()));
    // Each opening starts the play, recovers it or is told it is already on.
    for (const m of first) {
      expect(
        m.status_message === 'ALREADY_IN_GAME' ? m.status_message : m.type,
        JSON.stringify(m),
      ).toMatch(/^(start_play|play_recovery|ALREADY_IN_GAME)$/);
    }
    const plays = await t.app.db
      .selectFrom('plays')
      .select('id')
      .where('user_id', '=', me.id)
      .execute();
    expect(plays).toHaveLength(1);
    expect((await wallet(t.app, me.id)).credits).toBe(2);
    for (const c of clients) c.close();
  });
});

describe('the clock', () => {
  let t: TestApp;
  let base: string;
  const clock = testClock();
  beforeAll(async () => {
    t = await buildTestApp({ env: { PLAY_SWEEP_MS: '60000', PLAY_GRACE_MS: '1000' }, clock });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('moves a silent player on, question after question, then times the play out', async () => {
    const { access } = await newPlayer(t.app, 'silent@example.cm');
    const game = await createGame(t.app, { durationSec: 1, questions: everyType.slice(0, 3) });
    const client = await PlayClient.open(base, { token: access, game_id: game.id, type: 'solo' });
    const start = await client.next();
    expect(start.type).toBe('start_play');
    const current = () =>
      t.app.db
        .selectFrom('plays')
        .select('current_question_id')
        .where('id', '=', start.data.play.id)
        .executeTakeFirstOrThrow();
    // At the deadline the grace still runs: the play stays on its question.
    clock.advance(1000);
    await t.app.runPlayJobs();
    expect((await current()).current_question_id).toBe(start.data.current_question_id);

    const timeUp = () => {
      clock.advance(1000 + t.config.PLAY_GRACE_MS + 1);
      return t.app.runPlayJobs();
    };
    await timeUp();
    expect((await client.next()).type).toBe('next_question');
    await timeUp();
    expect((await client.next()).type).toBe('next_question');
    await timeUp();
    const end = await client.next();
    expect(end.type).toBe('play_timeout');
    expect(end.data.play).toMatchObject({ note: 0, is_active: false, is_winner: false });
    client.close();
  });
});
