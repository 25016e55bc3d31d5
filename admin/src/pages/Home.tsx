import { Loading, Navigate, usePermissions } from 'react-admin';
import type { Permissions } from '../permissions';
import { homePath } from '../permissions';
import { LINKS } from '../routes';

/**
 * The base route: the super board (spec section 2) for super managers; a games
 * manager, who may not see it, lands on games management; others on settings.
 */
export function Home() {
  const { permissions, isPending } = usePermissions<Permissions>();
  if (isPending) return <Loading />;
  return <Navigate to={homePath(permissions, LINKS)} replace />;
}
