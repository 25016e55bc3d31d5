import Add from '@mui/icons-material/Add';
import { Box, Button, type Theme, Typography, useMediaQuery } from '@mui/material';
import type { AdminGame } from '@quiz/shared/contract';
import { truncate } from '@quiz/shared/format';
import { lazy, Suspense, useState } from 'react';
import {
  DataTable,
  FilterList,
  FilterListItem,
  InfiniteListBase,
  Link,
  useCreatePath,
  useInfinitePaginationContext,
  useListContext,
  usePermissions,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { BackLink } from '../common/BackLink';
import { TabBar } from '../common/TabBar';
import { Tag } from '../common/Tag';
import { useSectionTexts } from '../i18n/useSectionTexts';
import { canSee, type Permissions } from '../permissions';
import { LINKS } from '../routes';
import { CategoryFilter } from './CategoryFilter';
import { GameActions } from './GameActions';
import { createdDate, GameQuote, gamePerson, IndexChips, NoGames, TITLE_MAX } from './gameParts';
import { GAME_LIST_TEXTS } from './texts';
import { useExportGame } from './useExportGame';
import { useLanguage } from './useLanguage';

const Column = DataTable.Col<AdminGame>;

const SheetDialog = lazy(() => import('./SheetDialog'));
// Secondary controls, loaded beside the grid rather than before it (they bring MUI's inputs).
const TitleSearch = lazy(() => import('./TitleSearch'));
// Phones show cards instead of the grid; desktops never load them.
const GameCards = lazy(() => import('./GameCards'));
const SavedQueries = lazy(() => import('./SavedQueries'));

/** The spec pages by 10: more games come on demand, appended under the ones shown. */
function LoadMore() {
  const translate = useTranslate();
  const { hasNextPage, fetchNextPage, isFetchingNextPage } = useInfinitePaginationContext();
  if (!hasNextPage) return null;
  return (
    <Box sx={{ textAlign: 'center', my: 3 }}>
      <Button variant="outlined" onClick={() => fetchNextPage()} disabled={isFetchingNextPage}>
        {translate('resources.games.load_more')}
      </Button>
    </Box>
  );
}

/** How many games the list holds with its filters, or a search found (num_results). */
function ResultCount() {
  const translate = useTranslate();
  const { total, filterValues, isPending } = useListContext<AdminGame>();
  if (isPending || total === undefined) return null;
  const key = filterValues.q ? 'resources.games.results' : 'resources.games.list.total';
  return (
    <Typography sx={{ mx: 2, my: 1 }} role="status">
      {translate(key, { smart_count: total })}
    </Typography>
  );
}

/**
 * What an empty list says: no games at all, or none of the status asked ("There are no
 * inactive games."), or none matching the search or category.
 */
function EmptyGames() {
  const translate = useTranslate();
  const { filterValues } = useListContext<AdminGame>();
  const { status, q, game_index_id } = filterValues;
  if (!status && !q && !game_index_id) return <NoGames />;
  const key =
    q || game_index_id
      ? 'resources.games.list.no_match'
      : `resources.games.list.no_${status === 'inactive' ? 'inactive' : 'active'}`;
  return (
    <Typography sx={{ textAlign: 'center', py: 6, color: 'text.secondary' }}>
      {translate(key)}
    </Typography>
  );
}

/**
 * The data grid of the desktop console: the card's fields as columns (spec section 2;
 * the cover, quote and manager beside the title),
 * title, status and date sortable, and each row's actions; a changed game reloads
 * the pages shown, so a status filter drops it at once.
 */
function GameGrid() {
  const translate = useTranslate();
  const language = useLanguage();
  const refresh = useRefresh();
  const exportGame = useExportGame();
  const titleOf = (game: AdminGame) => (language === 'fr' ? game.title_fr : game.title_en);
  return (
    <DataTable<AdminGame>
      bulkActionButtons={false}
      rowClick={false}
      empty={<EmptyGames />}
      aria-label={translate('resources.games.grid')}
    >
      <Column
        source={language === 'fr' ? 'title_fr' : 'title_en'}
        label="resources.games.fields.title"
        render={(game) => (
          <Box sx={{ display: 'flex', gap: 1.5, minWidth: 200, maxWidth: 300 }}>
            {game.cover && (
              <Box
                component="img"
                src={game.cover}
                alt=""
                sx={{ width: 56, height: 36, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }}
              />
            )}
            <div>
              <Typography variant="subtitle2" component="h3" title={titleOf(game)}>
                {truncate(titleOf(game), TITLE_MAX)}
              </Typography>
              <GameQuote game={game} clamp />
              <Typography variant="caption" color="text.secondary">
                {gamePerson(game, translate)}
              </Typography>
            </div>
          </Box>
        )}
      />
      <Column
        source="is_active"
        label="resources.games.fields.is_active"
        render={(game) => (
          <Tag tone={game.is_active ? 'success' : 'neutral'}>
            {translate(game.is_active ? 'resources.games.active' : 'resources.games.inactive')}
          </Tag>
        )}
      />
      <Column
        label="resources.games.fields.indexes"
        disableSort
        render={(game) => <IndexChips game={game} />}
      />
      <Column
        source="created_at"
        label="resources.games.fields.created_at"
        render={(game) => <Box sx={{ whiteSpace: 'nowrap' }}>{createdDate(game, language)}</Box>}
      />
      <Column
        label="resources.games.fields.counts"
        disableSort
        render={(game) => (
          <Box sx={{ whiteSpace: 'nowrap' }}>
            {translate('resources.games.questions_count', {
              smart_count: game.number_of_questions,
            })}
            <br />
            {translate('resources.games.plays_count', { smart_count: game.number_of_plays })}
          </Box>
        )}
      />
      <Column
        label="resources.games.fields.actions"
        disableSort
        render={(game) => (
          <Box sx={{ display: 'flex' }}>
            <GameActions
              compact
              game={game}
              title={titleOf(game)}
              onChange={refresh}
              onExport={exportGame}
            />
          </Box>
        )}
      />
    </DataTable>
  );
}

/**
 * Beside the games: the status and category filters, and the saved queries (react-admin
 * keeps the current filters and sort under a name the manager gives, in the browser).
 */
function GameFilters() {
  return (
    <Box component="aside" sx={{ flex: '0 0 180px', mr: { md: 1 } }}>
      <Suspense fallback={null}>
        <SavedQueries />
      </Suspense>
      <FilterList label="resources.games.fields.status" icon={null}>
        <FilterListItem label="resources.games.active" value={{ status: 'active' }} />
        <FilterListItem label="resources.games.inactive" value={{ status: 'inactive' }} />
      </FilterList>
      <CategoryFilter />
    </Box>
  );
}

type Tab = 'general' | 'filter';

/**
 * The games under their tabs: newest first, 10 more at a time, sortable, narrowed by the
 * filters. Search, status, category and sort live in the address, so a list can be
 * bookmarked or sent; an address holding a search opens on the filter tab, and leaving
 * that tab drops the search.
 */
function Games() {
  const translate = useTranslate();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const { filterValues, setFilters } = useListContext<AdminGame>();
  const [tab, setTab] = useState<Tab>(filterValues.q ? 'filter' : 'general');
  const choose = (next: Tab) => {
    setTab(next);
    if (next === 'general' && filterValues.q) setFilters({ ...filterValues, q: undefined });
  };
  return (
    <>
      <TabBar
        label={translate('resources.games.tabs')}
        value={tab}
        onChange={choose}
        tabs={[
          { value: 'general', label: translate('resources.games.tab_general') },
          { value: 'filter', label: translate('resources.games.tab_filter') },
        ]}
      />
      {tab === 'filter' && (
        <Suspense fallback={null}>
          <TitleSearch />
        </Suspense>
      )}
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, mt: 2 }}>
        <GameFilters />
        <Box sx={{ flex: 1, minWidth: 0, overflowX: 'auto' }}>
          <ResultCount />
          {isSmall ? (
            <Suspense fallback={null}>
              <GameCards empty={<EmptyGames />} />
            </Suspense>
          ) : (
            <GameGrid />
          )}
          <LoadMore />
        </Box>
      </Box>
    </>
  );
}

