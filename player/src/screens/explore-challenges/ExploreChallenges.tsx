import type { Challenge, GameIndexes } from '@quiz/shared/contract';

import { useState } from 'preact/hooks';
import { ChallengeList } from '../../components/challenge-card/ChallengeCard';
import { PagedView } from '../../components/section/Paged';
import { Chips, Tabs } from '../../components/tabs/Tabs';
import { pick, useLang, useT } from '../../lib/i18n';
import { usePaged } from '../../lib/paged';
import { api } from '../../lib/paths';
import { useResource } from '../../lib/resource';
import { useTitle } from '../../lib/use-title';
import { challengesPath } from '../explore/lists';

const TABS = ['trending', 'non_popular', 'for_you', 'started_by_friends'] as const;
type Tab = (typeof TABS)[number];
/** The category filter row shows only for these two tabs (spec section 2). */
const FILTERED: Tab[] = ['trending', 'non_popular'];
/** Page size L of spec section 9. */
const PAGE_SIZE = 14;

export default function ExploreChallenges() {
  const t = useT();
  const lang = useLang();
  const [tab, setTab] = useState<Tab>('trending');
  const [category, setCategory] = useState<number | null>(null);
  const filtered = FILTERED.includes(tab);
  const indexes = useResource<GameIndexes>(filtered ? api.games.indexes() : null);
  const gameIndexId = filtered ? (category ?? undefined) : undefined;
  // A new tab or category resets paging to page 1 and reloads.
  const challenges = usePaged<Challenge>(
    (page) => challengesPath(tab, PAGE_SIZE, gameIndexId, page),
    `${tab}:${gameIndexId ?? ''}`,
  );
  useTitle('screens.explore_challenges');
  return (
    <div class="page">
      <h1>{t('screens.explore_challenges')}</h1>
      <p>{t('explore_challenges.intro')}</p>
      <Tabs
        id="challenges"
        label={t('explore_challenges.tabs_label')}
        items={TABS.map((value) => ({ value, label: t(`game_orderings.${value}`) }))}
        value={tab}
        onChange={setTab}
      />
      <div id="challenges-panel" role="tabpanel" aria-labelledby={`challenges-${tab}`}>
        {filtered && indexes.data && (
          <Chips
            label={t('categories.filter_label')}
            items={[
              { value: 0, label: t('categories.all') },
              ...indexes.data.indexes.map((index) => ({
                value: index.id,
                label: pick(index, 'label', lang),
              })),
            ]}
            selected={[category ?? 0]}
            onToggle={(value) => setCategory(value === 0 ? null : value)}
          />
        )}
        <PagedView state={challenges}>{(items) => <ChallengeList challenges={items} />}</PagedView>
      </div>
    </div>
  );
}
