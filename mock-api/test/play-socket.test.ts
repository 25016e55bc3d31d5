import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET_LIMITS } from '../src/http/socket-guards';
import { bearer, goodPassword, newPlayer } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/app';
import { createGame } from './helpers/games';
import { type Message, PlayClient } from './helpers/socket';

describe('the play socket under abuse', () => {
  let t: TestApp;
  let base: string;
  let port: string;
  beforeAll(async () => {
    t = await buildTestApp({ env: { PLAY_SWEEP_MS: '60000' } });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = new URL(base).port;
  });
  afterAll(() => t.close());

  let count = 0;
  /** A new player in a new solo play, the first question on screen. */
  async function playing(headers?: Record<string, string>) {
    count += 1;
    const { access } = await newPlayer(t.app, `socket-${count}@example.cm`);
    const game = await createGame(t.app);
    const client = await PlayClient.open(
      base,
      { token: access, game_id: game.id, type: 'solo' },
      headers,
    );
    const start = await client.next();
    expect(start.type).toBe('start_play');
    return { access, game, client, start };
  }
  const ids = (start: Message) => ({
    question_id: start.data.current_question_id,
    answer_id: start.data.question.answer_id,
  });

  it('closes a socket that floods the server, while other players and requests go on', async () => {
    const flooder = await playing();
    const other = await playing();
    const update = JSON.stringify({ type: 'update', ...ids(flooder.start), value: [1] });
    for (let i = 0; i < 2000; i += 1) flooder.client.sendRaw(update);
    const health = await fetch(`${base}/api/health/`);
    expect(health.status).toBe(200);

    expect(await flooder.client.closing()).toBe(4429);
    const handled = flooder.client.received.filter((m) => m.type === 'answer_saved');
    expect(handled.length).toBeLessThanOrEqual(SOCKET_LIMITS.burst);
    expect(flooder.client.received.at(-1)).toMatchObject({
      status_message: 'TOO_MANY_REQUESTS',
      type: 'error',
    });

    other.client.send({ type: 'update', ...ids(other.start), value: [2] });
    expect(await other.client.next()).toMatchObject({ status_message: 'OK', type: 'answer_saved' });
    other.client.close();
  });

  it('answers BAD to messages that are not objects of the play', async () => {
    const { client } = await playing();
    for (const junk of ['null', '{"__proto__":{}}', '7', '[]', '"update"', '{"type":null}', '{']) {
      client.sendRaw(junk);
      expect(await client.next(), junk).toMatchObject({ status_message: 'BAD', type: 'error' });
    }
    expect(client.closed).toBe(false);
    client.close();
  });

  it("refuses pages of other sites, and opens for the site's own pages and for apps", async () => {
    const { access } = await newPlayer(t.app, 'origins@example.cm');
    const game = await createGame(t.app);
    const query = { token: access, game_id: game.id, type: 'solo' };
    for (const origin of [
      'https://evil.example',
      `http://127.0.0.1.evil.example:${port}`,
      `http://127.0.0.1:${Number(port) + 1}`,
      `ftp://127.0.0.1:${port}`,
      'null',
    ]) {
      expect(await PlayClient.refusal(base, query, { origin }), origin).toBe(403);
    }
    const plays = await t.app.db.selectFrom('plays').select('id').where('game_id', '=', game.id);
    expect(await plays.execute()).toEqual([]);

    for (const origin of [`http://127.0.0.1:${port}`, `https://127.0.0.1:${port}`, undefined]) {
      const client = await PlayClient.open(base, query, origin ? { origin } : {});
      expect((await client.next()).type, origin).toMatch(/^(start_play|play_recovery)$/);
      client.close();
    }
  });
});

describe('play sockets of a closed login', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await buildTestApp({ env: { PLAY_SWEEP_MS: '60000' } });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  let count = 0;
  /** A player signed in twice (two phones), a solo play open on each login's socket. */
  async function twoLogins() {
    count += 1;
    const email = `logins-${count}@example.cm`;
    const here = await newPlayer(t.app, email);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/token/',
      payload: { username: email, password: goodPassword },
    });
    expect(login.statusCode).toBe(200);
    const elsewhere = login.json() as { access: string };
    const game = await createGame(t.app);
    const open = async (access: string) => {
      const client = await PlayClient.open(base, {
        token: access,
        game_id: game.id,
        type: 'solo',
      });
      return { client, first: await client.next() };
    };
    return {
      email,
      game,
      here: { access: here.access, ...(await open(here.access)) },
      elsewhere: { access: elsewhere.access, ...(await open(elsewhere.access)) },
    };
  }

  async function expectClosedForLogin(client: PlayClient) {
    expect(await client.closing()).toBe(4401);
    expect(client.received.at(-1)).toMatchObject({ status_message: 'NOT_AUTHENTICATED' });
  }
  async function expectStillPlaying(client: PlayClient, first: Message) {
    client.send({
      type: 'update',
      question_id: first.data.current_question_id,
      answer_id: first.data.question.answer_id,
      value: [0],
    });
    expect(await client.next()).toMatchObject({ status_message: 'OK', type: 'answer_saved' });
    expect(client.closed).toBe(false);
  }

  it("logging out closes that login's sockets; the play resumes from another login", async () => {
    const { here, elsewhere, game } = await twoLogins();
    expect(here.first.type).toBe('start_play');
    expect(elsewhere.first.type).toBe('play_recovery');
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/me/logout/',
      headers: bearer(here.access),
    });
    expect(out.statusCode).toBe(200);
    await expectClosedForLogin(here.client);
    await expectStillPlaying(elsewhere.client, elsewhere.first);
    elsewhere.client.close();

    const back = await PlayClient.open(base, {
      token: elsewhere.access,
      game_id: game.id,
      type: 'solo',
    });
    expect((await back.next()).type).toBe('play_recovery');
    back.close();
  });

  it("a new password closes the other logins' sockets and keeps this one's", async () => {
    const { here, elsewhere } = await twoLogins();
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/me/?index=password',
      headers: bearer(here.access),
      payload: { current_password: goodPassword, new_password: 'Mbolo-Ebolowa-2031' },
    });
    expect(changed.statusCode).toBe(200);
    await expectClosedForLogin(elsewhere.client);
    await expectStillPlaying(here.client, here.first);
    here.client.close();
  });

  it('deleting the account closes every socket of it', async () => {
    const { here, elsewhere } = await twoLogins();
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/me/delete/?password=${encodeURIComponent(goodPassword)}`,
      headers: bearer(here.access),
    });
    expect(deleted.statusCode).toBe(200);
    await expectClosedForLogin(here.client);
    await expectClosedForLogin(elsewhere.client);
  });
});
