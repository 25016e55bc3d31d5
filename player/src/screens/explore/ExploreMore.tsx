import type {
  BadgeTypes,
  Challenge,
  Game,
  GameIndexes,
  Paged,
  PlayerSummary,
} from '@quiz/shared/contract';
import { formatMoney, truncate } from '@quiz/shared/format';

import { useMemo, useState } from 'preact/hooks';
import { Link } from 'wouter-preact';
import { ChallengeCard, ChallengeList } from '../../components/challenge-card/ChallengeCard';
import { GameCard, GameList } from '../../components/game-card/GameCard';
import { LazyBlock } from '../../components/lazy-block/LazyBlock';
import { Picture } from '../../components/picture/Picture';
import { Empty, Section } from '../../components/section/Section';
import { CardsSkeleton, Skeleton } from '../../components/skeleton/Skeleton';
import { Tabs } from '../../components/tabs/Tabs';
import { pick, useLang, useT } from '../../lib/i18n';
import { api } from '../../lib/paths';
import { useResource } from '../../lib/resource';
import { shareLink } from '../../lib/share';
import { AdSpace, FeaturedGame, GamesSection } from './blocks';
import styles from './Explore.module.css';
import more from './ExploreMore.module.css';
import { categoriesBlock, challengesPath, drawZeroToTen, gamesPath, isFeatured } from './lists';

/** One line of the hall of fame. */
interface FameEntry {
  rank: number;
  user: PlayerSummary;
  amount_won: number;
}

const LATEST_CATEGORIES = 10;
const NAME_MAX = 20;

function ShareBanner() {
  const t = useT();
  const share = () =>
    shareLink({ title: t('app.name'), text: t('shell.share_text'), url: `${location.origin}/` });
  return (
    <section class={`card ${styles.strip}`} aria-labelledby="share-title">
      <div>
        <h2 id="share-title">{t('explore.share_title')}</h2>
        <p>{t('explore.share_text')}</p>
      </div>
      <button type="button" class="button" onClick={share}>
        {t('actions.share')}
      </button>
    </section>
  );
}

/** A random active badge and the way to all of them. */
function BadgeBlock() {
  const t = useT();
  const lang = useLang();
  const types = useResource<BadgeTypes>(api.badges.types('actives'));
  const actives = types.data?.actives ?? [];
  const badge = useMemo(() => actives[Math.floor(Math.random() * actives.length)], [actives]);
  if (!badge) return null;
  return (
    <Section
      title={t('explore.badge_title')}
      more={{ href: '/badges-general', label: t('explore.all_badges') }}
    >
      <div class={`card ${styles.strip}`}>
        <span class={more.badge}>
          <Picture src={badge.image ?? badge.icon} alt="" width={64} height={64} decorative />
        </span>
        <div class={more.grow}>
          <h3>{pick(badge, 'title', lang)}</h3>
          <p>{pick(badge, 'description', lang)}</p>
        </div>
      </div>
    </Section>
  );
}

function MoneyBlock() {
  const t = useT();
  return (
    <section class={`card ${styles.strip}`} aria-labelledby="money-title">
      <div>
        <h2 id="money-title">{t('explore.money_title')}</h2>
        <p>{t('explore.money_text')}</p>
      </div>
      <Link class="button" href="/gains">
        {t('explore.money_cta')}
      </Link>
    </section>
  );
}

