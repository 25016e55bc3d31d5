import type { ChallengeOverview, MyChallengeKind, MyChallenges } from '@quiz/shared/contract';
import type { Db } from '../../db/index';
import { offsetOf, type PageRequest, paged } from '../catalogue/paging';
import { PlayRefusal } from '../play/refusal';
import { invitationIndicators } from './invitations';
import { challengeView, challengeViews, existingChallenge } from './views';

/**
 * A challenge before playing it. A challenge is played once: to someone who
 * played it already the overview is refused as ALREADY_PLAYED, naming it.
 */
export async function challengeOverview(
  db: Db,
  challengeId: number,
  viewerId: number,
  now: Date,
): Promise<ChallengeOverview> {
  const id = await existingChallenge(db, challengeId);
  const played = await db
    .selectFrom('plays')
    .select('id')
    .where('challenge_id', '=', id)
    .where('user_id', '=', viewerId)
    .executeTakeFirst();
  if (played) throw new PlayRefusal('ALREADY_PLAYED', { challenge_id: id });
  const view = await challengeView(db, id, now);
  return { challenge: view, num_plays: view.number_of_plays };
}

/**
 * The player's challenges, newest first: `results` those they played,
 * `started` those they opened. With `indicators`, the count of pending
 * invitations not yet seen comes along.
 */
export async function myChallenges(
  db: Db,
  userId: number,
  kind: MyChallengeKind,
  request: PageRequest,
  indicators: boolean,
  now: Date,
): Promise<MyChallenges> {
  const mine =
    kind === 'started'
      ? db.selectFrom('challenges').where('challenges.starter_id', '=', userId)
      : db
          .selectFrom('challenges')
          .where((eb) =>
            eb.exists(
              eb
                .selectFrom('plays')
                .select('plays.id')
                .whereRef('plays.challenge_id', '=', 'challenges.id')
                .where('plays.user_id', '=', userId),
            ),
          );
  const total = await mine
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await mine
    .select('challenges.id')
    .orderBy('challenges.created_at', 'desc')
    .orderBy('challenges.id', 'desc')
    .limit(request.size)
    .offset(offsetOf(request))
    .execute();
  const page = paged(
    await challengeViews(
      db,
      rows.map((row) => row.id),
      now,
    ),
    Number(total.n),
    request.size,
  );
  return indicators ? { ...page, indicators: await invitationIndicators(db, userId) } : page;
}
