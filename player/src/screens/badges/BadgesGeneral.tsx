import type { BadgeTypes } from '@quiz/shared/contract';

import { Link } from 'wouter-preact';
import { Empty, Section } from '../../components/section/Section';
import { Skeleton } from '../../components/skeleton/Skeleton';
import { useT } from '../../lib/i18n';
import { api } from '../../lib/paths';
import { useResource } from '../../lib/resource';
import { useTitle } from '../../lib/use-title';
import { BadgeItem } from './BadgeItem';
import styles from './Badges.module.css';

/** Every badge type, active then inactive, each with a visit button to its holders. */
export default function BadgesGeneral() {
  const t = useT();
  const types = useResource<BadgeTypes>(api.badges.types('all'));
  useTitle('screens.badges');
  const groups = [
    { title: t('badges.active'), list: types.data?.actives ?? [], inactive: false },
    { title: t('badges.inactive'), list: types.data?.inactives ?? [], inactive: true },
  ];
  return (
    <div class="page">
      <h1>{t('screens.badges')}</h1>
      <p>{t('badges.intro')}</p>
      {types.status === 'loading' && <Skeleton height={200} />}
      {types.status === 'error' && <Empty text={t('lists.load_failed')} />}
      {groups.map(
        (group) =>
          group.list.length > 0 && (
            <Section key={group.title} title={group.title}>
              <ul class={styles.list}>
                {group.list.map((badge) => (
                  <BadgeItem key={badge.id} badge={badge} inactive={group.inactive}>
                    <Link href={`/badge-users/${badge.id}`}>{t('badges.visit')}</Link>
                  </BadgeItem>
                ))}
              </ul>
            </Section>
          ),
      )}
    </div>
  );
}
