import type { ChallengeDetail, ChallengeResult } from '@quiz/shared/contract';
import type { Db } from '../../db/index';
import { challengeCards } from '../catalogue/cards';
import { catalogueOf } from '../catalogue/service';
import { notFound } from '../errors';
import { correctionsHiddenUntil } from '../play/corrections';
import { answersView, playView, type Review } from '../play/serialize';

/**
 * Challenges as players see them: the catalogue's challenge cards (while
 * open, total_gain is the pot so far and gain_per_winner null), with the
 * time left and the spec's num_plays alias. One query for a whole page.
 */
export async function challengeViews(
  db: Db,
  ids: readonly number[],
  now: Date,
): Promise<ChallengeDetail[]> {
  const cards = await challengeCards(db, ids, 'detailed', catalogueOf(db).cards);
  return cards.map((card) => ({
    ...card,
    num_plays: card.number_of_plays,
    remaining_sec: card.is_active
      ? Math.max(0, Math.round((Date.parse(card.closes_at) - now.getTime()) / 1000))
      : 0,
  }));
}

export async function challengeView(
  db: Db,
  challengeId: number,
  now: Date,
): Promise<ChallengeDetail> {
  const [view] = await challengeViews(db, [challengeId], now);
  if (!view) throw new Error(`challenge ${challengeId} has no card`);
  return view;
}

/** The id of an existing challenge; INVALID_ID when there is none. */
export async function existingChallenge(db: Db, challengeId: number): Promise<number> {
  const challenge = await db
    .selectFrom('challenges')
    .select('id')
    .where('id', '=', challengeId)
    .executeTakeFirst();
  if (!challenge) throw notFound('INVALID_ID');
  return challenge.id;
}

/**
 * Every play of a challenge with its player; answers only for the viewer's
 * own finished play, and their corrections only once no challenge on the
 * quiz is open (play/corrections.ts).
 */
export async function challengeResult(
  db: Db,
  challengeId: number,
  viewerId: number,
  now: Date,
  review: Review,
): Promise<ChallengeResult> {
  const id = await existingChallenge(db, challengeId);
  const rows = await db
    .selectFrom('plays')
    .innerJoin('users', 'users.id', 'plays.user_id')
    .selectAll('plays')
    .select(['users.player_name', 'users.profile_pic'])
    .where('plays.challenge_id', '=', id)
    .orderBy('plays.note', 'desc')
    .orderBy('plays.duration_sec', 'asc')
    .execute();
  const plays = rows.map(({ player_name, profile_pic, ...play }) => ({
    ...playView(play),
    user: { id: play.user_id, player_name, profile_pic },
  }));
  const mine = rows.find((row) => row.user_id === viewerId);
  const view = await challengeView(db, id, now);
  const hiddenUntil = await correctionsHiddenUntil(db, view.game.id);
  return {
    challenge: view,
    play: mine
      ? {
          ...playView(mine),
          answers: mine.is_active
            ? []
            : await answersView(db, mine.id, hiddenUntil === null, review),
          corrections_hidden_until: hiddenUntil,
        }
      : null,
    plays,
    has_winners: view.number_of_winners,
  };
}
