import { DEFAULT_SETTINGS } from '@quiz/shared/constants';
import { VALIDATION_MESSAGES } from '@quiz/shared/validation';
import type { Db } from '../../db/index';
import { lockInTransaction } from '../../db/locks';
import { prepared } from '../../db/prepared';
import { conflict } from '../errors';

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
  const { rows } = await settingRows(db, {});
  const settings: Settings = { ...defaultSettings };
  for (const { key, value } of rows) {
    if (key in settings) settings[key as SettingKey] = Number(value);
  }
  return settings;
}

// Read at every play's start: built once.
const settingRows = prepared<Record<string, never>, { key: string; value: string }>((db) =>
  db.selectFrom('settings').select(['key', 'value']).compile(),
);

/**
 * Refuses to add one more row to `table` once it holds its setting's
 * maximum (409 NOT_CREATED, `field` validation.max_reached). One creation at
 * a time holds the check, so two at once cannot both pass it.
 */
export async function checkBelowMaximum(
  trx: Db,
  table: 'game_indexes' | 'quotes',
  setting: 'max_game_indexes' | 'max_quotes',
  field: string,
) {
  await lockInTransaction(trx, table);
  const max = (await readSettings(trx))[setting];
  const { n } = await trx
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(n) >= max) throw conflict('NOT_CREATED', { [field]: VALIDATION_MESSAGES.max_reached });
}
