import type { Selectable, Transaction } from 'kysely';
import { beginPlay, keepChoice, moveOn } from '../../domain/play/steps';
import type { ChallengesTable, Database } from '../schema';

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
  choice_values_en: string;
  /** what a player who knows the answer picks */
  correction: number[];
  choices: number;
}

export interface PlayedGame {
  id: number;
  question_duration_sec: number;
  solo_percentage_towin: number;
  /** the version of its questions plays use */
  version: number;
  firstQuestionId: number;
  questions: Map<number, PlayedQuestion>;
}

/** The active games, oldest first, each with its questions. */
export async function playGames(trx: Trx): Promise<PlayedGame[]> {
  const [games, questions] = await Promise.all([
    trx
      .selectFrom('games')
      .select(['id', 'question_duration_sec', 'solo_percentage_towin', 'version'])
      .where('is_active', '=', 1)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    trx
      .selectFrom('questions')
      .select(['id', 'game_id', 'version', 'correction_ids', 'choice_values_en'])
      .orderBy('game_id')
      .orderBy('rank')
      .execute(),
  ]);
  return games.flatMap((game) => {
    const own = questions.filter(
      (question) => question.game_id === game.id && question.version === game.version,
    );
    const [first] = own;
    if (!first) return [];
    const played = own.map((question) => ({
      id: question.id,
      choice_values_en: question.choice_values_en,
      correction: JSON.parse(question.correction_ids) as number[],
      choices: (JSON.parse(question.choice_values_en) as string[]).length,
    }));
    return [
      {
        ...game,
        firstQuestionId: first.id,
        questions: new Map(played.map((question) => [question.id, question])),
      },
    ];
  });
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
  startedAt: Date;
  /** the challenge joined; a solo play has none */
  challenge?: Selectable<ChallengesTable>;
}

/**
 * A community player plays a quiz through, by the steps of the play engine at
 * the times given: the play starts (its cost taken), each question is
 * answered right with the player's skill as chance and ended a few seconds
 * later, scored by the engine, and the last one ends the play (a won solo
 * paid). Returns the finished play.
 */
export async function playThrough(trx: Trx, rng: () => number, seed: PlaySeed) {
  const { game, player } = seed;
  let { play } = await beginPlay(
    trx,
    {
      userId: player.id,
      game,
      gameVersion: seed.challenge?.game_version ?? game.version,
      firstQuestionId: game.firstQuestionId,
      challenge: seed.challenge,
    },
    seed.startedAt,
  );
  let time = seed.startedAt.getTime();
  for (;;) {
    const question = game.questions.get(play.current_question_id ?? 0);
    if (!question) throw new Error(`play ${play.id} has no question on screen`);
    const selected = rng() < player.skill ? question.correction : wrongSelection(question);
    await keepChoice(trx, play.id, question, selected);
    time += (3 + Math.floor(rng() * Math.max(1, game.question_duration_sec - 4))) * 1000;
    const step = await moveOn(trx, play, 'answered', new Date(time));
    if (!step) throw new Error(`play ${play.id} could not move on`);
    if ('outcome' in step) return step.outcome.play;
    play = step.next.play;
  }
}
