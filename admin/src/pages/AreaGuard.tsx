import { api } from '@quiz/shared/paths';
import { type ReactNode, useEffect, useState } from 'react';
import { Loading } from 'react-admin';
import { type Http, http } from '../lib/http';
import type { Area } from '../permissions';
import { NotAllowed } from './NotAllowed';

const PRIMARY_CHECKS: Record<Area, () => string> = {
  super: api.admin.super.primaryCheck,
  games: api.admin.games.primaryCheck,
  payments: api.admin.payments.primaryCheck,
};

/** The last answer of each area's check in this page load, so screens do not flash a loader. */
const lastAnswer: Partial<Record<Area, boolean>> = {};

/** The server's primary-access check of an area (spec section 6): any failure refuses. */
export async function primaryCheck(area: Area, client: Http = http): Promise<boolean> {
  try {
    await client.get(PRIMARY_CHECKS[area]());
    lastAnswer[area] = true;
  } catch {
    lastAnswer[area] = false;
  }
  return lastAnswer[area];
}

/**
 * The games and super areas' pages first run the primary check with the server and
 * show the not-allowed view when it fails (spec section 2, "Access guard"). It runs
 * on each visit (roles change on the manager's next request), behind the last answer.
 */
export function AreaGuard({ area, children }: { area: Area; children: ReactNode }) {
  const [allowed, setAllowed] = useState<boolean | undefined>(lastAnswer[area]);
  useEffect(() => {
    let live = true;
    primaryCheck(area).then((answer) => {
      if (live) setAllowed(answer);
    });
    return () => {
      live = false;
    };
  }, [area]);
  if (allowed === undefined) return <Loading />;
  return allowed ? children : <NotAllowed />;
}
