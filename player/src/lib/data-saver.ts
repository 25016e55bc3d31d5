import { PREFERENCE_KEYS, storage } from './storage';

/**
 * The player's own choice once made, else what the browser asks for: Save-Data
 * is on when the phone's data plan is tight. Navigator.connection is Chromium's.
 */
export function dataSaverDefault(): boolean {
  const saved = storage.preference<boolean>(PREFERENCE_KEYS.dataSaver);
  if (saved !== null) return saved;
  const { connection } = navigator as { connection?: { saveData?: boolean } };
  return connection?.saveData === true;
}

/**
 * Read by every picture as it renders. A plain object, not a store: the switch
 * lives on the preferences screen, which shows no picture, so nothing on screen
 * has to follow it live, and /explore's JavaScript stays within its budget.
 */
export const dataSaver = { on: dataSaverDefault() };
