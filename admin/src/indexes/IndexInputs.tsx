import { Box, Typography } from '@mui/material';
import { gameIndexSchema } from '@quiz/shared/validation';
import { SaveButton, SimpleForm, TextInput, Toolbar, useTranslate } from 'react-admin';
import { BilingualInputs } from '../common/BilingualInputs';
import { PictureInput } from '../common/PictureInput';
import { sharedRule } from '../common/resolver';

function Picture({ source }: { source: 'cover_image' | 'image' | 'icon' }) {
  return <PictureInput source={source} label={`resources.indexes.fields.${source}`} />;
}

/**
 * The game index form of create and edit (spec section 2): code, bilingual labels and
 * cover descriptions side by side, then the three pictures. The shared rule checks the
 * five texts before anything is sent; the server's per-field refusals land on the same
 * fields. A picture goes to the server only when a new file was chosen.
 */
export function IndexForm({ heading }: { heading: string }) {
  const translate = useTranslate();
  return (
    <SimpleForm
      resolver={sharedRule(gameIndexSchema)}
      // Removing is the card's, with its own confirmation and failure notice.
      toolbar={
        <Toolbar>
          <SaveButton />
        </Toolbar>
      }
      sx={{ maxWidth: 960 }}
    >
      <Typography variant="h5" component="h2" gutterBottom>
        {translate(heading)}
      </Typography>
      <TextInput source="code" label="resources.indexes.fields.code" sx={{ maxWidth: 320 }} />
      <BilingualInputs source="label" label="resources.indexes.fields.label" />
      <BilingualInputs
        source="cover_description"
        label="resources.indexes.fields.cover_description"
        multiline
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { md: 'repeat(3, 1fr)' },
          width: '100%',
        }}
      >
        <Picture source="cover_image" />
        <Picture source="image" />
        <Picture source="icon" />
      </Box>
    </SimpleForm>
  );
}
