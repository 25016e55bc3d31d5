import type { Badge, BadgeType } from '@quiz/shared/contract';
import type { ComponentChildren } from 'preact';
import { Picture } from '../../components/picture/Picture';
import { pick, useLang, useT } from '../../lib/i18n';
import styles from './Badges.module.css';

/** A badge with its medal colour, title, description and the credits it pays; actions come as children. */
export function BadgeItem(props: {
  badge: Badge | BadgeType;
  inactive?: boolean;
  children?: ComponentChildren;
}) {
  const lang = useLang();
  const t = useT();
  const { badge } = props;
  const title = pick(badge, 'title', lang);
  return (
    <li class={`card ${styles.badge} ${props.inactive ? styles.inactive : ''}`}>
      <span class={`${styles.medal} ${styles[badge.color] ?? ''}`}>
        <Picture src={badge.image ?? badge.icon} alt="" initialOf={title} width={64} height={64} />
      </span>
      <div>
        <h3>{title}</h3>
        <p>{pick(badge, 'description', lang)}</p>
        {badge.number_of_units > 0 && (
          <p class={styles.reward}>{t('badges.reward', { count: badge.number_of_units })}</p>
        )}
        {props.children}
      </div>
    </li>
  );
}
