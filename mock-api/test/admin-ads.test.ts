import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AdsClient,
  adsApi,
  adsClient,
  adsSnapshot,
  asStored,
  auditOf,
  expectPlayerAds,
  newAd,
  newPartner,
  picture,
  pictureSize,
  playerAdIds,
  subscribe,
  svgPicture,
} from './helpers/ads';
import { buildTestApp, type TestApp } from './helpers/app';
import { newManager } from './helpers/managers';
import { multipartFile } from './helpers/multipart';

const { ads } = adsApi;

describe('ads management', () => {
  let t: TestApp;
  let boss: Awaited<ReturnType<typeof newManager>>;
  let client: AdsClient;

  beforeAll(async () => {
    t = await buildTestApp();
    boss = await newManager(t.app, 'ads.manager@example.cm', 'supermanager');
    client = adsClient(t.app, boss.headers);
  });
  afterAll(() => t.close());

  /** The ad pictures kept in the media store (files under DATA_DIR/uploads by default). */
  const storedPictures = () =>
    readdir(join(t.config.DATA_DIR, 'uploads', 'ads')).catch(() => [] as string[]);

  /** A partner holding an active subscription to each of these spaces. */
  async function subscribedPartner(...spaces: number[]) {
    const partnerId = await newPartner(client);
    for (const space of spaces) await subscribe(client, partnerId, space);
    return partnerId;
  }

  it('adds an ad in the space of the subscription, its picture cropped to that form', async () => {
    const partnerId = await subscribedPartner(1);
    const res = await client.form('POST', ads.create(partnerId), {
      illustration: await picture('jpeg', 1000, 1000),
      link: ' https://example.cm/promo ',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { status_message, ad } = res.json();
    expect(status_message).toBe('OK');
    expect(ad).toEqual({
      id: expect.any(Number),
      illustration: expect.stringMatching(/^\/media\/ads\/[\w-]+\.webp$/),
      link: 'https://example.cm/promo',
      active: true,
      type: 1,
      form: 'rectangle',
    });
    expect(await pictureSize(t.app, ad.illustration)).toEqual({
      width: 1280,
      height: 320,
      format: 'webp',
    });
    expect(await auditOf(t.app, 'ads', ad.id)).toEqual([
      { manager_id: boss.id, action: 'create', before: null, after: asStored(ad) },
    ]);
    await expectPlayerAds(t.app, 1, [ad.id]);
  });

  it('makes square pictures for a square space and takes PNG, JPEG and WebP', async () => {
    const partnerId = await subscribedPartner(2);
    for (const format of ['png', 'jpeg', 'webp'] as const) {
      const ad = await newAd(client, partnerId, { illustration: await picture(format, 300, 900) });
      expect(ad).toMatchObject({ type: 2, form: 'square' });
      expect(await pictureSize(t.app, ad.illustration)).toMatchObject({ width: 640, height: 640 });
    }
  });

  it('asks which space when the partner holds several subscriptions', async () => {
    const partnerId = await subscribedPartner(2, 3);
    const before = await adsSnapshot(t.app);
    const unnamed = await client.form('POST', ads.create(partnerId), {
      illustration: await picture('png'),
    });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json()).toEqual({
      status_message: 'NOT_CREATED',
      errors: { type: 'validation.required' },
    });
    for (const type of ['1', '4', 'x']) {
      const refused = await client.form('POST', ads.create(partnerId), {
        illustration: await picture('png'),
        type,
      });
      expect(refused.json().errors, type).toEqual({ type: 'validation.ad_space_invalid' });
    }
    expect(await adsSnapshot(t.app)).toEqual(before);
    const ad = await newAd(client, partnerId, { type: '3', link: '' });
    expect(ad).toMatchObject({ type: 3, form: 'rectangle', link: null });
  });

  it('refuses an ad without an active subscription, or for an inactive partner', async () => {
    const partnerId = await newPartner(client);
    const before = await adsSnapshot(t.app);
    const none = await client.form('POST', ads.create(partnerId), {
      illustration: await picture('png'),
    });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({
      status_message: 'NOT_CREATED',
      errors: { partner_id: 'validation.subscription_required' },
    });
    await client.json('DELETE', adsApi.partners.deactivate(partnerId));
    const inactive = await client.form('POST', ads.create(partnerId), {
      illustration: await picture('png'),
    });
    expect(inactive.json()).toEqual({
      status_message: 'NOT_CREATED',
      errors: { partner_id: 'validation.partner_inactive' },
    });
    const unknown = await client.form('POST', ads.create(999_999), {
      illustration: await picture('png'),
    });
    expect(unknown.statusCode).toBe(404);
    const after = await adsSnapshot(t.app);
    expect(after.ads).toEqual(before.ads);
  });

  it('refuses SVG and anything not a PNG, JPEG or WebP by content, and bad links, storing nothing', async () => {
    const partnerId = await subscribedPartner(1);
    await newAd(client, partnerId);
    const before = await adsSnapshot(t.app);
    const storedBefore = await storedPictures();
    expect(storedBefore.length).toBeGreaterThan(0);
    const gif = await picture('gif');
    const png = await picture('png');
    const cutOff = { ...png, data: png.data.subarray(0, png.data.length / 2) };
    // Few bytes, too many pixels (42 million): refused before it is decoded.
    const bomb = await picture('png', 7000, 6000);
    const refusals: [Record<string, unknown>, Record<string, string>][] = [
      [{ illustration: svgPicture }, { illustration: 'validation.picture_invalid' }],
      [{ illustration: gif }, { illustration: 'validation.picture_invalid' }],
      [
        { illustration: { ...svgPicture, filename: 'ad.png', contentType: 'image/png' } },
        { illustration: 'validation.picture_invalid' },
      ],
      [
        {
          illustration: {
            filename: 'ad.png',
            contentType: 'image/png',
            data: Buffer.from('not a picture at all'),
          },
        },
        { illustration: 'validation.picture_invalid' },
      ],
      [{ illustration: cutOff }, { illustration: 'validation.picture_invalid' }],
      [{ illustration: bomb }, { illustration: 'validation.picture_invalid' }],
      [{}, { illustration: 'validation.required' }],
      [
        {
          illustration: {
            filename: '',
            contentType: 'application/octet-stream',
            data: Buffer.alloc(0),
          },
        },
        { illustration: 'validation.required' },
      ],
      [
        { illustration: await picture('png'), link: 'ftp://example.cm' },
        { link: 'validation.url_invalid' },
      ],
      [
        { illustration: await picture('png'), link: 'javascript:alert(1)' },
        { link: 'validation.url_invalid' },
      ],
    ];
    for (const [parts, errors] of refusals) {
      const res = await client.form('POST', ads.create(partnerId), parts as never);
      expect(res.statusCode, JSON.stringify(errors)).toBe(400);
      expect(res.json()).toEqual({ status_message: 'NOT_CREATED', errors });
    }
    // Not multipart, or broken multipart: refused as input, never a server error.
    const json = await client.json('POST', ads.create(partnerId), { link: 'https://example.cm' });
    expect(json.json().errors).toEqual({ illustration: 'validation.required' });
    const broken = await t.app.inject({
      method: 'POST',
      url: ads.create(partnerId),
      headers: { ...boss.headers, 'content-type': 'multipart/form-data; boundary=xyz' },
      payload:
        '--xyz\r\nContent-Disposition: form-data; name="illustration"; filename="a.png"\r\n\r\nabc',
    });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
    const noBoundary = await t.app.inject({
      method: 'POST',
      url: ads.create(partnerId),
      headers: { ...boss.headers, 'content-type': 'multipart/form-data' },
      payload: 'junk',
    });
    expect(noBoundary.statusCode).toBeGreaterThanOrEqual(400);
    expect(noBoundary.statusCode).toBeLessThan(500);
    const huge = multipartFile(
      'illustration',
      'big.png',
      'image/png',
      Buffer.alloc(6 * 1024 * 1024, 1),
    );
    const tooLarge = await t.app.inject({
      method: 'POST',
      url: ads.create(partnerId),
      headers: { ...boss.headers, ...huge.headers },
      payload: huge.payload,
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().errors).toEqual({ illustration: 'validation.too_large' });
    expect(await adsSnapshot(t.app)).toEqual(before);
    expect(await storedPictures()).toEqual(storedBefore);
  });

  it('edits the link and the picture; the old picture goes, the space stays', async () => {
    const partnerId = await subscribedPartner(2);
    const ad = await newAd(client, partnerId);
    const linkOnly = await client.form('PUT', ads.update(partnerId, ad.id), {
      link: 'https://example.cm/new',
    });
    expect(linkOnly.statusCode, linkOnly.body).toBe(200);
    expect(linkOnly.json().ad).toMatchObject({
      id: ad.id,
      link: 'https://example.cm/new',
      illustration: ad.illustration,
    });
    const kept = await client.form('PUT', ads.update(partnerId, ad.id), {});
    expect(kept.json().ad.link).toBe('https://example.cm/new');

    const res = await client.form('PUT', ads.update(partnerId, ad.id), {
      illustration: await picture('webp', 1600, 400),
      link: '',
      type: '1',
    });
    expect(res.statusCode).toBe(200);
    const updated = res.json().ad;
    expect(updated).toMatchObject({ id: ad.id, link: null, type: 2, form: 'square' });
    expect(updated.illustration).not.toBe(ad.illustration);
    expect(await pictureSize(t.app, updated.illustration)).toMatchObject({
      width: 640,
      height: 640,
    });
    expect((await t.app.inject({ method: 'GET', url: ad.illustration })).statusCode).toBe(404);
    expect((await auditOf(t.app, 'ads', ad.id)).at(-1)).toMatchObject({
      action: 'update',
      before: { link: 'https://example.cm/new', illustration: asStored(ad).illustration },
      after: asStored(updated),
    });

    const other = await newPartner(client);
    const before = await adsSnapshot(t.app);
    const svg = await client.form('PUT', ads.update(partnerId, ad.id), {
      illustration: svgPicture,
    });
    expect(svg.json()).toEqual({
      status_message: 'NOT_MODIFIED',
      errors: { illustration: 'validation.picture_invalid' },
    });
    const link = await client.form('PUT', ads.update(partnerId, ad.id), { link: 'nope' });
    expect(link.json()).toEqual({
      status_message: 'NOT_MODIFIED',
      errors: { link: 'validation.url_invalid' },
    });
    expect((await client.form('PUT', ads.update(other, ad.id), { link: '' })).statusCode).toBe(404);
    expect(
      (await client.form('PUT', ads.update(partnerId, 999_999), { link: '' })).statusCode,
    ).toBe(404);
    expect(await adsSnapshot(t.app)).toEqual(before);
    expect((await t.app.inject({ method: 'GET', url: updated.illustration })).statusCode).toBe(200);
  });

  it('deactivates, activates and deletes, players seeing each change at once', async () => {
    const partnerId = await subscribedPartner(3);
    // Other partners' ads of the space (earlier tests) show beside these.
    const others = await playerAdIds(t.app, 3);
    const shown = (...ids: number[]) => expectPlayerAds(t.app, 3, [...others, ...ids]);
    const first = await newAd(client, partnerId);
    const second = await newAd(client, partnerId);
    await shown(first.id, second.id);

    const off = await client.json('DELETE', ads.deactivate(partnerId, first.id));
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ status_message: 'OK', ad: { ...first, active: false } });
    await shown(second.id);
    const trail = await auditOf(t.app, 'ads', first.id);
    expect(trail.at(-1)).toMatchObject({ action: 'deactivate', after: { active: false } });
    // Again: answered as it is, nothing written.
    expect(
      (await client.json('DELETE', ads.deactivate(partnerId, first.id))).json().ad.active,
    ).toBe(false);
    expect(await auditOf(t.app, 'ads', first.id)).toEqual(trail);

    const on = await client.json('DELETE', ads.activate(partnerId, first.id));
    expect(on.json().ad.active).toBe(true);
    await shown(first.id, second.id);

    const gone = await client.json('DELETE', ads.remove(partnerId, second.id));
    expect(gone.statusCode).toBe(200);
    expect(gone.json().ad).toEqual(second);
    await shown(first.id);
    expect((await t.app.inject({ method: 'GET', url: second.illustration })).statusCode).toBe(404);
    expect((await auditOf(t.app, 'ads', second.id)).at(-1)).toEqual({
      manager_id: boss.id,
      action: 'delete',
      before: asStored(second),
      after: null,
    });
    expect((await client.json('DELETE', ads.remove(partnerId, second.id))).statusCode).toBe(404);

    const other = await newPartner(client);
    const before = await adsSnapshot(t.app);
    const base = `/api/admin/ads/${partnerId}/ads-management/`;
    for (const query of [
      `?ad_id=${first.id}`,
      `?ad_id=${first.id}&action=erase`,
      '?action=delete',
      '?ad_id=x&action=delete',
    ])
      expect((await client.json('DELETE', base + query)).statusCode, query).toBe(400);
    expect((await client.json('DELETE', ads.remove(other, first.id))).statusCode).toBe(404);
    expect(await adsSnapshot(t.app)).toEqual(before);
  });

  it("pages a partner's ads, newest first", async () => {
    const partnerId = await subscribedPartner(1);
    const ids: number[] = [];
    for (let n = 0; n < 11; n++) ids.push((await newAd(client, partnerId)).id);
    const first = (await client.json('GET', ads.list(partnerId, 1))).json();
    expect(first.num_pages).toBe(2);
    expect(first.list.map((ad: { id: number }) => ad.id)).toEqual(ids.slice(1).reverse());
    const second = (await client.json('GET', ads.list(partnerId, 2))).json();
    expect(second.list.map((ad: { id: number }) => ad.id)).toEqual([ids[0]]);
    expect((await client.json('GET', ads.list(999_999, 1))).statusCode).toBe(404);
    expect(
      (await client.json('GET', `/api/admin/ads/${partnerId}/ads-management/?step=0`)).statusCode,
    ).toBe(400);
  });
});
