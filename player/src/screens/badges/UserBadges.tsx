import type { Badge, PlayerSummary } from '@quiz/shared/contract';
import { ErrorScreen } from '../../components/error-screen/ErrorScreen';
import { Picture } from '../../components/picture/Picture';
import { Empty } from '../../components/section/Section';
import { Skeleton } from '../../components/skeleton/Skeleton';
import { useT } from '../../lib/i18n';
import { api } from '../../lib/paths';
import { useResource } from '../../lib/resource';
import { useTitle } from '../../lib/use-title';
import type { ViewProps } from '../../routes';
import { BadgeItem } from './BadgeItem';
import styles from './Badges.module.css';

interface UserBadgesResponse {
  user: PlayerSummary & { email_phone_number?: string };
  badges: Badge[];
}

/** A player (picture, name, masked contact) and their badges, most prestigious first. */
export default function UserBadges({ params }: ViewProps) {
  const t = useT();
  const id = params.userId === 'me' ? 'me' : Number(params.userId);
  const valid = id === 'me' || (Number.isInteger(id) && id > 0);
  const answer = useResource<UserBadgesResponse>(valid ? api.badges.user(id) : null);
  const user = answer.data?.user;
  const name = user?.player_name ?? t('hall.anonymous');
  useTitle(user ? t('badges.of_player', { name }) : 'screens.user_badges');
  if (!valid || (answer.status === 'error' && answer.error.status === 404)) {
    return <ErrorScreen kind="notFound" />;
  }
  return (
    <div class="page">
      {user ? (
        <header class={`card ${styles.person}`} style={{ marginBottom: '16px' }}>
          <span class={styles.avatar}>
            <Picture src={user.profile_pic} alt="" initialOf={name} width={44} height={44} />
          </span>
          <span>
            <h1 style={{ margin: 0 }}>{t('badges.of_player', { name })}</h1>
            {user.email_phone_number && <span class={styles.muted}>{user.email_phone_number}</span>}
          </span>
        </header>
      ) : (
        <Skeleton height={70} />
      )}
      {answer.status === 'loading' ? (
        <Skeleton height={160} />
      ) : answer.data?.badges.length ? (
        <ol class={styles.list}>
          {answer.data.badges.map((badge) => (
            <BadgeItem key={badge.id} badge={badge}>
              {badge.number_of_units > 1 && (
                <span class={styles.muted}>
                  {t('badges.times', { count: badge.number_of_units })}
                </span>
              )}
            </BadgeItem>
          ))}
        </ol>
      ) : (
        <Empty text={t('badges.none')} />
      )}
    </div>
  );
}
