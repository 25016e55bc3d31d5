import type { AdminGameDetail, GamesOrder, GamesPrimaryData } from '@quiz/shared/contract';
import { VALIDATION_MESSAGES as M } from '@quiz/shared/validation';
import { type RawBuilder, sql } from 'kysely';
import { isoNow, toFlag } from '../../db/time';
import { transact } from '../../db/transaction';
import type { AdminDeps } from '../admin-deps';
import { pageCount, pageWindow } from '../admin-paging';
import { recordAudit } from '../audit/trail';
import { catalogueChanged } from '../catalogue/changes';
import { containsPattern, searchText } from '../catalogue/search-text';
import { conflict } from '../errors';
import type { FormUpload } from '../forms';
import { createGame, isPictureType, questionsSizeOf } from './create';
import { editGame } from './edit';
import { exportSheet, type ImportOptions, importSheet } from './import';
import { gameCards, gameDetail, gameRows } from './records';

/**
 * The columns a list sorts on. French titles sort on their folded form (the first
 * line of search_title), so "Élève" comes before "Zèbre" and case does not count.
 */
const SORT_COLUMNS: Record<NonNullable<GamesOrder['sort']>, RawBuilder<unknown>> = {
  created_at: sql`games.created_at`,
  title_fr: sql`games.search_title`,
  title_en: sql`lower(games.title_en)`,
  is_active: sql`games.is_active`,
};

/**
 * Whether a game lacks a text in a language, or a category: a Kahoot quiz
 * imported in one language waits so, inactive, until a manager completes it;
 * players must never meet its empty texts.
 */
export function isIncomplete(game: AdminGameDetail): boolean {
  const texts = [game.title_fr, game.title_en];
  for (const question of game.questions) {
    texts.push(question.label_fr, question.label_en, ...question.choice_values_fr);
    // Picture choices are images: their English list may be empty.
    if (!isPictureType(question.type)) texts.push(...question.choice_values_en);
  }
  return game.indexes.length === 0 || texts.some((text) => text.trim() === '');
}

/**
 * Games management of the back office (spec sections 2, 4, 7): the wizard's
 * primary data and create, the list and search, details, deactivate and
 * reactivate, and the spreadsheet import and export.
 */
export function gamesOf(deps: AdminDeps) {
  const { db } = deps;

  /** A page of cards in the asked order (newest first by default), and how many results the whole list holds. */
  async function page(pageNumber: number, order: GamesOrder, term?: RawBuilder<boolean>) {
    const { limit, offset } = pageWindow(pageNumber);
    const where = [
      ...(term ? [term] : []),
      ...(order.status
        ? [sql<boolean>`games.is_active = ${toFlag(order.status === 'active')}`]
        : []),
      ...(order.game_index_id !== undefined
        ? [
            sql<boolean>`exists (select 1 from game_game_indexes gi where gi.game_id = games.id and gi.game_index_id = ${order.game_index_id})`,
          ]
        : []),
    ];
    const narrowed = where.length > 0 ? sql<boolean>`${sql.join(where, sql` and `)}` : undefined;
    const direction = order.order === 'asc' ? sql`asc` : sql`desc`;
    const [total, page] = await Promise.all([
      db
        .selectFrom('games')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .$if(narrowed !== undefined, (q) => q.where(narrowed as RawBuilder<boolean>))
        .executeTakeFirstOrThrow(),
      // The page is chosen on the games alone; its cards' counters are then read for
      // its ten games only, where a database left to itself may count the plays of
      // every game in the list before sorting it.
      db
        .selectFrom('games')
        .select('games.id')
        .$if(narrowed !== undefined, (q) => q.where(narrowed as RawBuilder<boolean>))
        .orderBy(sql`${SORT_COLUMNS[order.sort ?? 'created_at']} ${direction}`)
        .orderBy('games.id', order.order === 'asc' ? 'asc' : 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
    ]);
    const ids = page.map((row) => row.id);
    const read = ids.length > 0 ? await gameRows(db).where('games.id', 'in', ids).execute() : [];
    const byId = new Map(read.map((row) => [row.id, row]));
    const rows = ids.flatMap((id) => byId.get(id) ?? []);
    const results = Number(total.n);
    return { list: await gameCards(db, rows), num_pages: pageCount(results), results };
  }

  /** Deactivates or reactivates; running plays and challenges on the game finish normally. */
  async function setActive(managerId: number, gameId: number, active: boolean) {
    return transact(db, async (trx) => {
      const before = await gameDetail(trx, gameId);
      if (before.is_active === active) return before;
      if (active && isIncomplete(before))
        throw conflict('NOT_MODIFIED', { game_id: M.game_incomplete });
      await trx
        .updateTable('games')
        .set({
          is_active: toFlag(active),
          ...(active ? {} : { deactivator_id: managerId, deactivated_at: isoNow() }),
          updated_at: isoNow(),
        })
        .where('id', '=', gameId)
        .execute();
      const after = await gameDetail(trx, gameId);
      const { questions: _before, ...beforeCard } = before;
      const { questions: _after, ...afterCard } = after;
      await recordAudit(trx, {
        managerId,
        area: 'games',
        action: active ? 'reactivate' : 'deactivate',
        entityId: gameId,
        before: beforeCard,
        after: afterCard,
      });
      await catalogueChanged(trx);
      return after;
    });
  }

  return {
    async primaryData(userId: number): Promise<GamesPrimaryData> {
      const indexes = await db
        .selectFrom('game_indexes')
        .select(['id', 'label_en', 'label_fr', 'image'])
        .orderBy('id')
        .execute();
      const quotes = await db
        .selectFrom('quotes')
        .select(['id', 'author', 'quote_en', 'quote_fr'])
        .orderBy('id', 'desc')
        .execute();
      return { indexes, questions_size: await questionsSizeOf(db, userId), quotes };
    },

    create: (managerId: number, upload: FormUpload): Promise<AdminGameDetail> =>
      createGame(deps, managerId, upload),

    /** A page, and how many games the whole list holds (the console's total). */
    async list(pageNumber: number, order: GamesOrder = {}) {
      const { list, num_pages, results } = await page(pageNumber, order);
      return { list, num_pages, num_results: results };
    },

    /** Titles in both languages, ignoring case and accents ("eleve" finds "Élève"). */
    async search(term: string, pageNumber: number, order: GamesOrder = {}) {
      const folded = searchText(term);
      const { list, num_pages, results } = await page(
        pageNumber,
        order,
        sql<boolean>`games.search_title like ${containsPattern(folded)} escape '\\'`,
      );
      return { list, num_pages, num_results: results };
    },

    details: (gameId: number) => gameDetail(db, gameId),

    edit: (managerId: number, gameId: number, upload: FormUpload): Promise<AdminGameDetail> =>
      editGame(deps, managerId, gameId, upload),

    deactivate: (managerId: number, gameId: number) => setActive(managerId, gameId, false),
    reactivate: (managerId: number, gameId: number) => setActive(managerId, gameId, true),

    importSheet: (managerId: number, sheet: Buffer | undefined, options: ImportOptions) =>
      importSheet(db, managerId, sheet, options),

    async exportSheet(gameId: number | undefined, format: 'xlsx' | 'csv') {
      if (gameId !== undefined) await gameDetail(db, gameId);
      return exportSheet(db, gameId, format);
    },
  };
}

export type GamesManagement = ReturnType<typeof gamesOf>;
