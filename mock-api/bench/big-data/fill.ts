/*
 * The big database's rows, written in the order they refer to one another:
 * PLAYERS players, GAMES games in their indexes with their questions,
 * challenges, friendships, wallets, and PLAYS finished plays over the last
 * year, the players and games played unevenly, as real ones are.
 */

import { countEveryName } from '../../src/db/migrations/0028_name_grams';
import { gameSearchTitle, userSearchName } from '../../src/domain/catalogue/search-text';
import {
  CHALLENGES,
  challengeGame,
  DAY_MS,
  emailOf,
  firstNameOf,
  GAMES,
  gameCreatedAt,
  gameIsActive,
  gameTitles,
  HOUR_MS,
  INDEX_LABELS,
  INDEXES,
  indexesOf,
  isDeleted,
  iso,
  isVerified,
  lastNameOf,
  NOW,
  OPEN_FROM,
  PLAYERS,
  PLAYS,
  phoneOf,
  pick,
  playerNameOf,
  QUESTIONS_PER_GAME,
  QUOTES,
  random,
} from './shape';
import type { Writer } from './writers';

/** Fills the database; answers the seconds the plays took, and the most active player's id. */
export async function fill(writer: Writer) {
  // biome-ignore format: one row a line
  await writer.insert('quotes', 'id author:text quote_en:text quote_fr:text', QUOTES, (i) => [i + 1, `Author ${i + 1}`, `Knowledge is wealth ${i + 1}`, `Le savoir est une richesse ${i + 1}`]);
  await writer.insert(
    'game_indexes',
    'id code:text label_fr:text label_en:text cover_description_fr:text cover_description_en:text created_at:text',
    INDEXES,
    (i) => {
      const [fr, en] = pick(INDEX_LABELS, i);
      const suffix = i < INDEX_LABELS.length ? '' : ` ${Math.floor(i / INDEX_LABELS.length) + 1}`;
      // biome-ignore format: one row a line
      return [i + 1, `index-${i + 1}`, fr + suffix, en + suffix, `Tout sur : ${fr}`, `All about: ${en}`, iso(NOW - 800 * DAY_MS + i * HOUR_MS)];
    },
  );
  const manager = PLAYERS + 1;
  await writer.insert(
    'users',
    'id email:text phone_number:text password_hash:text player_name:text search_name:text first_name:text last_name:text is_verified created_at:text updated_at:text deleted_at:text',
    PLAYERS + 1,
    (i) => {
      if (i === PLAYERS) {
        // biome-ignore format: one row a line
        return [manager, 'bench.manager@example.cm', null, '!', null, null, 'Bench', 'Manager', 1, iso(NOW - 800 * DAY_MS), iso(NOW), null];
      }
      const created = iso(NOW - 2 * HOUR_MS - ((PLAYERS - i) / PLAYERS) * 700 * DAY_MS);
      const name = playerNameOf(i);
      // biome-ignore format: one row a line
      return [i + 1, emailOf(i), phoneOf(i), '!', name, userSearchName(name), firstNameOf(i), lastNameOf(i), isVerified(i) ? 1 : 0, created, created, isDeleted(i) ? iso(NOW - DAY_MS) : null];
    },
  );
  // biome-ignore format: one row a line
  await writer.insert('managers', 'user_id role:text is_admin', 1, () => [manager, 'supermanager', 1]);
  // biome-ignore format: one row a line
  await writer.insert('wallets', 'user_id credits gains', PLAYERS, (i) => [i + 1, (i * 7) % 40, ((i * 13) % 50) * 50]);
  // Each player befriended one or two others; a friendship is stored both ways, as the product does.
  const friendships: number[] = [];
  const seen = new Set<number>();
  for (let i = 0; i < PLAYERS; i += 1) {
    for (let k = 0; k < (i % 2) + 1; k += 1) {
      const friend = Math.floor(random() * PLAYERS);
      const [low, high] = friend < i ? [friend, i] : [i, friend];
      if (friend === i || seen.has(low * PLAYERS + high)) continue;
      seen.add(low * PLAYERS + high);
      friendships.push(i + 1, friend + 1, friend + 1, i + 1);
    }
  }
  // biome-ignore format: one row a line
  await writer.insert('friendships', 'user_id friend_id created_at:text', friendships.length / 2, (i) => [friendships[2 * i] ?? 0, friendships[2 * i + 1] ?? 0, iso(NOW - (i % 300) * DAY_MS)]);
  await writer.insert(
    'games',
    'id title_fr:text title_en:text search_title:text quote_id is_active manager_id deactivator_id deactivated_at:text created_at:text updated_at:text',
    GAMES,
    (i) => {
      const g = i + 1;
      const titles = gameTitles(g);
      const created = iso(gameCreatedAt(g));
      const active = gameIsActive(g);
      // biome-ignore format: one row a line
      return [g, titles.title_fr, titles.title_en, gameSearchTitle(titles), g % 2 === 0 ? (g % QUOTES) + 1 : null, active ? 1 : 0, manager, active ? null : manager, active ? null : iso(NOW - 3 * DAY_MS), created, created];
    },
  );
  const links = Array.from({ length: GAMES }, (_, i) =>
    indexesOf(i + 1).map((index) => [i + 1, index] as const),
  ).flat();
  // biome-ignore format: one row a line
  await writer.insert('game_game_indexes', 'game_id game_index_id', links.length, (i) => [...(links[i] ?? [0, 0])]);
  await writer.insert(
    'questions',
    'game_id rank type:text label_fr:text label_en:text choice_values_fr:text choice_values_en:text correction_ids:text',
    GAMES * QUESTIONS_PER_GAME,
    (i) => {
      const rank = (i % QUESTIONS_PER_GAME) + 1;
      // biome-ignore format: one row a line
      return [Math.floor(i / QUESTIONS_PER_GAME) + 1, rank, 'sc', `Question ${rank} : quelle est la bonne réponse ?`, `Question ${rank}: which is the right answer?`, '["Douala","Yaoundé","Garoua"]', '["Douala","Yaounde","Garoua"]', '[1]'];
    },
  );
  await writer.insert(
    'challenges',
    'id game_id starter_id number_of_ene gain_unit duration_sec is_active created_at:text closes_at:text closed_at:text total_gain number_of_winners gain_per_winner',
    CHALLENGES,
    (i) => {
      const open = i >= OPEN_FROM;
      // The open ones close in the next two days; the others closed over the past year.
      const closes = open
        ? NOW + HOUR_MS + ((i - OPEN_FROM) / (CHALLENGES - OPEN_FROM)) * 47 * HOUR_MS
        : NOW - DAY_MS - ((OPEN_FROM - i) / OPEN_FROM) * 360 * DAY_MS;
      const ene = (i % 3) + 1;
      // biome-ignore format: one row a line
      return [i + 1, challengeGame(i + 1), ((i * 7919) % PLAYERS) + 1, ene, 50, 86_400, open ? 1 : 0, iso(closes - DAY_MS), iso(closes), open ? null : iso(closes), open ? 0 : ene * 50 * 6, open ? 0 : 2, open ? 0 : ene * 50 * 3];
    },
  );

  // Who played what: a few players and a few games take many of the plays.
  const users = new Int32Array(PLAYS);
  const games = new Int32Array(PLAYS);
  const starts = new Float64Array(PLAYS);
  const popularity = Int32Array.from({ length: GAMES }, (_, i) => i + 1);
  for (let i = GAMES - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [popularity[i], popularity[j]] = [popularity[j] as number, popularity[i] as number];
  }
  const played = new Set<number>();
  const yearAgo = NOW - 365 * DAY_MS;
  for (let p = 0; p < PLAYS; p += 1) {
    let user = 0;
    let game = 0;
    do {
      user = Math.floor(PLAYERS * random() ** 1.5) + 1;
      game = popularity[Math.floor(GAMES * random() ** 2)] as number;
    } while (played.has(user * (GAMES + 1) + game));
    played.add(user * (GAMES + 1) + game);
    users[p] = user;
    games[p] = game;
    const from = Math.max(gameCreatedAt(game) + HOUR_MS, yearAgo);
    starts[p] = from + random() * (NOW - 10 * 60_000 - from);
  }
  played.clear();
  // Ids in the order the plays started, as the server gives them.
  const order = Uint32Array.from({ length: PLAYS }, (_, i) => i).sort(
    (a, b) => (starts[a] as number) - (starts[b] as number),
  );
  const started = performance.now();
  await writer.withoutIndexes('plays', () =>
    writer.insert(
      'plays',
      'id user_id game_id type:text challenge_id note is_winner gain ene_units is_active started_at:text ended_at:text duration_sec',
      PLAYS,
      (i) => {
        const p = order[i] as number;
        const game = games[p] as number;
        const start = starts[p] as number;
        const hash = (p * 2654435761) >>> 0;
        // A third of the plays of a game that has a challenge were in that challenge.
        const challenge =
          game % 2 === 1 && (game + 1) / 2 <= CHALLENGES && hash % 3 === 0 ? (game + 1) / 2 : null;
        const note = (hash >>> 12) % (QUESTIONS_PER_GAME + 1);
        const ene = ((hash >>> 4) % 3) + 1;
        const winner = note >= 3;
        const gain = winner ? (challenge ? ene * 50 * 3 : ene * 50) : 0;
        const duration = 20 + note * 15 + ((hash >>> 8) % 40);
        // biome-ignore format: one row a line
        return [i + 1, users[p] as number, game, challenge ? 'challenge' : 'solo', challenge, note, winner ? 1 : 0, gain, ene, 0, iso(start), iso(start + duration * 1000), duration];
      },
    ),
  );
  // What the triggers on plays keep as plays come (migration 0026_play_counters), counted once.
  await writer.run(`insert into game_play_counts (game_id, shard, plays)
    select game_id, id % 8, count(*) from plays group by game_id, id % 8`);
  await writer.run(`insert into player_wins (user_id, amount_won, nbr_wins, last_win)
    select user_id, sum(gain), count(*), max(started_at) from plays where is_winner = 1
    group by user_id`);
  // What the triggers on users keep as players are written (migration 0028_name_grams).
  await writer.run(countEveryName(writer.dialect));
  const playSeconds = (performance.now() - started) / 1000;
  let busiest = 1;
  const counts = new Int32Array(PLAYERS + 1);
  for (const user of users) counts[user] = (counts[user] ?? 0) + 1;
  for (let u = 1; u <= PLAYERS; u += 1) {
    if ((counts[u] ?? 0) > (counts[busiest] ?? 0) && isVerified(u - 1) && !isDeleted(u - 1)) {
      busiest = u;
    }
  }
  await writer.done();
  return { playSeconds, busiest, busiestPlays: counts[busiest] ?? 0, manager };
}
