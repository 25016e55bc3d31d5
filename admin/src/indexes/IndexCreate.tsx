import { Box } from '@mui/material';
import { Create } from 'react-admin';
import { BackLink } from '../common/BackLink';
import { LINKS } from '../routes';
import { IndexForm } from './IndexInputs';
import { useIndexSaveError } from './saveErrors';

export default function IndexCreate() {
  const onError = useIndexSaveError();
  return (
    <Box sx={{ mt: 1, mb: 10, mx: { xs: 1, sm: 0 } }}>
      <BackLink to={LINKS.indexes} label="resources.indexes.back" />
      <Create redirect="list" mutationOptions={{ onError }}>
        <IndexForm heading="resources.indexes.create_title" />
      </Create>
    </Box>
  );
}
