import type { GeneralStats, MyStats } from '@quiz/shared/contract';

import { useState } from 'preact/hooks';
import { Empty } from '../../components/section/Section';
import { Skeleton } from '../../components/skeleton/Skeleton';
import { Tabs } from '../../components/tabs/Tabs';
import { useT } from '../../lib/i18n';
import { api } from '../../lib/paths';
import { useResource } from '../../lib/resource';
import { useTitle } from '../../lib/use-title';
import { Figures } from './Figures';

type Whose = 'general' | 'mine';

/** The platform's figures or the player's own, one tab each. */
export default function PlayerStatistics() {
  const t = useT();
  const [whose, setWhose] = useState<Whose>('general');
  const stats = useResource<GeneralStats | MyStats>(
    whose === 'general' ? api.stats.general() : api.stats.mine(),
  );
  useTitle('screens.player_statistics');
  return (
    <div class="page">
      <h1>{t('screens.player_statistics')}</h1>
      <Tabs
        id="stats"
        label={t('stats.tabs_label')}
        items={[
          { value: 'general', label: t('stats.general') },
          { value: 'mine', label: t('stats.mine') },
        ]}
        value={whose}
        onChange={setWhose}
      />
      <div id="stats-panel" role="tabpanel" aria-labelledby={`stats-${whose}`}>
        {stats.status === 'loading' ? (
          <Skeleton height={180} />
        ) : stats.data ? (
          <Figures figures={stats.data as unknown as Record<string, number>} />
        ) : (
          <Empty text={t('lists.load_failed')} />
        )}
      </div>
    </div>
  );
}
