import type { MeUpdated, OwnProfile } from '@quiz/shared/contract';
import { profilePictureSchema } from '@quiz/shared/validation';
import { useState } from 'preact/hooks';
import { ConfirmDialog } from '../../components/confirm-dialog/ConfirmDialog';
import { Picture } from '../../components/picture/Picture';
import { http } from '../../lib/api';
import { validationErrors } from '../../lib/forms';
import type { Translate } from '../../lib/i18n';
import { notify } from '../../lib/notice';
import { api } from '../../lib/paths';
import { waitParams } from '../../lib/wait';
import { refusalErrors } from './contact-flow';
import styles from './Settings.module.css';

/**
 * Who I am, with my picture: a new one is chosen from the device (png, jpg or
 * jpeg of 5 MB at most, else an alert says why), the current one removed
 * after a yes/no prompt.
 */
export function ProfileHeader(props: {
  t: Translate;
  profile: OwnProfile;
  onChange: (profile: OwnProfile) => void;
}) {
  const { t, profile } = props;
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState(false);

  async function upload(input: HTMLInputElement) {
    const file = input.files?.[0];
    // The same file chosen again after a refusal must fire a change again.
    input.value = '';
    if (!file) return;
    const errors = validationErrors(profilePictureSchema, { mime: file.type, size: file.size });
    setProblem(errors.mime ?? errors.size ?? null);
    if (errors.mime || errors.size) return;
    const body = new FormData();
    body.append('profile_pic', file);
    setBusy(true);
    try {
      const answer = await http.put<MeUpdated>(
        api.me.update({ index: 'profile_picture', field: 'profile' }),
        body,
      );
      props.onChange(answer.profile);
      notify('settings.picture_changed');
    } catch (error) {
      setProblem(Object.values(refusalErrors(error, 'profile_pic'))[0] ?? null);
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    setRemoving(false);
    try {
      await http.del(api.me.removeProfilePic());
      props.onChange({ ...profile, profile_pic: null });
      notify('settings.picture_removed');
    } catch {
      notify('shell.something_wrong', 'error');
    }
  }

  return (
    <div class={`card ${styles.who}`}>
      <Picture
        src={profile.profile_pic}
        alt={t('settings.picture')}
        width={72}
        height={72}
        class={styles.avatar}
        initialOf={profile.player_name ?? ''}
      />
      <div>
        <strong>{profile.player_name}</strong>
        <p>{profile.email_phone_number}</p>
        <div class={styles.pictureActions}>
          <label class={`link-button ${busy ? styles.busy : ''}`}>
            {t('settings.picture_change')}
            <input
              type="file"
              class="visually-hidden"
              accept="image/png,image/jpeg"
              disabled={busy}
              onChange={(event) => void upload(event.currentTarget)}
            />
          </label>
          {profile.profile_pic && (
            <button type="button" class="link-button" onClick={() => setRemoving(true)}>
              {t('settings.picture_remove')}
            </button>
          )}
        </div>
        {problem && (
          <p role="alert" class={styles.problem}>
            {t(problem, waitParams())}
          </p>
        )}
      </div>
      {removing && (
        <ConfirmDialog
          question={t('settings.picture_remove_question')}
          onConfirm={() => void remove()}
          onCancel={() => setRemoving(false)}
        />
      )}
    </div>
  );
}
