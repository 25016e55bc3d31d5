import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readChangesFolder } from '../src/db/read-changes';
import { isoNow } from '../src/db/time';
import { ReadCache } from '../src/domain/accounts/read-cache';
import type { SignedIn } from '../src/domain/accounts/signed-in';
import { post } from '../src/domain/ledger/ledger';
import { notify } from '../src/domain/notifications/notify';
import { bearer, newPlayer } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/app';
import { badgeTypeRow } from './helpers/badges';
import { addGame, addIndex, addPlay, addUser, befriend, userIdOf } from './helpers/catalogue';
import { testDialect } from './helpers/database';
import { startInstances } from './helpers/instances';

/*
 * Signed-in calls answer what the token check read with the login (the
 * balances, the manager record, the versions) and keep the rest in memory
 * under the versions the database counts (migration 0027). Each write of
 * what a screen shows must show at the next call: none is answered stale.
 */

/** The player's name changed through the API, as the profile screen changes it. */
async function rename(app: FastifyInstance, access: string, name: string) {
  const edit = await app.inject({
    method: 'PUT',
    url: '/api/me/?index=player_name',
    headers: bearer(access),
    payload: { player_name: name },
  });
  expect(edit.statusCode, edit.body).toBe(200);
}

/** What the header, credits, gains, friends and notifications screens read. */
const SCREENS = [
  '/api/me/',
  '/api/me/details/',
  '/api/me/my-credits/',
  '/api/me/my-gains/',
  '/api/me/my-friends/1/?indicators=true',
  '/api/me/notifications/?step=1',
];

function reader(app: FastifyInstance, access: string) {
  return async (url: string) => {
    const res = await app.inject({ url, headers: bearer(access) });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json();
  };
}

/** Every screen read twice, so that each is kept. */
async function warm(read: (url: string) => Promise<unknown>) {
  for (let round = 0; round < 2; round += 1) for (const url of SCREENS) await read(url);
}

const grant = (
  app: FastifyInstance,
  userId: number,
  account: 'credits' | 'gains',
  amount: number,
) =>
  app.db.transaction().execute((trx) =>
    post(trx, {
      userId,
      account,
      amount,
      kind: 'seed_grant',
      reference: `grant-${Math.random()}`,
    }),
  );

const friendNotice = (userId: number, senderId: number | null, title = 'Hello') => ({
  userId,
  kind: 'friend_request',
  senderId,
  en: { title, message: 'm' },
  fr: { title, message: 'm' },
});

