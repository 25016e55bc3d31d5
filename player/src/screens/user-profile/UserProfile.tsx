import type { Profile } from '@quiz/shared/contract';
import { useEffect, useState } from 'preact/hooks';
import { Link } from 'wouter-preact';
import { ConfirmDialog } from '../../components/confirm-dialog/ConfirmDialog';
import { ModalLoader } from '../../components/loader/Loader';
import { Picture } from '../../components/picture/Picture';
import { Skeleton } from '../../components/skeleton/Skeleton';
import { http } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { HOME, navigate } from '../../lib/nav';
import { notify } from '../../lib/notice';
import { api } from '../../lib/paths';
import { session } from '../../lib/session';
import { useStore } from '../../lib/store';
import { useTitle } from '../../lib/use-title';
import type { ViewProps } from '../../routes';
import { Figures } from '../player-statistics/Figures';
import { CONFIRMATIONS, type FriendMove, friendRelation, MOVES, moveCall } from './relation';
import styles from './UserProfile.module.css';

/** The player's id in /user/{id} or /user-profile/{id}/…. */
function userIdOf(params: ViewProps['params']): number {
  const raw = params.userId ?? params['*']?.split('/')[0] ?? '';
  return Number(raw);
}

/**
 * Another player's profile: name, masked contact, friend status, the moves the
 * server can carry out (unfriending asked first), badges and stats.
 */
export default function UserProfile({ params }: ViewProps) {
  const t = useT();
  const id = userIdOf(params);
  const me = useStore(session, (state) => state.details?.id);
  const [profile, setProfile] = useState<Profile | null>(null);
  const [busy, setBusy] = useState(false);
  /** A move waiting for the player's yes. */
  const [asking, setAsking] = useState<FriendMove | null>(null);
  useTitle(profile?.player_name ?? 'screens.user');

  async function load() {
    try {
      setProfile(await http.get<Profile>(api.users.profile(id)));
    } catch {
      // Spec section 8: a profile that cannot load sends the player back.
      notify('profile.load_failed', 'error');
      if (history.length > 1) history.back();
      else navigate(HOME, { replace: true });
    }
  }

  useEffect(() => {
    if (id === me) navigate('/settings', { replace: true });
    else if (Number.isInteger(id) && id > 0) load();
    else navigate(HOME, { replace: true });
  }, [id, me]);

  async function move(kind: FriendMove) {
    setAsking(null);
    if (!profile) return;
    const { method, path } = moveCall(kind, profile);
    setBusy(true);
    try {
      await http.request(method, path);
      await load();
    } catch {
      notify('shell.something_wrong', 'error');
    }
    setBusy(false);
  }

  if (!profile)
    return (
      <div class="page">
        <Skeleton height={160} />
      </div>
    );
  const relation = friendRelation(profile);
  const name = profile.player_name ?? t('hall.anonymous');
  const labels: Record<FriendMove, string> = {
    unfriend: t('actions.unfriend'),
    cancel: t('profile.cancel_request'),
    accept: t('actions.accept'),
    decline: t('actions.decline'),
    invite: t('actions.invite'),
  };
  return (
    <div class="page">
      <header class={`card ${styles.head}`}>
        <span class={styles.avatar}>
          <Picture src={profile.profile_pic} alt="" initialOf={name} width={80} height={80} eager />
        </span>
        <div>
          <h1>{name}</h1>
          <p class={styles.muted}>{profile.email_phone_number}</p>
          {relation !== 'none' && <span class={styles.status}>{t(`profile.${relation}`)}</span>}
        </div>
      </header>
      <div class={styles.actions}>
        {MOVES[relation].map((kind, i) => (
          <button
            key={kind}
            type="button"
            class={i === 0 ? 'button' : 'button button-ghost'}
            onClick={() => (CONFIRMATIONS[kind] ? setAsking(kind) : move(kind))}
            disabled={busy}
          >
            {labels[kind]}
          </button>
        ))}
        <Link class="button button-ghost" href={`/badges/${profile.id}`}>
          {t('profile.badges_link')} ({profile.number_of_badges})
        </Link>
      </div>
      <h2>{t('profile.stats')}</h2>
      <Figures
        figures={{
          nbr_plays: profile.stats.nbr_plays,
          nbr_solos: profile.stats.nbr_solos,
          nbr_challenges: profile.stats.nbr_challenges,
          nbr_wins: profile.stats.nbr_wins,
          nbr_solos_won: profile.stats.nbr_solos_won,
          nbr_chall_won: profile.stats.nbr_chall_won,
        }}
      />
      {asking && (
        <ConfirmDialog
          question={t(CONFIRMATIONS[asking] ?? '', { name })}
          onConfirm={() => move(asking)}
          onCancel={() => setAsking(null)}
        />
      )}
      {busy && <ModalLoader />}
    </div>
  );
}
