import type { ManagerAnswer, ManagerList, ManagerRecord, UserLookup } from '@quiz/shared/contract';
import { api } from '@quiz/shared/paths';
import type { AssignableManagerFunction, ManagerFunction } from '@quiz/shared/types';
import type { Http } from '../lib/http';
import type { ResourceAdapter } from './types';
import { wholeListReads } from './wholeList';

/** A manager record with its function spelt out, which the tabs filter on and the edit form sets. */
export interface Manager extends ManagerRecord {
  management_function: ManagerFunction;
}

export function functionOf(record: ManagerRecord): ManagerFunction {
  if (record.is_supermanager) return 'supermanager';
  if (record.is_gamesmanager) return 'gamesmanager';
  return 'paymentsmanager';
}

const withFunction = (record: ManagerRecord): Manager => ({
  ...record,
  management_function: functionOf(record),
});

export type UserToPromote = UserLookup['user_details'];

/**
 * Managers management (spec section 7 "Managers"): the list comes whole (?spec=*)
 * and is split into tabs by function; adding (step 2) and editing are the same PUT
 * ?user_id= {management_function}; removing is DELETE ?user_id=. Step 1 of adding is
 * the `lookUp` action (400 already admin, 404 no such user).
 */
export function managersAdapter(http: Http) {
  const managers = api.admin.super.managers;

  async function setFunction(userId: number, fn: AssignableManagerFunction) {
    const { manager } = await http.put<ManagerAnswer>(managers.update(userId), {
      management_function: fn,
    });
    return { data: withFunction(manager) };
  }

  return {
    ...wholeListReads(async () => {
      const answer = await http.get<ManagerList>(managers.list());
      return { records: answer.managers.map(withFunction) };
    }),
    create: ({ data }) => setFunction(Number(data.user_id), data.management_function),
    update: ({ id, data }) =>
      setFunction(Number(id), data.management_function as AssignableManagerFunction),
    async delete({ id, previousData }) {
      await http.del(managers.remove(Number(id)));
      return { data: (previousData ?? { id }) as Manager };
    },
    actions: {
      async lookUp({ email_phone }: { email_phone: string }): Promise<UserToPromote> {
        const { user_details } = await http.get<UserLookup>(managers.userDetails(email_phone));
        return user_details;
      },
    },
  } satisfies ResourceAdapter<Manager>;
}
