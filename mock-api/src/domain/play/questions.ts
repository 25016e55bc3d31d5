import type { Selectable } from 'kysely';
import type { Db } from '../../db/index';
import type { QuestionsTable } from '../../db/schema';

export type QuestionRow = Selectable<QuestionsTable>;

/** A version of a game's questions, in rank order, with what scoring and checks read parsed once. */
export interface GameQuestions {
  rows: QuestionRow[];
  /** each question's number of choices, by question id */
  choices: Map<number, number>;
  /** each question's correction (stored indexes), by question id */
  corrections: Map<number, number[]>;
}

const caches = new WeakMap<Db, ReturnType<typeof questionCache>>();

/**
 * The questions of each game's version, read once for all its plays: every
 * answer used to read its question again. Keyed by game and version: an edit
 * that changes choices or corrections of a played version makes a new one,
 * which new plays read afresh while running plays keep theirs. Texts and
 * pictures change in place, so a catalogue change (every instance hears it,
 * events.ts) empties the cache. One cache per database handle, as the
 * catalogue's, so that whoever holds the handle reaches it.
 */
export function questionsOf(db: Db) {
  let cache = caches.get(db);
  if (!cache) {
    cache = questionCache(db);
    caches.set(db, cache);
  }
  return cache;
}

function questionCache(db: Db) {
  const versions = new Map<string, Promise<GameQuestions>>();
  const load = async (gameId: number, version: number): Promise<GameQuestions> => {
    const rows = await db
      .selectFrom('questions')
      .selectAll()
      .where('game_id', '=', gameId)
      .where('version', '=', version)
      .orderBy('rank')
      .execute();
    return {
      rows,
      choices: new Map(
        rows.map((row) => [row.id, (JSON.parse(row.choice_values_en) as unknown[]).length]),
      ),
      corrections: new Map(rows.map((row) => [row.id, JSON.parse(row.correction_ids) as number[]])),
    };
  };
  return {
    /** The version's questions; a failed read is not kept. */
    get(gameId: number, version: number): Promise<GameQuestions> {
      const key = `${gameId}:${version}`;
      let entry = versions.get(key);
      if (!entry) {
        entry = load(gameId, version);
        versions.set(key, entry);
        entry.catch(() => versions.delete(key));
      }
      return entry;
    },
    invalidate: () => versions.clear(),
  };
}