function CategoriesBlock() {
  const t = useT();
  const lang = useLang();
  const indexes = useResource<GameIndexes>(api.games.indexes());
  const draw = useMemo(() => drawZeroToTen(), []);
  if (indexes.status === 'loading') return <Skeleton height={120} />;
  const { popular, list } = categoriesBlock(indexes.data?.indexes ?? [], draw);
  if (list.length === 0) return null;
  return (
    <Section
      title={t(popular ? 'explore.popular_categories' : 'explore.unpopular_categories')}
      more={{ href: '/categories', label: t('explore.see_all') }}
    >
      <ul class={more.categories}>
        {list.map((index) => (
          <li key={index.id}>
            <Link class={`card ${more.category}`} href={`/category/${index.id}`}>
              {index.icon && <img src={index.icon} alt="" width={32} height={32} loading="lazy" />}
              {pick(index, 'label', lang)}
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Trending challenges or popular quizzes, one tab at a time. */
function Community() {
  const t = useT();
  const [tab, setTab] = useState<'challenges' | 'quizzes'>('challenges');
  const challenges = useResource<Paged<Challenge>>(challengesPath('trending', 6));
  return (
    <Section title={t('explore.community')}>
      <Tabs
        id="community"
        label={t('explore.community')}
        items={[
          { value: 'challenges', label: t('explore.trending_challenges') },
          { value: 'quizzes', label: t('explore.popular_quizzes') },
        ]}
        value={tab}
        onChange={setTab}
      />
      <div id="community-panel" role="tabpanel" aria-labelledby={`community-${tab}`}>
        {tab === 'quizzes' ? (
          <GamesSection
            title={t('explore.popular_quizzes')}
            path={gamesPath('popular', 6)}
            count={6}
          />
        ) : challenges.status === 'loading' ? (
          <CardsSkeleton count={2} />
        ) : challenges.data?.list.length ? (
          <ChallengeList challenges={challenges.data.list} />
        ) : (
          <Empty text={t('lists.empty')} />
        )}
      </div>
    </Section>
  );
}

function HallOfFameBlock() {
  const t = useT();
  const fame = useResource<Paged<FameEntry>>(api.hallOfFame.list('last_30', 1, 3));
  const list = fame.data?.list ?? [];
  return (
    <Section
      title={t('explore.hall_of_fame')}
      more={{ href: '/hall-of-fame', label: t('explore.see_all') }}
    >
      {fame.status === 'loading' ? (
        <Skeleton height={150} />
      ) : list.length === 0 ? (
        <Empty text={t('lists.empty')} />
      ) : (
        <ol class={`card ${more.fame}`}>
          {list.map((entry) => (
            <li key={entry.user.id}>
              <span class={more.rank}>{t('hall.rank', { rank: entry.rank })}</span>
              <span class={more.avatar}>
                <Picture
                  src={entry.user.profile_pic}
                  alt=""
                  initialOf={entry.user.player_name ?? '?'}
                  width={36}
                  height={36}
                />
              </span>
              <span class={more.grow}>
                {truncate(entry.user.player_name ?? t('hall.anonymous'), NAME_MAX)}
              </span>
              <strong>{formatMoney(entry.amount_won)}</strong>
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}

function RandomChallenge() {
  const t = useT();
  const challenges = useResource<Paged<Challenge>>(challengesPath('random', 1));
  const challenge = challenges.data?.list[0];
  if (!challenge) return null;
  return (
    <Section title={t('explore.random_challenge')}>
      <ChallengeCard challenge={challenge} />
    </Section>
  );
}

/** The latest quizzes of the first categories; every third one opens with a large card. */
function LatestByCategory() {
  const t = useT();
  const lang = useLang();
  const indexes = useResource<GameIndexes>(api.games.indexes());
  return (
    <>
      {(indexes.data?.indexes ?? []).slice(0, LATEST_CATEGORIES).map((index, position) => (
        <LazyBlock key={index.id} minHeight={260}>
          <CategoryLatest
            title={t('explore.latest_in', { category: pick(index, 'label', lang) })}
            indexId={index.id}
            featured={isFeatured(position)}
          />
        </LazyBlock>
      ))}
    </>
  );
}

function CategoryLatest(props: { title: string; indexId: number; featured: boolean }) {
  const t = useT();
  const games = useResource<Paged<Game>>(gamesPath('latest', 6, props.indexId));
  const [first, ...rest] = games.data?.list ?? [];
  if (games.status === 'loading') return <CardsSkeleton count={2} />;
  if (!first) return null;
  return (
    <Section
      title={props.title}
      more={{ href: `/category/${props.indexId}`, label: t('explore.see_all') }}
    >
      {props.featured && <GameCard game={first} large />}
      <GameList games={props.featured ? rest : [first, ...rest]} rail />
    </Section>
  );
}

/** The Trend tab below the first screen, in the order of spec section 2. */
export default function ExploreMore({ later }: { later: Game[] }) {
  const t = useT();
  return (
    <>
      {later.length > 0 && (
        <Section title={t('explore.later')}>
          <GameList games={later} rail />
        </Section>
      )}
      <ShareBanner />
      <BadgeBlock />
      <MoneyBlock />
      <CategoriesBlock />
      <AdSpace space={2} />
      <Community />
      <HallOfFameBlock />
      <RandomChallenge />
      <GamesSection title={t('explore.most_popular')} path={gamesPath('popular', 6)} count={6} />
      <FeaturedGame title={t('explore.random_quiz')} path={gamesPath('random', 1)} />
      <GamesSection title={t('explore.for_you')} path={gamesPath('for_you', 8)} count={8} />
      <AdSpace space={3} />
      <LatestByCategory />
    </>
  );
}
