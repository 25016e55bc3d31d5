import type { ImportReport, SheetError, SheetGame } from '@quiz/shared/contract';
import { t } from '@quiz/shared/i18n';
import { backofficeCatalogs } from '@quiz/shared/i18n/backoffice';
import { isOneOf, type Language, PICTURE_QUESTION_TYPES } from '@quiz/shared/types';
import { VALIDATION_MESSAGES as M, makeCreateGameSchema, validate } from '@quiz/shared/validation';
import type { Db } from '../../db/index';
import {
  explanationOf,
  type GameDraft,
  type QuestionDraft,
  questionsSizeOf,
  storeGames,
} from './create';
import { checkKahoot } from './kahoot';
import { questionsOf } from './records';
import {
  correctionOf,
  MAX_SHEET_CHOICES,
  readSheet,
  type SheetRow,
  SheetUnreadable,
  writeSheet,
} from './sheet';

/*
 * Quiz import and export (issue: a games manager uploads a spreadsheet of
 * questions). Every game of the sheet is checked by the create form's own
 * rules, with the manager's questions_size; any refusal stores nothing, and
 * the report names each one by row and column, in English and in French.
 * Picture questions need images, which a sheet cannot carry: they are made
 * in the wizard, and exported with their images' media keys for reference.
 */

/** A cell that a spreadsheet program would run as a formula is written with a leading quote. */
const FORMULA_START = /^[=+\-@\t\r]/;
const escapeCell = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);
const unescapeCell = (text: string) =>
  text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;

function sheetError(row: number, column: string, message: string): SheetError {
  return {
    row,
    column,
    message,
    en: t(backofficeCatalogs.en, message),
    fr: t(backofficeCatalogs.fr, message),
  };
}

interface SheetDraft {
  row: number;
  cells: Record<string, string>;
  questions: SheetRow[];
}

/** Rows grouped by game: a row with a title starts one. */
function groupGames(rows: SheetRow[], errors: SheetError[]): SheetDraft[] {
  const games: SheetDraft[] = [];
  for (const { row, cells: raw } of rows) {
    const cells = Object.fromEntries(
      Object.entries(raw).map(([name, text]) => [name, unescapeCell(text)]),
    );
    if (cells.game_title_fr || cells.game_title_en) {
      games.push({ row, cells, questions: [{ row, cells }] });
    } else if (games.length === 0) {
      errors.push(sheetError(row, 'game_title_fr', M.sheet_no_game));
    } else games.at(-1)?.questions.push({ row, cells });
  }
  return games;
}

function choicesOf(cells: Record<string, string>, language: 'fr' | 'en'): string[] {
  const choices: string[] = [];
  for (let i = 1; i <= MAX_SHEET_CHOICES; i += 1)
    choices.push(cells[`choice_${i}_${language}`] ?? '');
  // Trailing empty choices are columns left blank, not choices.
  while (choices.length > 0 && choices.at(-1) === '') choices.pop();
  return choices;
}

/** Where a path of the create form's errors sits in the sheet. */
const QUESTION_COLUMNS: Record<string, string> = {
  type: 'type',
  'data.type': 'type',
  'data.label': 'label_fr',
  'data.label_en': 'label_en',
  'data.choice_values': 'choice_1_fr',
  'data.choice_values_en': 'choice_1_en',
  'data.correction_ids': 'correction',
  'data.explanation': 'explanation_fr',
  'data.explanation_en': 'explanation_en',
};

function placeError(game: SheetDraft, path: string, message: string): SheetError {
  const question = /^questions_answers\[(\d+)\]\.?(.*)$/.exec(path);
  if (question) {
    const at = game.questions[Number(question[1])] ?? game;
    const field = (question[2] ?? '').replace(/\[\d+\]$/, '');
    return sheetError(at.row, QUESTION_COLUMNS[field] ?? '', message);
  }
  const columns: Record<string, string> = {
    title_fr: 'game_title_fr',
    title_en: 'game_title_en',
    indexes: 'game_indexes',
  };
  return sheetError(game.row, columns[path] ?? '', message);
}