describe('the ReadCache', () => {
  it('answers a read again under the same versions only, and shares a load under way', async () => {
    const cache = new ReadCache();
    let loads = 0;
    const load = async () => {
      loads += 1;
      return loads;
    };
    const [a, b] = await Promise.all([cache.get('k', '1:1', load), cache.get('k', '1:1', load)]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
    expect(await cache.get('k', '1:2', load)).toBe(2);
    expect(await cache.get('k', '1:1', load)).toBe(3);
  });

  it('keeps no failed load, and no more reads than it may', async () => {
    const cache = new ReadCache(2);
    await expect(cache.get('k', '1', () => Promise.reject(new Error('down')))).rejects.toThrow();
    expect(await cache.get('k', '1', async () => 'up')).toBe('up');
    await cache.get('x', '1', async () => 'x');
    await cache.get('y', '1', async () => 'y');
    expect(cache.size).toBe(2);
  });
});

describe('what signed-in calls read, kept between calls', () => {
  let t: TestApp;
  let access: string;
  let me: number;
  let read: ReturnType<typeof reader>;
  beforeAll(async () => {
    // Background passes (plays' sweep, payments' poll) would add their statements to the counts.
    t = await buildTestApp({ env: { PLAY_SWEEP_MS: '60000', PAYMENT_POLL_MS: '600000' } });
    ({ access } = await newPlayer(t.app, 'reader@example.cm'));
    me = await userIdOf(t.app.db, 'reader@example.cm');
    read = reader(t.app, access);
  });
  afterAll(() => t.close());

  it('reads the database once a call when nothing changed', async () => {
    await warm(read);
    const executor = t.app.db.getExecutor();
    const statements = vi.spyOn(executor, 'executeQuery');
    try {
      for (const url of SCREENS) await read(url);
      expect(statements).toHaveBeenCalledTimes(SCREENS.length);
    } finally {
      statements.mockRestore();
    }
  });

  it('checks the tokens of calls made together in one statement, each for itself', async () => {
    const tokens = [];
    for (const name of ['together-1', 'together-2', 'together-3']) {
      tokens.push((await newPlayer(t.app, `${name}@example.cm`)).access);
    }
    const [one, two, out] = tokens as [string, string, string];
    await t.app.inject({ method: 'POST', url: '/api/me/logout/', headers: bearer(out) });
    await grant(t.app, await userIdOf(t.app.db, 'together-2@example.cm'), 'gains', 200);
    // Checked once each before: the signatures and the players' rows are known.
    for (const token of [one, two]) await t.app.tokens.verifyAccess(token);
    await expect(t.app.tokens.verifyAccess(out)).rejects.toThrow();

    const statements = vi.spyOn(t.app.db.getExecutor(), 'executeQuery');
    try {
      const checks = await Promise.allSettled(
        [one, two, one, out].map((token) => t.app.tokens.verifyAccess(token)),
      );
      expect(statements).toHaveBeenCalledTimes(1);
      const value = (check: PromiseSettledResult<SignedIn> | undefined) =>
        check?.status === 'fulfilled' ? check.value : null;
      const [first, second, again, refused] = checks.map(value);
      expect([first?.userId, second?.userId, again?.userId]).toEqual([
        await userIdOf(t.app.db, 'together-1@example.cm'),
        await userIdOf(t.app.db, 'together-2@example.cm'),
        await userIdOf(t.app.db, 'together-1@example.cm'),
      ]);
      expect(second?.wallet.gains).toBe(200);
      expect(refused).toBeNull();
      expect(checks[3]?.status).toBe('rejected');
    } finally {
      statements.mockRestore();
    }
  });

  it('answers the balances a committed ledger post left, at once', async () => {
    await warm(read);
    const before = (await read('/api/me/details/')).details.user_details;
    await grant(t.app, me, 'credits', 7);
    await grant(t.app, me, 'gains', 500);
    const after = (await read('/api/me/details/')).details.user_details;
    expect(after.my_credits).toBe(before.my_credits + 7);
    expect(after.gains).toBe(before.gains + 500);
    const credits = await read('/api/me/my-credits/');
    expect([credits.number_of_credits, credits.gains]).toEqual([after.my_credits, after.gains]);
    expect((await read('/api/me/my-gains/')).gains).toBe(after.gains);
  });

  it("answers the player's own row as its last write left it", async () => {
    await warm(read);
    await rename(t.app, access, 'Kept237');
    expect((await read('/api/me/')).player_name).toBe('Kept237');
    expect((await read('/api/me/details/')).details.user_details.player_name).toBe('Kept237');
    // A write outside the API counts as well: the database counts it.
    await t.app.db.updateTable('users').set({ first_name: 'Awa' }).where('id', '=', me).execute();
    expect((await read('/api/me/')).first_name).toBe('Awa');
  });

  it('profile: the counts of finished plays, the badges and their types, the country', async () => {
    await warm(read);
    const gameId = await addGame(t.app.db, {
      title_en: 'Kept',
      indexIds: [await addIndex(t.app.db, 'kept')],
    });
    const playing = await addPlay(t.app.db, { userId: me, gameId, active: true });
    expect((await read('/api/me/')).stats.nbr_plays).toBe(0);
    await t.app.db
      .updateTable('plays')
      .set({ is_active: 0, is_winner: 1 })
      .where('id', '=', playing)
      .execute();
    expect((await read('/api/me/')).stats).toMatchObject({ nbr_plays: 1, nbr_wins: 1 });

    const badge = await t.app.db
      .insertInto('badge_types')
      .values(badgeTypeRow('plays', 1, 0, 'kept'))
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.app.db
      .insertInto('user_badges')
      .values({ user_id: me, badge_type_id: badge.id })
      .execute();
    expect((await read('/api/me/')).badges.map((b: { code_en: string }) => b.code_en)).toEqual([
      'kept',
    ]);
    await t.app.db
      .updateTable('badge_types')
      .set({ title_en: 'Renamed' })
      .where('id', '=', badge.id)
      .execute();
    expect((await read('/api/me/')).badges[0].title_en).toBe('Renamed');

    const country = (await read('/api/me/')).country;
    await t.app.db
      .updateTable('countries')
      .set({ name_en: 'Kamerun' })
      .where('name_en', '=', country.name_en)
      .execute();
    expect((await read('/api/me/')).country.name_en).toBe('Kamerun');
  });

  it("credits screen: the requests' dots and the prices", async () => {
    await warm(read);
    const friend = await addUser(t.app.db, 'Lender');
    await t.app.db
      .insertInto('credit_requests')
      .values({ sender_id: me, receiver_id: friend, number_of_units: 2, updated_at: isoNow() })
      .execute();
    expect((await read('/api/me/my-credits/')).indicators).toEqual({
      requests_received: 0,
      requests_sent: 1,
    });
    await t.app.db
      .insertInto('credit_requests')
      .values({ sender_id: friend, receiver_id: me, number_of_units: 3, updated_at: isoNow() })
      .execute();
    expect((await read('/api/me/my-credits/')).indicators.requests_received).toBe(1);

    const { unit_price } = await read('/api/me/my-credits/');
    await t.app.db
      .insertInto('settings')
      .values({ key: 'unit_price', value: String(unit_price + 5) })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: String(unit_price + 5) }))
      .execute();
    expect((await read('/api/me/my-credits/')).unit_price).toBe(unit_price + 5);
    await t.app.db.updateTable('credit_packs').set({ unit_reduction: 1 }).execute();
    const packs = (await read('/api/me/my-credits/')).packages;
    expect(packs.every((pack: { unit_reduction: number }) => pack.unit_reduction === 1)).toBe(true);
  });

  it('gains screen: the cash-out under way, from its start to its end', async () => {
    await warm(read);
    expect((await read('/api/me/my-gains/')).ongoing).toBeNull();
    const cashout = await t.app.db
      .insertInto('cashouts')
      .values({
        user_id: me,
        method: 'om',
        status: 'PENDING',
        is_active: 1,
        amount: 500,
        phone_number: '690000001',
        ongoing_key: String(me),
        updated_at: isoNow(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await read('/api/me/my-gains/')).ongoing).toMatchObject({
      id: cashout.id,
      status: 'PENDING',
    });
    await t.app.db
      .updateTable('cashouts')
      .set({ status: 'SUCCESSFULL', is_active: 0, ongoing_key: null })
      .where('id', '=', cashout.id)
      .execute();
    expect((await read('/api/me/my-gains/')).ongoing).toBeNull();
  });

  it("friends page: the friendships, the requests' dot and a friend's face", async () => {
    await warm(read);
    const before = await read('/api/me/my-friends/1/?indicators=true');
    const friend = await addUser(t.app.db, 'Mbappe');
    await befriend(t.app.db, me, friend);
    const page = await read('/api/me/my-friends/1/?indicators=true');
    expect(page.indicators.friends).toBe(before.indicators.friends + 1);
    expect(page.list.map((f: { player_name: string }) => f.player_name)).toContain('Mbappe');

    await t.app.db
      .updateTable('users')
      .set({ player_name: 'Mbappe2' })
      .where('id', '=', friend)
      .execute();
    const renamed = await read('/api/me/my-friends/1/?indicators=true');
    expect(renamed.list.map((f: { player_name: string }) => f.player_name)).toContain('Mbappe2');

    const asker = await addUser(t.app.db, 'Asker');
    await t.app.db
      .insertInto('friend_requests')
      .values({
        sender_id: asker,
        receiver_id: me,
        pending_key: `${asker}:${me}`,
        updated_at: isoNow(),
      })
      .execute();
    expect((await read('/api/me/my-friends/1/?indicators=true')).indicators.requests).toBe(
      before.indicators.requests + 1,
    );

    await t.app.db
      .updateTable('users')
      .set({ deleted_at: isoNow() })
      .where('id', '=', friend)
      .execute();
    const gone = await read('/api/me/my-friends/1/?indicators=true');
    expect(gone.list.map((f: { id: number }) => f.id)).not.toContain(friend);
  });

  it("notifications: a new one, the read marks and a sender's face", async () => {
    await warm(read);
    const sender = await addUser(t.app.db, 'Sender');
    await notify(t.app.db, [friendNotice(me, sender, 'Fresh')]);
    const first = (await read('/api/me/notifications/?step=1')).notifications[0];
    expect(first).toMatchObject({ title: 'Fresh', is_read: false });
    expect(first.sender.player_name).toBe('Sender');
    // Read once: read from then on.
    expect((await read('/api/me/notifications/?step=1')).notifications[0].is_read).toBe(true);
    await t.app.db
      .updateTable('users')
      .set({ profile_pic: 'avatars/new.webp', player_name: 'Sender2' })
      .where('id', '=', sender)
      .execute();
    const renamed = (await read('/api/me/notifications/?step=1')).notifications[0];
    expect(renamed.sender.player_name).toBe('Sender2');
    // The reader's language is their row's.
    await t.app.db.updateTable('users').set({ language: 'fr' }).where('id', '=', me).execute();
    await t.app.db
      .updateTable('notifications')
      .set({ title_fr: 'Nouveau' })
      .where('title_en', '=', 'Fresh')
      .execute();
    expect((await read('/api/me/notifications/?step=1')).notifications[0].title).toBe('Nouveau');
  });

  it('refuses the token of a player deleted or signed out at once, whatever was kept', async () => {
    const { access: leaving } = await newPlayer(t.app, 'leaving-reader@example.cm');
    const theirs = reader(t.app, leaving);
    await warm(theirs);
    const gone = await userIdOf(t.app.db, 'leaving-reader@example.cm');
    await t.app.db
      .updateTable('users')
      .set({ deleted_at: isoNow() })
      .where('id', '=', gone)
      .execute();
    for (const url of SCREENS) {
      const res = await t.app.inject({ url, headers: bearer(leaving) });
      expect(res.statusCode, url).toBe(401);
    }

    const { access: other } = await newPlayer(t.app, 'logout-reader@example.cm');
    await warm(reader(t.app, other));
    await t.app.inject({ method: 'POST', url: '/api/me/logout/', headers: bearer(other) });
    for (const url of SCREENS) {
      const res = await t.app.inject({ url, headers: bearer(other) });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('reads the manager record at every call: a role taken away is refused at the next', async () => {
    const { access: manager } = await newPlayer(t.app, 'boss-reader@example.cm');
    const id = await userIdOf(t.app.db, 'boss-reader@example.cm');
    const audit = () => t.app.inject({ url: '/api/admin/super/audit/', headers: bearer(manager) });
    expect((await audit()).statusCode).toBe(403);
    await t.app.db
      .insertInto('managers')
      .values({ user_id: id, role: 'supermanager', is_admin: 1 })
      .execute();
    expect((await audit()).statusCode).toBe(200);
    expect(
      (await reader(t.app, manager)('/api/me/details/')).details.manager_details,
    ).toMatchObject({ is_supermanager: true });
    await t.app.db.deleteFrom('managers').where('user_id', '=', id).execute();
    expect((await audit()).statusCode).toBe(403);
    expect((await reader(t.app, manager)('/api/me/details/')).details.manager_details).toBeNull();
  });

  it('folds the counted writes without changing any version', async () => {
    await warm(read);
    await grant(t.app, me, 'credits', 1);
    await notify(t.app.db, [friendNotice(me, null), friendNotice(me, null)]);
    const versions = async () =>
      t.app.db
        .selectFrom('read_changes')
        .select(['owner', (eb) => eb.fn.sum<number>('weight').as('version')])
        .groupBy('owner')
        .orderBy('owner')
        .execute();
    // The first read marks the new ones read: a write of its own.
    await read('/api/me/notifications/?step=1');
    const kept = await read('/api/me/notifications/?step=1');
    const before = await versions();
    expect(await readChangesFolder(t.app.db)()).toBeGreaterThan(0);
    expect((await versions()).map((row) => [row.owner, Number(row.version)])).toEqual(
      before.map((row) => [row.owner, Number(row.version)]),
    );
    const rows = await t.app.db
      .selectFrom('read_changes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('owner', '=', me)
      .executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBe(1);
    expect(await read('/api/me/notifications/?step=1')).toEqual(kept);
  });
});

/*
 * Two instances on one database keep their reads apart: a write through one
 * shows at once through the other, with no message between them to wait for.
 */
describe.runIf(testDialect === 'postgres')('two instances on one PostgreSQL database', () => {
  let instances: Awaited<ReturnType<typeof startInstances>>;
  beforeAll(async () => {
    instances = await startInstances(2);
  });
  afterAll(() => instances.close());

  it('answers through one instance what a write through the other left, at once', async () => {
    const [a, b] = instances.apps as [FastifyInstance, FastifyInstance];
    const { access } = await newPlayer(a, 'two-readers@example.cm');
    const me = await userIdOf(a.db, 'two-readers@example.cm');
    const onB = reader(b, access);
    await warm(onB);
    const before = (await onB('/api/me/details/')).details.user_details;

    await grant(a, me, 'credits', 4);
    await grant(a, me, 'gains', 300);
    const details = (await onB('/api/me/details/')).details.user_details;
    expect([details.my_credits, details.gains]).toEqual([
      before.my_credits + 4,
      before.gains + 300,
    ]);
    expect((await onB('/api/me/my-credits/')).number_of_credits).toBe(before.my_credits + 4);
    expect((await onB('/api/me/my-gains/')).gains).toBe(before.gains + 300);

    await rename(a, access, 'OnA237');
    expect((await onB('/api/me/')).player_name).toBe('OnA237');

    const friend = await addUser(a.db, 'FriendOnA');
    await befriend(a.db, me, friend);
    const friends = await onB('/api/me/my-friends/1/?indicators=true');
    expect(friends.list.map((f: { id: number }) => f.id)).toContain(friend);

    await notify(a.db, [friendNotice(me, friend, 'From A')]);
    expect((await onB('/api/me/notifications/?step=1')).notifications[0].title).toBe('From A');

    const cashout = await a.db
      .insertInto('cashouts')
      .values({
        user_id: me,
        method: 'om',
        status: 'PENDING',
        is_active: 1,
        amount: 300,
        phone_number: '690000001',
        ongoing_key: String(me),
        updated_at: isoNow(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await onB('/api/me/my-gains/')).ongoing?.id).toBe(cashout.id);

    const badge = await a.db
      .insertInto('badge_types')
      .values(badgeTypeRow('plays', 1, 0, 'two-instances'))
      .returning('id')
      .executeTakeFirstOrThrow();
    await a.db.insertInto('user_badges').values({ user_id: me, badge_type_id: badge.id }).execute();
    expect((await onB('/api/me/')).badges.map((b: { id: number }) => b.id)).toContain(badge.id);

    await a.db
      .insertInto('credit_requests')
      .values({ sender_id: me, receiver_id: friend, number_of_units: 2, updated_at: isoNow() })
      .execute();
    const credits = await onB('/api/me/my-credits/');
    expect(credits.indicators.requests_sent).toBe(1);
    await a.db
      .insertInto('settings')
      .values({ key: 'unit_price', value: String(credits.unit_price + 5) })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: String(credits.unit_price + 5) }))
      .execute();
    expect((await onB('/api/me/my-credits/')).unit_price).toBe(credits.unit_price + 5);

    const out = await a.inject({ method: 'POST', url: '/api/me/logout/', headers: bearer(access) });
    expect(out.statusCode).toBe(200);
    for (const url of SCREENS) {
      expect((await b.inject({ url, headers: bearer(access) })).statusCode, url).toBe(401);
    }
  });
});
