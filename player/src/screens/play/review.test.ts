import type { Answer, Score } from '@quiz/shared/contract';
import { describe, expect, it } from 'vitest';
import { choiceMarks, outcomeText } from './review';

/** A translation that shows the key and its parameters, so a test reads which text was chosen. */
const t = (key: string, params?: Record<string, unknown>) =>
  params ? `${key} ${JSON.stringify(params)}` : key;

const score = (play: Partial<Score['play']>) =>
  ({
    game: {},
    play: { is_winner: false, gain: 0, challenge_id: null, ...play },
  }) as unknown as Score;

describe('the outcome said to the player', () => {
  it('says won and how much, or lost, plainly', () => {
    expect(outcomeText(score({ is_winner: true, gain: 200 }), false, t)).toBe(
      'play.fair.you_won {"amount":"200 FCFA"}',
    );
    expect(outcomeText(score({ challenge_id: 4, is_winner: true, gain: 1500 }), true, t)).toBe(
      'play.fair.you_won {"amount":"1 500 FCFA"}',
    );
    expect(outcomeText(score({ challenge_id: 4 }), true, t)).toBe('play.fair.you_lost');
    expect(outcomeText(score({}), false, t)).toBe('play.lost');
  });

  it('says nothing of winning while the challenge is open', () => {
    expect(outcomeText(score({ challenge_id: 4, is_winner: true, gain: 200 }), false, t)).toBe(
      'play.challenge_on',
    );
  });
});

describe('the marks of a choice in a review', () => {
  const answer = (id_values: number[], correction_ids?: number[]) =>
    ({ id_values, related_question: { correction_ids } }) as unknown as Answer;

  it('gives the place among the picks and in the correction, by the place on screen', () => {
    const ordered = answer([2, 0], [0, 2, 1]);
    expect(choiceMarks(ordered, 2)).toEqual({ chosen: 1, right: 2 });
    expect(choiceMarks(ordered, 0)).toEqual({ chosen: 2, right: 1 });
    expect(choiceMarks(ordered, 1)).toEqual({ chosen: null, right: 3 });
  });

  it('marks no right answer while the corrections are hidden', () => {
    expect(choiceMarks(answer([1]), 1)).toEqual({ chosen: 1, right: null });
    expect(choiceMarks(answer([1]), 0)).toEqual({ chosen: null, right: null });
  });
});
