import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createClient } from '../../lib/api';
import { storage } from '../../lib/storage';
import { fakeFetch, json, jwt } from '../../test/helpers';
import { enterAdminMode } from './admin-mode';

function client(routes: Parameters<typeof fakeFetch>[0]) {
  const fetch = fakeFetch(routes);
  return { fetch, http: createClient({ fetch, now: () => Date.now(), onSessionExpired: vi.fn() }) };
}

beforeEach(() => {
  localStorage.clear();
  storage.setTokens({ access: jwt(600), refresh: 'r' });
});

describe('admin mode', () => {
  it('switches the account to admin mode, then opens the back office', async () => {
    storage.setTokens({ access: jwt(600), refresh: 'r' });
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => {});
    const { fetch, http } = client({
      '/api/me/?index=switch%20navigation%20mode&field=profile': () =>
        json(200, { on_manager_mode: true }),
    });
    await enterAdminMode(http);
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ method: 'PUT', body: '{"value":true}' });
    expect(assign).toHaveBeenCalledWith('/administration/');
    assign.mockRestore();
  });

  it('stays in the player site when the switch is refused', async () => {
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => {});
    const { http } = client({});
    await enterAdminMode(http);
    expect(assign).not.toHaveBeenCalled();
    assign.mockRestore();
  });
});
