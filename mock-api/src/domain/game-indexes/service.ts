import type { StatusMessage } from '@quiz/shared/codes';
import type { GameIndex } from '@quiz/shared/contract';
import { gameIndexSchema, VALIDATION_MESSAGES as M } from '@quiz/shared/validation';
import type { Db } from '../../db/index';
import { isoNow } from '../../db/time';
import { transact } from '../../db/transaction';
import type { AdminDeps } from '../admin-deps';
import { recordAudit } from '../audit/trail';
import { catalogueChanged } from '../catalogue/changes';
import { listIndexes } from '../catalogue/indexes';
import { conflict, invalid, notFound } from '../errors';
import { checked, type FormUpload } from '../forms';
import { formPictures, withPictures } from '../media/pictures';
import type { ImageRule } from '../media/store';
import { checkBelowMaximum } from '../settings/settings';

/*
 * Game indexes management (back-office spec sections 2, 5, 7 "Game
 * indexes", 8): super managers add, edit and remove the categories players
 * browse. At most settings.max_game_indexes exist; codes are unique, case
 * aside. Players see every change at once, on every instance.
 */

/** Where the player site draws them, at twice their CSS size. */
const PICTURES = {
  cover_image: { width: 960, height: 540 },
  image: 480,
  icon: 128,
} as const satisfies Record<string, ImageRule['size']>;

type PictureField = keyof typeof PICTURES;
const PICTURE_FIELDS = Object.keys(PICTURES) as PictureField[];

async function indexCard(db: Db, id: number): Promise<GameIndex> {
  const index = (await listIndexes(db)).find((row) => row.id === id);
  if (!index) throw notFound('INVALID_ID');
  return index;
}

/** Refused on `code` when another index holds it already, case aside. */
async function checkCodeFree(db: Db, code: string, refusal: StatusMessage, exceptId?: number) {
  const taken = await db
    .selectFrom('game_indexes')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['code']), '=', code.toLowerCase()))
    .$if(exceptId !== undefined, (q) => q.where('id', '<>', exceptId as number))
    .executeTakeFirst();
  if (taken) throw invalid(refusal, { code: M.code_taken });
}

export function gameIndexesOf({ db, media }: AdminDeps) {
  /** The checked texts and the stored pictures of a form; pictures not sent are left out. */
  async function formOf(upload: FormUpload, refusal: StatusMessage) {
    const texts = checked(gameIndexSchema, upload.fields, refusal);
    const pictures = formPictures(media, 'indexes', refusal);
    const stored: Partial<Record<PictureField, string>> = {};
    for (const field of PICTURE_FIELDS) {
      const key = await pictures.save(field, upload.files.get(field), PICTURES[field]);
      if (key) stored[field] = key;
    }
    return { texts, pictures, stored };
  }

  return {
    async create(managerId: number, upload: FormUpload): Promise<GameIndex> {
      const { texts, pictures, stored } = await formOf(upload, 'NOT_CREATED');
      return withPictures(pictures, () =>
        transact(db, async (trx) => {
          await checkBelowMaximum(trx, 'game_indexes', 'max_game_indexes', 'index');
          await checkCodeFree(trx, texts.code, 'NOT_CREATED');
          const { id } = await trx
            .insertInto('game_indexes')
            .values({ ...texts, ...stored, updated_at: isoNow() })
            .returning('id')
            .executeTakeFirstOrThrow();
          const index = await indexCard(trx, id);
          await recordAudit(trx, {
            managerId,
            area: 'game_indexes',
            action: 'create',
            entityId: id,
            after: index,
          });
          await catalogueChanged(trx);
          return index;
        }),
      );
    },

    async update(managerId: number, id: number, upload: FormUpload): Promise<GameIndex> {
      const before = await indexCard(db, id);
      const { texts, pictures, stored } = await formOf(upload, 'NOT_MODIFIED');
      const replaced = await db
        .selectFrom('game_indexes')
        .select(PICTURE_FIELDS)
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const index = await withPictures(pictures, () =>
        transact(db, async (trx) => {
          await checkCodeFree(trx, texts.code, 'NOT_MODIFIED', id);
          await trx
            .updateTable('game_indexes')
            .set({ ...texts, ...stored, updated_at: isoNow() })
            .where('id', '=', id)
            .execute();
          const after = await indexCard(trx, id);
          await recordAudit(trx, {
            managerId,
            area: 'game_indexes',
            action: 'update',
            entityId: id,
            before,
            after,
          });
          await catalogueChanged(trx);
          return after;
        }),
      );
      // The pictures a new one replaced are no longer shown anywhere.
      for (const field of PICTURE_FIELDS) if (stored[field]) await media.remove(replaced[field]);
      return index;
    },

    /**
     * Removes an index no active game uses (409 otherwise: the manager moves or
     * deactivates those games first, so no live game loses its category);
     * inactive games and players' preferences let go of it.
     */
    async remove(managerId: number, id: number): Promise<void> {
      const pictures = await transact(db, async (trx) => {
        const before = await indexCard(trx, id);
        if (before.number_of_quizzes > 0) throw conflict('NOT_ALLOWED', { index: M.index_in_use });
        const row = await trx
          .selectFrom('game_indexes')
          .select(PICTURE_FIELDS)
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        await trx.deleteFrom('game_game_indexes').where('game_index_id', '=', id).execute();
        await trx.deleteFrom('preferences').where('game_index_id', '=', id).execute();
        await trx.deleteFrom('game_indexes').where('id', '=', id).execute();
        await recordAudit(trx, {
          managerId,
          area: 'game_indexes',
          action: 'delete',
          entityId: id,
          before,
        });
        await catalogueChanged(trx);
        return row;
      });
      for (const field of PICTURE_FIELDS) await media.remove(pictures[field]);
    },
  };
}

export type GameIndexesManagement = ReturnType<typeof gameIndexesOf>;
