import { describe, expect, it, vi } from 'vitest';
import type { Http } from '../lib/http';
import { auditAdapter } from './audit';

describe('audit adapter', () => {
  it("exports through the server's CSV with the list's filter and the manager's language", async () => {
    const download = vi.fn(async (_path: string) => new Blob(['csv']));
    await auditAdapter({ download } as unknown as Http).actions.exportCsv({
      filter: { area: 'quotes', from: '2026-04-01', to: '2026-04-30' },
      language: 'en',
    });
    const url = new URL(String(download.mock.calls[0]?.[0]), 'http://x');
    expect(url.pathname).toBe('/api/admin/super/audit/export/');
    expect(JSON.parse(url.searchParams.get('filter') ?? '')).toEqual({
      area: 'quotes',
      from: '2026-04-01',
      to: '2026-04-30',
    });
    expect(url.searchParams.get('lang')).toBe('en');
  });

  it('lists under /api/admin/super/audit with the filter, never more than a page', async () => {
    const fetchJson = vi.fn(async (_url: string) => ({
      status: 200,
      headers: new Headers({ 'content-range': 'audit 0-0/1' }),
      body: '',
      json: [{ id: 1 }],
    }));
    await auditAdapter({ fetchJson } as unknown as Http).getList({
      filter: { action: 'update' },
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'created_at', order: 'DESC' },
    });
    const url = new URL(String(fetchJson.mock.calls[0]?.[0]), 'http://x');
    expect(url.pathname).toBe('/api/admin/super/audit');
    expect(url.searchParams.get('range')).toBe('[0,24]');
  });
});
