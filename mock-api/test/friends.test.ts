import { api } from '@quiz/shared/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, newPlayer } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/app';
import { userId } from './helpers/games';

describe('friends and notifications', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function player(email: string, name: string) {
    const { access } = await newPlayer(t.app, email);
    const id = await userId(t.app, email);
    await t.app.db.updateTable('users').set({ player_name: name }).where('id', '=', id).execute();
    const call = (method: 'GET' | 'POST' | 'DELETE', url: string) =>
      t.app.inject({ method, url, headers: bearer(access) });
    return { id, access, call };
  }

  it('sends a request once, notifies, accepts it, and both are friends with phones shown', async () => {
    const ama = await player('ama@example.cm', 'Ama');
    const ben = await player('ben@example.cm', 'Ben');
    const sent = await ama.call('POST', api.friends.send(ben.id));
    expect(sent.statusCode, sent.body).toBe(201);
    const { request } = sent.json();
    expect(request).toMatchObject({
      sender: { id: ama.id, player_name: 'Ama', phone_number: null },
      receiver: { id: ben.id, player_name: 'Ben' },
    });
    // A second tap answers the same request, and two at once leave one pending request.
    const again = await Promise.all([
      ama.call('POST', api.friends.send(ben.id)),
      ama.call('POST', api.friends.send(ben.id)),
    ]);
    expect(again.map((res) => [res.statusCode, res.json().request.id])).toEqual([
      [200, request.id],
      [200, request.id],
    ]);

    const withDot = (await ben.call('GET', api.friends.list(1, true))).json();
    expect(withDot).toEqual({
      list: [],
      number_of_pages: 0,
      indicators: { friends: 0, requests: 1 },
    });
    const received = (await ben.call('GET', api.friends.requests(1))).json();
    expect(received).toEqual({ list: [request], number_of_pages: 1 });
    expect((await ben.call('GET', api.friends.list(1, true))).json().indicators.requests).toBe(0);

    const news = (await ben.call('GET', api.notifications.list(1))).json();
    expect(news.notifications[0]).toMatchObject({
      kind: 'friend_request',
      title: "Demande d'ami",
      message: 'Ama souhaite devenir votre ami.',
      is_read: false,
      sender: { id: ama.id, player_name: 'Ama' },
    });

    const accepted = await ben.call('GET', api.friends.accept(request.id));
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().friend).toMatchObject({ id: ama.id, phone_number: null });
    const twice = await ben.call('GET', api.friends.accept(request.id));
    expect(twice.statusCode).toBe(409);

    for (const [me, other] of [
      [ama, ben],
      [ben, ama],
    ] as const) {
      const list = (await me.call('GET', api.friends.list(1))).json();
      expect(list.list.map((f: { id: number }) => f.id)).toEqual([other.id]);
      const profile = (await me.call('GET', api.users.profile(other.id))).json();
      expect(profile).toMatchObject({ is_friend: true, st_request: null, rc_request: null });
    }
    const told = (await ama.call('GET', api.notifications.list(1))).json();
    expect(told.notifications[0]).toMatchObject({
      kind: 'friend_accepted',
      sender: { id: ben.id },
    });
    expect((await ben.call('GET', api.friends.all())).json().list).toHaveLength(1);

    const already = await ama.call('POST', api.friends.send(ben.id));
    expect(already.statusCode).toBe(409);
    expect((await ama.call('DELETE', api.friends.unfriend(ben.id))).statusCode).toBe(200);
    expect((await ben.call('GET', api.friends.list(1))).json().list).toEqual([]);
    expect((await ama.call('DELETE', api.friends.unfriend(ben.id))).statusCode).toBe(404);
  });

  it('a request to someone who asked you accepts theirs', async () => {
    const cleo = await player('cleo@example.cm', 'Cleo');
    const dan = await player('dan@example.cm', 'Dan');
    const first = (await cleo.call('POST', api.friends.send(dan.id))).json().request;
    const back = await dan.call('POST', api.friends.send(cleo.id));
    expect(back.statusCode).toBe(200);
    expect(back.json().request.id).toBe(first.id);
    expect((await cleo.call('GET', api.friends.list(1))).json().list).toHaveLength(1);
  });

  it('lets only the receiver answer and only the sender cancel, once', async () => {
    const eve = await player('eve@example.cm', 'Eve');
    const fay = await player('fay@example.cm', 'Fay');
    const gus = await player('gus@example.cm', 'Gus');
    const request = (await eve.call('POST', api.friends.send(fay.id))).json().request;
    expect((await gus.call('GET', api.friends.accept(request.id))).statusCode).toBe(404);
    expect((await eve.call('GET', api.friends.accept(request.id))).statusCode).toBe(404);
    expect((await fay.call('DELETE', api.friends.cancel(request.id))).statusCode).toBe(404);
    expect((await eve.call('DELETE', api.friends.cancel(request.id))).statusCode).toBe(200);
    expect((await fay.call('DELETE', api.friends.decline(request.id))).statusCode).toBe(409);

    const second = (await eve.call('POST', api.friends.send(fay.id))).json().request;
    expect(second.id).not.toBe(request.id);
    const declined = await fay.call('DELETE', api.friends.decline(second.id));
    expect(declined.statusCode).toBe(200);
    expect((await fay.call('GET', api.friends.accept(second.id))).statusCode).toBe(409);
    expect((await eve.call('POST', api.friends.send(eve.id))).statusCode).toBe(400);
    expect((await eve.call('POST', api.friends.send(999_999))).statusCode).toBe(404);
    expect((await eve.call('POST', '/api/me/my-friends/request/abc/send/')).statusCode).toBe(400);
    const visitor = await t.app.inject({ method: 'GET', url: api.friends.list(1) });
    expect(visitor.statusCode).toBe(401);
  });

  it('pages notifications, deletes one of mine only, and clears them all', async () => {
    const hal = await player('hal@example.cm', 'Hal');
    const senders = await Promise.all(
      Array.from({ length: 12 }, (_, i) => player(`sender${i}@example.cm`, `Sender ${i}`)),
    );
    for (const sender of senders) await sender.call('POST', api.friends.send(hal.id));
    const first = (await hal.call('GET', api.notifications.list(1))).json();
    expect(first.number_of_pages).toBe(2);
    expect(first.notifications).toHaveLength(10);
    expect(first.notifications[0].sender.player_name).toBe('Sender 11');
    const second = (await hal.call('GET', api.notifications.list(2))).json();
    // 12 requests; the free-credits welcome may add one of its own.
    expect(second.notifications.length).toBeGreaterThanOrEqual(2);

    const target = first.notifications[0].id;
    const other = senders[0];
    if (!other) throw new Error('senders');
    expect((await other.call('DELETE', api.notifications.delete(target))).statusCode).toBe(404);
    expect((await hal.call('DELETE', api.notifications.delete(target))).statusCode).toBe(200);
    expect((await hal.call('DELETE', api.notifications.delete(target))).statusCode).toBe(404);
    const missing = await hal.call('DELETE', '/api/me/notifications/?spec=delete_element');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ notification_id: 'validation.required' });
    expect((await hal.call('DELETE', api.notifications.clear())).statusCode).toBe(200);
    expect((await hal.call('GET', api.notifications.list(1))).json()).toEqual({
      notifications: [],
      number_of_pages: 0,
    });
    // The senders keep theirs.
    expect((await other.call('GET', api.friends.list(1))).statusCode).toBe(200);
  });
});
