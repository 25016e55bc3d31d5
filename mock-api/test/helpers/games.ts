import type { FastifyInstance } from 'fastify';
import type { QuestionType } from '../../src/db/schema';
import { isoNow } from '../../src/db/time';
import { transact } from '../../src/db/transaction';
import { post } from '../../src/domain/ledger/ledger';
import { type Message, PlayClient } from './socket';

export interface TestQuestion {
  type: QuestionType;
  choices: number;
  correction: number[];
}

/** The six question types, each with a correction of its own shape. */
export const everyType: TestQuestion[] = [
  { type: 'sc', choices: 3, correction: [1] },
  { type: 'mc', choices: 4, correction: [0, 2] },
  { type: 'moc', choices: 3, correction: [2, 0, 1] },
  { type: 'psc', choices: 3, correction: [2] },
  { type: 'pmc', choices: 3, correction: [0, 1] },
  { type: 'pmoc', choices: 3, correction: [1, 2, 0] },
];

/** A quiz made for a test, with short question times. */
export async function createGame(
  app: FastifyInstance,
  options: { questions?: TestQuestion[]; durationSec?: number; active?: boolean } = {},
) {
  const questions = options.questions ?? everyType;
  const game = await app.db
    .insertInto('games')
    .values({
      title_en: 'Test quiz',
      title_fr: 'Quiz de test',
      question_duration_sec: options.durationSec ?? 30,
      is_active: options.active === false ? 0 : 1,
      updated_at: isoNow(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await app.db
    .insertInto('questions')
    .values(
      questions.map((q, i) => {
        const picture = q.type.startsWith('p');
        const choices = Array.from({ length: q.choices }, (_, c) =>
          picture ? `seed/pictures/${c}.svg` : `Choice ${c}`,
        );
        return {
          game_id: game.id,
          rank: i + 1,
          type: q.type,
          label_en: `Question ${i + 1}`,
          label_fr: `Question ${i + 1}`,
          choice_values_en: JSON.stringify(choices),
          choice_values_fr: JSON.stringify(choices),
          correction_ids: JSON.stringify(q.correction),
        };
      }),
    )
    .execute();
  return { id: game.id, questions };
}

/** A wrong answer of the same shape as the correction. */
export function wrongAnswer(q: TestQuestion): number[] {
  if (q.correction.length > 1)
    return [...q.correction].reverse().slice(q.type.endsWith('moc') ? 0 : 1);
  return [(q.correction[0] ?? 0) === 0 ? 1 : 0];
}

export async function userId(app: FastifyInstance, email: string) {
  const user = await app.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return user.id;
}

export async function makeFriends(app: FastifyInstance, a: number, b: number) {
  await app.db
    .insertInto('friendships')
    .values([
      { user_id: a, friend_id: b },
      { user_id: b, friend_id: a },
    ])
    .execute();
}

/** Gains given by the house, as a win would (a new reference each time). */
export async function giveGains(app: FastifyInstance, id: number, amount: number) {
  await transact(app.db, (trx) =>
    post(trx, {
      userId: id,
      account: 'gains',
      amount,
      kind: 'seed_grant',
      reference: `test:${id}:${amount}:${Math.random()}`,
    }),
  );
}

export async function wallet(app: FastifyInstance, id: number) {
  return app.db
    .selectFrom('wallets')
    .select(['credits', 'gains'])
    .where('user_id', '=', id)
    .executeTakeFirstOrThrow();
}

/** What createGame stores as choice `index`, as a player receives it. */
const choiceAsSent = (type: string, index: number) =>
  type.startsWith('p') ? `/media/seed/pictures/${index}.svg` : `Choice ${index}`;

/**
 * The positions on screen of choices given by their stored index: each play
 * shows a question's choices in an order of its own.
 */
export function onScreen(
  question: { type: string; choice_values_en: string[] },
  stored: number[],
): number[] {
  return stored.map((index) => {
    const position = question.choice_values_en.indexOf(choiceAsSent(question.type, index));
    if (position < 0) throw new Error(`choice ${index} not on screen`);
    return position;
  });
}

/** Chooses the stored choices `value` for the question on screen, ends it, and returns what comes next. */
export async function answer(client: PlayClient, on: Message, value: number[]) {
  const ids = { question_id: on.data.current_question_id, answer_id: on.data.question.answer_id };
  client.send({ type: 'update', ...ids, value: onScreen(on.data.question, value) });
  const saved = await client.next();
  if (saved.type !== 'answer_saved') throw new Error(`answer not saved: ${JSON.stringify(saved)}`);
  client.send({ type: 'termination', ...ids });
  return client.next();
}

/**
 * Plays a challenge to its end over the play socket, the first `rightAnswers`
 * questions right and the others wrong; returns the score message.
 */
export async function playChallenge(
  base: string,
  access: string,
  game: { id: number; questions: TestQuestion[] },
  challengeId: number,
  rightAnswers: number,
) {
  const client = await PlayClient.open(base, {
    token: access,
    game_id: game.id,
    type: 'challenge',
    challenge_id: challengeId,
  });
  let message = await client.next();
  if (message.type !== 'start_play') throw new Error(`no start: ${JSON.stringify(message)}`);
  for (const [i, q] of game.questions.entries()) {
    message = await answer(client, message, i < rightAnswers ? q.correction : wrongAnswer(q));
  }
  client.close();
  return message;
}
