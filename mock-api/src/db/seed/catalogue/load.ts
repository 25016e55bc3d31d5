import { BADGE_RULES, PICTURE_QUESTION_TYPES, QUESTION_TYPES } from '@quiz/shared/types';
import {
  adPartnerSchema,
  adSchema,
  badgeThreshold,
  badgeTypeSchema,
  badgeUnits,
  createGameSchema,
  gameIndexSchema,
  VALIDATION_MESSAGES as M,
  quoteSchema,
  subscriptionSchema,
} from '@quiz/shared/validation';
import { type AnySchema, array, number, object, string, ValidationError } from 'yup';
import type {
  SeedAdPartner,
  SeedBadgeType,
  SeedGame,
  SeedIndex,
  SeedQuestion,
  SeedQuote,
} from './types';

/*
 * The demo catalogue is data: one JSON file per kind, beside this one. Each
 * value is checked when the files are loaded, by the back office's own form
 * schemas (shared/src/validation/backoffice), so the seed holds nothing a
 * manager could not create; and by the shapes of ./types.ts for what only
 * the seed has (keys, index codes, media paths under seed-media).
 */

export interface Catalogue {
  indexes: SeedIndex[];
  quotes: SeedQuote[];
  gamesA: SeedGame[];
  gamesB: SeedGame[];
  badgeTypes: SeedBadgeType[];
  adPartners: SeedAdPartner[];
}

/** The data files as parsed, before they are checked. */
export interface CatalogueFiles {
  'indexes.json': unknown;
  'quotes.json': unknown;
  'games-a.json': unknown;
  'games-b.json': unknown;
  'badges.json': unknown;
  'partners.json': unknown;
}

type FieldErrors = Record<string, string>;

/** A wrong value in a data file: the message names the file, the entry and the field. */
export class SeedDataError extends Error {
  constructor(file: string, entry: string, errors: FieldErrors) {
    const fields = Object.entries(errors).map(([path, message]) => `${path || '.'}: ${message}`);
    super(`seed catalogue ${file}, ${entry}: ${fields.join('; ')}`);
    this.name = 'SeedDataError';
  }
}

/** Reads the data files (only when a database is seeded) and checks them. */
export async function loadCatalogue(): Promise<Catalogue> {
  const [indexes, quotes, gamesA, gamesB, badges, partners] = await Promise.all([
    import('./indexes.json'),
    import('./quotes.json'),
    import('./games-a.json'),
    import('./games-b.json'),
    import('./badges.json'),
    import('./partners.json'),
  ]);
  return checkCatalogue({
    'indexes.json': indexes.default,
    'quotes.json': quotes.default,
    'games-a.json': gamesA.default,
    'games-b.json': gamesB.default,
    'badges.json': badges.default,
    'partners.json': partners.default,
  });
}

/** Checks every entry of every file; throws a SeedDataError at the first wrong one. */
export function checkCatalogue(files: CatalogueFiles): Catalogue {
  const indexes = checkList<SeedIndex>(files, 'indexes.json', (item) => errorsOf(seedIndex, item));
  const codes = indexes.map((index) => index.code);
  const games = (file: 'games-a.json' | 'games-b.json') =>
    checkList<SeedGame>(files, file, (item) => gameErrors(item, codes));
  return {
    indexes,
    quotes: checkList(files, 'quotes.json', (item) => errorsOf(seedQuote, item)),
    gamesA: games('games-a.json'),
    gamesB: games('games-b.json'),
    badgeTypes: checkList(files, 'badges.json', (item) => errorsOf(seedBadgeType, item)),
    adPartners: checkList(files, 'partners.json', (item) => errorsOf(seedAdPartner, item)),
  };
}

function checkList<T>(
  files: CatalogueFiles,
  file: keyof CatalogueFiles,
  errorsOfItem: (item: unknown) => FieldErrors,
): T[] {
  const list = files[file];
  if (!Array.isArray(list)) throw new SeedDataError(file, 'the file', { '': 'not a list' });
  for (const [position, item] of list.entries()) {
    const errors = errorsOfItem(item);
    if (Object.keys(errors).length > 0) {
      const key = (item as { key?: unknown }).key;
      throw new SeedDataError(
        file,
        typeof key === 'string' ? `[${position}] ${key}` : `[${position}]`,
        errors,
      );
    }
  }
  return list as T[];
}

