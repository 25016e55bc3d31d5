import { sql } from 'kysely';
import type { Db } from '../../db/index';
import { isoAfter, isoNow } from '../../db/time';
import { transact } from '../../db/transaction';
import { holdsRole, managerOf } from '../accounts/roles';
import { InsufficientBalanceError, post } from '../ledger/ledger';
import { notificationTexts } from '../messages/templates';
import { recordNews } from '../notifications/news';
import { notify } from '../notifications/notify';
import { challengeReference, PLAY_LEDGER } from '../play/records';
import { PlayRefusal } from '../play/refusal';
import { checkSpend, excludedAmong } from '../responsible-play/rules';
import { readSettings } from '../settings/settings';

export interface ChallengeStart {
  userId: number;
  gameId: number;
  numberOfEnergies: number;
  friends: number[];
}

export interface StartedChallenge {
  challengeId: number;
  /** false when the player's open challenge on this quiz was answered instead */
  created: boolean;
}

/**
 * Opens a challenge: the starter stakes their energy through the ledger, the
 * chosen friends are invited and notified. It stays open for the configured
 * duration; anyone may join by staking the same amount until then.
 *
 * A player has one open challenge per quiz (a quiz is played once): starting
 * again while it is open, from a double click or a network retry, answers
 * that challenge as it is, charging nothing. The database holds the rule, so
 * concurrent starts charge once too.
 */
export async function startChallenge(
  db: Db,
  start: ChallengeStart,
  now: Date,
): Promise<StartedChallenge> {
  if (!holdsRole(await managerOf(db, start.userId), ['player'])) {
    throw new PlayRefusal('RELATED_MANAGER');
  }
  const game = await db
    .selectFrom('games')
    .select(['id', 'is_active', 'title_en', 'title_fr', 'version'])
    .where('id', '=', start.gameId)
    .executeTakeFirst();
  if (!game?.is_active) throw new PlayRefusal('INVALID_ID');
  const played = await db
    .selectFrom('plays')
    .select(['id', 'challenge_id'])
    .where('user_id', '=', start.userId)
    .where('game_id', '=', start.gameId)
    .executeTakeFirst();
  if (played) {
    throw new PlayRefusal(
      'ALREADY_PLAYED',
      played.challenge_id ? { challenge_id: played.challenge_id } : {},
    );
  }
  const running = await db
    .selectFrom('plays')
    .select('id')
    .where('user_id', '=', start.userId)
    .where('is_active', '=', 1)
    .executeTakeFirst();
  if (running) throw new PlayRefusal('ALREADY_IN_GAME');

  const friends = await invitableFriends(db, start.userId, start.friends, now);
  const settings = await readSettings(db);
  const starter = await db
    .selectFrom('users')
    .select('player_name')
    .where('id', '=', start.userId)
    .executeTakeFirstOrThrow();
  return transact(db, async (trx) => {
    // Conditional on the starter having no open challenge on this quiz (challenges_one_open).
    const challenge = await trx
      .insertInto('challenges')
      .values({
        game_id: game.id,
        starter_id: start.userId,
        // Its plays keep this version of the questions, even once the game is edited.
        game_version: game.version,
        number_of_ene: start.numberOfEnergies,
        gain_unit: settings.gain_unit,
        duration_sec: settings.challenge_duration_sec,
        created_at: isoNow(now),
        closes_at: isoAfter(settings.challenge_duration_sec, now),
      })
      .onConflict((oc) =>
        oc
          .columns(['starter_id', 'game_id'])
          .where(sql.ref('is_active'), '=', sql.lit(1))
          .doNothing(),
      )
      .returning('id')
      .executeTakeFirst();
    if (!challenge) {
      const open = await trx
        .selectFrom('challenges')
        .select('id')
        .where('starter_id', '=', start.userId)
        .where('game_id', '=', game.id)
        .where('is_active', '=', 1)
        .executeTakeFirstOrThrow();
      return { challengeId: open.id, created: false };
    }
    await checkSpend(trx, start.userId, 'stake', start.numberOfEnergies, now);
    await post(trx, {
      userId: start.userId,
      account: 'credits',
      amount: -start.numberOfEnergies,
      kind: PLAY_LEDGER.challengeStake,
      reference: challengeReference(challenge.id),
      at: now,
    });
    if (friends.length > 0) {
      await trx
        .insertInto('challenge_invitations')
        .values(
          friends.map((receiver) => ({
            challenge_id: challenge.id,
            sender_id: start.userId,
            receiver_id: receiver,
          })),
        )
        .execute();
      for (const receiver of friends) {
        await recordNews(trx, receiver, {
          type: 'challenge_invitation',
          challenge_id: challenge.id,
        });
      }
      const texts = notificationTexts.challengeInvitation(starter.player_name ?? '', game);
      await notify(
        trx,
        friends.map((receiver) => ({
          userId: receiver,
          kind: 'challenge_invitation',
          senderId: start.userId,
          ...texts,
        })),
      );
    }
    return { challengeId: challenge.id, created: true };
  }).catch((error: unknown) => {
    if (error instanceof InsufficientBalanceError) throw new PlayRefusal('INSUFFICIENT');
    throw error;
  });
}

/** Only accepted friends can be invited; anyone else in the list is refused. */
/**
 * The friends a challenge invites: all must be friends; those on a break
 * from playing are left out, without the starter being told why.
 */
async function invitableFriends(
  db: Db,
  userId: number,
  ids: number[],
  now: Date,
): Promise<number[]> {
  const unique = [...new Set(ids)].filter((id) => id !== userId);
  if (unique.length === 0) return [];
  const rows = await db
    .selectFrom('friendships')
    .select('friend_id')
    .where('user_id', '=', userId)
    .where('friend_id', 'in', unique)
    .execute();
  if (rows.length !== unique.length) throw new PlayRefusal('INVALID_ID', { field: 'friends' });
  const resting = await excludedAmong(db, unique, now);
  return unique.filter((id) => !resting.has(id));
}
