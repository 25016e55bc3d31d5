/**
 * Games management (back-office spec sections 2 "Create game" and "Games
 * management", 3, 4, 5, 7), with the spreadsheet import and export of ours.
 */
import { type Static, Type } from 'typebox';
import { QUESTION_TYPES } from '../../types/enums';
import { QuoteWithId } from '../catalogue';
import { Id, Nullable, NullableMediaUrl, NullableString, Page, PICTURE_CHOICES } from '../common';

/** A game index as the create-game wizard and the game cards show it. */
export const IndexOption = Type.Object({
  id: Id,
  label_en: Type.String(),
  label_fr: Type.String(),
  image: NullableMediaUrl,
});
export type IndexOption = Static<typeof IndexOption>;

/** GET management/?option=primary_data, read on opening the wizard. */
export const GamesPrimaryData = Type.Object({
  indexes: Type.Array(IndexOption),
  /** the caller's params.questions_size: the most questions a game of theirs may hold */
  questions_size: Type.Integer(),
  /** ours: every quote (at most settings.max_quotes), for the edit form's choice of one */
  quotes: Type.Array(QuoteWithId),
});
export type GamesPrimaryData = Static<typeof GamesPrimaryData>;

/** Who started or deactivated a game; null once that account is deleted. */
export const GamePerson = Type.Object({
  id: Id,
  first_name: Type.String(),
  last_name: Type.String(),
});
export type GamePerson = Static<typeof GamePerson>;

/** A question as stored: the wizard's draft with its id and rank (1 first). */
export const StoredQuestion = Type.Object(
  {
    id: Id,
    rank: Type.Integer(),
    type: Type.Enum(QUESTION_TYPES),
    label_fr: Type.String(),
    label_en: Type.String(),
    illustration: NullableMediaUrl,
    /** texts, or image URLs for picture types (both lists then hold the same images) */
    choice_values_fr: Type.Array(Type.String()),
    choice_values_en: Type.Array(Type.String()),
    /** indexes into the choices, in order for ordered types */
    correction_ids: Type.Array(Type.Integer()),
    /** why the correction is right, shown to players with it; null when none was written */
    explanation_fr: NullableString,
    explanation_en: NullableString,
  },
  PICTURE_CHOICES,
);
export type StoredQuestion = Static<typeof StoredQuestion>;

/** A game card of the back office. */
export const AdminGame = Type.Object({
  id: Id,
  title_en: Type.String(),
  title_fr: Type.String(),
  cover: NullableMediaUrl,
  is_active: Type.Boolean(),
  created_at: Type.String(),
  deactivated_at: NullableString,
  indexes: Type.Array(IndexOption),
  /** its quote, with its id for the edit form's choice */
  quote: Nullable(QuoteWithId),
  /** who created it (shown while it is active) */
  manager: Nullable(GamePerson),
  /** who deactivated it last (shown while it is inactive) */
  deactivator: Nullable(GamePerson),
  number_of_questions: Type.Integer(),
  number_of_plays: Type.Integer(),
});
export type AdminGame = Static<typeof AdminGame>;

/** The details view: the card and every question. */
export const AdminGameDetail = Type.Object({
  ...AdminGame.properties,
  /** the version of its questions new plays use: 1, then one more at each edit of a played game's choices or corrections */
  version: Type.Integer(),
  questions: Type.Array(StoredQuestion),
});
export type AdminGameDetail = Static<typeof AdminGameDetail>;

export const AdminGameList = Type.Object({
  list: Type.Array(AdminGame),
  num_pages: Type.Integer(),
  /** ours: how many games the list holds, its filters applied (the console's total) */
  num_results: Type.Integer(),
});
export type AdminGameList = Static<typeof AdminGameList>;

export const AdminGameSearch = Type.Object({
  list: Type.Array(AdminGame),
  num_pages: Type.Integer(),
  num_results: Type.Integer(),
});
export type AdminGameSearch = Static<typeof AdminGameSearch>;

export const AdminGameAnswer = Type.Object({
  status_message: Type.Literal('OK'),
  game: AdminGameDetail,
});
export type AdminGameAnswer = Static<typeof AdminGameAnswer>;

/**
 * Ours, beside the spec's paging: the order of a list or search (newest first by
 * default; French titles ignore case and accents), its status filter and its category
 * (the games filed under one game index).
 */
export const GamesOrder = Type.Object({
  sort: Type.Optional(
    Type.Union([
      Type.Literal('created_at'),
      Type.Literal('title_fr'),
      Type.Literal('title_en'),
      Type.Literal('is_active'),
    ]),
  ),
  order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
  status: Type.Optional(Type.Union([Type.Literal('active'), Type.Literal('inactive')])),
  game_index_id: Type.Optional(Id),
});
export type GamesOrder = Static<typeof GamesOrder>;

