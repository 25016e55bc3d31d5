import type { AdminGameDetail } from '@quiz/shared/contract';
import { PICTURE_QUESTION_TYPES, type QuestionType } from '@quiz/shared/types';
import { VALIDATION_MESSAGES as M, makeCreateGameSchema } from '@quiz/shared/validation';
import type { Db } from '../../db/index';
import { isoNow, toFlag } from '../../db/time';
import { transact } from '../../db/transaction';
import type { AdminDeps } from '../admin-deps';
import { recordAudit } from '../audit/trail';
import { catalogueChanged } from '../catalogue/changes';
import { gameSearchTitle } from '../catalogue/search-text';
import { invalid } from '../errors';
import { checked, type FormUpload } from '../forms';
import { formPictures, withPictures } from '../media/pictures';
import type { ImageRule } from '../media/store';
import { readSettings } from '../settings/settings';
import { gameDetail } from './records';

/** A question as the create form sends it (section 3 "Question (draft)"). */
export interface QuestionDraft {
  type: QuestionType;
  data: {
    label: string;
    label_en: string;
    choice_values: string[];
    choice_values_en: string[];
    correction_ids: number[];
    /** optional, in French and English: shown to players with the corrections */
    explanation?: string | null;
    explanation_en?: string | null;
  };
}

/** An explanation as stored: null when none was written. */
export const explanationOf = (text: string | null | undefined) =>
  text && text.trim() !== '' ? text.trim() : null;

/** A game ready to store: checked texts, and the media keys of its pictures. */
export interface GameDraft {
  title_fr: string;
  title_en: string;
  indexes: number[];
  quote_id: number | null;
  cover: string | null;
  /** stored out of the catalogue (a Kahoot quiz waiting for its other language) */
  inactive?: boolean;
  questions: {
    type: QuestionType;
    label_fr: string;
    label_en: string;
    illustration: string | null;
    choice_values_fr: string[];
    choice_values_en: string[];
    correction_ids: number[];
    explanation_fr: string | null;
    explanation_en: string | null;
  }[];
}

/*
 * Where the player site shows them: covers and illustrations fill a phone's
 * width at 16:9, picture choices sit two abreast. Kept at twice their CSS size.
 */
export const PICTURES = {
  cover: { width: 960, height: 540 },
  illustration: { width: 960, height: 540 },
  choice: 480,
} as const satisfies Record<string, ImageRule['size']>;

const pictureTypes: ReadonlySet<string> = new Set(PICTURE_QUESTION_TYPES);
export const isPictureType = (type: string) => pictureTypes.has(type);

/** How a game form is refused: NOT_CREATED by the wizard, NOT_MODIFIED by the edit. */
export type GameRefusal = 'NOT_CREATED' | 'NOT_MODIFIED';

/** A JSON field of the form; what does not parse is refused on that field. */
function jsonField(fields: Record<string, string>, name: string, refusal: GameRefusal): unknown {
  const raw = fields[name];
  if (raw === undefined || raw.trim() === '') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    throw invalid(refusal, { [name]: M.value_invalid });
  }
}

/** The most questions a manager's games may hold (params.questions_size). */
export async function questionsSizeOf(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('managers')
    .select('questions_size')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.questions_size ?? 0;
}

/** Game index ids that exist, of those asked for; refused on `indexes` when one does not. */
async function checkIndexes(db: Db, ids: number[], refusal: GameRefusal) {
  const found = await db.selectFrom('game_indexes').select('id').where('id', 'in', ids).execute();
  if (found.length !== ids.length) throw invalid(refusal, { indexes: M.id_invalid });
}

/** The quote a form names, undefined when it names none; refused on `quote_id` when there is no such quote. */
export async function namedQuote(
  db: Db,
  named: string | undefined,
  refusal: GameRefusal,
): Promise<number | undefined> {
  if (named === undefined || named.trim() === '') return undefined;
  const id = Number(named);
  const quote = Number.isSafeInteger(id)
    ? await db.selectFrom('quotes').select('id').where('id', '=', id).executeTakeFirst()
    : undefined;
  if (!quote) throw invalid(refusal, { quote_id: M.id_invalid });
  return quote.id;
}

/**
 * The quote shown on the game's card: the one named, or else the quote fewest
 * games carry, so quotes spread over the catalogue; none when there is none.
 */
async function quoteFor(db: Db, named: string | undefined): Promise<number | null> {
  const quote = await namedQuote(db, named, 'NOT_CREATED');
  if (quote !== undefined) return quote;
  const least = await db
    .selectFrom('quotes')
    .leftJoin('games', 'games.quote_id', 'quotes.id')
    .select(['quotes.id', (eb) => eb.fn.count<number>('games.id').as('uses')])
    .groupBy('quotes.id')
    .orderBy('uses')
    .orderBy('quotes.id')
    .limit(1)
    .executeTakeFirst();
  return least?.id ?? null;
}

/**
 * The checked form: titles, indexes and questions by the shared create-game
 * rules with the manager's questions_size; a picture choice must name a file
 * of the form (its field name is the choice's value), or, in an edit, be a
 * picture the question holds already (`kept`).
 */
