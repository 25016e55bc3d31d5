import type { Language } from '@quiz/shared/types';
import { VALIDATION_MESSAGES as M, makeCreateGameSchema, validate } from '@quiz/shared/validation';
import type { GameDraft, QuestionDraft } from './create';
import { correctionOf, type SheetRow } from './sheet';

/*
 * Kahoot's quiz template (issue: a manager brings the quizzes written for
 * Kahoot). Its rows hold a question (120 characters at most), up to four
 * answers, a time limit among Kahoot's own and the correct answers' numbers
 * ("1,3"), in one language and without a game title. A row with one correct
 * answer is a single-choice question (sc), with several a multiple-choice one
 * (mc). The game is checked by the create form's rules, its texts standing for
 * both languages; it is stored with the other language empty, inactive and
 * without category, so that no player sees it before a manager completes it
 * in the edit screen (the game cannot be reactivated before: see
 * isIncomplete in service.ts). The time limit is checked and not kept: a
 * game's questions share the duration of the settings.
 */

export const KAHOOT_ANSWERS = 4;
export const KAHOOT_QUESTION_LENGTH = 120;
export const KAHOOT_TIME_LIMITS = [5, 10, 20, 30, 60, 90, 120, 240];

/** A refusal of a cell (row 0: the import's own parameters). */
export type Refuse = (row: number, column: string, message: string) => void;

export interface KahootOptions {
  /** the language the quiz is written in */
  language: Language;
  /** the game's title in that language (the template has none) */
  title: string;
}

function answersOf(row: SheetRow, refuse: Refuse): string[] {
  const answers: string[] = [];
  for (const [name, text] of Object.entries(row.cells)) {
    const answer = /^answer_(\d+)$/.exec(name);
    if (!answer || text === '') continue;
    const number = Number(answer[1]);
    if (number > KAHOOT_ANSWERS) refuse(row.row, name, M.sheet_too_many_answers);
    else answers[number - 1] = text;
  }
  // A blank answer between two written ones stays, and is refused as an empty choice.
  return Array.from(answers, (answer) => answer ?? '');
}

function checkCells(row: SheetRow, answers: string[], refuse: Refuse): number[] {
  const { question = '', time_limit = '', correct_answers = '' } = row.cells;
  if (question.length > KAHOOT_QUESTION_LENGTH) refuse(row.row, 'question', M.text_too_long);
  if (!KAHOOT_TIME_LIMITS.includes(Number(time_limit)) || !/^\d+$/.test(time_limit))
    refuse(row.row, 'time_limit', M.time_limit_invalid);
  const correction = correctionOf(correct_answers);
  if (correction === null || correction.some((n) => n < 0 || n >= answers.length))
    refuse(row.row, 'correct_answers', M.correction_out_of_range);
  return correction ?? [];
}

/** Where a path of the create form's errors sits in Kahoot's template. */
function columnOf(path: string): string {
  const choice = /^data\.choice_values(?:_en)?\[(\d+)\]/.exec(path);
  if (choice) return `answer_${Number(choice[1]) + 1}`;
  if (path.startsWith('data.choice_values')) return 'answer_1';
  if (path.startsWith('data.label')) return 'question';
  if (path.startsWith('data.correction_ids')) return 'correct_answers';
  return '';
}

/**
 * The game of a Kahoot template, checked; null when refused (each fault
 * told to `refuse`). `lacking` is every question's row: each lacks the other
 * language.
 */
export function checkKahoot(
  rows: SheetRow[],
  options: KahootOptions,
  questionsSize: number,
  refuse: Refuse,
): { draft: GameDraft | null; lacking: number[] } {
  let refused = false;
  // Each fault is told, and remembered: one is enough to store nothing.
  const fault: Refuse = (row, column, message) => {
    refused = true;
    refuse(row, column, message);
  };
  const questions = rows.map((row) => {
    const answers = answersOf(row, fault);
    const correction = checkCells(row, answers, fault);
    const type = correction.length > 1 ? 'mc' : 'sc';
    const label = row.cells.question ?? '';
    return {
      type,
      data: {
        type,
        label,
        label_en: label,
        choice_values: answers,
        choice_values_en: answers,
        correction_ids: correction,
      },
    };
  });
  const title = options.title.trim();
  if (title === '') fault(0, 'title', M.required);
  const result = validate(makeCreateGameSchema(questionsSize), {
    title_fr: title,
    title_en: title,
    // A stand-in for the form's rule: the game is stored without category, chosen when completing it.
    indexes: [1],
    questions_answers: questions,
  });
  if (!result.ok) {
    for (const [path, message] of Object.entries(result.errors)) {
      if (path.startsWith('title_')) {
        if (title !== '') fault(0, 'title', message);
        continue;
      }
      // A question's fault sits in its row; the questions' count, in the first one's.
      const question = /^questions_answers\[(\d+)\]\.?(.*)$/.exec(path);
      const at = rows[question ? Number(question[1]) : 0];
      fault(at?.row ?? 0, question ? columnOf(question[2] ?? '') : '', message);
    }
  }
  const lacking = rows.map((row) => row.row);
  if (refused || !result.ok) return { draft: null, lacking };
  const form = result.value;
  // The quiz's language holds its texts, the other one waits, empty, for the manager.
  const inBoth = (text: string) =>
    options.language === 'fr' ? { fr: text, en: '' } : { fr: '', en: text };
  const titles = inBoth(form.title_fr);
  return {
    lacking,
    draft: {
      title_fr: titles.fr,
      title_en: titles.en,
      indexes: [],
      quote_id: null,
      cover: null,
      inactive: true,
      questions: (form.questions_answers as QuestionDraft[]).map(({ type, data }) => {
        const label = inBoth(data.label);
        const choices = data.choice_values.map(inBoth);
        return {
          type,
          label_fr: label.fr,
          label_en: label.en,
          illustration: null,
          choice_values_fr: choices.map((choice) => choice.fr),
          choice_values_en: choices.map((choice) => choice.en),
          correction_ids: data.correction_ids,
          explanation_fr: null,
          explanation_en: null,
        };
      }),
    },
  };
}
