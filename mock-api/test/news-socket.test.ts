import { api } from '@quiz/shared/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, newPlayer } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/app';
import { testDialect } from './helpers/database';
import { createGame, giveGains, makeFriends, userId, wallet } from './helpers/games';
import { type Instance, startInstances } from './helpers/instances';
import { PlayClient } from './helpers/socket';

const NEWS = '/ws/news/';

describe('the live news socket', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await buildTestApp();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('tells the dots on connection, then each news as it is committed', async () => {
    const { access } = await newPlayer(t.app, 'listener@example.cm');
    const listener = await userId(t.app, 'listener@example.cm');
    const sender = await newPlayer(t.app, 'sender.news@example.cm');
    // Reading the notifications clears the welcome one's dot.
    await t.app.inject({ method: 'GET', url: api.notifications.list(1), headers: bearer(access) });
    // What the sign-ups recorded (the welcome credits' balance news) goes out before listening.
    await t.app.outbox.flush();

    const news = await PlayClient.open(base, { token: access }, undefined, NEWS);
    expect(await news.next()).toEqual({
      status_message: 'OK',
      type: 'news_flags',
      data: {
        notifications: false,
        friend_request: false,
        challenge_request: false,
        credits_request: false,
        balance: { credits: 3, gains: 0 },
      },
    });
    const sent = await t.app.inject({
      method: 'POST',
      url: api.friends.send(listener),
      headers: bearer(sender.access),
    });
    expect(sent.statusCode).toBe(201);
    const types = [(await news.next()).type, (await news.next()).type].sort();
    expect(types).toEqual(['friend_request', 'notification']);
    news.close();

    // Away, then back: the dots say what came meanwhile.
    const again = await PlayClient.open(base, { token: access }, undefined, NEWS);
    expect((await again.next()).data).toEqual({
      notifications: true,
      friend_request: true,
      challenge_request: false,
      credits_request: false,
      balance: { credits: 3, gains: 0 },
    });
    again.close();
  });

  it('tells an invited friend of the challenge at once, and every participant of its result', async () => {
    const starter = await newPlayer(t.app, 'starter.news@example.cm');
    const friend = await newPlayer(t.app, 'invited.news@example.cm');
    const starterId = await userId(t.app, 'starter.news@example.cm');
    const friendId = await userId(t.app, 'invited.news@example.cm');
    await makeFriends(t.app, starterId, friendId);
    const game = await createGame(t.app);
    await t.app.outbox.flush();
    const news = await PlayClient.open(base, { token: friend.access }, undefined, NEWS);
    expect((await news.next()).type).toBe('news_flags');
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/games/challenge/start/',
      headers: bearer(starter.access),
      payload: { game_id: game.id, number_of_energies: 1, friends: [friendId] },
    });
    expect(started.statusCode).toBe(201);
    const { challenge_id } = started.json();
    // The starter's stake is the starter's news, not the friend's.
    const heard = [await news.next(), await news.next()];
    expect(heard.map((message) => message.type).sort()).toEqual([
      'challenge_invitation',
      'notification',
    ]);
    expect(heard.find((message) => message.type === 'challenge_invitation')?.data).toMatchObject({
      challenge_id,
    });

    const starterNews = await PlayClient.open(base, { token: starter.access }, undefined, NEWS);
    expect((await starterNews.next()).type).toBe('news_flags');
    await t.app.db
      .updateTable('challenges')
      .set({ closes_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', challenge_id)
      .execute();
    await t.app.runPlayJobs();
    await t.app.outbox.flush();
    const types: string[] = [];
    while (!types.includes('challenge_result')) types.push((await starterNews.next()).type);
    expect(types).toContain('challenge_result');
    news.close();
    starterNews.close();
  });

  it('tells each change of the balances, as the wallet holds them after it', async () => {
    const { access } = await newPlayer(t.app, 'balance.news@example.cm');
    const me = await userId(t.app, 'balance.news@example.cm');
    await giveGains(t.app, me, 2_000);
    await t.app.outbox.flush();
    const before = await wallet(t.app, me);
    const news = await PlayClient.open(base, { token: access }, undefined, NEWS);
    expect((await news.next()).type).toBe('news_flags');
    const converted = await t.app.inject({
      method: 'PUT',
      url: api.credits.mine(),
      headers: bearer(access),
      payload: { number_of_units: 10, pack_type: 'basic', action: 'convert' },
    });
    expect(converted.statusCode).toBe(200);
    const after = await wallet(t.app, me);
    expect(after.credits).toBe(before.credits + 10);
    expect(after.gains).toBeLessThan(before.gains);
    // Two movements (gains out, credits in): the last news holds both balances.
    const first = await news.next();
    const second = await news.next();
    expect([first.type, second.type]).toEqual(['balance', 'balance']);
    expect(first.data).toMatchObject({ credits: before.credits, gains: after.gains });
    expect(second.data).toMatchObject({ credits: after.credits, gains: after.gains });
    news.close();
  });

  it('refuses a bad token, and closes with the login', async () => {
    const refused = await PlayClient.open(base, { token: 'forged' }, undefined, NEWS);
    expect(await refused.next()).toMatchObject({ status_message: 'NOT_AUTHENTICATED' });
    expect(await refused.closing()).toBe(4401);

    const { access } = await newPlayer(t.app, 'leaving.news@example.cm');
    const news = await PlayClient.open(base, { token: access }, undefined, NEWS);
    await news.next();
    await t.app.inject({ method: 'POST', url: '/api/me/logout/', headers: bearer(access) });
    expect(await news.closing()).toBe(4401);
  });

  it('closes a socket that floods it', async () => {
    const { access } = await newPlayer(t.app, 'flood.news@example.cm');
    const news = await PlayClient.open(base, { token: access }, undefined, NEWS);
    await news.next();
    for (let i = 0; i < 100; i += 1) news.sendRaw('x');
    expect(await news.closing()).toBe(4429);
  });
});

describe.runIf(testDialect === 'postgres')('news across instances on one PostgreSQL', () => {
  let cluster: Awaited<ReturnType<typeof startInstances>>;
  let first: Instance;
  let second: Instance;
  let base: string;
  beforeAll(async () => {
    cluster = await startInstances(2);
    [first, second] = cluster.apps as [Instance, Instance];
    base = await first.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => cluster?.close());

  it("reaches a socket of one instance from the other's write", async () => {
    const { access } = await newPlayer(first, 'far.listener@example.cm');
    const listener = await userId(first, 'far.listener@example.cm');
    const sender = await newPlayer(second, 'far.sender@example.cm');
    await first.outbox.flush();
    await second.outbox.flush();
    const news = await PlayClient.open(base, { token: access }, undefined, NEWS);
    expect((await news.next()).type).toBe('news_flags');
    const sent = await second.inject({
      method: 'POST',
      url: api.friends.send(listener),
      headers: bearer(sender.access),
    });
    expect(sent.statusCode).toBe(201);
    const types = [(await news.next()).type, (await news.next()).type].sort();
    expect(types).toEqual(['friend_request', 'notification']);
    news.close();
  });
});
