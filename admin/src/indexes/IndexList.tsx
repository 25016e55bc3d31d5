import Add from '@mui/icons-material/Add';
import Category from '@mui/icons-material/Category';
import { Alert, Box, Button, Grid, Typography } from '@mui/material';
import { Link, ListBase, Loading, useCreatePath, useListContext, useTranslate } from 'react-admin';
import { BackLink } from '../common/BackLink';
import type { AdminGameIndex } from '../dataProvider/indexes';
import { useSectionTexts } from '../i18n/useSectionTexts';
import { LINKS } from '../routes';
import { IndexCard } from './IndexCard';
import { indexRoom } from './room';
import { INDEXES_TEXTS } from './texts';

function Indexes() {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const { data, total, meta, isPending, error } = useListContext<AdminGameIndex>();
  if (isPending) return <Loading />;
  if (error) return <Typography role="alert">{translate('shell.something_wrong')}</Typography>;
  const { full, max } = indexRoom(total, meta?.max);
  return (
    <>
      {!full ? (
        <Button
          component={Link}
          to={createPath({ resource: 'indexes', type: 'create' })}
          variant="contained"
          startIcon={<Add />}
          sx={{ my: 2 }}
        >
          {translate('resources.indexes.add')}
        </Button>
      ) : (
        <Alert severity="info" sx={{ my: 2 }}>
          {translate('resources.indexes.max_reached', { max })}
        </Alert>
      )}
      {data?.length ? (
        <Grid container spacing={2}>
          {data.map((index) => (
            <Grid key={index.id} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
              <IndexCard index={index} />
            </Grid>
          ))}
        </Grid>
      ) : (
        <Box sx={{ textAlign: 'center', py: 6, color: 'text.secondary' }}>
          <Category sx={{ fontSize: 96, opacity: 0.4 }} aria-hidden />
          <Typography>{translate('resources.indexes.empty')}</Typography>
        </Box>
      )}
    </>
  );
}

/** Game indexes management (spec section 2): a grid of cards, up to the server's maximum. */
export default function IndexList() {
  useSectionTexts(INDEXES_TEXTS);
  return (
    <Box sx={{ mt: 1, mb: 10, mx: { xs: 1, sm: 0 } }}>
      <BackLink to={LINKS.board} label="admin.actions.back_board" />
      <ListBase resource="indexes" perPage={1000} sort={{ field: 'id', order: 'ASC' }}>
        <Indexes />
      </ListBase>
    </Box>
  );
}
