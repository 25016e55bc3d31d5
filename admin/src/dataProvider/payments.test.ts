import { describe, expect, it, vi } from 'vitest';
import type { Http } from '../lib/http';
import { exportQuery, paymentsAdapter, paymentTotalsAdapter } from './payments';

describe('payments adapter', () => {
  it('lists through ra-data-simple-rest under /api/admin/payments/, filter and range in the query', async () => {
    const fetchJson = vi.fn(async (_url: string) => ({
      status: 200,
      headers: new Headers({ 'content-range': 'purchases 0-0/1' }),
      body: '',
      json: [{ id: 7, status: 'FAILURE' }],
    }));
    const adapter = paymentsAdapter({ fetchJson } as unknown as Http, 'purchases');
    const result = await adapter.getList({
      filter: { q: '690003008', status: 'FAILURE' },
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'created_at', order: 'DESC' },
    });
    const url = new URL(String(fetchJson.mock.calls[0]?.[0]), 'http://x');
    expect(url.pathname).toBe('/api/admin/payments/purchases');
    expect(JSON.parse(url.searchParams.get('filter') ?? '')).toEqual({
      q: '690003008',
      status: 'FAILURE',
    });
    expect(url.searchParams.get('range')).toBe('[0,24]');
    expect(result.total).toBe(1);
  });

  it("exports the list's filter and order, headings in the manager's language", async () => {
    const download = vi.fn(async (_path: string) => new Blob(['csv']));
    const adapter = paymentsAdapter({ download } as unknown as Http, 'cashouts');
    await adapter.actions.exportCsv({
      filter: { method: 'mtn' },
      sort: { field: 'amount', order: 'ASC' },
      language: 'en',
    });
    const url = new URL(String(download.mock.calls[0]?.[0]), 'http://x');
    expect(url.pathname).toBe('/api/admin/payments/cashouts/export/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      filter: '{"method":"mtn"}',
      lang: 'en',
      sort: '["amount","ASC"]',
    });
    expect(exportQuery({}, undefined, 'fr')).toBe('?filter=%7B%7D&lang=fr');
  });

  it("asks the totals over the list's whole filter: state, channel, search and period", async () => {
    const fetchJson = vi.fn(async (_url: string) => ({
      status: 200,
      headers: new Headers({ 'content-range': 'totals 0-1/2' }),
      body: '',
      json: [{ id: 'om' }, { id: 'mtn' }],
    }));
    const filter = {
      status: 'FAILURE',
      method: 'om',
      q: 'Awa',
      from: '2026-04-09',
      to: '2026-04-15',
    };
    await paymentTotalsAdapter({ fetchJson } as unknown as Http).getList({
      filter,
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
    });
    const url = new URL(String(fetchJson.mock.calls[0]?.[0]), 'http://x');
    expect(url.pathname).toBe('/api/admin/payments/totals');
    expect(JSON.parse(url.searchParams.get('filter') ?? '')).toEqual(filter);
  });
});
