import { type Client, http } from '../../lib/api';
import { ADMIN_AREA } from '../../lib/guards';
import { notify } from '../../lib/notice';
import { api } from '../../lib/paths';

/**
 * A manager in player mode goes back to the back office: the account's navigation
 * mode is set to admin first, so the site sends them there from now on.
 */
export async function enterAdminMode(client: Client = http): Promise<void> {
  try {
    await client.put(api.me.update({ index: 'switch navigation mode', field: 'profile' }), {
      value: true,
    });
  } catch {
    notify('shell.something_wrong', 'error');
    return;
  }
  location.assign(ADMIN_AREA);
}
