import { isCorrect, isSoloWin, soloReward } from '@quiz/shared/formulas';
import type { QuestionType } from '@quiz/shared/types';
import type { Transaction } from 'kysely';
import { post } from '../../domain/ledger/ledger';
import { PLAY_LEDGER, playReference } from '../../domain/play/records';
import type { Settings } from '../../domain/settings/settings';
import type { Database } from '../schema';
import { isoNow } from '../time';

type Trx = Transaction<Database>;

/** A small deterministic generator, so the demo data is the same on every new database. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface PlayedQuestion {
  id: number;
  type: QuestionType;
  correction: number[];
  choices: number;
}

export interface PlayedGame {
  id: number;
  question_duration_sec: number;
  solo_percentage_towin: number;
  questions: PlayedQuestion[];
}

/** The active games, oldest first, each with its questions in order. */
export async function playGames(trx: Trx): Promise<PlayedGame[]> {
  const [games, questions] = await Promise.all([
    trx
      .selectFrom('games')
      .select(['id', 'question_duration_sec', 'solo_percentage_towin'])
      .where('is_active', '=', 1)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    trx
      .selectFrom('questions')
      .select(['id', 'game_id', 'type', 'correction_ids', 'choice_values_en'])
      .orderBy('game_id')
      .orderBy('rank')
      .execute(),
  ]);
  return games.map((game) => ({
    ...game,
    questions: questions
      .filter((question) => question.game_id === game.id)
      .map((question) => ({
        id: question.id,
        type: question.type,
        correction: JSON.parse(question.correction_ids) as number[],
        choices: (JSON.parse(question.choice_values_en) as string[]).length,
      })),
  }));
}

/** What a player who gets the question wrong picks: one choice off, or one missing. */
function wrongSelection(question: PlayedQuestion): number[] {
  const [first = 0] = question.correction;
  if (question.correction.length > 1) return question.correction.slice(0, -1);
  return [(first + 1) % Math.max(question.choices, 2)];
}

export interface PlaySeed {
  player: { id: number; skill: number };
  game: PlayedGame;
  type: 'solo' | 'challenge';
  startedAt: Date;
  challengeId?: number;
  /** credits the play cost; a solo costs the setting solo_units */
  eneUnits?: number;
}

/**
 * A finished play with its answers, scored by the shared rules: each answer
 * is right with the player's skill as chance, is_correct is what isCorrect
 * says of the selection, the note counts them. A solo is won at the target
 * and paid at once; a solo's stake and reward go through the ledger here, a
 * challenge's through its caller.
 */
export async function recordPlay(trx: Trx, settings: Settings, rng: () => number, seed: PlaySeed) {
  const { game, startedAt } = seed;
  const perQuestion = game.question_duration_sec;
  let elapsed = 0;
  const answers = game.questions.map((question) => {
    const selected = rng() < seed.player.skill ? question.correction : wrongSelection(question);
    const opened = new Date(startedAt.getTime() + elapsed * 1000);
    const took = 3 + Math.floor(rng() * Math.max(1, perQuestion - 4));
    elapsed += took;
    return {
      question_id: question.id,
      id_values: JSON.stringify(selected),
      is_correct: isCorrect(question.type, question.correction, selected) ? 1 : 0,
      started_at: isoNow(opened),
      deadline: isoNow(new Date(opened.getTime() + perQuestion * 1000)),
      answered_at: isoNow(new Date(opened.getTime() + took * 1000)),
    };
  });
  const note = answers.filter((answer) => answer.is_correct === 1).length;
  const solo = seed.type === 'solo';
  const won = solo && isSoloWin(note, game.questions.length, game.solo_percentage_towin);
  const gain = won
    ? soloReward(settings.gain_unit, settings.solo_units, settings.solo_win_gain_multiplicator)
    : 0;
  const play = await trx
    .insertInto('plays')
    .values({
      user_id: seed.player.id,
      game_id: game.id,
      type: seed.type,
      challenge_id: seed.challengeId ?? null,
      note,
      is_winner: won ? 1 : 0,
      gain,
      ene_units: seed.eneUnits ?? settings.solo_units,
      solo_percentage_towin: game.solo_percentage_towin,
      question_duration_sec: perQuestion,
      is_active: 0,
      started_at: isoNow(startedAt),
      ended_at: isoNow(new Date(startedAt.getTime() + elapsed * 1000)),
      duration_sec: elapsed,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('answers')
    .values(answers.map((answer) => ({ ...answer, play_id: play.id })))
    .execute();
  if (solo) {
    const reference = playReference(play.id);
    await post(trx, {
      userId: seed.player.id,
      account: 'credits',
      amount: -settings.solo_units,
      kind: PLAY_LEDGER.soloStake,
      reference,
    });
    if (gain > 0) {
      await post(trx, {
        userId: seed.player.id,
        account: 'gains',
        amount: gain,
        kind: PLAY_LEDGER.soloReward,
        reference,
      });
    }
  }
  return { id: play.id, note };
}
