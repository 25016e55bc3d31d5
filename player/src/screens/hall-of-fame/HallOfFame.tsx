import type { PlayerSummary } from '@quiz/shared/contract';
import { formatMoney, truncate } from '@quiz/shared/format';
import { PERIODS, type Period } from '@quiz/shared/types';
import { useState } from 'preact/hooks';
import { useLocation } from 'wouter-preact';
import { Picture } from '../../components/picture/Picture';
import { PagedView } from '../../components/section/Paged';
import { Tabs } from '../../components/tabs/Tabs';
import { useT } from '../../lib/i18n';
import { usePaged } from '../../lib/paged';
import { api } from '../../lib/paths';
import { useTitle } from '../../lib/use-title';
import styles from './HallOfFame.module.css';

export interface FameEntry {
  rank: number;
  user: PlayerSummary;
  amount_won: number;
  nbr_wins: number;
}

/** Entries per page in the full view (spec section 9). */
const PAGE_SIZE = 10;
const NAME_MAX = 15;
const STEP_CLASSES = [styles.first, styles.second, styles.third];

/** The ranks below the podium: the podium is shown apart, so it is not listed twice. */
export function belowPodium(entries: FameEntry[]): FameEntry[] {
  return entries.filter((entry) => entry.rank > 3);
}

function Podium({ entries }: { entries: FameEntry[] }) {
  const t = useT();
  return (
    <ol class={styles.podium} aria-label={t('hall.podium')}>
      {entries.slice(0, 3).map((entry, i) => {
        const name = truncate(entry.user.player_name ?? t('hall.anonymous'), NAME_MAX);
        return (
          <li key={entry.user.id} class={`card ${styles.step} ${STEP_CLASSES[i]}`}>
            <span class={styles.rank}>{t('hall.rank', { rank: entry.rank })}</span>
            <span class={styles.avatar}>
              <Picture
                src={entry.user.profile_pic}
                alt=""
                initialOf={name}
                width={56}
                height={56}
              />
            </span>
            <span class={styles.name}>{name}</span>
            <span class={styles.money}>{formatMoney(entry.amount_won)}</span>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * Hall of fame: today, last 7 days, last 30 days or all time; the top 3 as a
 * podium, the others ranked and paged. /all-star is the same board, all time.
 */
export default function HallOfFame() {
  const t = useT();
  const [pathname] = useLocation();
  const allStar = pathname === '/all-star';
  const [period, setPeriod] = useState<Period>(allStar ? 'all_time' : 'last_30');
  const fame = usePaged<FameEntry>((page) => api.hallOfFame.list(period, page, PAGE_SIZE), period);
  const podium = (fame.meta.podium as FameEntry[] | undefined) ?? [];
  const below = belowPodium(fame.items);
  // A board of three or fewer is all podium: no empty list under it.
  const onlyPodium = podium.length > 0 && below.length === 0 && !fame.hasNext;
  useTitle(allStar ? 'screens.all_star' : 'screens.hall_of_fame');
  return (
    <div class="page">
      <h1>{t(allStar ? 'screens.all_star' : 'screens.hall_of_fame')}</h1>
      <p>{t('hall.intro')}</p>
      <Tabs
        id="periods"
        label={t('hall.filters')}
        items={PERIODS.map((value) => ({ value, label: t(`periods.${value}`) }))}
        value={period}
        onChange={setPeriod}
      />
      <div id="periods-panel" role="tabpanel" aria-labelledby={`periods-${period}`}>
        {podium.length > 0 && <Podium entries={podium} />}
        {!onlyPodium && (
          <PagedView state={{ ...fame, items: below }}>
            {(items) => (
              <ol class={`card ${styles.rows}`}>
                {items.map((entry) => (
                  <li key={entry.user.id} class={styles.row}>
                    <span class={styles.rank}>{entry.rank}</span>
                    <span class={styles.small}>
                      <Picture
                        src={entry.user.profile_pic}
                        alt=""
                        initialOf={entry.user.player_name ?? '?'}
                        width={36}
                        height={36}
                      />
                    </span>
                    <span class={styles.grow}>
                      <span class={styles.rowName}>
                        {truncate(entry.user.player_name ?? t('hall.anonymous'), NAME_MAX)}
                      </span>
                      <small>{t('hall.wins', { count: entry.nbr_wins })}</small>
                    </span>
                    <strong>{formatMoney(entry.amount_won)}</strong>
                  </li>
                ))}
              </ol>
            )}
          </PagedView>
        )}
      </div>
    </div>
  );
}
