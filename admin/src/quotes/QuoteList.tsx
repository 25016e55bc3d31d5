import Add from '@mui/icons-material/Add';
import FormatQuote from '@mui/icons-material/FormatQuote';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  Typography,
} from '@mui/material';
import type { QuoteWithId } from '@quiz/shared/contract';
import { useId, useState } from 'react';
import {
  type Identifier,
  InfiniteListBase,
  Loading,
  useInfinitePaginationContext,
  useListContext,
  useTranslate,
} from 'react-admin';
import { BackLink } from '../common/BackLink';
import { useSectionTexts } from '../i18n/useSectionTexts';
import { LINKS } from '../routes';
import { QuoteCard } from './QuoteCard';
import { QuoteForm } from './QuoteForm';
import { QUOTES_TEXTS } from './texts';

const PER_PAGE = 10;

/** The dialog open: a new quote, or the one edited. */
type Editing = { id?: Identifier } | null;

function DeleteFailed(props: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open={props.open} onClose={props.onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate('resources.quotes.remove_title')}</DialogTitle>
      <DialogContent>
        <Typography>{translate('resources.quotes.remove_failed')}</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} autoFocus>
          {translate('actions.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function LoadMore(props: { loaded: number; pages: number }) {
  const translate = useTranslate();
  const { hasNextPage, fetchNextPage, isFetchingNextPage } = useInfinitePaginationContext();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 2 }}>
      <Typography role="status">
        {translate('labels.page_of', { page: props.loaded, total: props.pages })}
      </Typography>
      {hasNextPage && (
        <Button variant="outlined" disabled={isFetchingNextPage} onClick={() => fetchNextPage()}>
          {translate('actions.load_more')}
        </Button>
      )}
    </Box>
  );
}

function Quotes() {
  const translate = useTranslate();
  const { data, meta, isPending, error } = useListContext<QuoteWithId>();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleteFailed, setDeleteFailed] = useState(false);
  if (isPending) return <Loading />;
  const pages = Number(meta?.number_of_pages ?? 0);
  const max = Number(meta?.max ?? 0);
  const quotes = error ? [] : (data ?? []);
  return (
    <>
      {/* Spec section 9: the add link shows while the maximum is above the page count. */}
      {max > pages ? (
        <Button
          variant="contained"
          startIcon={<Add />}
          sx={{ my: 2 }}
          onClick={() => setEditing({})}
        >
          {translate('resources.quotes.add')}
        </Button>
      ) : (
        <Alert severity="info" sx={{ my: 2 }}>
          {translate('resources.quotes.max_reached', { max })}
        </Alert>
      )}
      {quotes.length === 0 ? (
        <Box sx={{ textAlign: 'center', py: 6, color: 'text.secondary' }}>
          <FormatQuote sx={{ fontSize: 96, opacity: 0.4 }} aria-hidden />
          <Typography>{translate('resources.quotes.empty')}</Typography>
        </Box>
      ) : (
        <Box component="section" aria-label={translate('resources.quotes.list')}>
          <Grid container spacing={2}>
            {quotes.map((quote) => (
              <Grid key={quote.id} size={{ xs: 12, md: 6, lg: 4 }}>
                <QuoteCard
                  quote={quote}
                  onEdit={() => setEditing({ id: quote.id })}
                  onDeleteFailed={() => setDeleteFailed(true)}
                />
              </Grid>
            ))}
          </Grid>
          <LoadMore loaded={Math.max(1, Math.ceil(quotes.length / PER_PAGE))} pages={pages} />
        </Box>
      )}
      {editing && <QuoteForm id={editing.id} onClose={() => setEditing(null)} />}
      <DeleteFailed open={deleteFailed} onClose={() => setDeleteFailed(false)} />
    </>
  );
}

/** Quotes management (spec section 2): cards, newest first, ten more at each load. */
export default function QuoteList() {
  useSectionTexts(QUOTES_TEXTS);
  return (
    <Box sx={{ mt: 1, mb: 10, mx: { xs: 1, sm: 0 } }}>
      <BackLink to={LINKS.board} label="admin.actions.back_board" />
      <InfiniteListBase resource="quotes" perPage={PER_PAGE} disableSyncWithLocation>
        <Quotes />
      </InfiniteListBase>
    </Box>
  );
}