/** One game of the sheet checked: its draft, or its errors. */
function checkGame(
  game: SheetDraft,
  indexCodes: ReadonlyMap<string, number>,
  questionsSize: number,
  errors: SheetError[],
): GameDraft | null {
  const before = errors.length;
  const codes = (game.cells.game_indexes ?? '').split(/[;,]/).map((code) => code.trim());
  const indexes = codes
    .filter((code) => code !== '')
    .map((code) => indexCodes.get(code.toLowerCase()));
  if (indexes.some((id) => id === undefined)) {
    errors.push(sheetError(game.row, 'game_indexes', M.index_unknown));
  }
  const questions = game.questions.map(({ row, cells }) => {
    const type = cells.type?.toLowerCase() ?? '';
    if (isOneOf(PICTURE_QUESTION_TYPES, type))
      errors.push(sheetError(row, 'type', M.sheet_picture_type));
    const correction = correctionOf(cells.correction ?? '');
    if (correction === null) errors.push(sheetError(row, 'correction', M.correction_out_of_range));
    return {
      type,
      data: {
        type,
        label: cells.label_fr ?? '',
        label_en: cells.label_en ?? '',
        choice_values: choicesOf(cells, 'fr'),
        choice_values_en: choicesOf(cells, 'en'),
        correction_ids: correction ?? [],
        explanation: cells.explanation_fr ?? '',
        explanation_en: cells.explanation_en ?? '',
      },
    };
  });
  const result = validate(makeCreateGameSchema(questionsSize), {
    title_fr: game.cells.game_title_fr ?? '',
    title_en: game.cells.game_title_en ?? '',
    indexes: indexes.filter((id) => id !== undefined),
    questions_answers: questions,
  });
  if (!result.ok) {
    for (const [path, message] of Object.entries(result.errors)) {
      const placed = placeError(game, path, message);
      // One message a cell: a type already refused says enough about its row.
      if (!errors.some((e) => e.row === placed.row && e.column === placed.column))
        errors.push(placed);
    }
  }
  if (errors.length > before || !result.ok) return null;
  const form = result.value;
  return {
    title_fr: form.title_fr,
    title_en: form.title_en,
    indexes: form.indexes as number[],
    quote_id: null,
    cover: null,
    questions: (form.questions_answers as QuestionDraft[]).map(({ type, data }) => ({
      type,
      label_fr: data.label,
      label_en: data.label_en,
      illustration: null,
      choice_values_fr: data.choice_values,
      choice_values_en: data.choice_values_en,
      correction_ids: data.correction_ids,
      explanation_fr: explanationOf(data.explanation),
      explanation_en: explanationOf(data.explanation_en),
    })),
  };
}

async function indexCodesOf(db: Db) {
  const rows = await db.selectFrom('game_indexes').select(['id', 'code']).execute();
  return new Map(rows.map((row) => [row.code.toLowerCase(), row.id]));
}

export interface ImportOptions {
  /** check the sheet and answer the report, store nothing */
  dryRun: boolean;
  /** a Kahoot quiz's language; the manager's own when absent */
  language?: Language;
  /** a Kahoot quiz's title, in its language */
  title?: string;
}

const unescapeRow = ({ row, cells }: SheetRow): SheetRow => ({
  row,
  cells: Object.fromEntries(
    Object.entries(cells).map(([name, text]) => [name, unescapeCell(text)]),
  ),
});

async function languageOf(db: Db, userId: number): Promise<Language> {
  const user = await db
    .selectFrom('users')
    .select('language')
    .where('id', '=', userId)
    .executeTakeFirst();
  return user?.language === 'en' ? 'en' : 'fr';
}

/** A Kahoot template: one game in one language, stored inactive until completed (kahoot.ts). */
async function importKahoot(
  db: Db,
  managerId: number,
  rows: SheetRow[],
  options: ImportOptions,
): Promise<ImportReport> {
  const errors: SheetError[] = [];
  const [language, questionsSize] = await Promise.all([
    options.language ?? languageOf(db, managerId),
    questionsSizeOf(db, managerId),
  ]);
  if (rows.length === 0) errors.push(sheetError(0, '', M.question_required));
  const { draft, lacking } = checkKahoot(
    rows,
    { language, title: options.title ?? '' },
    questionsSize,
    (row, column, message) => {
      // One message a cell: the first fault found says enough.
      if (!errors.some((e) => e.row === row && e.column === column))
        errors.push(sheetError(row, column, message));
    },
  );
  const title = options.title?.trim() ?? '';
  const report: ImportReport = {
    status_message: 'OK',
    dry_run: options.dryRun,
    template: 'kahoot',
    language,
    lacking_language: { language: language === 'fr' ? 'en' : 'fr', rows: lacking },
    games: [
      {
        row: rows[0]?.row ?? 0,
        title_fr: language === 'fr' ? title : '',
        title_en: language === 'en' ? title : '',
        number_of_questions: rows.length,
      },
    ],
    sheet_errors: [],
    created: [],
  };
  if (errors.length > 0 || !draft) {
    errors.sort((a, b) => a.row - b.row);
    return {
      ...report,
      status_message: 'NOT_CREATED',
      errors: { file: M.sheet_invalid },
      sheet_errors: errors,
    };
  }
  if (options.dryRun) return report;
  const stored = await storeGames(db, managerId, [draft]);
  return { ...report, created: stored.map((game) => game.id) };
}

