/** Create-game wizard rules (back office section 5 and section 4 question editing). */
import { MAX_LENGTHS } from '../../constants/ui';
import {
  isOneOf,
  PICTURE_QUESTION_TYPES,
  QUESTION_TYPES,
  type QuestionType,
} from '../../types/enums';
import { asArray, childPath, form, list, numeric, text, trimmed } from '../base';
import { idList, minText, optionalText } from '../fields';
import { VALIDATION_MESSAGES as M } from '../messages';

/** Game titles: at least 5 characters, at most MAX_LENGTHS.title. */
export const gameTitle = minText(MAX_LENGTHS.title);

function isPictureType(type: unknown): boolean {
  return (PICTURE_QUESTION_TYPES as readonly unknown[]).includes(type);
}

const textChoice = trimmed().required(M.choice_required).max(MAX_LENGTHS.choice, M.text_too_long);
/** A picture choice is an image reference (upload name or data URL); it only has to exist. */
const pictureChoice = trimmed().required(M.picture_required);

/** Picture types need only the images; their English list may be empty or the same images. */
function choiceList(isEnglish: boolean) {
  return list()
    .required(M.choice_required)
    .when('type', ([type]: unknown[], schema) =>
      schema.of(isPictureType(type) ? pictureChoice : textChoice),
    )
    .test('not-empty', M.choice_required, function notEmpty(values) {
      const pictures = isPictureType(this.parent?.type);
      return (isEnglish && pictures) || (Array.isArray(values) && values.length > 0);
    });
}

/** Whether correction_ids fit the question type; returns the message key of the first fault. */
export function correctionFault(
  type: QuestionType,
  correction_ids: readonly number[],
  choiceCount: number,
): string | null {
  if (correction_ids.length === 0) return M.correction_required;
  if (correction_ids.some((i) => !Number.isInteger(i) || i < 0 || i >= choiceCount)) {
    return M.correction_out_of_range;
  }
  if (new Set(correction_ids).size !== correction_ids.length) return M.correction_duplicate;
  if ((type === 'sc' || type === 'psc') && correction_ids.length !== 1) return M.correction_single;
  // Ordered types: the correction is the full order of every choice.
  if ((type === 'moc' || type === 'pmoc') && correction_ids.length !== choiceCount) {
    return M.correction_order_invalid;
  }
  return null;
}

/**
 * The `data` of a question draft: label (French) and label_en of at least 5 characters;
 * choices in both languages, same count; corrections per type (see correctionFault).
 */
export const questionDataSchema = form({
  type: text().required(M.required).oneOf(QUESTION_TYPES, M.question_type_invalid),
  label: minText(MAX_LENGTHS.label),
  label_en: minText(MAX_LENGTHS.label),
  /** optional, in French and English: shown to the player with the corrections only */
  explanation: optionalText(MAX_LENGTHS.explanation),
  explanation_en: optionalText(MAX_LENGTHS.explanation),
  choice_values: choiceList(false),
  choice_values_en: choiceList(true),
  correction_ids: list()
    .of(numeric().typeError(M.correction_out_of_range).required(M.correction_out_of_range))
    .required(M.correction_required),
})
  .test('same-choice-count', function sameChoiceCount(value) {
    const fr = asArray(value?.choice_values);
    const en = asArray(value?.choice_values_en);
    // Picture questions may leave the English list empty: the images serve both languages.
    if (fr.length === en.length || (isPictureType(value?.type) && en.length === 0)) return true;
    return this.createError({
      path: childPath(this.path, 'choice_values_en'),
      message: M.choices_count_mismatch,
    });
  })
  .test('corrections', function corrections(value) {
    if (!isOneOf(QUESTION_TYPES, value?.type)) return true; // reported on `type`
    // correctionFault checks each id is an integer, so unknown items are safe to pass.
    const corrections = asArray(value.correction_ids) as number[];
    const fault = correctionFault(value.type, corrections, asArray(value.choice_values).length);
    if (!fault) return true;
    return this.createError({ path: childPath(this.path, 'correction_ids'), message: fault });
  });

/**
 * One entry of questions_answers: the type and its data. The data carries the type
 * too; the two must agree, or the corrections would be checked against another type.
 */
export const questionDraftSchema = form({
  type: text().required(M.required).oneOf(QUESTION_TYPES, M.question_type_invalid),
  data: questionDataSchema,
}).test('same-type', function sameType(value) {
  if (!value?.data || value.type === value.data.type) return true;
  return this.createError({
    path: childPath(this.path, 'data.type'),
    message: M.question_type_invalid,
  });
});

/**
 * Create game (multipart; the server parses the JSON fields `indexes` and
 * `questions_answers` before validating). `questionsSize` is the manager's
 * params.questions_size cap; without it the count is not capped.
 */
export function makeCreateGameSchema(questionsSize?: number) {
  const questions = list()
    .of(questionDraftSchema)
    .required(M.question_required)
    .min(1, M.question_required);
  return form({
    title_fr: gameTitle,
    title_en: gameTitle,
    indexes: idList.required(M.index_required).min(1, M.index_required),
    questions_answers:
      questionsSize === undefined ? questions : questions.max(questionsSize, M.too_many_questions),
  });
}

export const createGameSchema = makeCreateGameSchema();
