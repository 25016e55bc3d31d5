import { describe, expect, it } from 'vitest';
import { routes } from './routes';

const access = (path: string) => routes.find((route) => route.path === path)?.access ?? 'public';

describe('route table', () => {
  it('holds every public route of spec section 2', () => {
    for (const path of [
      '/',
      '/explore',
      '/explore-challenges',
      '/categories',
      '/category/:indexId',
      '/search',
      '/play-modes',
      '/badges-general',
      '/badge-users/:badgeId',
      '/badges/:userId',
      '/terms-&-conditions',
      '/help',
      '/play/on/:playType/:gameId',
      '/all-star',
    ]) {
      expect(access(path), path).toBe('public');
    }
  });

  it('guards every route that requires sign-in', () => {
    for (const path of [
      '/notifications',
      '/my-credits',
      '/logout',
      '/gains',
      '/settings',
      '/preferences',
      '/hall-of-fame',
      '/friends',
      '/user/:userId',
      '/player-statistics',
      '/my-challenges',
      '/solo/results',
      '/play/overview/:gameId',
      '/challenge/overview/:challId',
      '/challenge/result/:challId',
      '/user-profile/*',
    ]) {
      expect(access(path), path).toBe('player');
    }
  });

  it('keeps the auth area for visitors, the empty auth path going to login', () => {
    for (const path of [
      '/auth/login',
      '/auth/registration',
      '/auth/registration/verification',
      '/auth/forgot-password',
    ]) {
      expect(access(path), path).toBe('visitor');
    }
    expect(routes.find((route) => route.path === '/auth')?.redirect).toBe('/auth/login');
    expect(routes.find((route) => route.path === '/')?.redirect).toBe('/explore');
  });

  it('declares each path once', () => {
    const paths = routes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
