import { DEFAULT_SETTINGS } from '@quiz/shared/constants';
import type { Db } from '../../db/index';

/**
 * Business settings kept in the database so managers can tune them without a
 * release. Money is in FCFA, durations in seconds.
 */
export const defaultSettings = {
  ...DEFAULT_SETTINGS,
  /** credits offered once to a new verified account */
  free_credits: 3,
  /** most game indexes the back office may create */
  max_game_indexes: 20,
  /** most quotes the back office may keep */
  max_quotes: 200,
  /** 1: a new account confirms its e-mail or phone with a code; 0: it is verified without one */
  signup_code_required: 1,
};

export type Settings = { [K in keyof typeof defaultSettings]: number };
export type SettingKey = keyof Settings;

export async function readSettings(db: Db): Promise<Settings> {
  const rows = await db.selectFrom('settings').select(['key', 'value']).execute();
  const settings: Settings = { ...defaultSettings };
  for (const { key, value } of rows) {
    if (key in settings) settings[key as SettingKey] = Number(value);
  }
  return settings;
}
