import { describe, expect, it } from 'vitest';
import { stakeBounds } from './stake';

describe('the stake picker', () => {
  it('goes up to the balance and no further', () => {
    expect(stakeBounds(1, 2)).toEqual({ canAdd: true, canGoOn: true, short: false });
    expect(stakeBounds(2, 2)).toEqual({ canAdd: false, canGoOn: true, short: false });
    // A balance that fell under the stake (spent elsewhere) holds the stake back.
    expect(stakeBounds(4, 2)).toEqual({ canAdd: false, canGoOn: false, short: false });
  });

  it('sends a player without the minimum to buy credits', () => {
    expect(stakeBounds(1, 0)).toEqual({ canAdd: false, canGoOn: false, short: true });
  });

  it('leaves an unknown balance to the server', () => {
    expect(stakeBounds(7, undefined)).toEqual({ canAdd: true, canGoOn: true, short: false });
  });
});
