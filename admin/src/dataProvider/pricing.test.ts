import { DEFAULT_PRICING } from '@quiz/shared/contract';
import { describe, expect, it, vi } from 'vitest';
import type { Http } from '../lib/http';
import { dashboardAdapter } from './dashboard';
import { PRICING_ID, pricingAdapter } from './pricing';

describe('pricing adapter', () => {
  it('holds the one pricing record under a fixed id, and saves it whole without the id', async () => {
    const get = vi.fn(async (_path: string) => DEFAULT_PRICING);
    const put = vi.fn(async (_path: string, body: unknown) => body);
    const pricing = pricingAdapter({ get, put } as unknown as Http);
    const read = await pricing.getOne();
    expect(read.data).toEqual({ ...DEFAULT_PRICING, id: PRICING_ID });
    const saved = await pricing.update({
      id: PRICING_ID,
      data: { ...read.data, gain_unit: 60 },
      previousData: read.data,
    });
    expect(put).toHaveBeenCalledWith('/api/admin/super/pricing/', {
      ...DEFAULT_PRICING,
      gain_unit: 60,
    });
    expect(saved.data).toEqual({ ...DEFAULT_PRICING, gain_unit: 60, id: PRICING_ID });
    expect(get).toHaveBeenCalledWith('/api/admin/super/pricing/');
  });
});

describe('dashboard adapter', () => {
  it("reads the super board's trend", async () => {
    const get = vi.fn(async (_path: string) => ({ days: [] }));
    await dashboardAdapter({ get } as unknown as Http).actions.trend();
    expect(get).toHaveBeenCalledWith('/api/admin/super/dashboard/trend/');
  });
});
