import { describe, expect, it, vi } from 'vitest';
import { type Recording, replayingHttp } from '../test/replay';
import { composeDataProvider, UnsupportedCall } from './compose';
import recordedAudit from './fixtures/audit.json';
import { createDataProvider } from './index';
import type { ResourceAdapter } from './types';

describe('the composed data provider', () => {
  const rest = {
    getList: vi.fn(async () => ({ data: [], total: 0 })),
  } as never;

  it('sends a resource with an adapter to it, and any other to simple-rest', async () => {
    const adapter: ResourceAdapter = {
      getList: vi.fn(async () => ({ data: [{ id: 1 }], total: 1 })),
    };
    const provider = composeDataProvider(rest, { managers: adapter });
    await provider.getList('managers', { pagination: { page: 1, perPage: 5 } });
    await provider.getList('audit', { pagination: { page: 1, perPage: 5 } });
    expect(adapter.getList).toHaveBeenCalledTimes(1);
    expect((rest as { getList: ReturnType<typeof vi.fn> }).getList).toHaveBeenCalledWith('audit', {
      pagination: { page: 1, perPage: 5 },
    });
  });

  it('refuses a method the adapter does not offer rather than guess a path', async () => {
    const provider = composeDataProvider(rest, { quotes: {} });
    await expect(provider.getOne('quotes', { id: 1 })).rejects.toBeInstanceOf(UnsupportedCall);
    await expect(provider.action('quotes', 'activate', { id: 1 })).rejects.toBeInstanceOf(
      UnsupportedCall,
    );
  });

  it('routes actions to the resource, and bulk deletes one record at a time', async () => {
    const remove = vi.fn(async ({ id }: { id: number }) => ({ data: { id } }));
    const activate = vi.fn(async (params: unknown) => params);
    const provider = composeDataProvider(rest, {
      partners: { delete: remove as never, actions: { activate } },
    });
    expect(await provider.action('partners', 'activate', { id: 3 })).toEqual({ id: 3 });
    expect(await provider.deleteMany('partners', { ids: [1, 2] })).toEqual({ data: [1, 2] });
    expect(remove.mock.calls.map(([params]) => params.id)).toEqual([1, 2]);
  });
});

describe('the audit trail through ra-data-simple-rest (recorded answer)', () => {
  it('asks with filter, range and sort under REST_API, and reads the total from Content-Range', async () => {
    const recording = recordedAudit.list as Recording;
    const { http, fetch } = replayingHttp(recording);
    const result = await createDataProvider(http).getList('audit', {
      filter: { area: 'managers' },
      pagination: { page: 1, perPage: 2 },
      sort: { field: 'created_at', order: 'DESC' },
    });
    expect(fetch.mock.calls[0]?.[0]).toBe(recording.request.path);
    expect(result.total).toBe(3);
    expect(result.data).toHaveLength(2);
    expect(result.data[0]).toMatchObject({ area: 'managers', manager: { first_name: 'Esther' } });
  });
});
