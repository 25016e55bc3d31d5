import { describe, expect, it, vi } from 'vitest';
import type { Http } from '../lib/http';
import { statsAdapter } from './stats';

describe('statistics adapter', () => {
  it('reads the general figures, or a period with both ends in the path', async () => {
    const get = vi.fn(async (_path: string) => ({ users: 3 }));
    const stats = statsAdapter({ get } as unknown as Http);
    await stats.actions.general();
    await stats.actions.range({ from: '2026-11-01', to: '2026-11-25' });
    await stats.actions.series({ from: '2026-11-01', to: '2026-11-25' });
    expect(get.mock.calls.map(([path]) => path)).toEqual([
      '/api/admin/super/general-stats/',
      '/api/admin/super/stats/2026/11/1/2026/11/25/',
      '/api/admin/super/stats-series/2026/11/1/2026/11/25/',
    ]);
  });

  it('compares a period with as many days just before it', async () => {
    const get = vi.fn(async (path: string) => ({ solos: path.includes('/2026/11/8/') ? 7 : 4 }));
    const stats = statsAdapter({ get } as unknown as Http);
    const compared = await stats.actions.compared({ from: '2026-11-08', to: '2026-11-14' });
    expect(get.mock.calls.map(([path]) => path)).toEqual([
      '/api/admin/super/stats/2026/11/8/2026/11/14/',
      '/api/admin/super/stats/2026/11/1/2026/11/7/',
    ]);
    expect(compared).toEqual({ current: { solos: 7 }, before: { solos: 4 } });
  });
});
