import { describe, expect, it, vi } from 'vitest';
import type { Http } from '../lib/http';
import { statsAdapter } from './stats';

describe('statistics adapter', () => {
  it('reads the general figures, or a period with both ends in the path', async () => {
    const get = vi.fn(async (_path: string) => ({ users: 3 }));
    const stats = statsAdapter({ get } as unknown as Http);
    await stats.actions.general();
    await stats.actions.range({
      from: { day: 1, month: 11, year: 2026 },
      to: { day: 25, month: 11, year: 2026 },
    });
    expect(get.mock.calls.map(([path]) => path)).toEqual([
      '/api/admin/super/general-stats/',
      '/api/admin/super/stats/2026/11/1/2026/11/25/',
    ]);
  });
});
