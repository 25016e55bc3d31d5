import type { AdminDeps } from '../admin-deps';
import { adsOfPartners } from './ads';
import { partnersOf } from './partners';
import { subscriptionsOf } from './subscriptions';

/** Ad partners, their subscriptions and their ads (super managers). */
export function adsOf(deps: AdminDeps) {
  return {
    partners: partnersOf(deps),
    subscriptions: subscriptionsOf(deps),
    ads: adsOfPartners(deps),
  };
}

export type AdsManagement = ReturnType<typeof adsOf>;
