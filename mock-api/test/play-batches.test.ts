import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoNow } from '../src/db/time';
import { transact } from '../src/db/transaction';
import { checkLedger } from '../src/domain/ledger/check';
import { post } from '../src/domain/ledger/ledger';
import { newPlayer } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/app';
import { testClock } from './helpers/clock';
import { testDialect } from './helpers/database';
import { createGame, everyType, userId, wallet, wrongAnswer } from './helpers/games';

/*
 * Solo starts and ends at the last question are made in batches, a few
 * statements for many plays (domain/play/start-batches.ts, end-batches.ts,
 * the ledger's post-all.ts): each play is started, scored and paid as the
 * single way does it, once, and a step that cannot be made fails alone with
 * its own refusal.
 */
describe('starts and ends of plays in batches', () => {
  let t: TestApp;
  const clock = testClock();
  beforeAll(async () => {
    t = await buildTestApp({ env: { PLAY_SWEEP_MS: '60000', PLAY_GRACE_MS: '300' }, clock });
  });
  afterAll(() => t.close());

  let count = 0;
  async function player() {
    count += 1;
    const email = `batches-${count}@example.cm`;
    await newPlayer(t.app, email);
    return userId(t.app, email);
  }
  const players = (n: number) => Promise.all(Array.from({ length: n }, () => player()));
  /** A quiz of one question: its first question is its last. */
  const oneQuestion = () =>
    createGame(t.app, { questions: [everyType[0] as (typeof everyType)[number]] });
  const open = (user: number, gameId: number) =>
    t.app.play.open({ userId: user, gameId, type: 'solo' });
  const entriesOf = (user: number, kind: string) =>
    t.app.db
      .selectFrom('ledger_entries')
      .selectAll()
      .where('user_id', '=', user)
      .where('kind', '=', kind)
      .execute();
  const houseOf = (reference: string) =>
    t.app.db.selectFrom('house_entries').selectAll().where('reference', '=', reference).execute();

  it('starts many solo plays together, each charged once and served its first question', async () => {
    const game = await createGame(t.app);
    const users = await players(10);
    const before = await Promise.all(users.map((user) => wallet(t.app, user)));
    const stats = { ...t.app.play.moves.starts };
    const opened = await Promise.all(users.map((user) => open(user, game.id)));
    expect(t.app.play.moves.starts.made - stats.made).toBe(10);
    expect(t.app.play.moves.starts.commits - stats.commits).toBeLessThan(10);
    for (const [i, user] of users.entries()) {
      const one = opened[i] as (typeof opened)[number];
      expect(one.launch).toBe('start_play');
      const first = await t.app.db
        .selectFrom('questions')
        .select('id')
        .where('game_id', '=', game.id)
        .where('rank', '=', 1)
        .executeTakeFirstOrThrow();
      expect(one.live.play).toMatchObject({ user_id: user, is_active: 1, ene_units: 1 });
      expect(one.live.play.current_question_id).toBe(first.id);
      const answer = await t.app.db
        .selectFrom('answers')
        .selectAll()
        .where('id', '=', one.live.answerId)
        .executeTakeFirstOrThrow();
      expect(answer).toMatchObject({ play_id: one.playId, question_id: first.id });
      // Charged once, through the ledger, with the balance after it and the house's side.
      const after = await wallet(t.app, user);
      expect(after.credits).toBe((before[i]?.credits ?? 0) - 1);
      const stakes = await entriesOf(user, 'play_stake');
      expect(stakes).toHaveLength(1);
      expect(stakes[0]).toMatchObject({
        amount: -1,
        reference: `play:${one.playId}`,
        balance_after: after.credits,
        counterparty: 'house:plays_consumed',
      });
      expect(await houseOf(`play:${one.playId}`)).toMatchObject([
        { account: 'plays_consumed', unit: 'credits', amount: 1, party: `user:${user}` },
      ]);
      // The player's open pages hear of the new balance.
      const news = await t.app.db
        .selectFrom('event_outbox')
        .select('data')
        .where('topic', '=', `news:${user}`)
        .where('type', '=', 'balance')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(JSON.parse(news.data)).toMatchObject({ credits: after.credits, gains: after.gains });
    }
    expect(await checkLedger(t.app.db)).toEqual([]);
  });

  it('refuses a start alone, with its own refusal: no credits, a break, a limit reached', async () => {
    const game = await createGame(t.app);
    const [broke, resting, capped, limited, ...others] = (await players(7)) as number[];
    const { credits } = await wallet(t.app, broke as number);
    await transact(t.app.db, (trx) =>
      post(trx, {
        userId: broke as number,
        account: 'credits',
        amount: -credits,
        kind: 'play_stake',
        reference: 'test:spent',
      }),
    );
    await t.app.db
      .insertInto('self_exclusions')
      .values({
        user_id: resting as number,
        until: isoNow(new Date(clock.now().getTime() + 86_400_000)),
      })
      .execute();
    await t.app.db
      .insertInto('play_limits')
      .values([
        { user_id: capped as number, kind: 'stake', period: 'day', amount: 0 },
        // A limit with room: started the single way, which checks it under its lock.
        { user_id: limited as number, kind: 'stake', period: 'day', amount: 10 },
      ])
      .execute();
    const everyone = [broke, resting, capped, limited, ...others] as number[];
    const outcomes = await Promise.allSettled(everyone.map((user) => open(user, game.id)));
    const refusal = (i: number) => (outcomes[i] as PromiseRejectedResult).reason;
    expect(refusal(0)).toMatchObject({ statusMessage: 'NO_CREDIT' });
    expect(refusal(1)).toMatchObject({ statusMessage: 'SELF_EXCLUDED' });
    expect(refusal(2)).toMatchObject({ statusMessage: 'LIMIT_REACHED' });
    for (const [i, user] of everyone.entries()) {
      const plays = await t.app.db
        .selectFrom('plays')
        .select('id')
        .where('user_id', '=', user)
        .execute();
      const stakes = (await entriesOf(user, 'play_stake')).filter(
        (e) => e.reference !== 'test:spent',
      );
      if (i < 3) {
        // Nothing of the refused start stays.
        expect(plays).toEqual([]);
        expect(stakes).toEqual([]);
      } else {
        expect(outcomes[i]?.status).toBe('fulfilled');
        expect(plays).toHaveLength(1);
        expect(stakes).toHaveLength(1);
      }
    }
    expect(await checkLedger(t.app.db)).toEqual([]);
  });

  it('starts one play when a player opens the same quiz twice at once', async () => {
    const game = await createGame(t.app);
    const user = await player();
    const outcomes = await Promise.allSettled([open(user, game.id), open(user, game.id)]);
    const started = outcomes.filter((o) => o.status === 'fulfilled');
    expect(started.length).toBeGreaterThanOrEqual(1);
    for (const o of outcomes) {
      if (o.status === 'rejected')
        expect(o.reason).toMatchObject({ statusMessage: 'ALREADY_IN_GAME' });
    }
    expect(await entriesOf(user, 'play_stake')).toHaveLength(1);
    const plays = await t.app.db
      .selectFrom('plays')
      .select('id')
      .where('user_id', '=', user)
      .execute();
    expect(plays).toHaveLength(1);
  });

  /** Players each on the last (and only) question of a quiz, half of them right. */
  async function onLastQuestion(n: number) {
    const game = await oneQuestion();
    const users = await players(n);
    const opened = await Promise.all(users.map((user) => open(user, game.id)));
    const question = everyType[0] as (typeof everyType)[number];
    await Promise.all(
      opened.map((one, i) => {
        const stored = i % 2 === 0 ? question.correction : wrongAnswer(question);
        return t.app.play.answer(one.live, users[i] as number, {
          question_id: one.live.play.current_question_id as number,
          answer_id: one.live.answerId,
          value: stored.map((index) => one.live.order.indexOf(index)),
        });
      }),
    );
    return opened.map((one, i) => ({
      user: users[i] as number,
      one,
      right: i % 2 === 0,
      on: {
        question_id: one.live.play.current_question_id as number,
        answer_id: one.live.answerId,
      },
    }));
  }
  const playOf = (playId: number) =>
    t.app.db.selectFrom('plays').selectAll().where('id', '=', playId).executeTakeFirstOrThrow();

  it('ends many plays together: scored as kept, won and paid once', async () => {
    const playing = await onLastQuestion(8);
    const gainsBefore = await Promise.all(playing.map((p) => wallet(t.app, p.user)));
    const stats = { ...t.app.play.moves.ends };
    await Promise.all(playing.map((p) => t.app.play.terminateQuestion(p.user, p.on, p.one.live)));
    expect(t.app.play.moves.ends.made - stats.made).toBe(8);
    expect(t.app.play.moves.ends.commits - stats.commits).toBeLessThan(8);
    for (const [i, p] of playing.entries()) {
      const play = await playOf(p.one.playId);
      // One question of one: right wins (60% to win), 50 FCFA a credit staked.
      expect(play).toMatchObject({
        is_active: 0,
        note: p.right ? 1 : 0,
        is_winner: p.right ? 1 : 0,
        gain: p.right ? 50 : 0,
        current_question_id: null,
        current_deadline: null,
      });
      expect(play.ended_at).not.toBeNull();
      const answer = await t.app.db
        .selectFrom('answers')
        .selectAll()
        .where('id', '=', p.on.answer_id)
        .executeTakeFirstOrThrow();
      expect(answer.is_correct).toBe(p.right ? 1 : 0);
      expect(answer.answered_at).not.toBeNull();
      const rewards = await entriesOf(p.user, 'solo_reward');
      const after = await wallet(t.app, p.user);
      if (p.right) {
        expect(rewards).toMatchObject([
          { amount: 50, reference: `play:${p.one.playId}`, balance_after: after.gains },
        ]);
        expect(after.gains).toBe((gainsBefore[i]?.gains ?? 0) + 50);
      } else {
        expect(rewards).toEqual([]);
        expect(after.gains).toBe(gainsBefore[i]?.gains);
      }
      // The socket's message of the end is built from the end itself.
      const message = await t.app.play.moveFor(p.one.playId, 'play_score');
      expect(message?.message).toMatchObject({ type: 'play_score' });
    }
    // The hall of fame's counters follow the wins.
    const wins = await t.app.db
      .selectFrom('player_wins')
      .select(['user_id', 'nbr_wins'])
      .where(
        'user_id',
        'in',
        playing.filter((p) => p.right).map((p) => p.user),
      )
      .execute();
    expect(wins).toHaveLength(4);
    // Each winner is told once, with the winners of the same batch (reactions/index.ts).
    await t.app.reactions.idle();
    for (const p of playing) {
      const told = await t.app.db
        .selectFrom('notifications')
        .select('win_play_id')
        .where('user_id', '=', p.user)
        .where('kind', '=', 'solo_won')
        .execute();
      expect(told).toEqual(p.right ? [{ win_play_id: p.one.playId }] : []);
    }
    expect(await checkLedger(t.app.db)).toEqual([]);
  });

  it('ends a play once when its Terminate comes twice at once', async () => {
    const [p] = await onLastQuestion(1);
    if (!p) throw new Error('no play');
    const outcomes = await Promise.allSettled([
      t.app.play.terminateQuestion(p.user, p.on, p.one.live),
      t.app.play.terminateQuestion(p.user, p.on, p.one.live),
    ]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await entriesOf(p.user, 'solo_reward')).toHaveLength(1);
  });

  it('pays a win once when its batch fails: the end goes alone and finds it paid', async () => {
    const playing = await onLastQuestion(4);
    const paid = playing[0] as (typeof playing)[number];
    // Its reward already in the books (as after a retry): the batch's claim of it fails.
    await transact(t.app.db, (trx) =>
      post(trx, {
        userId: paid.user,
        account: 'gains',
        amount: 50,
        kind: 'solo_reward',
        reference: `play:${paid.one.playId}`,
      }),
    );
    const gains = (await wallet(t.app, paid.user)).gains;
    await Promise.all(playing.map((p) => t.app.play.terminateQuestion(p.user, p.on, p.one.live)));
    for (const p of playing) {
      expect(await playOf(p.one.playId)).toMatchObject({
        is_active: 0,
        is_winner: p.right ? 1 : 0,
      });
      expect(await entriesOf(p.user, 'solo_reward')).toHaveLength(p.right ? 1 : 0);
    }
    expect((await wallet(t.app, paid.user)).gains).toBe(gains);
    expect(await checkLedger(t.app.db)).toEqual([]);
  });

  // On PostgreSQL the batches have connections of their own (db/index.ts openBatchLane).
  it.runIf(testDialect === 'postgres')(
    'acknowledges answers and moves plays while every connection of the requests is busy',
    async () => {
      const [p] = await onLastQuestion(1);
      if (!p) throw new Error('no play');
      let release = () => {};
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      const held = Array.from({ length: 10 }, () => t.app.db.connection().execute(() => gate));
      try {
        const saved = await t.app.play.answer(p.one.live, p.user, { ...p.on, value: [0] });
        expect(saved.answer_id).toBe(p.on.answer_id);
        const ended = await t.app.play.terminateQuestion(p.user, p.on, p.one.live);
        expect(ended).toBeUndefined();
        expect(
          (
            await t.app.batchLane
              .selectFrom('plays')
              .select('is_active')
              .where('id', '=', p.one.playId)
              .executeTakeFirstOrThrow()
          ).is_active,
        ).toBe(0);
      } finally {
        release();
        await Promise.all(held);
      }
    },
  );

  it('ends silent plays at their last question together once their time is up', async () => {
    const playing = await onLastQuestion(4);
    const stats = { ...t.app.play.moves.ends };
    clock.advance(30_000 + t.config.PLAY_GRACE_MS + 1);
    await t.app.runPlayJobs();
    expect(t.app.play.moves.ends.made - stats.made).toBeGreaterThanOrEqual(4);
    for (const p of playing) {
      // Scored as kept when the time ran out.
      expect(await playOf(p.one.playId)).toMatchObject({ is_active: 0, note: p.right ? 1 : 0 });
      const message = await t.app.play.moveFor(p.one.playId, 'play_timeout');
      expect(message?.message).toMatchObject({ type: 'play_timeout' });
    }
  });
});
