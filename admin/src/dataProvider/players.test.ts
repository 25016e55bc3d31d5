import { describe, expect, it, vi } from 'vitest';
import type { Http } from '../lib/http';
import { playerListAdapter, playersAdapter } from './players';

const answer = (json: unknown, range: string) => ({
  status: 200,
  headers: new Headers({ 'content-range': range }),
  body: '',
  json,
});

describe('player support adapters', () => {
  it('finds players under /api/admin/players with the search in the filter, and reads one', async () => {
    const fetchJson = vi.fn(async (url: string) =>
      url.includes('?') ? answer([{ id: 4 }], 'players 0-0/1') : answer({ id: 4 }, ''),
    );
    const adapter = playersAdapter({ fetchJson } as unknown as Http);
    const found = await adapter.getList({
      filter: { q: '+237 677 11 22 33' },
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'created_at', order: 'DESC' },
    });
    const url = new URL(String(fetchJson.mock.calls[0]?.[0]), 'http://x');
    expect(url.pathname).toBe('/api/admin/players');
    expect(JSON.parse(url.searchParams.get('filter') ?? '')).toEqual({ q: '+237 677 11 22 33' });
    expect(found.total).toBe(1);
    await adapter.getOne({ id: 4 });
    expect(new URL(String(fetchJson.mock.calls[1]?.[0]), 'http://x').pathname).toBe(
      '/api/admin/players/4',
    );
  });

  it("lists a player's ledger under their path, the player out of the filter", async () => {
    const fetchJson = vi.fn(async (_url: string) => answer([], 'ledger 0-0/0'));
    await playerListAdapter({ fetchJson } as unknown as Http, 'ledger').getList({
      filter: { player_id: 9, account: 'gains' },
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'created_at', order: 'DESC' },
    });
    const url = new URL(String(fetchJson.mock.calls[0]?.[0]), 'http://x');
    expect(url.pathname).toBe('/api/admin/players/9/ledger');
    expect(JSON.parse(url.searchParams.get('filter') ?? '')).toEqual({ account: 'gains' });
    expect(url.searchParams.get('range')).toBe('[10,19]');
  });

  it('blocks with the reason and the note, unblocks with a DELETE', async () => {
    const put = vi.fn(async (_path: string, _body: unknown) => ({ id: 4 }));
    const del = vi.fn(async (_path: string) => ({ id: 4 }));
    const adapter = playersAdapter({ put, del } as unknown as Http);
    await adapter.actions.block({ id: 4, reason: 'cheating', note: 'same answers' });
    expect(put).toHaveBeenCalledWith('/api/admin/players/4/block/', {
      reason: 'cheating',
      note: 'same answers',
    });
    await adapter.actions.unblock({ id: 4 });
    expect(del).toHaveBeenCalledWith('/api/admin/players/4/block/');
  });
});
