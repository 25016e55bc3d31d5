import type { AdminGameDetail } from '@quiz/shared/contract';
import { api } from '@quiz/shared/paths';
import type { FastifyInstance } from 'fastify';
import { expect, vi } from 'vitest';
import { isoNow } from '../../src/db/time';
import type { FilePart } from './form-data';
import type { ManagerClient } from './managers';

/*
 * Games management through its API, as the create-game wizard and the games
 * screens call it: the shared path builders and multipart forms.
 */

export const gamesApi = api.admin.games;

/** A text question draft of the wizard (section 3 "Question (draft)"). */
export function textQuestion(
  type: 'sc' | 'mc' | 'moc',
  correction: number[],
  overrides: Record<string, unknown> = {},
) {
  return {
    type,
    data: {
      type,
      label: 'Quelle est la capitale du Cameroun ?',
      label_en: 'What is the capital city of Cameroon?',
      choice_values: ['Douala', 'Yaoundé', 'Bafoussam'],
      choice_values_en: ['Douala', 'Yaounde', 'Bafoussam'],
      correction_ids: correction,
      ...overrides,
    },
  };
}

/** The fields of a create form: two titles, the indexes and the questions, as JSON where the spec says. */
export function gameForm(
  indexes: number[],
  questions: unknown[] = [textQuestion('sc', [1])],
  overrides: Record<string, string | FilePart> = {},
): Record<string, string | FilePart> {
  return {
    title_fr: 'Les villes du Cameroun',
    title_en: 'Cities of Cameroon',
    indexes: JSON.stringify(indexes),
    questions_answers: JSON.stringify(questions),
    ...overrides,
  };
}

/** Creates a game through the API; answers it. */
export async function newGame(
  client: ManagerClient,
  indexes: number[],
  overrides: Record<string, string | FilePart> = {},
): Promise<AdminGameDetail> {
  const res = await client.form('POST', gamesApi.create(), gameForm(indexes, undefined, overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().game;
}

/** Ids of the games players see, newest first (the latest list). */
export async function playerGameIds(app: FastifyInstance): Promise<number[]> {
  const res = await app.inject({
    method: 'GET',
    url: api.games.list({ type: 'latest', page: 1, size: 50 }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().list as { id: number }[]).map((game) => game.id);
}

/** Waits until the player catalogue of this instance shows (or hides) the game. */
export async function expectInCatalogue(app: FastifyInstance, gameId: number, shown: boolean) {
  await vi.waitFor(async () => expect((await playerGameIds(app)).includes(gameId)).toBe(shown), {
    timeout: 5_000,
    interval: 50,
  });
}

/** Every row games management writes, to show a refused call changed nothing. */
export async function gamesSnapshot(app: FastifyInstance) {
  const all = (table: 'games' | 'questions' | 'game_game_indexes' | 'audit_entries') =>
    app.db.selectFrom(table).selectAll().execute();
  return {
    games: await all('games'),
    questions: await all('questions'),
    links: await all('game_game_indexes'),
    audit: await all('audit_entries'),
  };
}

/** Two game indexes made for the tests; answers their ids. */
export async function twoIndexes(app: FastifyInstance): Promise<[number, number]> {
  const ids: number[] = [];
  for (const code of ['history', 'geography']) {
    const row = await app.db
      .insertInto('game_indexes')
      .values({
        code,
        label_en: code,
        label_fr: code,
        cover_description_en: `About ${code}`,
        cover_description_fr: `Sur ${code}`,
        updated_at: isoNow(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return ids as [number, number];
}
