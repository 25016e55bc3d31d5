import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataSaverDefault } from './data-saver';
import { PREFERENCE_KEYS, storage } from './storage';

const saveData = (on: boolean | undefined) =>
  vi.stubGlobal('navigator', on === undefined ? {} : { connection: { saveData: on } });

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('data saver', () => {
  it('is on by default when the browser sends Save-Data, off otherwise', () => {
    saveData(true);
    expect(dataSaverDefault()).toBe(true);
    saveData(false);
    expect(dataSaverDefault()).toBe(false);
    saveData(undefined);
    expect(dataSaverDefault()).toBe(false);
  });

  it("follows the player's own choice once made, whatever Save-Data says", () => {
    saveData(true);
    storage.setPreference(PREFERENCE_KEYS.dataSaver, false);
    expect(dataSaverDefault()).toBe(false);
    saveData(false);
    storage.setPreference(PREFERENCE_KEYS.dataSaver, true);
    expect(dataSaverDefault()).toBe(true);
  });
});
