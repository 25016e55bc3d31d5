import { Box } from '@mui/material';
import { BADGE_COLORS, BADGE_RULES } from '@quiz/shared/types';
import { badgeTypeSchema } from '@quiz/shared/validation';
import type { Identifier } from 'react-admin';
import { NumberInput, RadioButtonGroupInput, useLocaleState } from 'react-admin';
import { BilingualInputs } from '../common/BilingualInputs';
import { FormDialog } from '../common/FormDialog';
import { PictureInput } from '../common/PictureInput';
import { sharedRule } from '../common/resolver';
import { BADGE_TYPE_FIELDS, BADGE_TYPE_PICTURES } from './fields';

const field = (name: string) => `resources.badgeTypes.fields.${name}`;
const RULES = BADGE_RULES.map((rule) => ({ id: rule, name: `resources.badgeTypes.rules.${rule}` }));
const COLORS = BADGE_COLORS.map((color) => ({ id: color, name: `badge_colors.${color}` }));
const row = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { md: 'repeat(3, 1fr)' },
  width: '100%',
};

/**
 * The badge type's add or edit dialog (spec section 2): how it is earned and what it
 * gives, the bilingual code, title and description side by side, weight and colour,
 * then icon and image (sent only when a new file is chosen). The shared rule flags
 * every empty required field before anything is sent.
 */
export function BadgeTypeForm(props: { id?: Identifier; onClose: () => void }) {
  const [locale] = useLocaleState();
  return (
    <FormDialog
      resource="badgeTypes"
      id={props.id}
      title={`resources.badgeTypes.${props.id === undefined ? 'create_title' : 'edit_title'}`}
      failure={{
        title: 'resources.badgeTypes.failed_title',
        message: 'resources.badgeTypes.failed',
      }}
      resolver={sharedRule(badgeTypeSchema)}
      fields={[...BADGE_TYPE_FIELDS, ...BADGE_TYPE_PICTURES]}
      saved={(badge) => ({
        message: 'resources.badgeTypes.saved',
        args: { title: locale === 'fr' ? badge.title_fr : badge.title_en },
      })}
      onClose={props.onClose}
    >
      <Box sx={row}>
        <NumberInput source="weight" label={field('weight')} min={0} />
        <NumberInput source="threshold" label={field('threshold')} min={1} defaultValue={1} />
        <NumberInput
          source="number_of_units"
          label={field('number_of_units')}
          min={0}
          defaultValue={0}
        />
      </Box>
      <RadioButtonGroupInput
        source="type"
        label={field('type')}
        choices={RULES}
        defaultValue="plays"
      />
      <BilingualInputs source="code" label={field('code')} />
      <BilingualInputs source="title" label={field('title')} />
      <BilingualInputs source="description" label={field('description')} multiline />
      <RadioButtonGroupInput source="color" label={field('color')} choices={COLORS} />
      <Box sx={{ ...row, gridTemplateColumns: { md: 'repeat(2, 1fr)' } }}>
        <PictureInput source="icon" label={field('icon')} />
        <PictureInput source="image" label={field('image')} />
      </Box>
    </FormDialog>
  );
}
