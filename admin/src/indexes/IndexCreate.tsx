import { Box } from '@mui/material';
import { Create } from 'react-admin';
import { BackLink } from '../common/BackLink';
import { useSectionTexts } from '../i18n/useSectionTexts';
import { LINKS } from '../routes';
import { IndexForm } from './IndexInputs';
import { useIndexSaved, useIndexSaveError } from './saveErrors';
import { INDEXES_TEXTS } from './texts';

export default function IndexCreate() {
  useSectionTexts(INDEXES_TEXTS);
  const onError = useIndexSaveError();
  const onSuccess = useIndexSaved();
  return (
    <Box sx={{ mt: 1, mb: 10, mx: { xs: 1, sm: 0 } }}>
      <BackLink to={LINKS.indexes} label="resources.indexes.back" />
      <Create redirect="list" mutationOptions={{ onError, onSuccess }}>
        <IndexForm heading="resources.indexes.create_title" />
      </Create>
    </Box>
  );
}
