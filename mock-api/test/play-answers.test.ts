import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPlayer } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/app';
import { createGame } from './helpers/games';
import { type Message, PlayClient } from './helpers/socket';

/*
 * Answers of the play socket are stored in batches, one transaction for the
 * answers that arrive together (group commit), and acknowledged only once
 * the commit that stores them is done.
 */
describe('answers of the play socket', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await buildTestApp({ env: { PLAY_SWEEP_MS: '60000' } });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  let count = 0;
  /** A new player in a new solo play, the first question on screen. */
  async function playing() {
    count += 1;
    const { access } = await newPlayer(t.app, `answers-${count}@example.cm`);
    const game = await createGame(t.app);
    const client = await PlayClient.open(base, { token: access, game_id: game.id, type: 'solo' });
    const start = await client.next();
    expect(start.type).toBe('start_play');
    return { client, start };
  }
  const ids = (start: Message) => ({
    question_id: start.data.current_question_id as number,
    answer_id: start.data.question.answer_id as number,
  });
  const stored = async (answerId: number) =>
    (
      await t.app.db
        .selectFrom('answers')
        .select('id_values')
        .where('id', '=', answerId)
        .executeTakeFirstOrThrow()
    ).id_values;

  it('stores the answers of many sockets together, each once, before acknowledging each', async () => {
    const players = await Promise.all(Array.from({ length: 30 }, () => playing()));
    const before = { ...t.app.play.answers.stats };
    for (const { client, start } of players) {
      client.send({ type: 'update', ...ids(start), value: [0] });
    }
    const acks = await Promise.all(players.map(({ client }) => client.next()));
    for (const [i, ack] of acks.entries()) {
      const { start } = players[i] as (typeof players)[number];
      expect(ack).toMatchObject({ type: 'answer_saved', data: ids(start) });
      const shownFirst = start.data.question.choice_values_en[0];
      // The choice shown first, stored by its index in the quiz.
      const index = (
        await t.app.db
          .selectFrom('questions')
          .select('choice_values_en')
          .where('id', '=', ids(start).question_id)
          .executeTakeFirstOrThrow()
      ).choice_values_en;
      expect(await stored(ids(start).answer_id)).toBe(
        JSON.stringify([(JSON.parse(index) as string[]).indexOf(shownFirst)]),
      );
    }
    const stats = t.app.play.answers.stats;
    expect(stats.answers - before.answers).toBe(30);
    // Fewer commits than answers: they went together.
    expect(stats.commits - before.commits).toBeLessThan(30);
    for (const { client } of players) client.close();
  });

  it('acknowledges an answer only once the commit that stores it is done', async () => {
    const { client, start } = await playing();
    const { answer_id } = ids(start);
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let holding = () => {};
    const held = new Promise<void>((resolve) => {
      holding = resolve;
    });
    // Another writer holds the answer's row (and, on SQLite, the database) meanwhile.
    const writer = t.app.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('answers')
        .set((eb) => ({ id_values: eb.ref('id_values') }))
        .where('id', '=', answer_id)
        .execute();
      holding();
      await released;
    });
    await held;
    client.send({ type: 'update', ...ids(start), value: [1] });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(client.received.filter((m) => m.type === 'answer_saved')).toHaveLength(0);
    release();
    await writer;
    expect(await client.next()).toMatchObject({ type: 'answer_saved', data: { value: [1] } });
    expect(await stored(answer_id)).not.toBe('[]');
    client.close();
  });
});