/**
 * Games management (spec section 2): the general and filter tabs, import and export.
 * The way back to the super board is offered only to who may enter it.
 */
export default function GameList() {
  useSectionTexts(GAME_LIST_TEXTS);
  const translate = useTranslate();
  const createPath = useCreatePath();
  const { permissions } = usePermissions<Permissions>();
  const [sheet, setSheet] = useState(false);
  return (
    <Box sx={{ mt: 1, mb: 10, mx: { xs: 1, sm: 0 } }}>
      {canSee('super', permissions) && (
        <BackLink to={LINKS.board} label="admin.actions.back_board" />
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, my: 2 }}>
        <Button
          component={Link}
          to={createPath({ resource: 'games', type: 'create' })}
          variant="contained"
          startIcon={<Add />}
        >
          {translate('resources.games.add')}
        </Button>
        <Button variant="outlined" onClick={() => setSheet(true)}>
          {translate('resources.games.sheets')}
        </Button>
      </Box>
      <InfiniteListBase<AdminGame>
        resource="games"
        storeKey="games"
        perPage={10}
        sort={{ field: 'created_at', order: 'DESC' }}
      >
        <Games />
      </InfiniteListBase>
      {sheet && (
        <Suspense fallback={null}>
          <SheetDialog onClose={() => setSheet(false)} />
        </Suspense>
      )}
    </Box>
  );
}
