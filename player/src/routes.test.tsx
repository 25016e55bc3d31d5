import { PLAYER_PAGES, pagePattern } from '@quiz/shared/paths/player';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import { Route, Router, Switch } from 'wouter-preact';
import { memoryLocation } from 'wouter-preact/memory-location';
import { routeOf, routes } from './routes';

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

describe('route table and the pages the server knows', () => {
  it('declares exactly the pages of shared, so the server answers 200 for each and 404 beside', () => {
    expect(routes.map((route) => route.path).sort()).toEqual([...PLAYER_PAGES].sort());
  });

  /** The page wouter's Switch picks for `path`, or null for the not-found screen. */
  function routed(path: string): string | null {
    const root = document.createElement('div');
    act(() =>
      render(
        <Router hook={memoryLocation({ path }).hook}>
          <Switch>
            {routes.map((route) => (
              <Route key={route.path} path={route.path}>
                {route.path}
              </Route>
            ))}
            <Route>none</Route>
          </Switch>
        </Router>,
        root,
      ),
    );
    const text = root.textContent;
    return text === 'none' ? null : text;
  }

  it.each([
    '/',
    '/explore',
    '/explore/',
    '/EXPLORE',
    '/explore/more',
    '/category/12',
    '/category/',
    '/category/12/games',
    '/user-profile/4/badges',
    '/user-profile',
    '/play/on/solo/3',
    '/terms-&-conditions',
    '/auth/registration/verification',
    '/no-such-page',
    '/assets/missing.js',
  ])('matches %s as the router does', (path) => {
    const page = PLAYER_PAGES.find((pattern) => pagePattern(pattern).test(path)) ?? null;
    expect(page).toBe(routed(path));
    // The first screen's code is fetched for the route the router will show (main.tsx).
    expect(routeOf(path)?.path ?? null).toBe(routed(path));
  });
});
