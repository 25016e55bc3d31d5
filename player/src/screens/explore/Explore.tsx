import type { Game, Paged } from '@quiz/shared/contract';
import { Link } from 'wouter-preact';
import { GameCard, GameList } from '../../components/game-card/GameCard';
import { Icon } from '../../components/icon/Icon';
import { LazyBlock } from '../../components/lazy-block/LazyBlock';
import { Empty, Section } from '../../components/section/Section';
import { CardsSkeleton } from '../../components/skeleton/Skeleton';
import { Tabs } from '../../components/tabs/Tabs';
import { useT } from '../../lib/i18n';
import { lazy } from '../../lib/lazy';
import { navigate } from '../../lib/nav';
import { useResource } from '../../lib/resource';
import { session } from '../../lib/session';
import { useStore } from '../../lib/store';
import { useTitle } from '../../lib/use-title';
import { AdSpace, JoinPrompt, QuoteBlock } from './blocks';
import styles from './Explore.module.css';
import { gamesPath, NEWEST_COUNT, splitNewest } from './lists';

/** Everything below the first screen: its code loads as the player scrolls towards it. */
const ExploreMore = lazy(() => import('./ExploreMore'));

type Tab = 'trend' | 'intro' | 'for_you';

/** Intro and For you lead to their own screens (spec section 2). */
const TAB_TARGETS: Partial<Record<Tab, string>> = {
  intro: '/categories',
  for_you: '/explore-challenges',
};

function Newest() {
  const t = useT();
  const newest = useResource<Paged<Game>>(gamesPath('latest', NEWEST_COUNT));
  if (newest.status === 'loading') return <CardsSkeleton count={3} />;
  const { first, newer, later } = splitNewest(newest.data?.list ?? []);
  if (!first) return <Empty text={t('lists.empty')} />;
  return (
    <>
      <Section title={t('explore.newest')}>
        <div class={styles.newest}>
          <GameCard game={first} large />
        </div>
      </Section>
      {newer.length > 0 && (
        <Section title={t('explore.newer')}>
          <GameList games={newer} rail />
        </Section>
      )}
      <LazyBlock minHeight={1600}>
        <ExploreMore later={later} />
      </LazyBlock>
    </>
  );
}

/** The explore home: banners, quote, ads and the Trend tab's blocks. */
export default function Explore() {
  const t = useT();
  const visitor = useStore(session, (state) => state.status === 'visitor');
  useTitle('screens.explore');
  const openTab = (tab: Tab) => {
    const target = TAB_TARGETS[tab];
    if (target) navigate(target);
  };
  return (
    <div class="page">
      <section class={styles.banner} aria-labelledby="explore-title">
        <h1 id="explore-title">{t('explore.banner_title')}</h1>
        <p>{t('explore.banner_text')}</p>
        <Link class="button" href="/search">
          <Icon name="search" size={20} />
          {t('explore.search_cta')}
        </Link>
      </section>
      <section class={`card ${styles.strip}`} aria-labelledby="more-challenges">
        <div>
          <h2 id="more-challenges">{t('explore.more_challenges_title')}</h2>
          <p>{t('explore.more_challenges_text')}</p>
        </div>
        <Link class="button button-ghost" href="/explore-challenges">
          {t('explore.more_challenges_cta')}
        </Link>
      </section>
      <QuoteBlock />
      <AdSpace space={1} />
      <Tabs
        id="explore"
        label={t('explore.tabs_label')}
        items={[
          { value: 'trend', label: t('explore.tab_trend') },
          { value: 'intro', label: t('explore.tab_intro') },
          { value: 'for_you', label: t('explore.tab_for_you') },
        ]}
        value="trend"
        onChange={openTab}
      />
      <div id="explore-panel" role="tabpanel" aria-labelledby="explore-trend">
        {visitor && <JoinPrompt />}
        <Newest />
      </div>
    </div>
  );
}
