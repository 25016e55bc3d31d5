import { api } from '@quiz/shared/paths';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { expect, vi } from 'vitest';
import type { FilePart } from './form-data';
import { managerClient } from './managers';

/*
 * Ads management through its API, as a super manager's console calls it: the
 * shared path builders, JSON forms for partners and subscriptions, multipart
 * forms for ads.
 */

export const adsApi = api.admin.ads;

/** The calls of one manager: JSON bodies, or a multipart form for the ads. */
export const adsClient = managerClient;

export type AdsClient = ReturnType<typeof adsClient>;

let partners = 0;

/** A valid partner form; each call names another company. */
export function partnerForm(overrides: Record<string, unknown> = {}) {
  partners += 1;
  return {
    entreprise_name: `Société Test ${partners}`,
    rccm: `RC/DLA/2024/B/${1000 + partners}`,
    phone_1: '+237 677 41 82 03',
    phone_2: '699352714',
    email: `contact${partners}@partner.example.cm`,
    is_active: true,
    ...overrides,
  };
}

/** A new active partner; answers its id. */
export async function newPartner(client: AdsClient, overrides: Record<string, unknown> = {}) {
  const res = await client.json('POST', adsApi.partners.create(), partnerForm(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().ad_partner.id as number;
}

/** A new subscription of the partner to the space; answers it. */
export async function subscribe(
  client: AdsClient,
  partnerId: number,
  type: number,
  terms: { amount?: number; duration_days?: number } = {},
) {
  const res = await client.json('POST', adsApi.subscriptions.create(partnerId), {
    amount: 50_000,
    duration_days: 30,
    type,
    ...terms,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().ad_subscription as { id: number; type: number; is_active: boolean };
}

/** A picture of that kind, drawn here. */
export async function picture(
  format: 'png' | 'jpeg' | 'webp' | 'gif',
  width = 900,
  height = 500,
): Promise<FilePart> {
  const data = await sharp({ create: { width, height, channels: 3, background: '#d35400' } })
    .toFormat(format)
    .toBuffer();
  return { filename: `ad.${format}`, contentType: `image/${format}`, data };
}

export const svgPicture: FilePart = {
  filename: 'ad.svg',
  contentType: 'image/svg+xml',
  data: Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="160"><rect width="640" height="160" fill="red"/></svg>',
  ),
};

/** A new ad of the partner; answers it. */
export async function newAd(client: AdsClient, partnerId: number, parts = {}) {
  const res = await client.form('POST', adsApi.ads.create(partnerId), {
    illustration: await picture('png'),
    link: 'https://example.cm/promo',
    ...parts,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().ad as { id: number; illustration: string; type: number; active: boolean };
}

/** The width and height of a stored picture, read back from its URL. */
export async function pictureSize(app: FastifyInstance, url: string) {
  const res = await app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  const { width, height, format } = await sharp(res.rawPayload).metadata();
  return { width, height, format };
}

/** The ids of the ads players may be shown in a space, drawn until each has come up. */
export async function playerAdIds(app: FastifyInstance, space: number): Promise<number[]> {
  const seen = new Set<number>();
  for (let draw = 0; draw < 40; draw++) {
    const res = await app.inject({ method: 'GET', url: api.ads.bySpace(space) });
    if (res.statusCode === 404) return [];
    expect(res.statusCode).toBe(200);
    seen.add(res.json().id);
  }
  return [...seen].sort((a, b) => a - b);
}

/**
 * What players see in a space once the change has reached this instance's
 * cache (at once on SQLite; through LISTEN/NOTIFY, a moment later, on PostgreSQL).
 */
export async function expectPlayerAds(app: FastifyInstance, space: number, ids: number[]) {
  await vi.waitFor(async () => expect(await playerAdIds(app, space)).toEqual(ids), {
    timeout: 5_000,
    interval: 50,
  });
}

/** A record as the audit trail keeps it: pictures as media keys, not as the URLs answered. */
export function asStored<T extends { illustration: string }>(record: T): T {
  return { ...record, illustration: record.illustration.replace(/^\/media\//, '') };
}

/** The audit entries of an area about one record, oldest first. */
export async function auditOf(app: FastifyInstance, area: string, entityId: number) {
  const rows = await app.db
    .selectFrom('audit_entries')
    .selectAll()
    .where('area', '=', area)
    .where('entity_id', '=', entityId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    manager_id: row.manager_id,
    action: row.action,
    before: row.before === null ? null : JSON.parse(row.before),
    after: row.after === null ? null : JSON.parse(row.after),
  }));
}

/** Every row of the area's tables and the audit trail, to show a refused call changed nothing. */
export async function adsSnapshot(app: FastifyInstance) {
  const all = (table: 'ad_partners' | 'ad_subscriptions' | 'ads' | 'audit_entries') =>
    app.db.selectFrom(table).selectAll().orderBy('id').execute();
  return {
    partners: await all('ad_partners'),
    subscriptions: await all('ad_subscriptions'),
    ads: await all('ads'),
    audit: await all('audit_entries'),
  };
}
