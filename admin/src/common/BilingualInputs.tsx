import { Stack } from '@mui/material';
import { TextInput, useTranslate } from 'react-admin';

/**
 * A bilingual field edited side by side, French then English: `label` edits
 * label_fr and label_en. The flat `_fr`/`_en` names are the API's, which
 * react-admin's TranslatableInputs (nested, one language at a time) does not fit.
 */
export function BilingualInputs(props: {
  source: string;
  /** Catalog key of the field's name, without the language. */
  label: string;
  multiline?: boolean;
}) {
  const translate = useTranslate();
  const name = translate(props.label);
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={{ xs: 0, md: 2 }}
      sx={{ width: '100%' }}
    >
      {(['fr', 'en'] as const).map((language) => (
        <TextInput
          key={language}
          source={`${props.source}_${language}`}
          label={translate('admin.bilingual.field', {
            field: name,
            language: translate(`languages.${language}`),
          })}
          multiline={props.multiline}
          minRows={props.multiline ? 2 : undefined}
          slotProps={{ htmlInput: { lang: language } }}
          fullWidth
        />
      ))}
    </Stack>
  );
}
