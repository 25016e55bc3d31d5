import type { MeUpdated, OwnProfile } from '@quiz/shared/contract';
import { api } from '@quiz/shared/paths';
import type { MeIndex } from '@quiz/shared/types';
import type { Http } from '../lib/http';
import type { ResourceAdapter } from './types';

/**
 * The manager's own account (spec section 7 "Other": the profile edits and account
 * removal the admin settings use): one PUT /api/me/?index=&field=profile per edit,
 * the picture as multipart, DELETE for the picture and for the account.
 */
export function meAdapter(http: Http) {
  return {
    actions: {
      profile: () => http.get<OwnProfile>(api.me.profile()),
      update: ({ index, body }: { index: MeIndex; body: object }) =>
        http.put<MeUpdated>(api.me.update({ index, field: 'profile' }), body),
      picture: ({ file }: { file: File }) => {
        const form = new FormData();
        form.append('profile_pic', file, file.name);
        return http.put<MeUpdated>(
          api.me.update({ index: 'profile_picture', field: 'profile' }),
          form,
        );
      },
      removePicture: () => http.del<MeUpdated>(api.me.removeProfilePic()),
      remove: ({ password }: { password: string }) => http.del(api.me.delete(password)),
    },
  } satisfies ResourceAdapter;
}
