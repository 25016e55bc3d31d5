import { Alert, Box } from '@mui/material';
import { Create, Loading, useGetList, useTranslate } from 'react-admin';
import { BackLink } from '../common/BackLink';
import type { AdminGameIndex } from '../dataProvider/indexes';
import { useSectionTexts } from '../i18n/useSectionTexts';
import { LINKS } from '../routes';
import { IndexForm } from './IndexInputs';
import { indexRoom } from './room';
import { useIndexSaved, useIndexSaveError } from './saveErrors';
import { INDEXES_TEXTS } from './texts';

/**
 * A new game index. Its address may be opened directly: at the server's maximum the
 * form is not offered, and the reason is said as on the list.
 */
export default function IndexCreate() {
  useSectionTexts(INDEXES_TEXTS);
  const translate = useTranslate();
  const { total, meta, isPending } = useGetList<AdminGameIndex>('indexes', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'id', order: 'ASC' },
  });
  const { full, max } = indexRoom(total, meta?.max);
  return (
    <Box sx={{ mt: 1, mb: 10, mx: { xs: 1, sm: 0 } }}>
      <BackLink to={LINKS.indexes} label="resources.indexes.back" />
      {isPending ? (
        <Loading />
      ) : full ? (
        <Alert severity="info" sx={{ my: 2 }}>
          {translate('resources.indexes.max_reached', { max })}
        </Alert>
      ) : (
        <IndexCreateForm />
      )}
    </Box>
  );
}

function IndexCreateForm() {
  const onError = useIndexSaveError();
  const onSuccess = useIndexSaved();
  return (
    <Create redirect="list" mutationOptions={{ onError, onSuccess }}>
      <IndexForm heading="resources.indexes.create_title" />
    </Create>
  );
}
