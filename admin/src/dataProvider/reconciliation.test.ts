import { describe, expect, it, vi } from 'vitest';
import type { Http } from '../lib/http';
import { reconciliationAdapter } from './reconciliation';

describe('reconciliation adapter', () => {
  it('sends the statement as a form with its source and name', async () => {
    const post = vi.fn(async (_path: string, _body: unknown) => ({ id: 1 }));
    const adapter = reconciliationAdapter({ post } as unknown as Http);
    const file = new File(['a,b\n'], 'momo.csv', { type: 'text/csv' });
    await adapter.actions.importStatement({ source: 'mtn_momo', file });
    const [path, body] = post.mock.calls[0] ?? [];
    expect(path).toBe('/api/admin/reconciliation/imports/');
    const form = body as FormData;
    expect(form.get('source')).toBe('mtn_momo');
    expect(form.get('file_name')).toBe('momo.csv');
    expect((form.get('file') as File).name).toBe('momo.csv');
  });

  it('reads a period, resolves with a note and downloads a day', async () => {
    const get = vi.fn(async () => ({ counts: {}, findings: [] }));
    const put = vi.fn(async () => ({ status_message: 'OK' }));
    const download = vi.fn(async () => new Blob());
    const adapter = reconciliationAdapter({ get, put, download } as unknown as Http);
    await adapter.actions.imports();
    await adapter.actions.findings({
      source: 'orange_money',
      from: '2026-11-01',
      to: '2026-11-07',
    });
    await adapter.actions.resolve({ finding: 'purchase:3', note: 'Refunded' });
    await adapter.actions.exportDay({ source: 'notch_pay', day: '2026-11-07', language: 'en' });
    expect(get).toHaveBeenCalledWith('/api/admin/reconciliation/imports/');
    expect(get).toHaveBeenCalledWith(
      '/api/admin/reconciliation/?source=orange_money&from=2026-11-01&to=2026-11-07',
    );
    expect(put).toHaveBeenCalledWith('/api/admin/reconciliation/marks/', {
      finding: 'purchase:3',
      note: 'Refunded',
    });
    expect(download).toHaveBeenCalledWith(
      '/api/admin/reconciliation/export/?source=notch_pay&day=2026-11-07&lang=en',
    );
  });
});
