import type { Db } from '../../db/index';

export interface AdView {
  id: number;
  link: string | null;
  illustration: string;
}

const DAY_MS = 24 * 3600 * 1000;

/**
 * The ads that may show in an ad space now: active ads of that space whose
 * partner is active and holds an active subscription to the space that has
 * not yet run its course (activated_at + duration_days).
 */
export async function adsOfSpace(db: Db, space: number, now: Date): Promise<AdView[]> {
  const rows = await db
    .selectFrom('ads')
    .innerJoin('ad_partners', 'ad_partners.id', 'ads.ad_partner_id')
    .innerJoin('ad_subscriptions', (join) =>
      join
        .onRef('ad_subscriptions.ad_partner_id', '=', 'ads.ad_partner_id')
        .onRef('ad_subscriptions.type', '=', 'ads.type'),
    )
    .select([
      'ads.id',
      'ads.link',
      'ads.illustration',
      'ad_subscriptions.activated_at',
      'ad_subscriptions.duration_days',
    ])
    .where('ads.type', '=', space)
    .where('ads.is_active', '=', 1)
    .where('ad_partners.is_active', '=', 1)
    .where('ad_subscriptions.is_active', '=', 1)
    .orderBy('ads.id')
    .execute();
  const running = rows.filter(
    (row) => Date.parse(row.activated_at) + row.duration_days * DAY_MS > now.getTime(),
  );
  // A partner with two running subscriptions to the space still shows each ad once.
  const unique = new Map(running.map((row) => [row.id, row]));
  return [...unique.values()].map((row) => ({
    id: row.id,
    link: row.link,
    illustration: row.illustration,
  }));
}