export async function checkedForm(
  db: Db,
  userId: number,
  upload: FormUpload,
  refusal: GameRefusal = 'NOT_CREATED',
  kept: (position: number, value: string) => boolean = () => false,
) {
  const { fields, files } = upload;
  const form = checked(
    makeCreateGameSchema(await questionsSizeOf(db, userId)),
    {
      title_fr: fields.title_fr,
      title_en: fields.title_en,
      indexes: jsonField(fields, 'indexes', refusal),
      questions_answers: jsonField(fields, 'questions_answers', refusal),
    },
    refusal,
  );
  const questions = form.questions_answers as QuestionDraft[];
  const missing: Record<string, string> = {};
  questions.forEach((question, position) => {
    if (!isPictureType(question.type)) return;
    if (question.data.choice_values.some((name) => !files.has(name) && !kept(position, name))) {
      missing[`questions_answers[${position}].data.choice_values`] = M.picture_required;
    }
  });
  if (Object.keys(missing).length > 0) throw invalid(refusal, missing);
  await checkIndexes(db, form.indexes as number[], refusal);
  return { ...form, indexes: form.indexes as number[], questions };
}

/**
 * The stored picture a choice of an edit names: the key itself, or the URL
 * the API showed for it (which ends with the key); null when it names none.
 */
export function keptPicture(stored: readonly string[], value: string): string | null {
  return stored.find((key) => key !== '' && (value === key || value.endsWith(`/${key}`))) ?? null;
}

/**
 * Stores the form's pictures; refused on the first that is no allowed image.
 * An edit (`previous`) keeps the pictures the form does not replace.
 */
export async function storedPictures(
  pictures: ReturnType<typeof formPictures>,
  upload: FormUpload,
  questions: QuestionDraft[],
  previous?: Pick<AdminGameDetail, 'cover' | 'questions'>,
) {
  const save = (field: string, size: ImageRule['size']) =>
    pictures.save(field, upload.files.get(field), size);
  const cover = (await save('cover', PICTURES.cover)) ?? previous?.cover ?? null;
  const drafts: GameDraft['questions'] = [];
  for (const [position, question] of questions.entries()) {
    const { data } = question;
    const before = previous?.questions[position];
    const illustration =
      (await save(`qst_illustration_${position}`, PICTURES.illustration)) ??
      before?.illustration ??
      null;
    let fr = data.choice_values;
    let en = data.choice_values_en;
    if (isPictureType(question.type)) {
      fr = [];
      for (const name of data.choice_values) {
        const kept =
          before && !upload.files.has(name) ? keptPicture(before.choice_values_fr, name) : null;
        fr.push(kept ?? (await save(name, PICTURES.choice)) ?? '');
      }
      // The images serve both languages.
      en = fr;
    }
    drafts.push({
      type: question.type,
      label_fr: data.label,
      label_en: data.label_en,
      illustration,
      choice_values_fr: fr,
      choice_values_en: en,
      correction_ids: data.correction_ids,
      explanation_fr: explanationOf(data.explanation),
      explanation_en: explanationOf(data.explanation_en),
    });
  }
  return { cover, questions: drafts };
}

/** Writes a checked game and its questions; the caller's transaction records the audit. */
export async function insertGame(trx: Db, managerId: number, draft: GameDraft): Promise<number> {
  const settings = await readSettings(trx);
  const now = isoNow();
  const { id } = await trx
    .insertInto('games')
    .values({
      title_fr: draft.title_fr,
      title_en: draft.title_en,
      search_title: gameSearchTitle(draft),
      cover: draft.cover,
      // A game is played with the settings of the day it was made.
      question_duration_sec: settings.question_duration_sec,
      solo_percentage_towin: settings.solo_percentage_towin,
      quote_id: draft.quote_id,
      manager_id: managerId,
      ...(draft.inactive
        ? { is_active: toFlag(false), deactivator_id: managerId, deactivated_at: now }
        : {}),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (draft.indexes.length > 0)
    await trx
      .insertInto('game_game_indexes')
      .values(draft.indexes.map((index) => ({ game_id: id, game_index_id: index })))
      .execute();
  await trx
    .insertInto('questions')
    .values(
      draft.questions.map((question, position) => ({
        game_id: id,
        rank: position + 1,
        type: question.type,
        label_fr: question.label_fr,
        label_en: question.label_en,
        illustration: question.illustration,
        choice_values_fr: JSON.stringify(question.choice_values_fr),
        choice_values_en: JSON.stringify(question.choice_values_en),
        correction_ids: JSON.stringify(question.correction_ids),
        explanation_fr: question.explanation_fr,
        explanation_en: question.explanation_en,
      })),
    )
    .execute();
  return id;
}

/** Creates games in one transaction, each audited; the player catalogue sees them at once. */
export async function storeGames(
  db: Db,
  managerId: number,
  drafts: GameDraft[],
): Promise<AdminGameDetail[]> {
  return transact(db, async (trx) => {
    const games: AdminGameDetail[] = [];
    for (const draft of drafts) {
      const id = await insertGame(trx, managerId, draft);
      const game = await gameDetail(trx, id);
      await recordAudit(trx, {
        managerId,
        area: 'games',
        action: 'create',
        entityId: id,
        after: game,
      });
      games.push(game);
    }
    await catalogueChanged(trx);
    return games;
  });
}

/** POST management/: the wizard's multipart form made a game. */
export async function createGame(
  deps: AdminDeps,
  managerId: number,
  upload: FormUpload,
): Promise<AdminGameDetail> {
  const form = await checkedForm(deps.db, managerId, upload);
  const quoteId = await quoteFor(deps.db, upload.fields.quote_id);
  const pictures = formPictures(deps.media, 'games', 'NOT_CREATED');
  // Nothing of a refused game stays: its pictures go with it.
  return withPictures(pictures, async () => {
    const stored = await storedPictures(pictures, upload, form.questions);
    const [game] = await storeGames(deps.db, managerId, [
      {
        title_fr: form.title_fr,
        title_en: form.title_en,
        indexes: form.indexes,
        quote_id: quoteId,
        ...stored,
      },
    ]);
    return game as AdminGameDetail;
  });
}
