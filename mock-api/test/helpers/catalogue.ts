import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/index';
import { isoNow } from '../../src/db/time';
import { gameSearchTitle, userSearchName } from '../../src/domain/catalogue/search-text';
import { catalogueOf } from '../../src/domain/catalogue/service';
import { openWallet } from '../../src/domain/ledger/ledger';

/*
 * Catalogue rows written straight into the database, so a test sets up
 * exactly the plays, challenges and friendships its ranking needs. Reads go
 * through the API; call refresh() after writing so cached lists see the rows.
 */

const HOUR_MS = 3600 * 1000;
export const hoursAgo = (hours: number) => isoNow(new Date(Date.now() - hours * HOUR_MS));
export const daysAgo = (days: number) => hoursAgo(days * 24);
export const hoursAhead = (hours: number) => hoursAgo(-hours);

export function refresh(app: FastifyInstance) {
  catalogueOf(app.db).invalidate();
}

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

export async function addIndex(db: Db, label: string, labelFr = label) {
  const row = await db
    .insertInto('game_indexes')
    .values({
      code: `${label.toLowerCase().replace(/\W/g, '-')}-${unique()}`,
      label_en: label,
      label_fr: labelFr,
      cover_description_en: `${label} quizzes`,
      cover_description_fr: `Quiz de ${label}`,
      icon: `test/${label}-icon.svg`,
      cover_image: `test/${label}-cover.svg`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface GameSpec {
  title_en: string;
  title_fr?: string;
  indexIds: number[];
  createdAt?: string;
  active?: boolean;
  questions?: number;
  quote?: { quote_en: string; quote_fr: string; author: string };
}

export async function addGame(db: Db, spec: GameSpec) {
  const titles = { title_en: spec.title_en, title_fr: spec.title_fr ?? spec.title_en };
  const quote = spec.quote
    ? await db.insertInto('quotes').values(spec.quote).returning('id').executeTakeFirstOrThrow()
    : undefined;
  const game = await db
    .insertInto('games')
    .values({
      ...titles,
      search_title: gameSearchTitle(titles),
      question_duration_sec: 15,
      is_active: spec.active === false ? 0 : 1,
      quote_id: quote?.id ?? null,
      created_at: spec.createdAt ?? isoNow(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (spec.indexIds.length > 0) {
    await db
      .insertInto('game_game_indexes')
      .values(spec.indexIds.map((id) => ({ game_id: game.id, game_index_id: id })))
      .execute();
  }
  const questions = spec.questions ?? 3;
  await db
    .insertInto('questions')
    .values(
      Array.from({ length: questions }, (_, i) => ({
        game_id: game.id,
        rank: i + 1,
        type: 'sc' as const,
        label_en: `Question ${i + 1}`,
        label_fr: `Question ${i + 1}`,
        choice_values_en: JSON.stringify(['yes', 'no']),
        choice_values_fr: JSON.stringify(['oui', 'non']),
        correction_ids: JSON.stringify([0]),
      })),
    )
    .execute();
  return game.id;
}

export async function addUser(
  db: Db,
  playerName: string,
  contact: { email?: string; phone_number?: string } = {},
) {
  const user = await db
    .insertInto('users')
    .values({
      email: contact.phone_number ? null : (contact.email ?? `${unique()}@test.cm`),
      phone_number: contact.phone_number ?? null,
      password_hash: '!',
      player_name: playerName,
      search_name: userSearchName(playerName),
      is_verified: 1,
      updated_at: isoNow(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await openWallet(db, user.id);
  return user.id;
}

export async function addUsers(db: Db, prefix: string, count: number) {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) ids.push(await addUser(db, `${prefix}${i}-${unique()}`));
  return ids;
}

export interface PlaySpec {
  userId: number;
  gameId: number;
  startedAt?: string;
  type?: 'solo' | 'challenge';
  challengeId?: number;
  note?: number;
  gain?: number;
  winner?: boolean;
  active?: boolean;
}

export async function addPlay(db: Db, spec: PlaySpec) {
  const play = await db
    .insertInto('plays')
    .values({
      user_id: spec.userId,
      game_id: spec.gameId,
      type: spec.type ?? (spec.challengeId ? 'challenge' : 'solo'),
      challenge_id: spec.challengeId ?? null,
      note: spec.note ?? 0,
      gain: spec.gain ?? 0,
      is_winner: spec.winner || (spec.gain ?? 0) > 0 ? 1 : 0,
      is_active: spec.active ? 1 : 0,
      started_at: spec.startedAt ?? isoNow(),
      ended_at: spec.active ? null : (spec.startedAt ?? isoNow()),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return play.id;
}

/** The same game played once by each of these players. */
export async function addPlays(db: Db, gameId: number, userIds: number[], startedAt?: string) {
  for (const userId of userIds) await addPlay(db, { userId, gameId, startedAt });
}

export interface ChallengeSpec {
  gameId: number;
  starterId: number;
  createdAt?: string;
  numberOfEne?: number;
  /** closed: its time is up and it was settled */
  closed?: boolean;
  closesAt?: string;
  participants?: number[];
}

export async function addChallenge(db: Db, spec: ChallengeSpec) {
  const createdAt = spec.createdAt ?? isoNow();
  const challenge = await db
    .insertInto('challenges')
    .values({
      game_id: spec.gameId,
      starter_id: spec.starterId,
      number_of_ene: spec.numberOfEne ?? 1,
      gain_unit: 50,
      duration_sec: 86400,
      is_active: spec.closed ? 0 : 1,
      created_at: createdAt,
      closes_at: spec.closesAt ?? isoNow(new Date(Date.parse(createdAt) + 86400 * 1000)),
      closed_at: spec.closed ? createdAt : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const userId of spec.participants ?? []) {
    await addPlay(db, {
      userId,
      gameId: spec.gameId,
      challengeId: challenge.id,
      startedAt: createdAt,
    });
  }
  return challenge.id;
}

export async function befriend(db: Db, a: number, b: number) {
  await db
    .insertInto('friendships')
    .values([
      { user_id: a, friend_id: b },
      { user_id: b, friend_id: a },
    ])
    .execute();
}

export async function userIdOf(db: Db, email: string) {
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return user.id;
}

export const idsOf = (body: { list: { id: number }[] }) => body.list.map((item) => item.id);