/** Reads, checks and (unless a dry run or refused) stores the games of a sheet. */
export async function importSheet(
  db: Db,
  managerId: number,
  bytes: Buffer | undefined,
  options: ImportOptions,
): Promise<ImportReport> {
  const { dryRun } = options;
  const errors: SheetError[] = [];
  const refused = (file: string = M.sheet_invalid): ImportReport => ({
    status_message: 'NOT_CREATED',
    errors: { file },
    dry_run: dryRun,
    template: 'ours',
    games: [],
    sheet_errors: errors,
    created: [],
  });
  if (!bytes) {
    errors.push(sheetError(0, '', M.required));
    return refused(M.required);
  }
  let sheet: Awaited<ReturnType<typeof readSheet>>;
  try {
    sheet = await readSheet(bytes);
  } catch (error) {
    if (!(error instanceof SheetUnreadable)) throw error;
    errors.push(sheetError(0, '', M.sheet_unreadable));
    return refused();
  }
  for (const column of sheet.missing) errors.push(sheetError(1, column, M.sheet_column_missing));
  if (errors.length > 0) return refused();
  if (sheet.template === 'kahoot')
    return importKahoot(db, managerId, sheet.rows.map(unescapeRow), options);

  const games = groupGames(sheet.rows, errors);
  if (games.length === 0 && errors.length === 0)
    errors.push(sheetError(2, '', M.question_required));
  const [codes, questionsSize] = await Promise.all([
    indexCodesOf(db),
    questionsSizeOf(db, managerId),
  ]);
  const drafts = games.map((game) => checkGame(game, codes, questionsSize, errors));
  const read: SheetGame[] = games.map((game) => ({
    row: game.row,
    title_fr: game.cells.game_title_fr ?? '',
    title_en: game.cells.game_title_en ?? '',
    number_of_questions: game.questions.length,
  }));
  errors.sort((a, b) => a.row - b.row);
  if (errors.length > 0) return { ...refused(), games: read };
  const report: ImportReport = {
    status_message: 'OK',
    dry_run: dryRun,
    template: 'ours',
    games: read,
    sheet_errors: [],
    created: [],
  };
  if (dryRun) return report;
  const stored = await storeGames(db, managerId, drafts as GameDraft[]);
  return { ...report, created: stored.map((game) => game.id) };
}

/** The sheet of one game or of every game, oldest first, in the import's format. */
export async function exportSheet(db: Db, gameId: number | undefined, format: 'xlsx' | 'csv') {
  const games = await db
    .selectFrom('games')
    .select(['id', 'title_fr', 'title_en'])
    .$if(gameId !== undefined, (q) => q.where('id', '=', gameId as number))
    .orderBy('id')
    .execute();
  const links = await db
    .selectFrom('game_game_indexes as l')
    .innerJoin('game_indexes as gi', 'gi.id', 'l.game_index_id')
    .select(['l.game_id', 'gi.code'])
    .$if(gameId !== undefined, (q) => q.where('l.game_id', '=', gameId as number))
    .orderBy('gi.id')
    .execute();
  const rows: Record<string, string>[] = [];
  for (const game of games) {
    const codes = links.filter((link) => link.game_id === game.id).map((link) => link.code);
    for (const [position, question] of (await questionsOf(db, game.id)).entries()) {
      const row: Record<string, string> = {
        type: question.type,
        label_fr: question.label_fr,
        label_en: question.label_en,
        correction: question.correction_ids.map((i) => i + 1).join(';'),
        explanation_fr: question.explanation_fr ?? '',
        explanation_en: question.explanation_en ?? '',
      };
      if (position === 0) {
        Object.assign(row, {
          game_title_fr: game.title_fr,
          game_title_en: game.title_en,
          game_indexes: codes.join(';'),
        });
      }
      question.choice_values_fr.forEach((choice, i) => {
        row[`choice_${i + 1}_fr`] = choice;
        row[`choice_${i + 1}_en`] = question.choice_values_en[i] ?? choice;
      });
      rows.push(row);
    }
  }
  const cells = format === 'csv' ? rows.map(escapeRow) : rows;
  return writeSheet(cells, format);
}

function escapeRow(row: Record<string, string>) {
  return Object.fromEntries(Object.entries(row).map(([name, text]) => [name, escapeCell(text)]));
}
