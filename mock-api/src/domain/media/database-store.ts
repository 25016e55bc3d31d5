import type { Db } from '../../db/index';
import { isoNow } from '../../db/time';
import { checkedKey, type MediaStore, mediaObject } from './store';

/**
 * Media as rows of the media_objects table, so that every instance on one
 * PostgreSQL database serves a picture uploaded through any of them.
 */
export function databaseMediaStore(db: Db): MediaStore {
  return {
    async put(key, bytes, contentType) {
      const row = {
        key: checkedKey(key),
        content_type: contentType,
        bytes,
        size: bytes.length,
        created_at: isoNow(),
      };
      await db
        .insertInto('media_objects')
        .values(row)
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            content_type: row.content_type,
            bytes: row.bytes,
            size: row.size,
            created_at: row.created_at,
          }),
        )
        .execute();
    },

    async get(key) {
      const row = await db
        .selectFrom('media_objects')
        .select(['bytes', 'content_type'])
        .where('key', '=', checkedKey(key))
        .executeTakeFirst();
      return row && mediaObject(Buffer.from(row.bytes), row.content_type);
    },

    async exists(key) {
      const row = await db
        .selectFrom('media_objects')
        .select('key')
        .where('key', '=', checkedKey(key))
        .executeTakeFirst();
      return row !== undefined;
    },

    async delete(key) {
      await db.deleteFrom('media_objects').where('key', '=', checkedKey(key)).execute();
    },
  };
}
