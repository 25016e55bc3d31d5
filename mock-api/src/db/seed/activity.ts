import type { ControlledTransaction } from 'kysely';
import { hashPassword } from '../../domain/accounts/passwords';
import { searchText, userSearchName } from '../../domain/catalogue/search-text';
import { closeDueChallenges } from '../../domain/challenges/close';
import { startChallenge } from '../../domain/challenges/start';
import { openWallet, post } from '../../domain/ledger/ledger';
import type { Database } from '../schema';
import { isoNow } from '../time';
import { type PlayedGame, playGames, playThrough, random } from './activity-plays';

/**
 * The seed's transaction: the rules it goes through (starting and closing
 * challenges) open their own transactions, which nest in it as savepoints.
 */
type Trx = ControlledTransaction<Database>;

export interface ActivityOptions {
  /** the demo accounts by key, as seedAccounts returns them */
  accounts: Map<string, number>;
  now: Date;
}

/**
 * Community players of the demo: they give the explore page something to
 * rank (trending, popular, hall of fame) on a new database. Their password
 * is public like the demo accounts'.
 */
export const COMMUNITY_PASSWORD = 'community-demo-2026';
const COMMUNITY_CREDITS = 40;

interface CommunityPlayer {
  first_name: string;
  last_name: string;
  player_name: string;
  gender: 'male' | 'female';
  language: 'fr' | 'en';
  /** chance of answering a question right */
  skill: number;
}

// first name, last name, player name, gender, language, chance of answering right
const community: CommunityPlayer[] = (
  [
    ['Marie', 'Ngo Ndjock', 'MarieNdjock', 'female', 'fr', 0.75],
    ['Jean-Pierre', 'Mvondo', 'JP_Mvondo', 'male', 'fr', 0.6],
    ['Hélène', 'Abena', 'HélèneAbena', 'female', 'fr', 0.65],
    ['Samuel', 'Tchoumi', 'SamTchoumi', 'male', 'fr', 0.5],
    ['Fatimatou', 'Oumarou', 'Fatima237', 'female', 'fr', 0.7],
    ['Emmanuel', 'Nkwenti', 'EmmaNkwenti', 'male', 'en', 0.55],
    ['Grâce', 'Ekambi', 'GraceEkambi', 'female', 'fr', 0.45],
    ['Ibrahim', 'Bouba', 'IbraBouba', 'male', 'fr', 0.6],
    ['Nadège', 'Fotso', 'NadègeF', 'female', 'fr', 0.8],
    ['Christian', 'Tabi', 'ChrisTabi', 'male', 'en', 0.4],
    ['Ruth', 'Ayuk', 'RuthAyuk', 'female', 'en', 0.65],
    ['Landry', 'Kamga', 'LandryKamga', 'male', 'fr', 0.5],
  ] as const
).map(([first_name, last_name, player_name, gender, language, skill]) => ({
  first_name,
  last_name,
  player_name,
  gender,
  language,
  skill,
}));

const emailOf = (player: CommunityPlayer) =>
  `${searchText(player.player_name).replace(/\W/g, '')}@quiz.cm`;

const DAY_MS = 24 * 3600 * 1000;
const HOUR_MS = 3600 * 1000;
const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);

/** The demo friends' solo plays: few, so that they keep credits to play with. */
const FRIEND_SOLOS: Record<string, number> = {
  'friend-aicha': 3,
  'friend-boris': 2,
  'friend-chantal': 1,
};

/**
 * Two months of life on the demo platform: twelve community players with
 * their solo plays, the demo friends' few plays, three settled challenges and
 * two open ones (one by a friend of the demo player, who is invited to it),
 * friendships, pending friend requests and preferred indexes. The demo player
 * plays nothing, so their balances stay those the README gives. Plays and
 * challenges go through the rules of live ones, at the times of the story:
 * started, scored, paid and closed by the play engine's steps and the
 * challenges' start and closing.
 */
export async function seedActivity(trx: Trx, { accounts, now }: ActivityOptions) {
  const players = await createCommunity(trx, now);
  const games = await playGames(trx);
  // Challenge games are kept out of solo plays: a game is played once per player.
  const challengeGames = games.slice(-5);
  const soloGames = games.slice(0, -5);
  const rng = random(2026);
  const friend = (key: string) => accounts.get(key) ?? 0;

  for (const [i, player] of players.entries()) {
    await playSolos(trx, rng, now, player, soloGames, 7 + (i % 4));
  }
  for (const [key, count] of Object.entries(FRIEND_SOLOS)) {
    await playSolos(trx, rng, now, { id: friend(key), skill: 0.7 }, soloGames, count);
  }

  const p = (index: number) => players[index % players.length] ?? { id: 0, skill: 0.5 };
  const challenge = (
    game: number,
    days: number,
    ene: number,
    starter: Seat,
    others: Seat[],
    invited: number[] = [],
  ) =>
    seedChallenge(trx, rng, {
      game: challengeGames[game],
      createdAt: ago(now, days * DAY_MS),
      numberOfEne: ene,
      seats: [starter, ...others],
      invited,
      now,
    });
  await challenge(0, 35, 2, p(0), [p(1), p(2), p(3)]);
  await challenge(1, 18, 1, p(4), [p(5), p(6), { id: friend('friend-boris'), skill: 0.7 }]);
  await challenge(2, 4, 3, p(8), [p(9), p(10), p(11), p(0)]);
  // The demo player finds one invitation waiting, from a friend's open challenge.
  await challenge(
    3,
    3 / 24,
    2,
    { id: friend('friend-aicha'), skill: 0.8 },
    [{ id: friend('friend-chantal'), skill: 0.6 }, p(7)],
    [friend('player')],
  );
  await challenge(4, 1 / 24, 1, p(2), [p(5)]);

  await seedSocial(trx, players, accounts);
}

