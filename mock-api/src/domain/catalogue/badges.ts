import type { Db } from '../../db/index';
import { notFound } from '../errors';
import { offsetOf, type Paged, type PageRequest, paged, pastTheEnd } from './paging';
import { playerSummary } from './players';

export const BADGE_LISTS = ['all', 'actives', 'inactives'] as const;
export type BadgeList = (typeof BADGE_LISTS)[number];

/** Badge types as the badges screen lists them, most prestigious (highest weight) first. */
export async function badgeTypes(db: Db, list: BadgeList) {
  const rows = await db
    .selectFrom('badge_types')
    .select([
      'id',
      'type',
      'code_en',
      'code_fr',
      'title_en',
      'title_fr',
      'description_en',
      'description_fr',
      'weight',
      'color',
      'icon',
      'image',
      'is_active',
      'number_of_units',
    ])
    .$if(list === 'actives', (qb) => qb.where('is_active', '=', 1))
    .$if(list === 'inactives', (qb) => qb.where('is_active', '=', 0))
    .orderBy('weight', 'desc')
    .orderBy('id')
    .execute();
  const badges = rows.map((row) => ({
    ...row,
    icon: row.icon,
    image: row.image,
    is_active: row.is_active === 1,
  }));
  return {
    actives: badges.filter((badge) => badge.is_active),
    inactives: badges.filter((badge) => !badge.is_active),
  };
}

/** Players holding a badge, the first to earn it first. */
export async function badgeHolders(
  db: Db,
  badgeId: number,
  request: PageRequest,
): Promise<Paged<ReturnType<typeof playerSummary> & { awarded_at: string }>> {
  const badge = await db
    .selectFrom('badge_types')
    .select('id')
    .where('id', '=', badgeId)
    .executeTakeFirst();
  if (!badge) throw notFound('INVALID_ID');
  const holders = db
    .selectFrom('user_badges')
    .innerJoin('users', 'users.id', 'user_badges.user_id')
    .where('user_badges.badge_type_id', '=', badgeId)
    .where('users.deleted_at', 'is', null);
  const counted = await holders
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const total = Number(counted.n);
  if (pastTheEnd(request, total)) return paged([], total, request.size);
  const rows = await holders
    .select(['users.id', 'users.player_name', 'users.profile_pic', 'user_badges.awarded_at'])
    .orderBy('user_badges.awarded_at')
    .orderBy('user_badges.id')
    .limit(request.size)
    .offset(offsetOf(request))
    .execute();
  return paged(
    rows.map((row) => ({ ...playerSummary(row), awarded_at: row.awarded_at })),
    total,
    request.size,
  );
}
