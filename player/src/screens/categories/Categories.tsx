import type { Game, GameIndex, GameIndexes, Paged } from '@quiz/shared/contract';

import { Link } from 'wouter-preact';
import { GameList } from '../../components/game-card/GameCard';
import { LazyBlock } from '../../components/lazy-block/LazyBlock';
import { Empty, Section } from '../../components/section/Section';
import { CardsSkeleton } from '../../components/skeleton/Skeleton';
import { pick, useLang, useT } from '../../lib/i18n';
import { api } from '../../lib/paths';
import { useResource } from '../../lib/resource';
import { useTitle } from '../../lib/use-title';
import { gamesPath } from '../explore/lists';

/** Each category with its five most popular quizzes (list size S of spec section 9). */
const TOP_QUIZZES = 5;

function CategoryTop({ index }: { index: GameIndex }) {
  const t = useT();
  const lang = useLang();
  const games = useResource<Paged<Game>>(gamesPath('popular', TOP_QUIZZES, index.id));
  return (
    <Section
      title={pick(index, 'label', lang)}
      more={{ href: `/category/${index.id}`, label: t('categories.see_more') }}
    >
      {games.status === 'loading' ? (
        <CardsSkeleton count={2} />
      ) : games.data?.list.length ? (
        <GameList games={games.data.list} rail />
      ) : (
        <Empty text={t('lists.empty')} />
      )}
    </Section>
  );
}

export default function Categories() {
  const t = useT();
  const lang = useLang();
  const indexes = useResource<GameIndexes>(api.games.indexes());
  useTitle('screens.categories');
  const list = indexes.data?.indexes ?? [];
  return (
    <div class="page">
      <h1>{t('screens.categories')}</h1>
      <p>{t('categories.intro')}</p>
      {indexes.status === 'loading' && <CardsSkeleton count={4} />}
      {indexes.status !== 'loading' && list.length === 0 && <Empty text={t('lists.empty')} />}
      {list.length > 0 && (
        <nav aria-label={t('screens.categories')}>
          <ul class="chip-row">
            {list.map((index) => (
              <li key={index.id}>
                <Link href={`/category/${index.id}`}>{pick(index, 'label', lang)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {list.map((index) => (
        <LazyBlock key={index.id} minHeight={280}>
          <CategoryTop index={index} />
        </LazyBlock>
      ))}
    </div>
  );
}
