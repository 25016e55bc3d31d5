import type { MigrationDb } from './helpers';

/*
 * The folding of search texts as it stood when this migration was written,
 * to fill the new columns of rows that existed then. A migration keeps its
 * own copy: the live rule (domain/catalogue/search-text.ts) may change, and
 * a later migration refolds if it does.
 */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[œæß]/g, (letter) => ({ œ: 'oe', æ: 'ae', ß: 'ss' })[letter] ?? letter)
    .replace(/[’‘`]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
const gameSearchTitle = (game: { title_fr: string; title_en: string }) =>
  `${fold(game.title_fr)}\n${fold(game.title_en)}`;
const userSearchName = (name: string | null) => (name ? fold(name) : null);

/*
 * What the catalogue reads need: folded copies of game titles and player
 * names for accent-insensitive search (kept up to date by the code that
 * writes titles and names), and indexes for the rankings, the challenge
 * lists, the hall of fame and the badge holders.
 */
export async function up(db: MigrationDb): Promise<void> {
  const s = db.schema;
  await s
    .alterTable('games')
    .addColumn('search_title', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await s.alterTable('users').addColumn('search_name', 'text').execute();

  const games = await db.selectFrom('games').select(['id', 'title_en', 'title_fr']).execute();
  for (const game of games) {
    await db
      .updateTable('games')
      .set({ search_title: gameSearchTitle(game) })
      .where('id', '=', game.id)
      .execute();
  }
  const users = await db
    .selectFrom('users')
    .select(['id', 'player_name'])
    .where('player_name', 'is not', null)
    .execute();
  for (const user of users) {
    await db
      .updateTable('users')
      .set({ search_name: userSearchName(user.player_name) })
      .where('id', '=', user.id)
      .execute();
  }

  await s.createIndex('games_search_title').on('games').column('search_title').execute();
  await s.createIndex('users_search_name').on('users').column('search_name').execute();
  // Participants of a challenge; the unique (user_id, challenge_id) key cannot serve it.
  await s.createIndex('plays_challenge').on('plays').column('challenge_id').execute();
  // Winners of a period, for the hall of fame and the statistics.
  await s
    .createIndex('plays_winners')
    .on('plays')
    .columns(['is_winner', 'started_at', 'user_id', 'gain'])
    .execute();
  await s
    .createIndex('challenges_starter')
    .on('challenges')
    .columns(['starter_id', 'created_at'])
    .execute();
  await s
    .createIndex('user_badges_badge')
    .on('user_badges')
    .columns(['badge_type_id', 'awarded_at'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const index of [
    'user_badges_badge',
    'challenges_starter',
    'plays_winners',
    'plays_challenge',
    'users_search_name',
    'games_search_title',
  ]) {
    await db.schema.dropIndex(index).execute();
  }
  await db.schema.alterTable('users').dropColumn('search_name').execute();
  await db.schema.alterTable('games').dropColumn('search_title').execute();
}
