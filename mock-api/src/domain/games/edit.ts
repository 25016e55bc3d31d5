import type { AdminGameDetail, StoredQuestion } from '@quiz/shared/contract';
import { VALIDATION_MESSAGES as M } from '@quiz/shared/validation';
import { PostgresAdapter } from 'kysely';
import type { Db } from '../../db/index';
import { isoNow } from '../../db/time';
import { transact } from '../../db/transaction';
import type { AdminDeps } from '../admin-deps';
import { recordAudit } from '../audit/trail';
import { catalogueChanged } from '../catalogue/changes';
import { gameSearchTitle } from '../catalogue/search-text';
import { invalid } from '../errors';
import type { FormUpload } from '../forms';
import { formPictures, withPictures } from '../media/pictures';
import {
  checkedForm,
  type GameDraft,
  isPictureType,
  keptPicture,
  namedQuote,
  storedPictures,
} from './create';
import { gameDetail } from './records';

/*
 * Editing a game after its creation (back-office spec section 4). Titles,
 * labels, explanations, pictures, indexes and quote change in place, at any
 * time: a typo fix must not mean rebuilding the game. Choices and
 * corrections change in place too while nobody has played the game's
 * current version; once someone has (a play, or a challenge open or closed),
 * changing them makes a new version of the questions. New plays use it;
 * past plays keep theirs (their answers point at their own question rows),
 * and so do the plays of a challenge started before, whoever joins it later.
 */

type EditedQuestion = GameDraft['questions'][number];

/** Whether a question's choices or corrections differ: what a played game cannot change in place. */
function answersChanged(before: StoredQuestion, after: EditedQuestion): boolean {
  return (
    JSON.stringify(before.choice_values_fr) !== JSON.stringify(after.choice_values_fr) ||
    JSON.stringify(before.choice_values_en) !== JSON.stringify(after.choice_values_en) ||
    JSON.stringify(before.correction_ids) !== JSON.stringify(after.correction_ids)
  );
}

/**
 * Holds the game's row for the edit (PostgreSQL; SQLite runs one write at a
 * time): a play or a challenge starting meanwhile, whose row references the
 * game, waits for the edit and uses the version it read, whole, or the edit
 * waits for it and sees the game played.
 */
async function lockGame(trx: Db, gameId: number) {
  const query = trx.selectFrom('games').select('id').where('id', '=', gameId);
  await (trx.getExecutor().adapter instanceof PostgresAdapter
    ? query.forUpdate()
    : query
  ).execute();
}

/** Whether anyone played this version of the game, or started a challenge on it. */
async function versionPlayed(trx: Db, gameId: number, version: number): Promise<boolean> {
  const [play, challenge] = await Promise.all([
    trx
      .selectFrom('plays')
      .select('id')
      .where('game_id', '=', gameId)
      .where('game_version', '=', version)
      .executeTakeFirst(),
    trx
      .selectFrom('challenges')
      .select('id')
      .where('game_id', '=', gameId)
      .where('game_version', '=', version)
      .executeTakeFirst(),
  ]);
  return Boolean(play || challenge);
}

/**
 * A question in words for the audit trail, the same in both languages:
 * labels, choices (the right ones ticked, ordered ones numbered) and explanations.
 */
function questionInWords(question: Omit<EditedQuestion, 'illustration'>) {
  const ordered = question.type === 'moc' || question.type === 'pmoc';
  const choices = question.choice_values_fr.map((choice, index) => {
    const place = question.correction_ids.indexOf(index);
    // A picture is named by its place: its key says nothing to a reader.
    const text = isPictureType(question.type) ? `#${index + 1}` : choice;
    if (place < 0) return text;
    return ordered ? `${text} (${place + 1})` : `${text} ✓`;
  });
  const explanations = [question.explanation_fr, question.explanation_en].filter(Boolean);
  return [
    `${question.label_fr} / ${question.label_en}`,
    choices.join(', '),
    ...(explanations.length > 0 ? [explanations.join(' / ')] : []),
  ].join(' · ');
}

