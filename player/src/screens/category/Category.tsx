import type { Game, GameIndex, Paged } from '@quiz/shared/contract';
import type { GameOrdering } from '@quiz/shared/types';
import { useState } from 'preact/hooks';
import { ErrorScreen } from '../../components/error-screen/ErrorScreen';
import { GameList } from '../../components/game-card/GameCard';
import { PAGE_WIDE, Picture } from '../../components/picture/Picture';
import { PagedView } from '../../components/section/Paged';
import { Skeleton } from '../../components/skeleton/Skeleton';
import { Tabs } from '../../components/tabs/Tabs';
import { http } from '../../lib/api';
import { pick, useLang, useT } from '../../lib/i18n';
import { navigate } from '../../lib/nav';
import { usePaged } from '../../lib/paged';
import { api } from '../../lib/paths';
import { useResource } from '../../lib/resource';
import { useTitle } from '../../lib/use-title';
import type { ViewProps } from '../../routes';
import { gamesPath } from '../explore/lists';
import styles from './Category.module.css';

const TABS = ['trending', 'latest', 'popular', 'non_popular'] as const satisfies GameOrdering[];
/** A category's cover, as stored (a 3:1 banner). */
const COVER_WIDTH = 960;
const COVER_HEIGHT = 320;
const COVER_RATIO = `${COVER_WIDTH} / ${COVER_HEIGHT}`;
/** Page size L of spec section 9. */
const PAGE_SIZE = 14;

export default function Category({ params }: ViewProps) {
  const t = useT();
  const lang = useLang();
  const id = Number(params.indexId);
  const valid = Number.isInteger(id) && id > 0;
  const index = useResource<GameIndex>(valid ? api.games.index(id) : null);
  const [tab, setTab] = useState<(typeof TABS)[number]>('trending');
  const games = usePaged<Game>(
    valid ? (page) => gamesPath(tab, PAGE_SIZE, id, page) : null,
    `${id}:${tab}`,
  );
  const label = index.data ? pick(index.data, 'label', lang) : '';
  useTitle(label || 'screens.category');

  if (!valid || (index.status === 'error' && index.error.status === 404)) {
    return <ErrorScreen kind="notFound" />;
  }

  /** Opens a random quiz of this category. */
  async function playRandom() {
    try {
      const answer = await http.get<Paged<Game>>(gamesPath('random', 1, id));
      const game = answer.list[0];
      if (game) navigate(`/play/overview/${game.id}`);
    } catch {
      // The button simply does nothing when no quiz can be drawn.
    }
  }

  const data = index.data;
  return (
    <div class="page">
      <header class={`card ${styles.cover}`}>
        {data ? (
          <Picture
            src={data.cover_image ?? data.image}
            alt=""
            initialOf={label}
            width={COVER_WIDTH}
            height={COVER_HEIGHT}
            priority
            sizes={PAGE_WIDE}
          />
        ) : (
          // The cover's own box (its ratio), then the room of a two-line description and
          // of the counts' line: the tabs and the list below stay where they are.
          <Skeleton ratio={COVER_RATIO} />
        )}
        <div class={styles.body}>
          <h1>{label || <Skeleton width="60%" height={28} />}</h1>
          {data ? (
            <>
              <p>{pick(data, 'cover_description', lang)}</p>
              <ul class={styles.counts}>
                <li>{t('categories.participations', { count: data.number_of_participations })}</li>
                <li>{t('categories.quizzes', { count: data.number_of_quizzes })}</li>
                <li>{t('categories.challenges', { count: data.number_of_challenges })}</li>
              </ul>
            </>
          ) : (
            <div class={styles.waiting} />
          )}
          <button type="button" class="button" onClick={playRandom}>
            {t('categories.random_play')}
          </button>
        </div>
      </header>
      <Tabs
        id="category"
        label={t('categories.tabs_label')}
        items={TABS.map((value) => ({ value, label: t(`game_orderings.${value}`) }))}
        value={tab}
        onChange={setTab}
      />
      <div id="category-panel" role="tabpanel" aria-labelledby={`category-${tab}`}>
        <PagedView state={games}>{(items) => <GameList games={items} />}</PagedView>
      </div>
    </div>
  );
}
