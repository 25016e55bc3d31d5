import type { Db } from '../../db/index';
import { recordEvent } from '../../events/outbox';

/** The topic of the catalogue's cached reads. */
export const CATALOGUE_TOPIC = 'catalogue';

/**
 * Records, in the transaction that changes the catalogue (a game, an index, a
 * quote, an ad…), that every instance's cached reads of it are stale. The
 * event goes out once that transaction commits.
 */
export function catalogueChanged(trx: Db): Promise<void> {
  return recordEvent(trx, { topic: CATALOGUE_TOPIC, type: 'changed' });
}