/** The game as the audit trail shows an edit of it: its card's fields and each question in words. */
function auditRecord(game: AdminGameDetail) {
  const { questions, manager, deactivator, number_of_plays, ...card } = game;
  return {
    ...card,
    ...Object.fromEntries(
      questions.map((question) => [`question_${question.rank}`, questionInWords(question)]),
    ),
  };
}

/**
 * Whether the form takes the game's cover away (remove_cover=true); refused on
 * remove_cover when it says anything else, or comes with a new cover.
 */
function coverRemoved({ fields, files }: FormUpload): boolean {
  const asked = fields.remove_cover;
  if (asked === undefined) return false;
  if (asked !== 'true' || files.has('cover')) {
    throw invalid('NOT_MODIFIED', { remove_cover: M.value_invalid });
  }
  return true;
}

/** PATCH management/: the edit form changed a game; answers it as the details view shows it. */
export async function editGame(
  deps: AdminDeps,
  managerId: number,
  gameId: number,
  upload: FormUpload,
): Promise<AdminGameDetail> {
  const { db } = deps;
  const previous = await gameDetail(db, gameId);
  const form = await checkedForm(db, managerId, upload, 'NOT_MODIFIED', (position, value) => {
    const stored = previous.questions[position]?.choice_values_fr ?? [];
    return keptPicture(stored, value) !== null;
  });
  // The questions stay, each with its type: plays in progress are served them by rank.
  const sameQuestions =
    form.questions.length === previous.questions.length &&
    form.questions.every((question, i) => question.type === previous.questions[i]?.type);
  if (!sameQuestions) throw invalid('NOT_MODIFIED', { questions_answers: M.questions_fixed });
  const quote = await namedQuote(db, upload.fields.quote_id, 'NOT_MODIFIED');
  const removeCover = coverRemoved(upload);
  const pictures = formPictures(deps.media, 'games', 'NOT_MODIFIED');
  return withPictures(pictures, async () => {
    // A game may lose its cover (it is optional, spec section 5): nothing is kept then.
    const kept = removeCover ? { ...previous, cover: null } : previous;
    const stored = await storedPictures(pictures, upload, form.questions, kept);
    return transact(db, async (trx) => {
      await lockGame(trx, gameId);
      const before = await gameDetail(trx, gameId);
      const changed = stored.questions.some((question, i) =>
        answersChanged(before.questions[i] as StoredQuestion, question),
      );
      const version =
        changed && (await versionPlayed(trx, gameId, before.version))
          ? before.version + 1
          : before.version;
      const titles = { title_fr: form.title_fr, title_en: form.title_en };
      await trx
        .updateTable('games')
        .set({
          ...titles,
          search_title: gameSearchTitle(titles),
          cover: stored.cover,
          ...(quote === undefined ? {} : { quote_id: quote }),
          version,
          updated_at: isoNow(),
        })
        .where('id', '=', gameId)
        .execute();
      await trx.deleteFrom('game_game_indexes').where('game_id', '=', gameId).execute();
      await trx
        .insertInto('game_game_indexes')
        .values(form.indexes.map((index) => ({ game_id: gameId, game_index_id: index })))
        .execute();
      const rows = stored.questions.map((question) => ({
        label_fr: question.label_fr,
        label_en: question.label_en,
        illustration: question.illustration,
        choice_values_fr: JSON.stringify(question.choice_values_fr),
        choice_values_en: JSON.stringify(question.choice_values_en),
        correction_ids: JSON.stringify(question.correction_ids),
        explanation_fr: question.explanation_fr,
        explanation_en: question.explanation_en,
      }));
      if (version !== before.version) {
        await trx
          .insertInto('questions')
          .values(
            rows.map((row, i) => ({
              ...row,
              game_id: gameId,
              version,
              rank: i + 1,
              type: stored.questions[i]?.type ?? 'sc',
            })),
          )
          .execute();
      } else {
        for (const [i, row] of rows.entries()) {
          const id = before.questions[i]?.id ?? 0;
          await trx.updateTable('questions').set(row).where('id', '=', id).execute();
        }
      }
      const after = await gameDetail(trx, gameId);
      await recordAudit(trx, {
        managerId,
        area: 'games',
        action: 'update',
        entityId: gameId,
        before: auditRecord(before),
        after: auditRecord(after),
      });
      await catalogueChanged(trx);
      return after;
    });
  });
}
