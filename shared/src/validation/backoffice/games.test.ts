import { describe, expect, it } from 'vitest';
import { object } from 'yup';
import { VALIDATION_MESSAGES as M } from '../messages';
import { validate } from '../validate';
import {
  correctionFault,
  createGameSchema,
  gameTitle,
  makeCreateGameSchema,
  questionDataSchema,
  questionDraftSchema,
} from './games';

const sc = {
  type: 'sc',
  label: 'Quelle est la capitale du Cameroun ?',
  label_en: 'What is the capital of Cameroon?',
  choice_values: ['Douala', 'Yaoundé'],
  choice_values_en: ['Douala', 'Yaounde'],
  correction_ids: [1],
};

describe('gameTitle', () => {
  const check = (title: string) => validate(object({ title: gameTitle }), { title });

  it('needs at least 5 characters after trimming', () => {
    expect(check('Sport').ok).toBe(true);
    expect(check('  Spor  ')).toEqual({ ok: false, errors: { title: M.text_too_short } });
    expect(check('a'.repeat(150)).ok).toBe(true);
    expect(check('a'.repeat(151))).toEqual({ ok: false, errors: { title: M.text_too_long } });
  });
});

describe('correctionFault', () => {
  it('accepts well-formed corrections per type', () => {
    expect(correctionFault('sc', [1], 2)).toBeNull();
    expect(correctionFault('mc', [0, 2], 3)).toBeNull();
    expect(correctionFault('moc', [2, 0, 1], 3)).toBeNull();
    expect(correctionFault('pmoc', [1, 0], 2)).toBeNull();
  });

  it('names the first fault', () => {
    expect(correctionFault('mc', [], 3)).toBe(M.correction_required);
    expect(correctionFault('mc', [3], 3)).toBe(M.correction_out_of_range);
    expect(correctionFault('mc', [-1], 3)).toBe(M.correction_out_of_range);
    expect(correctionFault('mc', [1, 1], 3)).toBe(M.correction_duplicate);
    expect(correctionFault('sc', [0, 1], 3)).toBe(M.correction_single);
    expect(correctionFault('psc', [0, 1], 3)).toBe(M.correction_single);
    expect(correctionFault('moc', [0, 1], 3)).toBe(M.correction_order_invalid);
  });
});

describe('questionDataSchema', () => {
  it('accepts a text question', () => {
    expect(validate(questionDataSchema, sc).ok).toBe(true);
  });

  it('flags short labels and empty choices', () => {
    expect(
      validate(questionDataSchema, { ...sc, label: 'Qui', choice_values: ['Douala', ' '] }),
    ).toEqual({
      ok: false,
      errors: { label: M.text_too_short, 'choice_values[1]': M.choice_required },
    });
  });

  it('needs at least one choice', () => {
    const result = validate(questionDataSchema, {
      ...sc,
      choice_values: [],
      choice_values_en: [],
      correction_ids: [],
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        choice_values: M.choice_required,
        choice_values_en: M.choice_required,
        correction_ids: M.correction_required,
      },
    });
  });

  it('needs the same number of choices in both languages', () => {
    expect(validate(questionDataSchema, { ...sc, choice_values_en: ['Douala'] })).toEqual({
      ok: false,
      errors: { choice_values_en: M.choices_count_mismatch },
    });
  });

  it('checks corrections against the type', () => {
    expect(validate(questionDataSchema, { ...sc, correction_ids: [0, 1] })).toEqual({
      ok: false,
      errors: { correction_ids: M.correction_single },
    });
    expect(validate(questionDataSchema, { ...sc, type: 'moc', correction_ids: [1, 0] }).ok).toBe(
      true,
    );
    expect(validate(questionDataSchema, { ...sc, type: 'moc', correction_ids: [1] })).toEqual({
      ok: false,
      errors: { correction_ids: M.correction_order_invalid },
    });
  });

  it('accepts picture choices without English values, but not empty images', () => {
    const pmc = {
      ...sc,
      type: 'pmc',
      choice_values: ['a.png', 'b.png', 'c.png'],
      choice_values_en: [],
      correction_ids: [0, 2],
    };
    expect(validate(questionDataSchema, pmc).ok).toBe(true);
    expect(
      validate(questionDataSchema, { ...pmc, choice_values: ['a.png', ''], correction_ids: [0] }),
    ).toEqual({
      ok: false,
      errors: { 'choice_values[1]': M.picture_required },
    });
  });

  it('refuses unknown types', () => {
    expect(validate(questionDataSchema, { ...sc, type: 'number' })).toEqual({
      ok: false,
      errors: { type: M.question_type_invalid },
    });
  });
});

describe('createGameSchema', () => {
  const game = {
    title_fr: 'Géographie du Cameroun',
    title_en: 'Geography of Cameroon',
    indexes: [1, 3],
    questions_answers: [{ type: 'sc', data: sc }],
  };

  it('accepts a complete game', () => {
    expect(validate(createGameSchema, game).ok).toBe(true);
    expect(validate(questionDraftSchema, { type: 'sc', data: sc }).ok).toBe(true);
    expect(validate(questionDraftSchema, { type: 'mc', data: sc })).toEqual({
      ok: false,
      errors: { 'data.type': M.question_type_invalid },
    });
  });

  it('needs both titles, an index and a question', () => {
    expect(
      validate(createGameSchema, {
        title_fr: '',
        title_en: 'Geo',
        indexes: [],
        questions_answers: [],
      }),
    ).toEqual({
      ok: false,
      errors: {
        title_fr: M.required,
        title_en: M.text_too_short,
        indexes: M.index_required,
        questions_answers: M.question_required,
      },
    });
  });

  it('reports nested question errors with their path', () => {
    const broken = {
      ...game,
      questions_answers: [{ type: 'sc', data: { ...sc, correction_ids: [5] } }],
    };
    expect(validate(createGameSchema, broken)).toEqual({
      ok: false,
      errors: { 'questions_answers[0].data.correction_ids': M.correction_out_of_range },
    });
  });

  it('caps the questions at the manager questions_size when given', () => {
    const two = {
      ...game,
      questions_answers: [game.questions_answers[0], game.questions_answers[0]],
    };
    expect(validate(makeCreateGameSchema(2), two).ok).toBe(true);
    expect(validate(makeCreateGameSchema(1), two)).toEqual({
      ok: false,
      errors: { questions_answers: M.too_many_questions },
    });
  });
});
