import type { Db } from '../db/index';
import type { Clock } from './clock';
import type { MediaLibrary } from './media/store';

/** What every back-office service is built with (plugins/admin.ts). */
export interface AdminDeps {
  db: Db;
  /** pictures sent by managers: checked by content, re-encoded, stored */
  media: MediaLibrary;
  /** the time of the server; tests move it on */
  clock: Clock;
}
