import { describe, expect, it } from 'vitest';
import { indexRoom } from './room';

describe('room for one more game index', () => {
  it('is left below the maximum', () => {
    expect(indexRoom(19, 20)).toEqual({ full: false, max: 20 });
  });

  it('is gone at the maximum, and beyond (a lowered setting)', () => {
    expect(indexRoom(20, 20).full).toBe(true);
    expect(indexRoom(22, 20).full).toBe(true);
  });

  it('is left while the list or its max is not known', () => {
    expect(indexRoom(undefined, 20).full).toBe(false);
    expect(indexRoom(5, undefined).full).toBe(false);
  });
});