/** Every failing field with its message key; unknown fields fail too (a misspelt name). */
function errorsOf(schema: AnySchema, value: unknown): FieldErrors {
  try {
    // Kept, not stripped: an unknown field is reported by noUnknown.
    schema.validateSync(value, { abortEarly: false, stripUnknown: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: FieldErrors = {};
    for (const leaf of error.inner.length > 0 ? error.inner : [error]) {
      errors[leaf.path ?? ''] ??= leaf.message;
    }
    return errors;
  }
}

const unknownField = ({ unknown }: { unknown?: string }) => `unknown field ${unknown ?? ''}`;

/** A picture of seed-media, copied into the media store when seeding: 'indexes/sport-icon.svg'. */
const mediaPath = string()
  .required(M.required)
  .matches(/^[a-z0-9-]+(\/[a-z0-9-]+)*\.svg$/, M.value_invalid);

const seedIndex = gameIndexSchema
  .shape({ icon: mediaPath, image: mediaPath, cover_image: mediaPath })
  .noUnknown(unknownField);

const seedQuote = quoteSchema.noUnknown(unknownField);

const seedBadgeType = badgeTypeSchema
  .shape({
    // A seeded badge is earned by one of the server's rules, at a threshold it states.
    type: string().required(M.required).oneOf(BADGE_RULES, M.value_invalid),
    threshold: badgeThreshold,
    number_of_units: badgeUnits,
    icon: mediaPath,
    image: mediaPath,
  })
  .noUnknown(unknownField);

// The subscription form calls the ad space `type`; the seed says `space`.
const { amount, duration_days, type: adSpace } = subscriptionSchema.fields;
const seedAdPartner = adPartnerSchema
  .shape({
    subscriptions: array(object({ space: adSpace, amount, duration_days }).noUnknown(unknownField))
      .required(M.required)
      .min(1, M.required),
    ads: array(
      adSchema.shape({ space: adSpace, illustration: mediaPath }).noUnknown(unknownField),
    ).required(M.required),
  })
  .noUnknown(unknownField);

const isPictureType = (type: unknown) =>
  (PICTURE_QUESTION_TYPES as readonly unknown[]).includes(type);

/**
 * What only the seed says of a question: its choices are texts in both
 * languages, or pictures for the picture types. The texts themselves and the
 * corrections are the create-game form's to check.
 */
const seedQuestion = object({
  type: string().required(M.required).oneOf(QUESTION_TYPES, M.question_type_invalid),
  label_en: string().required(M.required),
  label_fr: string().required(M.required),
  choices_en: array(string().defined()),
  choices_fr: array(string().defined()),
  choice_images: array(mediaPath),
  correction_ids: array(number().defined()).required(M.required),
  illustration: mediaPath.optional(),
})
  .noUnknown(unknownField)
  .test('choices-of-type', function choicesOfType(question) {
    const fields = question as Record<string, unknown>;
    const [needed, refused] = isPictureType(question.type)
      ? [['choice_images'], ['choices_en', 'choices_fr']]
      : [['choices_en', 'choices_fr'], ['choice_images']];
    const wrong =
      needed.find((field) => fields[field] === undefined) ??
      refused.find((field) => fields[field] !== undefined);
    if (wrong === undefined) return true;
    return this.createError({ path: `${this.path}.${wrong}`, message: M.value_invalid });
  });

const seedGame = (codes: string[]) =>
  object({
    key: string()
      .required(M.required)
      .matches(/^[a-z0-9]+(-[a-z0-9]+)*$/, M.value_invalid),
    indexes: array(string().required(M.required).oneOf(codes, M.value_invalid))
      .required(M.index_required)
      .min(1, M.index_required),
    title_en: string().required(M.required),
    title_fr: string().required(M.required),
    cover: mediaPath,
    quote: seedQuote.default(undefined).optional(),
    questions: array(seedQuestion).required(M.question_required).min(1, M.question_required),
  }).noUnknown(unknownField);

/** A game is checked as the create-game form would send it, its errors named in the seed's terms. */
function gameErrors(item: unknown, codes: string[]): FieldErrors {
  const shape = errorsOf(seedGame(codes), item);
  if (Object.keys(shape).length > 0) return shape;
  const game = item as SeedGame;
  const form = errorsOf(createGameSchema, createGameForm(game, codes));
  return Object.fromEntries(
    Object.entries(form).map(([path, message]) => [seedPath(path, game), message]),
  );
}

/** The create-game form's values for a seed game; index ids are the indexes' positions. */
function createGameForm(game: SeedGame, codes: string[]) {
  return {
    title_fr: game.title_fr,
    title_en: game.title_en,
    indexes: game.indexes.map((code) => codes.indexOf(code) + 1),
    questions_answers: game.questions.map((question) => ({
      type: question.type,
      data: {
        type: question.type,
        label: question.label_fr,
        label_en: question.label_en,
        ...choiceValues(question),
        correction_ids: question.correction_ids,
      },
    })),
  };
}

function choiceValues(question: SeedQuestion) {
  if ('choice_images' in question) {
    return { choice_values: question.choice_images, choice_values_en: question.choice_images };
  }
  return { choice_values: question.choices_fr, choice_values_en: question.choices_en };
}

/** 'questions_answers[2].data.label' of the form is 'questions[2].label_fr' of the seed. */
function seedPath(path: string, game: SeedGame): string {
  const match = /^questions_answers\[(\d+)\](?:\.data)?(?:\.(\w+))?(.*)$/.exec(path);
  if (!match) return path;
  const [, position = '0', field = '', rest = ''] = match;
  const pictures = 'choice_images' in (game.questions[Number(position)] ?? {});
  const names: Record<string, string> = {
    label: 'label_fr',
    choice_values: pictures ? 'choice_images' : 'choices_fr',
    choice_values_en: pictures ? 'choice_images' : 'choices_en',
  };
  const name = names[field] ?? field;
  return `questions[${position}]${name ? `.${name}` : ''}${rest}`;
}
