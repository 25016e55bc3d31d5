import type { BadgeTypes, PlayerSummary } from '@quiz/shared/contract';
import { formatDate } from '@quiz/shared/format';

import { Link } from 'wouter-preact';
import { Picture } from '../../components/picture/Picture';
import { PagedView } from '../../components/section/Paged';
import { pick, useLang, useT } from '../../lib/i18n';
import { usePaged } from '../../lib/paged';
import { api } from '../../lib/paths';
import { useResource } from '../../lib/resource';
import { useTitle } from '../../lib/use-title';
import type { ViewProps } from '../../routes';
import styles from './Badges.module.css';

type Holder = PlayerSummary & { awarded_at: string };

/** The players holding one badge, paged, the first to earn it first. */
export default function BadgeUsers({ params }: ViewProps) {
  const t = useT();
  const lang = useLang();
  const id = Number(params.badgeId);
  // The badge's own name comes from the (cached) list of badge types.
  const types = useResource<BadgeTypes>(api.badges.types('all'));
  const badge = [...(types.data?.actives ?? []), ...(types.data?.inactives ?? [])].find(
    (type) => type.id === id,
  );
  const holders = usePaged<Holder>((page) => api.badges.users(id, page), String(id));
  const title = badge
    ? t('badges.holders_of', { badge: pick(badge, 'title', lang) })
    : t('screens.badge_users');
  useTitle(title);
  return (
    <div class="page">
      <h1>{title}</h1>
      <PagedView state={holders}>
        {(items) => (
          <ul class={styles.list}>
            {items.map((holder) => (
              <li key={holder.id} class={`card ${styles.person}`}>
                <span class={styles.avatar}>
                  <Picture
                    src={holder.profile_pic}
                    alt=""
                    initialOf={holder.player_name ?? '?'}
                    width={44}
                    height={44}
                  />
                </span>
                <span>
                  <Link href={`/badges/${holder.id}`}>
                    {holder.player_name ?? t('hall.anonymous')}
                  </Link>
                  <br />
                  <span class={styles.muted}>
                    {t('badges.awarded', { date: formatDate(holder.awarded_at, lang) })}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </PagedView>
    </div>
  );
}
