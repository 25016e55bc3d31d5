import { Box, Typography } from '@mui/material';
import { managementFunctionSchema } from '@quiz/shared/validation';
import {
  Edit,
  RadioButtonGroupInput,
  SimpleForm,
  useGetIdentity,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { BackLink } from '../common/BackLink';
import { displayIdentifier } from '../common/identifier';
import { sharedRule } from '../common/resolver';
import type { Manager } from '../dataProvider/managers';
import { useSectionTexts } from '../i18n/useSectionTexts';
import { filteredList, LINKS, ROUTES } from '../routes';
import { cardActions, FUNCTION_CHOICES } from './functions';
import { MANAGERS_TEXTS } from './texts';

function Who() {
  const translate = useTranslate();
  const manager = useRecordContext<Manager>();
  if (!manager) return null;
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="h5" component="h2">
        {translate('resources.managers.edit_title', {
          name: `${manager.first_name} ${manager.last_name}`,
        })}
      </Typography>
      <Typography color="text.secondary">
        {displayIdentifier(manager.email_phone_number)}
      </Typography>
    </Box>
  );
}

/**
 * The function's choice, but on one's own record (its address opened directly): the
 * server refuses that change (manager_self), so the reason is said instead.
 */
function FunctionForm() {
  const translate = useTranslate();
  const manager = useRecordContext<Manager>();
  const { identity } = useGetIdentity();
  // Until the reader is known, the record may be their own: nothing is shown yet.
  if (!manager || !identity) return null;
  if (!cardActions(manager.id, identity.id).includes('edit')) {
    return (
      <Box sx={{ p: 2 }}>
        <Who />
        <Typography>{translate('resources.managers.own_function')}</Typography>
      </Box>
    );
  }
  return (
    <SimpleForm resolver={sharedRule(managementFunctionSchema)}>
      <Who />
      <RadioButtonGroupInput
        source="management_function"
        label="resources.managers.fields.management_function"
        choices={FUNCTION_CHOICES}
      />
    </SimpleForm>
  );
}

/** Editing a manager's function, only between supermanager and gamesmanager (spec section 4). */
export default function ManagerEdit() {
  useSectionTexts(MANAGERS_TEXTS);
  return (
    <Box sx={{ mt: 1, mb: 10, mx: { xs: 1, sm: 0 } }}>
      <BackLink to={LINKS.managers} label="resources.managers.back" />
      <Edit
        mutationMode="pessimistic"
        actions={false}
        redirect={(_resource, _id, data) =>
          filteredList(ROUTES.managers, { management_function: data?.management_function })
        }
      >
        <FunctionForm />
      </Edit>
    </Box>
  );
}
