import type { AdminBadgeType, AdminBadgeTypes, BadgeTypeAnswer } from '@quiz/shared/contract';
import { api } from '@quiz/shared/paths';
import { BADGE_TYPE_FIELDS, BADGE_TYPE_PICTURES } from '../badgeTypes/fields';
import type { Http } from '../lib/http';
import { multipartBody } from './multipart';
import type { ResourceAdapter } from './types';
import { wholeListReads } from './wholeList';

/**
 * Badge types (spec section 7 "Badge types"): GET answers {actives, inactives},
 * handed as one list (is_active tells them apart, highest weight first as the server
 * sends them); create (POST) and update (PUT ?badge_type_id=) are multipart, each
 * picture sent only when a new file was chosen; activate and deactivate are actions
 * (PUT ?action=&badge_type_id=) whose answer is the badge type.
 */
export function badgeTypesAdapter(http: Http) {
  const paths = api.admin.super.badgeTypes;

  async function load() {
    const { actives, inactives } = await http.get<AdminBadgeTypes>(paths.list());
    return { records: [...actives, ...inactives] };
  }

  const body = (data: Record<string, unknown>) =>
    multipartBody(data, BADGE_TYPE_FIELDS, BADGE_TYPE_PICTURES);

  return {
    ...wholeListReads(load),
    async create({ data }) {
      return { data: (await http.post<BadgeTypeAnswer>(paths.create(), body(data))).badge_type };
    },
    async update({ id, data }) {
      const answer = await http.put<BadgeTypeAnswer>(paths.update(Number(id)), body(data));
      return { data: answer.badge_type };
    },
    actions: {
      async activate({ id }: { id: number }): Promise<AdminBadgeType> {
        return (await http.put<BadgeTypeAnswer>(paths.activate(id))).badge_type;
      },
      async deactivate({ id }: { id: number }): Promise<AdminBadgeType> {
        return (await http.put<BadgeTypeAnswer>(paths.deactivate(id))).badge_type;
      },
    },
  } satisfies ResourceAdapter<AdminBadgeType>;
}