/** GET management/ reads: primary data, a page of games, or one game. */
export const GamesManagementQuery = Type.Object({
  option: Type.Union([Type.Literal('primary_data'), Type.Literal('games'), Type.Literal('game')]),
  stepper: Type.Optional(Page),
  game_id: Type.Optional(Id),
  ...GamesOrder.properties,
});

/** PUT management/: deactivate or reactivate a game. */
export const GameActionQuery = Type.Object({
  action: Type.Union([Type.Literal('deactivate'), Type.Literal('reactivate')]),
  game_id: Id,
});

export const GameSearchParams = Type.Object({
  term: Type.String({ minLength: 1, maxLength: 100 }),
  page: Page,
});

/** POST management/, as multipart/form-data (section 7 "Games management create"). */
export const GameUpload = Type.Object({
  title_fr: Type.String({ description: 'at least 5 characters' }),
  title_en: Type.String({ description: 'at least 5 characters' }),
  indexes: Type.String({ description: 'JSON list of game index ids, at least one' }),
  questions_answers: Type.String({
    description:
      'JSON list of {type, data: {type, label, label_en, choice_values, choice_values_en, correction_ids, explanation, explanation_en}}',
  }),
  quote_id: Type.Optional(
    Type.String({ description: 'a quote id; the least used quote when absent' }),
  ),
  cover: Type.Optional(
    Type.String({ contentMediaType: 'application/octet-stream', description: 'png, jpeg or webp' }),
  ),
});

/** PATCH management/: the game edited. */
export const GameEditQuery = Type.Object({ game_id: Id });

/**
 * PATCH management/, as multipart/form-data: the create form's fields, the
 * game's questions in their order and with their types; pictures absent are kept.
 */
export const GameEditUpload = Type.Object({
  ...GameUpload.properties,
  quote_id: Type.Optional(
    Type.String({ description: 'a quote id; the quote is kept when absent' }),
  ),
  cover: Type.Optional(
    Type.String({
      contentMediaType: 'application/octet-stream',
      description: 'png, jpeg or webp; the cover is kept when absent',
    }),
  ),
  remove_cover: Type.Optional(
    Type.Literal('true', { description: 'the game loses its cover (then no cover is sent)' }),
  ),
});

/** One refusal of an imported sheet, with its text in both languages for the preview. */
export const SheetError = Type.Object({
  /** the sheet's row number (1 is the heading row) */
  row: Type.Integer(),
  /** the column's heading, or '' for the whole row */
  column: Type.String(),
  /** the message key (i18n catalogs, section validation) */
  message: Type.String(),
  en: Type.String(),
  fr: Type.String(),
});
export type SheetError = Static<typeof SheetError>;

/** A game read from an imported sheet. */
export const SheetGame = Type.Object({
  /** the row of its first question */
  row: Type.Integer(),
  title_fr: Type.String(),
  title_en: Type.String(),
  number_of_questions: Type.Integer(),
});
export type SheetGame = Static<typeof SheetGame>;

const LanguageCode = Type.Union([Type.Literal('fr'), Type.Literal('en')]);

export const ImportQuery = Type.Object({
  /** true: check the sheet and answer the report, store nothing */
  dry_run: Type.Optional(Type.Boolean()),
  /** Kahoot's template only: the language its quiz is written in (default: the manager's) */
  language: Type.Optional(LanguageCode),
  /** Kahoot's template only: the game's title, in that language (the template has none) */
  title: Type.Optional(Type.String({ maxLength: 1000 })),
});

/** The rows of an imported sheet that lack a language, and which one. */
export const LackingLanguage = Type.Object({
  language: LanguageCode,
  rows: Type.Array(Type.Integer()),
});
export type LackingLanguage = Static<typeof LackingLanguage>;

/**
 * The report of an import: the games read and every refusal of the sheet.
 * A refused import (400 NOT_CREATED) stores nothing and carries the same
 * report, with `errors.file` naming the sheet as the faulty field.
 */
export const ImportReport = Type.Object({
  status_message: Type.Union([Type.Literal('OK'), Type.Literal('NOT_CREATED')]),
  errors: Type.Optional(Type.Record(Type.String(), Type.String())),
  dry_run: Type.Boolean(),
  /** the sheet's template: ours, or Kahoot's quiz template */
  template: Type.Union([Type.Literal('ours'), Type.Literal('kahoot')]),
  /** Kahoot's template: the language it was read in */
  language: Type.Optional(LanguageCode),
  /** Kahoot's template: the question rows lacking the other language (all of them) */
  lacking_language: Type.Optional(LackingLanguage),
  games: Type.Array(SheetGame),
  sheet_errors: Type.Array(SheetError),
  /** the games created (empty on a dry run or a refusal) */
  created: Type.Array(Id),
});
export type ImportReport = Static<typeof ImportReport>;

export const ExportQuery = Type.Object({
  game_id: Type.Optional(Id),
  format: Type.Optional(Type.Union([Type.Literal('xlsx'), Type.Literal('csv')])),
});
