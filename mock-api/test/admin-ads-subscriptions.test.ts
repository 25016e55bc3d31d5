import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AdsClient,
  adsApi,
  adsClient,
  adsSnapshot,
  auditOf,
  expectPlayerAds,
  newAd,
  newPartner,
  subscribe,
} from './helpers/ads';
import { buildTestApp, type TestApp } from './helpers/app';
import { type TestClock, testClock } from './helpers/clock';
import { newManager } from './helpers/managers';

const { subscriptions } = adsApi;
const DAY_MS = 24 * 3600 * 1000;

describe('ad subscriptions management', () => {
  let t: TestApp;
  let clock: TestClock;
  let boss: Awaited<ReturnType<typeof newManager>>;
  let client: AdsClient;

  beforeAll(async () => {
    clock = testClock();
    t = await buildTestApp({ clock });
    boss = await newManager(t.app, 'subs.boss@example.cm', 'supermanager');
    client = adsClient(t.app, boss.headers);
  });
  afterAll(() => t.close());

  const listOf = async (partnerId: number, step = 1) => {
    const res = await client.json('GET', subscriptions.list(partnerId, step));
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const openSpaces = async (partnerId: number) =>
    (await client.json('GET', adsApi.partners.get(partnerId))).json().open_spaces;

  it('subscribes a partner to a space from now on, audited', async () => {
    const partnerId = await newPartner(client);
    const before = Date.now();
    const res = await client.json('POST', subscriptions.create(partnerId), {
      amount: 60_000,
      duration_days: 30,
      type: 1,
    });
    expect(res.statusCode).toBe(201);
    const { status_message, ad_subscription } = res.json();
    expect(status_message).toBe('OK');
    expect(ad_subscription).toEqual({
      id: expect.any(Number),
      ad_partner: partnerId,
      type: 1,
      amount: 60_000,
      duration_days: 30,
      is_active: true,
      activated_at: expect.any(String),
      deactivated_at: null,
      should_deactivate: false,
    });
    expect(Date.parse(ad_subscription.activated_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(await openSpaces(partnerId)).toEqual([2, 3]);
    expect(await auditOf(t.app, 'ad_subscriptions', ad_subscription.id)).toEqual([
      { manager_id: boss.id, action: 'create', before: null, after: ad_subscription },
    ]);
  });

  it('refuses a bad form, naming each field, and an unknown partner, writing nothing', async () => {
    const partnerId = await newPartner(client);
    const before = await adsSnapshot(t.app);
    const res = await client.json('POST', subscriptions.create(partnerId), {
      amount: 0,
      duration_days: 'thirty',
      type: 4,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status_message: 'NOT_CREATED',
      errors: {
        amount: 'validation.positive_required',
        duration_days: 'validation.number_invalid',
        type: 'validation.ad_space_invalid',
      },
    });
    for (const junk of [{}, [], 'x', null, { amount: 1.5, duration_days: -1, type: '1; drop' }]) {
      const refused = await client.json('POST', subscriptions.create(partnerId), junk);
      expect(refused.statusCode, JSON.stringify(junk)).toBe(400);
    }
    const unknown = await client.json('POST', subscriptions.create(999_999), {
      amount: 1000,
      duration_days: 7,
      type: 1,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ status_message: 'INVALID_ID' });
    expect((await client.json('GET', subscriptions.list(999_999, 1))).statusCode).toBe(404);
    expect(
      (await client.json('GET', `/api/admin/ads/abc/subscriptions/management/?step=1`)).statusCode,
    ).toBe(400);
    expect(
      (await client.json('GET', `/api/admin/ads/${partnerId}/subscriptions/management/`))
        .statusCode,
    ).toBe(400);
    expect(await adsSnapshot(t.app)).toEqual(before);
  });

  it('keeps one active subscription per space and partner, and says when no space is open', async () => {
    const partnerId = await newPartner(client);
    const other = await newPartner(client);
    await subscribe(client, partnerId, 2);
    // Another partner may take the same space.
    await subscribe(client, other, 2);
    const before = await adsSnapshot(t.app);
    const taken = await client.json('POST', subscriptions.create(partnerId), {
      amount: 1000,
      duration_days: 7,
      type: 2,
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({
      status_message: 'NOT_CREATED',
      errors: { type: 'validation.ad_space_taken' },
    });
    await subscribe(client, partnerId, 1);
    await subscribe(client, partnerId, 3);
    expect(await openSpaces(partnerId)).toEqual([]);
    const full = await client.json('POST', subscriptions.create(partnerId), {
      amount: 1000,
      duration_days: 7,
      type: 1,
    });
    expect(full.json()).toEqual({
      status_message: 'NOT_CREATED',
      errors: { type: 'validation.no_open_space' },
    });
    const after = await adsSnapshot(t.app);
    expect(after.subscriptions.length).toBe(before.subscriptions.length + 2);
  });

  it('edits amount and duration only; the space stays as chosen', async () => {
    const partnerId = await newPartner(client);
    const subscription = await subscribe(client, partnerId, 3);
    const res = await client.json('PUT', subscriptions.update(partnerId, subscription.id), {
      amount: 75_000,
      duration_days: 45,
      type: 3,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().ad_subscription).toMatchObject({
      amount: 75_000,
      duration_days: 45,
      type: 3,
    });
    expect((await auditOf(t.app, 'ad_subscriptions', subscription.id)).at(-1)).toMatchObject({
      action: 'update',
      before: { amount: 50_000, duration_days: 30 },
      after: { amount: 75_000, duration_days: 45 },
    });

    const before = await adsSnapshot(t.app);
    const moved = await client.json('PUT', subscriptions.update(partnerId, subscription.id), {
      amount: 1,
      duration_days: 1,
      type: 1,
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toEqual({
      status_message: 'NOT_MODIFIED',
      errors: { type: 'validation.ad_space_fixed' },
    });
    const other = await newPartner(client);
    const notTheirs = await client.json('PUT', subscriptions.update(other, subscription.id), {
      amount: 1,
      duration_days: 1,
      type: 3,
    });
    expect(notTheirs.statusCode).toBe(404);
    const bad = await client.json('PUT', subscriptions.update(partnerId, subscription.id), {
      amount: -5,
      duration_days: 1,
      type: 3,
    });
    expect(bad.json()).toEqual({
      status_message: 'NOT_MODIFIED',
      errors: { amount: 'validation.positive_required' },
    });
    const missing = await client.json(
      'PUT',
      `/api/admin/ads/${partnerId}/subscriptions/management/`,
      {
        amount: 1,
        duration_days: 1,
        type: 3,
      },
    );
    expect(missing.statusCode).toBe(400);
    const after = await adsSnapshot(t.app);
    expect(after.subscriptions).toEqual(before.subscriptions);
    expect(after.audit.length).toBe(before.audit.length + 1); // the partner added above
  });

  it('flags a subscription should_deactivate once its days have run, then refuses edits', async () => {
    const partnerId = await newPartner(client);
    const subscription = await subscribe(client, partnerId, 1, { duration_days: 10 });
    clock.advance(9 * DAY_MS);
    expect((await listOf(partnerId)).list[0]).toMatchObject({
      id: subscription.id,
      should_deactivate: false,
    });
    clock.advance(DAY_MS);
    expect((await listOf(partnerId)).list[0]).toMatchObject({
      id: subscription.id,
      is_active: true,
      should_deactivate: true,
    });
    const all = (await client.json('GET', subscriptions.all(1))).json();
    const item = all.list.find((s: { id: number }) => s.id === subscription.id);
    expect(item).toMatchObject({ ad_partner: partnerId, to_deactivate: true, is_active: true });
    expect(item).not.toHaveProperty('should_deactivate');
    const locked = await client.json('PUT', subscriptions.update(partnerId, subscription.id), {
      amount: 1,
      duration_days: 100,
      type: 1,
    });
    expect(locked.statusCode).toBe(400);
    expect(locked.json()).toEqual({
      status_message: 'NOT_MODIFIED',
      errors: { ad_subscription_id: 'validation.subscription_locked' },
    });
  });

  it('renews a subscription due for deactivation: the old one ends in the same write', async () => {
    const partnerId = await newPartner(client);
    const old = await subscribe(client, partnerId, 2, { duration_days: 5 });
    clock.advance(5 * DAY_MS + 1000);
    const res = await client.json('POST', subscriptions.create(partnerId), {
      amount: 40_000,
      duration_days: 30,
      type: 2,
    });
    expect(res.statusCode).toBe(201);
    const renewed = res.json().ad_subscription;
    expect(renewed).toMatchObject({ type: 2, is_active: true, should_deactivate: false });
    const { list } = await listOf(partnerId);
    expect(list.map((s: { id: number }) => s.id)).toEqual([renewed.id, old.id]);
    expect(list[1]).toMatchObject({ is_active: false, should_deactivate: false });
    expect(list[1].deactivated_at).toBe(renewed.activated_at);
    expect(await auditOf(t.app, 'ad_subscriptions', old.id)).toEqual([
      expect.objectContaining({ action: 'create' }),
      expect.objectContaining({
        action: 'deactivate',
        before: expect.objectContaining({ is_active: true, should_deactivate: true }),
        after: expect.objectContaining({ is_active: false }),
      }),
    ]);
    expect(await auditOf(t.app, 'ad_subscriptions', renewed.id)).toEqual([
      {
        manager_id: boss.id,
        action: 'renew',
        before: expect.objectContaining({ id: old.id }),
        after: renewed,
      },
    ]);
    const detail = (await client.json('GET', adsApi.partners.get(partnerId))).json();
    expect(detail).toMatchObject({ num_subs: 2, total_amount: 90_000 });
    expect(detail.has_active_subscriptions).toEqual([{ id: renewed.id, type: 2, form: 'square' }]);
  });

  it('deactivates with DELETE: its ads stop showing; again changes nothing', async () => {
    const partnerId = await newPartner(client);
    const subscription = await subscribe(client, partnerId, 3);
    const ad = await newAd(client, partnerId);
    await expectPlayerAds(t.app, 3, [ad.id]);
    const res = await client.json('DELETE', subscriptions.deactivate(partnerId, subscription.id));
    expect(res.statusCode).toBe(200);
    const { ad_subscription } = res.json();
    expect(ad_subscription).toMatchObject({ id: subscription.id, is_active: false });
    expect(ad_subscription.deactivated_at).toEqual(expect.any(String));
    await expectPlayerAds(t.app, 3, []);
    const trail = await auditOf(t.app, 'ad_subscriptions', subscription.id);
    expect(trail.at(-1)).toMatchObject({ action: 'deactivate', after: ad_subscription });

    const again = await client.json('DELETE', subscriptions.deactivate(partnerId, subscription.id));
    expect(again.json().ad_subscription).toEqual(ad_subscription);
    expect(await auditOf(t.app, 'ad_subscriptions', subscription.id)).toEqual(trail);
    const edit = await client.json('PUT', subscriptions.update(partnerId, subscription.id), {
      amount: 1,
      duration_days: 1,
      type: 3,
    });
    expect(edit.json().errors).toEqual({ ad_subscription_id: 'validation.subscription_locked' });
    expect(
      (await client.json('DELETE', subscriptions.deactivate(partnerId, 999_999))).statusCode,
    ).toBe(404);

    // A new subscription to the space brings the partner's ads back.
    await subscribe(client, partnerId, 3);
    await expectPlayerAds(t.app, 3, [ad.id]);
  });

  it("pages a partner's subscriptions and everyone's, active first", async () => {
    const partnerId = await newPartner(client, { entreprise_name: 'Abonnés en Série' });
    const ids: number[] = [];
    for (let round = 0; round < 11; round++) {
      const subscription = await subscribe(client, partnerId, 1, { duration_days: 1 });
      ids.push(subscription.id);
      await client.json('DELETE', subscriptions.deactivate(partnerId, subscription.id));
    }
    const running = await subscribe(client, partnerId, 2);
    const first = await listOf(partnerId, 1);
    expect(first.num_pages).toBe(2);
    expect(first.list).toHaveLength(10);
    expect(first.list[0].id).toBe(running.id);
    expect((await listOf(partnerId, 2)).list).toHaveLength(2);
    expect((await listOf(partnerId, 3)).list).toEqual([]);

    const all = (await client.json('GET', subscriptions.all(1))).json();
    const total = (await adsSnapshot(t.app)).subscriptions.length;
    expect(all.num_pages).toBe(Math.ceil(total / 10));
    expect(all.list.every((s: { is_active: boolean }) => s.is_active)).toBe(true);
    const mine = await Promise.all(
      Array.from({ length: all.num_pages }, (_, page) =>
        client.json('GET', subscriptions.all(page + 1)).then((res) => res.json().list),
      ),
    );
    const seen = mine.flat().filter((s: { ad_partner: number }) => s.ad_partner === partnerId);
    expect(seen).toHaveLength(12);
    expect(seen[0]).toMatchObject({ entreprise_name: 'Abonnés en Série', to_deactivate: false });
    for (const page of ['0', 'x'])
      expect(
        (await client.json('GET', `/api/admin/ads/subscriptions/list/${page}/`)).statusCode,
      ).toBe(400);
  });
});