interface Seat {
  id: number;
  skill: number;
}

async function createCommunity(trx: Trx, now: Date): Promise<Seat[]> {
  const country = await trx
    .selectFrom('countries')
    .select('id')
    .where('code', '=', 'CM')
    .executeTakeFirstOrThrow();
  // One hash for all: argon2 is slow on purpose, and these passwords are public anyway.
  const passwordHash = await hashPassword(COMMUNITY_PASSWORD);
  const joined = isoNow(ago(now, 75 * DAY_MS));
  const seats: Seat[] = [];
  for (const [i, player] of community.entries()) {
    const user = await trx
      .insertInto('users')
      .values({
        email: emailOf(player),
        password_hash: passwordHash,
        player_name: player.player_name,
        search_name: userSearchName(player.player_name),
        first_name: player.first_name,
        last_name: player.last_name,
        birthday: `${1985 + i}-0${1 + (i % 9)}-1${i % 10}`,
        gender: player.gender,
        country_id: country.id,
        language: player.language,
        is_verified: 1,
        is_primary_connexion: 0,
        created_at: joined,
        updated_at: joined,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await openWallet(trx, user.id);
    await post(trx, {
      userId: user.id,
      account: 'credits',
      amount: COMMUNITY_CREDITS,
      kind: 'seed_grant',
      reference: 'seed',
    });
    seats.push({ id: user.id, skill: player.skill });
  }
  return seats;
}

/**
 * Solo plays spread over the last 60 days. The oldest games of the catalogue
 * are drawn more often (they become the popular ones), while about a third of
 * the plays go to the eight newest games, mostly within the last week, so
 * that trending and popular differ.
 */
async function playSolos(
  trx: Trx,
  rng: () => number,
  now: Date,
  player: Seat,
  games: PlayedGame[],
  count: number,
) {
  const hot = games.slice(-8);
  const chosen = new Set<PlayedGame>();
  while (chosen.size < Math.min(count, games.length)) {
    const game =
      rng() < 0.35
        ? hot[Math.floor(rng() * hot.length)]
        : games[Math.floor(rng() ** 2 * games.length)];
    if (game) chosen.add(game);
  }
  for (const game of chosen) {
    const window = hot.includes(game) && rng() < 0.8 ? 7 * DAY_MS : 60 * DAY_MS;
    const startedAt = ago(now, HOUR_MS + rng() * (window - HOUR_MS));
    await playThrough(trx, rng, { player, game, startedAt });
  }
}

interface ChallengeSeed {
  game: PlayedGame | undefined;
  createdAt: Date;
  numberOfEne: number;
  /** the starter first */
  seats: Seat[];
  /** friends of the starter invited to it */
  invited: number[];
  now: Date;
}

/**
 * A challenge started by its first seat, who invites friends and stakes; the
 * others join and stake in turn, each playing it through. Once its time is up
 * it closes as the closing job closes it: the best score shares the pot.
 */
async function seedChallenge(
  trx: Trx,
  rng: () => number,
  { game, createdAt, numberOfEne, seats, invited, now }: ChallengeSeed,
): Promise<void> {
  const [starter] = seats;
  if (!game || !starter) throw new Error('the demo activity needs more games and players');
  const { challengeId } = await startChallenge(
    trx,
    { userId: starter.id, gameId: game.id, numberOfEnergies: numberOfEne, friends: invited },
    createdAt,
  );
  const challenge = await trx
    .selectFrom('challenges')
    .selectAll()
    .where('id', '=', challengeId)
    .executeTakeFirstOrThrow();
  for (const [i, seat] of seats.entries()) {
    const startedAt = new Date(createdAt.getTime() + (i * 40 + rng() * 30) * 60 * 1000);
    await playThrough(trx, rng, {
      player: seat,
      game,
      startedAt: startedAt < now ? startedAt : createdAt,
      challenge,
    });
  }
  const closesAt = new Date(challenge.closes_at);
  if (closesAt <= now) await closeDueChallenges(trx, closesAt);
}

/** Friendships (stored both ways), pending requests and preferred indexes. */
async function seedSocial(trx: Trx, players: Seat[], accounts: Map<string, number>) {
  const id = (i: number) => players[i % players.length]?.id ?? 0;
  const pairs: [number, number][] = [
    [0, 1],
    [0, 2],
    [1, 3],
    [4, 5],
    [4, 8],
    [6, 7],
    [8, 9],
    [10, 11],
    [2, 10],
  ];
  await trx
    .insertInto('friendships')
    .values(
      pairs.flatMap(([a, b]) => [
        { user_id: id(a), friend_id: id(b) },
        { user_id: id(b), friend_id: id(a) },
      ]),
    )
    .execute();
  await trx
    .insertInto('friend_requests')
    .values(
      (
        [
          [3, 4],
          [7, 0],
          [11, 5],
        ] as const
      ).map(([sender, receiver]) => ({
        sender_id: id(sender),
        receiver_id: id(receiver),
        pending_key: `${id(sender)}:${id(receiver)}`,
      })),
    )
    .execute();

  const indexes = await trx.selectFrom('game_indexes').select('id').orderBy('id').execute();
  const friends = ['friend-aicha', 'friend-boris', 'friend-chantal'].map((key) =>
    accounts.get(key),
  );
  const people = [...players.map((player) => player.id), ...friends.flatMap((f) => f ?? [])];
  await trx
    .insertInto('preferences')
    .values(
      people.flatMap((userId, i) =>
        [i, i + 3].flatMap((n) => {
          const index = indexes[n % indexes.length];
          return index ? [{ user_id: userId, game_index_id: index.id }] : [];
        }),
      ),
    )
    .execute();
}
