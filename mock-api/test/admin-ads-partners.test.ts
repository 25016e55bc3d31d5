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
  partnerForm,
  subscribe,
} from './helpers/ads';
import { buildTestApp, type TestApp } from './helpers/app';
import { newManager } from './helpers/managers';

const { partners } = adsApi;

describe('ad partners management', () => {
  let t: TestApp;
  let boss: Awaited<ReturnType<typeof newManager>>;
  let client: AdsClient;

  beforeAll(async () => {
    t = await buildTestApp();
    boss = await newManager(t.app, 'ads.boss@example.cm', 'supermanager');
    client = adsClient(t.app, boss.headers);
  });
  afterAll(() => t.close());

  const detail = async (id: number) => {
    const res = await client.json('GET', partners.get(id));
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('adds a partner, phones in national form, and writes it in the audit trail', async () => {
    const res = await client.json(
      'POST',
      partners.create(),
      partnerForm({ entreprise_name: '  Mfoundi Mobile ', rccm: '', is_active: undefined }),
    );
    expect(res.statusCode).toBe(201);
    const { status_message, ad_partner } = res.json();
    expect(status_message).toBe('OK');
    expect(ad_partner).toEqual({
      id: expect.any(Number),
      entreprise_name: 'Mfoundi Mobile',
      rccm: null,
      phone_1: '677418203',
      phone_2: '699352714',
      email: expect.stringMatching(/@partner\.example\.cm$/),
      is_active: true,
    });
    expect(await auditOf(t.app, 'ad_partners', ad_partner.id)).toEqual([
      { manager_id: boss.id, action: 'create', before: null, after: ad_partner },
    ]);
  });

  it('refuses a bad partner form, naming every field, and writes nothing', async () => {
    const before = await adsSnapshot(t.app);
    const res = await client.json('POST', partners.create(), {
      entreprise_name: ' ',
      phone_1: '12',
      phone_2: 'not a phone',
      email: 'nobody',
      is_active: 'maybe',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status_message: 'NOT_CREATED',
      errors: {
        entreprise_name: 'validation.required',
        phone_1: 'validation.phone_invalid',
        phone_2: 'validation.phone_invalid',
        email: 'validation.email_invalid',
        is_active: 'validation.value_invalid',
      },
    });
    for (const junk of [null, [], 'partner', 42, { entreprise_name: { $ne: 1 } }]) {
      const refused = await client.json('POST', partners.create(), junk);
      expect(refused.statusCode, JSON.stringify(junk)).toBe(400);
    }
    const text = await t.app.inject({
      method: 'POST',
      url: partners.create(),
      headers: { ...boss.headers, 'content-type': 'text/plain' },
      payload: 'entreprise_name=x',
    });
    expect(text.statusCode).toBeGreaterThanOrEqual(400);
    expect(text.statusCode).toBeLessThan(500);
    expect(await adsSnapshot(t.app)).toEqual(before);
  });

  it('lists partners a page of 10 at a time, newest first', async () => {
    const ids: number[] = [];
    for (let n = 0; n < 11; n++) ids.push(await newPartner(client));
    const first = (await client.json('GET', partners.list(1))).json();
    expect(first.list).toHaveLength(10);
    expect(first.list[0].id).toBe(ids.at(-1));
    expect(first.list.map((p: { id: number }) => p.id)).toEqual(
      [...first.list.map((p: { id: number }) => p.id)].sort((a, b) => b - a),
    );
    const total = (await t.app.db.selectFrom('ad_partners').select('id').execute()).length;
    expect(first.num_pages).toBe(Math.ceil(total / 10));
    const second = (await client.json('GET', partners.list(2))).json();
    expect(second.list.length).toBe(total - 10);
    expect((await client.json('GET', partners.list(99))).json()).toEqual({
      list: [],
      num_pages: first.num_pages,
    });
    for (const page of ['0', 'x', '-1', '1.5', '99999999999']) {
      const res = await client.json('GET', `/api/admin/ads/partners/list/${page}/`);
      expect(res.statusCode, page).toBe(400);
    }
  });

  it('searches name, rccm, e-mail and phones ignoring case and accents', async () => {
    const bakery = await newPartner(client, {
      entreprise_name: "Boulangerie Les Épis d'Akwa",
      rccm: 'RC/DLA/2016/A/2841',
      phone_1: '655207391',
      email: 'Contact@Epis-Akwa.example.cm',
    });
    const school = await newPartner(client, {
      entreprise_name: 'École Numérique Sanaga',
      phone_2: '+237 681 54 09 72',
    });
    const found = async (text: string) => {
      const res = await client.json('GET', partners.search(text, 1));
      expect(res.statusCode, text).toBe(200);
      return res.json();
    };
    for (const text of [
      'epis',
      'ÉPIS',
      "les épis d'akwa",
      'dla/2016',
      'epis-akwa.EXAMPLE',
      '65520',
    ])
      expect(
        (await found(text)).list.map((p: { id: number }) => p.id),
        text,
      ).toEqual([bakery]);
    for (const text of ['ecole numerique', '+237 681 54 09 72', '681540972'])
      expect(
        (await found(text)).list.map((p: { id: number }) => p.id),
        text,
      ).toEqual([school]);
    const both = await found('a');
    expect(both.num_results).toBeGreaterThanOrEqual(2);
    expect(both.num_pages).toBe(Math.ceil(both.num_results / 10));
    expect(await found('zzz-nobody')).toEqual({ list: [], num_pages: 0, num_results: 0 });
    const tooLong = await client.json('GET', partners.search('x'.repeat(101), 1));
    expect(tooLong.statusCode).toBe(400);
  });

  it('shows the detail: total spent, subscriptions count, active forms and open spaces', async () => {
    const id = await newPartner(client);
    expect(await detail(id)).toMatchObject({
      id,
      total_amount: 0,
      num_subs: 0,
      has_active_subscriptions: [],
      open_spaces: [1, 2, 3],
    });
    const square = await subscribe(client, id, 2, { amount: 45_000 });
    const banner = await subscribe(client, id, 3, { amount: 50_000 });
    await client.json('DELETE', adsApi.subscriptions.deactivate(id, banner.id));
    expect(await detail(id)).toMatchObject({
      total_amount: 95_000,
      num_subs: 2,
      has_active_subscriptions: [{ id: square.id, type: 2, form: 'square' }],
      open_spaces: [1, 3],
    });
  });

  it('answers 404 for an unknown partner and 400 for a bad id', async () => {
    const before = await adsSnapshot(t.app);
    expect((await client.json('GET', partners.get(999_999))).json()).toEqual({
      status_message: 'INVALID_ID',
    });
    expect((await client.json('PUT', partners.update(999_999), partnerForm())).statusCode).toBe(
      404,
    );
    expect((await client.json('DELETE', partners.deactivate(999_999))).statusCode).toBe(404);
    for (const query of ['', '?id=abc', '?id=0', '?id=1e99'])
      for (const method of ['GET', 'DELETE'] as const) {
        const res = await client.json(method, `/api/admin/ads/partners/management/${query}`);
        expect(res.statusCode, `${method} ${query}`).toBe(400);
      }
    expect(await adsSnapshot(t.app)).toEqual(before);
  });

  it('edits a partner, audited with before and after', async () => {
    const id = await newPartner(client);
    const before = await detail(id);
    const res = await client.json(
      'PUT',
      partners.update(id),
      partnerForm({ entreprise_name: 'Nouveau Nom SA', rccm: null }),
    );
    expect(res.statusCode).toBe(200);
    const { ad_partner } = res.json();
    expect(ad_partner).toMatchObject({ id, entreprise_name: 'Nouveau Nom SA', rccm: null });
    const trail = await auditOf(t.app, 'ad_partners', id);
    expect(trail.at(-1)).toMatchObject({ action: 'update', after: ad_partner });
    expect(trail.at(-1)?.before.entreprise_name).toBe(before.entreprise_name);
    const refused = await client.json('PUT', partners.update(id), { ...partnerForm(), email: '@' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      status_message: 'NOT_MODIFIED',
      errors: { email: 'validation.email_invalid' },
    });
    expect((await detail(id)).entreprise_name).toBe('Nouveau Nom SA');
  });

  it('deactivates with DELETE: its subscriptions end and players stop seeing its ads', async () => {
    const id = await newPartner(client);
    const running = await subscribe(client, id, 1);
    const ad = await newAd(client, id);
    await expectPlayerAds(t.app, 1, [ad.id]);

    const res = await client.json('DELETE', partners.deactivate(id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status_message: 'OK',
      ad_partner: { id, is_active: false },
    });
    await expectPlayerAds(t.app, 1, []);
    expect(await detail(id)).toMatchObject({
      has_active_subscriptions: [],
      open_spaces: [1, 2, 3],
    });
    const [ended] = await auditOf(t.app, 'ad_subscriptions', running.id).then((rows) =>
      rows.filter((row) => row.action === 'deactivate'),
    );
    expect(ended?.after).toMatchObject({ id: running.id, is_active: false });
    expect(ended?.after.deactivated_at).toEqual(expect.any(String));
    expect((await auditOf(t.app, 'ad_partners', id)).at(-1)).toMatchObject({
      action: 'deactivate',
      before: { is_active: true },
      after: { is_active: false },
    });
    // The ad keeps its own flag.
    const ads = (await client.json('GET', adsApi.ads.list(id, 1))).json();
    expect(ads.list[0]).toMatchObject({ id: ad.id, active: true });

    // Deactivating again answers the partner as it is and writes nothing.
    const trail = await auditOf(t.app, 'ad_partners', id);
    const again = await client.json('DELETE', partners.deactivate(id));
    expect(again.json().ad_partner.is_active).toBe(false);
    expect(await auditOf(t.app, 'ad_partners', id)).toEqual(trail);

    // No new subscription for an inactive partner.
    const refused = await client.json('POST', adsApi.subscriptions.create(id), {
      amount: 1000,
      duration_days: 7,
      type: 1,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      status_message: 'NOT_CREATED',
      errors: { partner_id: 'validation.partner_inactive' },
    });
  });

  it('reactivates with PUT is_active true; its ads show again once it subscribes again', async () => {
    const id = await newPartner(client);
    await subscribe(client, id, 3);
    const ad = await newAd(client, id);
    await client.json('PUT', partners.update(id), partnerForm({ is_active: false }));
    expect((await detail(id)).is_active).toBe(false);
    await expectPlayerAds(t.app, 3, []);

    const res = await client.json('PUT', partners.update(id), partnerForm({ is_active: true }));
    expect(res.json().ad_partner.is_active).toBe(true);
    expect((await auditOf(t.app, 'ad_partners', id)).at(-1)?.action).toBe('reactivate');
    expect(await detail(id)).toMatchObject({
      has_active_subscriptions: [],
      open_spaces: [1, 2, 3],
    });
    await expectPlayerAds(t.app, 3, []);

    await subscribe(client, id, 3);
    await expectPlayerAds(t.app, 3, [ad.id]);
    // A PUT without is_active keeps the state.
    const kept = await client.json(
      'PUT',
      partners.update(id),
      partnerForm({ is_active: undefined }),
    );
    expect(kept.json().ad_partner.is_active).toBe(true);
    await expectPlayerAds(t.app, 3, [ad.id]);
  });
});
