import { api } from '@quiz/shared/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../src/domain/ledger/check';
import { bearer, goodPassword, newPlayer } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/app';
import { makeFriends, userId, wallet } from './helpers/games';

const { requests } = api.credits;

describe('credit requests between friends', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function player(email: string, name: string) {
    const { access } = await newPlayer(t.app, email);
    const id = await userId(t.app, email);
    await t.app.db.updateTable('users').set({ player_name: name }).where('id', '=', id).execute();
    const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
      t.app.inject({ method, url, headers: bearer(access), ...(payload ? { payload } : {}) });
    return { id, call };
  }

  it('asks a friend, who sends part of it once; both balances move through the ledger', async () => {
    const asker = await player('asker@example.cm', 'Asker');
    const giver = await player('giver@example.cm', 'Giver');
    await makeFriends(t.app, asker.id, giver.id);
    const before = { asker: await wallet(t.app, asker.id), giver: await wallet(t.app, giver.id) };
    expect(before.giver.credits).toBe(3);

    const asked = await asker.call('POST', requests.init(), {
      receiver: giver.id,
      number_of_units: 5,
      message: '  Pour le défi de ce soir  ',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const { request } = asked.json();
    expect(request).toMatchObject({
      status: 'PENDING',
      receiver: { id: giver.id, player_name: 'Giver' },
      number_of_units: 5,
      message: 'Pour le défi de ce soir',
      sharing: null,
    });
    const received = (await giver.call('GET', requests.received(1))).json();
    expect(received.list[0]).toMatchObject({ id: request.id, sender: { id: asker.id } });

    // More than asked is refused; all 3 would leave the giver nothing.
    const tooMany = await giver.call('PUT', requests.accept(request.id), { number_of_units: 6 });
    expect(tooMany.json()).toMatchObject({
      errors: { number_of_units: 'validation.units_over_request' },
    });
    const all = await giver.call('PUT', requests.accept(request.id), { number_of_units: 3 });
    expect(all.statusCode).toBe(400);
    expect(all.json().status_message).toBe('INSUFFICIENT');
    expect(await wallet(t.app, giver.id)).toEqual(before.giver);

    // Two taps at once: the credits move once.
    const twice = await Promise.all([
      giver.call('PUT', requests.accept(request.id), { number_of_units: 2 }),
      giver.call('PUT', requests.accept(request.id), { number_of_units: 2 }),
    ]);
    expect(twice.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const accepted = twice.find((res) => res.statusCode === 200)?.json().request;
    expect(accepted).toMatchObject({ status: 'ACCEPTED', sharing: { number_of_units: 2 } });
    expect(await wallet(t.app, giver.id)).toEqual({ ...before.giver, credits: 1 });
    expect(await wallet(t.app, asker.id)).toEqual({
      ...before.asker,
      credits: before.asker.credits + 2,
    });
    const sent = (await asker.call('GET', requests.sent(1))).json();
    expect(sent.list[0]).toMatchObject({ status: 'ACCEPTED', sharing: { number_of_units: 2 } });
    expect(await checkLedger(t.app.db)).toEqual([]);
  });

  it('asks friends only; cancels and declines once, by the right side', async () => {
    const a = await player('ask.a@example.cm', 'A');
    const b = await player('ask.b@example.cm', 'B');
    const stranger = await player('ask.c@example.cm', 'C');
    await makeFriends(t.app, a.id, b.id);
    const refused = await a.call('POST', requests.init(), {
      receiver: stranger.id,
      number_of_units: 1,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      status_message: 'NOT_CREATED',
      errors: { receiver: 'validation.friend_required' },
    });
    const junk = await a.call('POST', requests.init(), { receiver: b.id, number_of_units: 0 });
    expect(junk.statusCode).toBe(400);

    const first = (
      await a.call('POST', requests.init(), { receiver: b.id, number_of_units: 1 })
    ).json().request;
    expect((await b.call('DELETE', requests.cancel(first.id))).statusCode).toBe(404);
    expect((await a.call('DELETE', requests.decline(first.id))).statusCode).toBe(404);
    expect((await a.call('DELETE', requests.cancel(first.id))).json().request.status).toBe(
      'CANCELED',
    );
    expect(
      (await b.call('PUT', requests.accept(first.id), { number_of_units: 1 })).statusCode,
    ).toBe(409);

    const second = (
      await a.call('POST', requests.init(), { receiver: b.id, number_of_units: 1 })
    ).json().request;
    expect((await b.call('DELETE', requests.decline(second.id))).json().request.status).toBe(
      'DECLINED',
    );
    expect((await a.call('DELETE', requests.cancel(second.id))).statusCode).toBe(409);
    expect((await stranger.call('GET', requests.received(1))).json()).toEqual({
      list: [],
      number_of_pages: 0,
    });
  });

  it('cancels the pending requests of a deleted account: it receives nothing, and gives nothing', async () => {
    const doomed = await player('doomed@example.cm', 'Doomed');
    const friend = await player('friend.of.doomed@example.cm', 'Friend');
    await makeFriends(t.app, doomed.id, friend.id);
    const asked = (
      await doomed.call('POST', requests.init(), { receiver: friend.id, number_of_units: 1 })
    ).json().request;
    const asking = (
      await friend.call('POST', requests.init(), { receiver: doomed.id, number_of_units: 1 })
    ).json().request;
    const before = await wallet(t.app, friend.id);

    const deleted = await doomed.call(
      'DELETE',
      `/api/me/delete/?password=${encodeURIComponent(goodPassword)}`,
    );
    expect(deleted.statusCode).toBe(200);
    const sent = (await friend.call('GET', requests.sent(1))).json().list;
    const received = (await friend.call('GET', requests.received(1))).json().list;
    expect([...sent, ...received]).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: asked.id, status: 'CANCELED' }),
        expect.objectContaining({ id: asking.id, status: 'CANCELED' }),
      ]),
    );
    const accept = await friend.call('PUT', requests.accept(asked.id), { number_of_units: 1 });
    expect(accept.statusCode).toBe(409);

    // A request of the account's that slipped in as it was deleted is refused too.
    const late = await t.app.db
      .insertInto('credit_requests')
      .values({ sender_id: doomed.id, receiver_id: friend.id, number_of_units: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const lateAccept = await friend.call('PUT', requests.accept(late.id), { number_of_units: 1 });
    expect(lateAccept.statusCode).toBe(409);
    expect(await wallet(t.app, friend.id)).toEqual(before);
    expect(await checkLedger(t.app.db)).toEqual([]);
  });
});
