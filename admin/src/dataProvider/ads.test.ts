import { describe, expect, it, vi } from 'vitest';
import type { Http } from '../lib/http';
import { adsAdapter, partnersAdapter, subscriptionsAdapter } from './ads';

const page = { list: [{ id: 1 }], num_pages: 3, num_results: 12 };

function fakeHttp() {
  return {
    get: vi.fn(async (_path: string) => page),
    post: vi.fn(async (_path: string, _body?: unknown) => ({
      ad_partner: { id: 9 },
      ad_subscription: { id: 4 },
      ad: { id: 2 },
    })),
    put: vi.fn(async (_path: string, _body?: unknown) => ({
      ad_partner: { id: 9 },
      ad_subscription: { id: 4 },
      ad: { id: 2 },
    })),
    del: vi.fn(async (_path: string) => ({ ad_partner: { id: 9 }, ad_subscription: { id: 4 } })),
  };
}

describe('ads management adapters', () => {
  it('partners: the general list by page, a search with its results count', async () => {
    const http = fakeHttp();
    const partners = partnersAdapter(http as unknown as Http);
    const general = await partners.getList({ pagination: { page: 2, perPage: 10 }, filter: {} });
    expect(general.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: true });
    const found = await partners.getList({
      pagination: { page: 1, perPage: 10 },
      filter: { q: ' épis ' },
    });
    expect(found.total).toBe(12);
    expect(http.get.mock.calls.map(([path]) => path)).toEqual([
      '/api/admin/ads/partners/list/2/',
      '/api/admin/ads/search-partners/%C3%A9pis/1/',
    ]);
  });

  it('partners: saves the form fields only; reactivating resends the partner active; DELETE deactivates', async () => {
    const http = fakeHttp();
    const partners = partnersAdapter(http as unknown as Http);
    const partner = {
      id: 9,
      entreprise_name: 'Épis du Sud',
      rccm: null,
      phone_1: '699000001',
      phone_2: '677000002',
      email: 'pub@epis.cm',
      is_active: false,
    };
    const { id: _id, ...fields } = partner;
    await partners.update({ id: 9, data: { ...partner, total_amount: 5 }, previousData: partner });
    expect(http.put.mock.calls[0]?.[1]).toEqual(fields);
    await partners.actions.reactivate({ partner });
    expect(http.put.mock.calls[1]).toEqual([
      '/api/admin/ads/partners/management/?id=9',
      { ...fields, is_active: true },
    ]);
    await partners.actions.deactivate({ id: 9 });
    expect(http.del.mock.calls[0]?.[0]).toBe('/api/admin/ads/partners/management/?id=9');
  });

  it("subscriptions: a partner's or everyone's; saved under the partner's path as numbers", async () => {
    const http = fakeHttp();
    const subscriptions = subscriptionsAdapter(http as unknown as Http);
    await subscriptions.getList({ pagination: { page: 1, perPage: 10 }, filter: { partner: 9 } });
    await subscriptions.getList({ pagination: { page: 2, perPage: 10 }, filter: {} });
    expect(http.get.mock.calls.map(([path]) => path)).toEqual([
      '/api/admin/ads/9/subscriptions/management/?step=1',
      '/api/admin/ads/subscriptions/list/2/',
    ]);
    await subscriptions.create({
      data: { ad_partner: 9, amount: '15000', duration_days: '30', type: 2 },
    });
    expect(http.post.mock.calls[0]).toEqual([
      '/api/admin/ads/9/subscriptions/management/',
      { amount: 15000, duration_days: 30, type: 2 },
    ]);
    await subscriptions.actions.deactivate({ partner: 9, id: 4 });
    expect(http.del.mock.calls[0]?.[0]).toBe(
      '/api/admin/ads/9/subscriptions/management/?ad_subscription_id=4',
    );
  });

  it('ads: multipart with the picture only when new; the space never changes on edit; three DELETE actions', async () => {
    const http = fakeHttp();
    const ads = adsAdapter(http as unknown as Http);
    const picture = new File(['<png>'], 'ad.png', { type: 'image/png' });
    await ads.create({
      data: { partner: 9, illustration: { rawFile: picture }, link: 'https://epis.cm', type: 2 },
    });
    const created = http.post.mock.calls[0]?.[1] as FormData;
    expect(http.post.mock.calls[0]?.[0]).toBe('/api/admin/ads/9/ads-management/');
    expect((created.get('illustration') as File).name).toBe('ad.png');
    expect(created.get('type')).toBe('2');
    await ads.update({
      id: 2,
      data: { partner: 9, illustration: '/media/ads/2.webp', link: null, type: 2 } as never,
      previousData: { id: 2 } as never,
    });
    const edited = http.put.mock.calls[0]?.[1] as FormData;
    expect(http.put.mock.calls[0]?.[0]).toBe('/api/admin/ads/9/ads-management/?ad_id=2');
    expect([...edited.keys()]).toEqual(['link']);
    expect(edited.get('link')).toBe('');
    await ads.actions.deactivate({ partner: 9, id: 2 });
    await ads.actions.activate({ partner: 9, id: 2 });
    await ads.actions.remove({ partner: 9, id: 2 });
    expect(
      http.del.mock.calls.map(([path]) => new URL(path, 'http://x').searchParams.get('action')),
    ).toEqual(['deactivate', 'activate', 'delete']);
  });
});
