import { describe, expect, it } from 'vitest';
import { canSee, homePath, NO_PERMISSIONS, type Permissions } from './permissions';

const PATHS = {
  board: '/super',
  games: '/games',
  moneyBoard: '/money-today',
  settings: '/settings',
};
const manager = (role: Partial<Permissions>): Permissions => ({
  ...NO_PERMISSIONS,
  isAdmin: true,
  ...role,
});

describe('what each role sees of the back office', () => {
  it('a super manager sees every area and lands on the super board', () => {
    const superManager = manager({ isSuperManager: true });
    expect(
      ['super', 'games', 'payments'].map((area) => canSee(area as never, superManager)),
    ).toEqual([true, true, true]);
    expect(homePath(superManager, PATHS)).toBe('/super');
  });

  it('a games manager sees games only and lands there', () => {
    const gamesManager = manager({ isGamesManager: true });
    expect(canSee('games', gamesManager)).toBe(true);
    expect(canSee('super', gamesManager)).toBe(false);
    expect(canSee('payments', gamesManager)).toBe(false);
    expect(homePath(gamesManager, PATHS)).toBe('/games');
  });

  it("a payments manager sees the payments area only and lands on the day's money", () => {
    const paymentsManager = manager({ isPaymentsManager: true });
    expect(canSee('payments', paymentsManager)).toBe(true);
    expect(canSee('super', paymentsManager)).toBe(false);
    expect(canSee('games', paymentsManager)).toBe(false);
    expect(homePath(paymentsManager, PATHS)).toBe('/money-today');
  });

  it('a manager not flagged admin sees no area', () => {
    const notAdmin = manager({ isAdmin: false, isSuperManager: true, isPaymentsManager: true });
    expect(canSee('payments', notAdmin)).toBe(false);
    expect(canSee('super', notAdmin)).toBe(false);
    expect(homePath(notAdmin, PATHS)).toBe('/settings');
  });
});
