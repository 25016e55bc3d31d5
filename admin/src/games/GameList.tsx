import Add from '@mui/icons-material/Add';
import Search from '@mui/icons-material/Search';
import { Box, Button, Grid, InputAdornment, Tab, Tabs, TextField, Typography } from '@mui/material';
import type { AdminGame } from '@quiz/shared/contract';
import { lazy, Suspense, useState } from 'react';
import {
  Link,
  Loading,
  useCreatePath,
  useDataProvider,
  useInfiniteGetList,
  useNotify,
  useTranslate,
} from 'react-admin';
import { BackLink } from '../common/BackLink';
import type { AppDataProvider } from '../dataProvider';
import { LINKS } from '../routes';
import { GameCard, NoGames } from './GameCard';

const SheetDialog = lazy(() => import('./SheetDialog'));

/** The server's page of games (spec: paging by a stepper from 1). */
const PAGE = { page: 1, perPage: 10 };

/** Saves a file the server sent under its name. */
function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Games, page after page with a load-more control; a changed card replaces the one shown. */
function Games({ filter }: { filter: { q?: string } }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [changed, setChanged] = useState<Record<number, AdminGame>>({});
  const { data, error, isPending, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useInfiniteGetList<AdminGame>('games', { pagination: PAGE, filter });
  if (isPending) return <Loading />;
  // Spec section 8: a failed list load is only logged; the list stays empty.
  if (error) console.warn(error);
  const games = (data?.pages ?? []).flatMap((page) => page.data);
  const total = data?.pages[0]?.total;

  async function exportGame(game: AdminGame) {
    try {
      saveFile(
        await dataProvider.action<Blob>('games', 'exportSheet', {
          gameId: game.id,
          format: 'xlsx',
        }),
        `game-${game.id}.xlsx`,
      );
    } catch {
      notify('resources.games.export_failed', { type: 'error' });
    }
  }

  return (
    <>
      {total !== undefined && filter.q && (
        <Typography sx={{ my: 1 }} role="status">
          {translate('resources.games.results', { smart_count: total })}
        </Typography>
      )}
      {games.length === 0 ? (
        <NoGames />
      ) : (
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0 }}>
          {games.map((game) => (
            <Grid key={game.id} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
              <GameCard
                game={changed[game.id] ?? game}
                onChange={(next) => setChanged((all) => ({ ...all, [next.id]: next }))}
                onExport={exportGame}
              />
            </Grid>
          ))}
        </Grid>
      )}
      {hasNextPage && (
        <Box sx={{ textAlign: 'center', my: 3 }}>
          <Button variant="outlined" onClick={() => fetchNextPage()} disabled={isFetchingNextPage}>
            {translate('resources.games.load_more')}
          </Button>
        </Box>
      )}
    </>
  );
}

function SearchTab() {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  return (
    <>
      <Box
        component="form"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setTerm(text.trim());
        }}
        sx={{ my: 2, maxWidth: 480 }}
      >
        <TextField
          fullWidth
          label={translate('resources.games.search')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          slotProps={{
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <Button type="submit" aria-label={translate('resources.games.search')}>
                    <Search />
                  </Button>
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      {term && <Games filter={{ q: term }} />}
    </>
  );
}

/** Games management (spec section 2): the general and filter tabs, import and export. */
export default function GameList() {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const [tab, setTab] = useState<'general' | 'filter'>('general');
  const [sheet, setSheet] = useState(false);
  return (
    <Box sx={{ mt: 1, mb: 10, mx: { xs: 1, sm: 0 } }}>
      <BackLink to={LINKS.board} label="admin.actions.back_board" />
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
      <Tabs
        value={tab}
        onChange={(_, value) => setTab(value)}
        aria-label={translate('resources.games.tabs')}
      >
        <Tab value="general" label={translate('resources.games.tab_general')} />
        <Tab value="filter" label={translate('resources.games.tab_filter')} />
      </Tabs>
      {tab === 'general' ? <Games filter={{}} /> : <SearchTab />}
      {sheet && (
        <Suspense fallback={null}>
          <SheetDialog onClose={() => setSheet(false)} />
        </Suspense>
      )}
    </Box>
  );
}
