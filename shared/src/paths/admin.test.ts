import { describe, expect, it } from 'vitest';
import { api } from './index';

const { admin } = api;

describe('games management paths (chosen)', () => {
  it('builds them under /api/admin/games/', () => {
    expect(admin.games.primaryData()).toBe('/api/admin/games/management/?option=primary_data');
    expect(admin.games.create()).toBe('/api/admin/games/management/');
    expect(admin.games.list(3)).toBe('/api/admin/games/management/?option=games&stepper=3');
    expect(admin.games.search('la capitale', 2)).toBe('/api/admin/games/search/la%20capitale/2/');
    expect(admin.games.list(1, { sort: 'title_fr', order: 'asc', status: 'active' })).toBe(
      '/api/admin/games/management/?option=games&stepper=1&sort=title_fr&order=asc&status=active',
    );
    expect(admin.games.search('mer', 1, { status: 'inactive' })).toBe(
      '/api/admin/games/search/mer/1/?status=inactive',
    );
    expect(admin.games.deactivate(5)).toBe(
      '/api/admin/games/management/?action=deactivate&game_id=5',
    );
    expect(admin.games.reactivate(5)).toBe(
      '/api/admin/games/management/?action=reactivate&game_id=5',
    );
    expect(admin.games.primaryCheck()).toBe('/api/admin/games/primary-check/');
  });
});

describe('super management paths', () => {
  it('builds managers paths (chosen)', () => {
    expect(admin.super.primaryCheck()).toBe('/api/admin/super/primary-check/');
    expect(admin.super.managers.list()).toBe('/api/admin/super/managers-management/?spec=*');
    expect(admin.super.managers.userDetails('jean@mail.cm')).toBe(
      '/api/admin/super/get-user-details/?email_phone=jean%40mail.cm',
    );
    expect(admin.super.managers.update(7)).toBe('/api/admin/super/managers-management/?user_id=7');
    expect(admin.super.managers.remove(7)).toBe('/api/admin/super/managers-management/?user_id=7');
  });

  it('builds game indexes paths', () => {
    expect(admin.super.gameIndexes.list()).toBe('/api/games/indexes/0/');
    expect(admin.super.gameIndexes.create()).toBe('/api/admin/super/game-indexes-management/');
    expect(admin.super.gameIndexes.update(2)).toBe(
      '/api/admin/super/game-indexes-management/?index_id=2',
    );
    expect(admin.super.gameIndexes.remove(2)).toBe(
      '/api/admin/super/game-indexes-management/?index_id=2',
    );
  });

  it('builds badge types paths', () => {
    expect(admin.super.badgeTypes.list()).toBe('/api/admin/super/badge-types/');
    expect(admin.super.badgeTypes.create()).toBe('/api/admin/super/badge-types/');
    expect(admin.super.badgeTypes.update(4)).toBe('/api/admin/super/badge-types/?badge_type_id=4');
    expect(admin.super.badgeTypes.activate(4)).toBe(
      '/api/admin/super/badge-types/?action=activate&badge_type_id=4',
    );
    expect(admin.super.badgeTypes.deactivate(4)).toBe(
      '/api/admin/super/badge-types/?action=deactivate&badge_type_id=4',
    );
  });

  it('builds statistics and quotes paths', () => {
    expect(admin.super.stats.general()).toBe('/api/admin/super/general-stats/');
    expect(
      admin.super.stats.range({ day: 1, month: 2, year: 2024 }, { day: 31, month: 12, year: 2024 }),
    ).toBe('/api/admin/super/stats/2024/2/1/2024/12/31/');
    expect(admin.super.quotes.list(2)).toBe('/api/admin/super/quotes/?step=2');
    expect(admin.super.quotes.create()).toBe('/api/admin/super/quotes/');
    expect(admin.super.quotes.update(9)).toBe('/api/admin/super/quotes/?quote_id=9');
    expect(admin.super.quotes.remove(9)).toBe('/api/admin/super/quotes/?quote_id=9');
  });
});

describe('ads management paths', () => {
  it('builds partners paths', () => {
    expect(admin.ads.partners.list(1)).toBe('/api/admin/ads/partners/list/1/');
    expect(admin.ads.partners.search('Brasseries du C', 2)).toBe(
      '/api/admin/ads/search-partners/Brasseries%20du%20C/2/',
    );
    expect(admin.ads.partners.get(3)).toBe('/api/admin/ads/partners/management/?id=3');
    expect(admin.ads.partners.create()).toBe('/api/admin/ads/partners/management/');
    expect(admin.ads.partners.update(3)).toBe('/api/admin/ads/partners/management/?id=3');
    expect(admin.ads.partners.deactivate(3)).toBe('/api/admin/ads/partners/management/?id=3');
  });

  it('builds subscriptions paths', () => {
    expect(admin.ads.subscriptions.all(2)).toBe('/api/admin/ads/subscriptions/list/2/');
    expect(admin.ads.subscriptions.list(3, 1)).toBe(
      '/api/admin/ads/3/subscriptions/management/?step=1',
    );
    expect(admin.ads.subscriptions.create(3)).toBe('/api/admin/ads/3/subscriptions/management/');
    expect(admin.ads.subscriptions.update(3, 8)).toBe(
      '/api/admin/ads/3/subscriptions/management/?ad_subscription_id=8',
    );
    expect(admin.ads.subscriptions.deactivate(3, 8)).toBe(
      '/api/admin/ads/3/subscriptions/management/?ad_subscription_id=8',
    );
  });

  it('builds ads paths', () => {
    expect(admin.ads.ads.list(3, 2)).toBe('/api/admin/ads/3/ads-management/?step=2');
    expect(admin.ads.ads.create(3)).toBe('/api/admin/ads/3/ads-management/');
    expect(admin.ads.ads.update(3, 5)).toBe('/api/admin/ads/3/ads-management/?ad_id=5');
    expect(admin.ads.ads.remove(3, 5)).toBe(
      '/api/admin/ads/3/ads-management/?ad_id=5&action=delete',
    );
    expect(admin.ads.ads.deactivate(3, 5)).toBe(
      '/api/admin/ads/3/ads-management/?ad_id=5&action=deactivate',
    );
    expect(admin.ads.ads.activate(3, 5)).toBe(
      '/api/admin/ads/3/ads-management/?ad_id=5&action=activate',
    );
  });
});
