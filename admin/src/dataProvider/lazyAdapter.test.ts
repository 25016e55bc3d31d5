import { describe, expect, it, vi } from 'vitest';
import { UnsupportedCall } from './compose';
import { lazyAdapter } from './lazyAdapter';

describe('an adapter loaded on first use', () => {
  it('loads once, on the first call, then serves every method and action from it', async () => {
    const getList = vi.fn(async () => ({ data: [], total: 0 }));
    const deactivate = vi.fn(async ({ id }: { id: number }) => ({ id, is_active: false }));
    const load = vi.fn(async () => ({ getList, actions: { deactivate } }));
    const adapter = lazyAdapter('partners', load);
    expect(load).not.toHaveBeenCalled();
    await adapter.getList?.({ pagination: { page: 1, perPage: 10 } });
    await adapter.getList?.({ pagination: { page: 2, perPage: 10 } });
    expect(await adapter.actions?.deactivate?.({ id: 4 })).toEqual({ id: 4, is_active: false });
    expect(load).toHaveBeenCalledTimes(1);
    expect(getList).toHaveBeenCalledTimes(2);
  });

  it('refuses a method or an action the loaded adapter lacks, naming the resource', async () => {
    const adapter = lazyAdapter('stats', async () => ({ actions: {} }));
    await expect(adapter.delete?.({ id: 1 })).rejects.toBeInstanceOf(UnsupportedCall);
    await expect(adapter.actions?.purge?.({})).rejects.toThrow('The stats API offers no purge');
  });
});
