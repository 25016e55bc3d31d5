import type { FastifyInstance } from 'fastify';
import type { QuestionType } from '../../src/db/schema';
import { isoNow } from '../../src/db/time';

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

export async function wallet(app: FastifyInstance, id: number) {
  return app.db
    .selectFrom('wallets')
    .select(['credits', 'gains'])
    .where('user_id', '=', id)
    .executeTakeFirstOrThrow();
}
