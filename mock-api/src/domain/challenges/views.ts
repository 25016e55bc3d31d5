import type { Selectable } from 'kysely';
import type { Db } from '../../db/index';
import type { ChallengesTable } from '../../db/schema';
import { mediaUrl } from '../../http/media';
import { answersView, gameView, playView } from '../play/serialize';

type ChallengeRow = Selectable<ChallengesTable>;

/**
 * A challenge as players see it. While it is open, total_gain is the pot so
 * far (every participant's stake in FCFA) and gain_per_winner is null; once
 * closed, both are the settled figures.
 */
export async function challengeView(db: Db, challenge: ChallengeRow) {
  const [game, starter, plays] = await Promise.all([
    db
      .selectFrom('games')
      .selectAll()
      .where('id', '=', challenge.game_id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('users')
      .select(['id', 'player_name', 'profile_pic'])
      .where('id', '=', challenge.starter_id)
      .executeTakeFirst(),
    db
      .selectFrom('plays')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('challenge_id', '=', challenge.id)
      .executeTakeFirstOrThrow(),
  ]);
  const numberOfPlays = Number(plays.n);
  const open = challenge.is_active === 1;
  return {
    id: challenge.id,
    is_active: open,
    created_at: challenge.created_at,
    closes_at: challenge.closes_at,
    remaining_sec: open
      ? Math.max(0, Math.round((Date.parse(challenge.closes_at) - Date.now()) / 1000))
      : 0,
    duration_sec: challenge.duration_sec,
    game: await gameView(db, game),
    starter: {
      id: starter?.id ?? null,
      player_name: starter?.player_name ?? null,
      profile_pic: mediaUrl(starter?.profile_pic),
    },
    number_of_ene: challenge.number_of_ene,
    gain_unit: challenge.gain_unit,
    number_of_plays: numberOfPlays,
    num_plays: numberOfPlays,
    total_gain: open
      ? numberOfPlays * challenge.number_of_ene * challenge.gain_unit
      : challenge.total_gain,
    gain_per_winner: open ? null : challenge.gain_per_winner,
    number_of_winners: open ? 0 : challenge.number_of_winners,
  };
}

/** Every play of a challenge with its player; answers only for the viewer's own finished play. */
export async function challengeResult(db: Db, challenge: ChallengeRow, viewerId: number) {
  const rows = await db
    .selectFrom('plays')
    .innerJoin('users', 'users.id', 'plays.user_id')
    .selectAll('plays')
    .select(['users.player_name', 'users.profile_pic'])
    .where('plays.challenge_id', '=', challenge.id)
    .orderBy('plays.note', 'desc')
    .orderBy('plays.duration_sec', 'asc')
    .execute();
  const plays = rows.map(({ player_name, profile_pic, ...play }) => ({
    ...playView(play),
    user: { id: play.user_id, player_name, profile_pic: mediaUrl(profile_pic) },
  }));
  const mine = rows.find((row) => row.user_id === viewerId);
  const view = await challengeView(db, challenge);
  return {
    challenge: view,
    play: mine
      ? { ...playView(mine), answers: mine.is_active ? [] : await answersView(db, mine.id, true) }
      : null,
    plays,
    has_winners: view.number_of_winners,
  };
}
