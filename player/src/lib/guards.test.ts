import { describe, expect, it } from 'vitest';
import { ADMIN_AREA, guard } from './guards';
import { loginPath, registrationPath, safeRedirect } from './nav';

const visitor = { status: 'visitor', adminMode: false } as const;
const player = { status: 'player', adminMode: false } as const;
const checking = { status: 'checking', adminMode: false } as const;
const manager = { status: 'player', adminMode: true } as const;

describe('guard', () => {
  it('shows public routes to everyone, even while the session is checked', () => {
    for (const session of [visitor, player, checking]) {
      expect(guard('public', session, '/explore', '')).toEqual({ kind: 'render' });
    }
  });

  it('sends visitors of guarded routes to login with the current location', () => {
    expect(guard('player', visitor, '/my-credits', '')).toEqual({
      kind: 'redirect',
      to: '/auth/login?redirect=%2Fmy-credits',
    });
    expect(guard('player', visitor, '/solo/results', '?soloDetails=4')).toEqual({
      kind: 'redirect',
      to: '/auth/login?redirect=%2Fsolo%2Fresults%3FsoloDetails%3D4',
    });
    expect(guard('player', player, '/my-credits', '')).toEqual({ kind: 'render' });
  });

  it('waits for the session check before deciding a guarded or auth route', () => {
    expect(guard('player', checking, '/friends', '')).toEqual({ kind: 'wait' });
    expect(guard('visitor', checking, '/auth/login', '')).toEqual({ kind: 'wait' });
  });

  it('sends signed-in users away from the auth area, to the redirect or home', () => {
    expect(guard('visitor', visitor, '/auth/login', '')).toEqual({ kind: 'render' });
    expect(guard('visitor', player, '/auth/login', 'redirect=%2Fcategories')).toEqual({
      kind: 'redirect',
      to: '/categories',
    });
    expect(guard('visitor', player, '/auth/registration', '')).toEqual({
      kind: 'redirect',
      to: '/explore',
    });
  });

  it('sends managers in admin mode to the back office, except to log out', () => {
    expect(guard('public', manager, '/explore', '')).toEqual({ kind: 'leave', to: ADMIN_AREA });
    expect(guard('player', manager, '/settings', '')).toEqual({ kind: 'leave', to: ADMIN_AREA });
    expect(guard('player', manager, '/logout', '')).toEqual({ kind: 'render' });
  });
});

describe('redirect targets', () => {
  it('keep only paths of this site outside the auth area', () => {
    expect(safeRedirect('/category/3?x=1')).toBe('/category/3?x=1');
    expect(safeRedirect(null)).toBe('/explore');
    expect(safeRedirect('https://evil.example')).toBe('/explore');
    expect(safeRedirect('//evil.example')).toBe('/explore');
    expect(safeRedirect('/\\evil.example')).toBe('/explore');
    expect(safeRedirect('/auth/login')).toBe('/explore');
    expect(safeRedirect('/authors')).toBe('/authors');
  });

  it('build login and registration links that bring the user back', () => {
    expect(loginPath('/search?text=foot')).toBe('/auth/login?redirect=%2Fsearch%3Ftext%3Dfoot');
    expect(loginPath('/auth/registration')).toBe('/auth/login');
    expect(registrationPath('/explore')).toBe('/auth/registration?redirect=%2Fexplore');
  });
});
