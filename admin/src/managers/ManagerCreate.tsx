import {
  Box,
  Button,
  Card,
  CardContent,
  Stack,
  Step,
  StepLabel,
  Stepper,
  Typography,
} from '@mui/material';
import type { AssignableManagerFunction } from '@quiz/shared/types';
import { managerLookupSchema } from '@quiz/shared/validation';
import { useState } from 'react';
import {
  Form,
  RadioButtonGroupInput,
  SaveButton,
  TextInput,
  useCreate,
  useDataProvider,
  useLocation,
  useNavigate,
  useNotify,
  useTranslate,
} from 'react-admin';
import { BackLink } from '../common/BackLink';
import { displayIdentifier } from '../common/identifier';
import { sharedRule } from '../common/resolver';
import type { AppDataProvider } from '../dataProvider';
import type { UserToPromote } from '../dataProvider/managers';
import { useSectionTexts } from '../i18n/useSectionTexts';
import { filteredList, link, ROUTES } from '../routes';
import { FUNCTION_CHOICES } from './functions';
import { MANAGERS_TEXTS } from './texts';

/** The tab the add button was pressed on (?source={"management_function":...}). */
function functionFromAddress(search: string): AssignableManagerFunction {
  try {
    const source = JSON.parse(new URLSearchParams(search).get('source') ?? '{}');
    return source.management_function === 'supermanager' ? 'supermanager' : 'gamesmanager';
  } catch {
    return 'gamesmanager';
  }
}

/**
 * Add step 1: the e-mail or phone of an existing player, checked by the shared rule.
 * The server's 400 (already a manager, or refused) shows the already-admin message on
 * the field, as the spec says; 404 says no account has it; anything else, a notice.
 */
function LookUpStep(props: { onFound: (user: UserToPromote) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();

  async function lookUp(values: Record<string, unknown>) {
    try {
      const user = await dataProvider.action<UserToPromote>('managers', 'lookUp', {
        email_phone: String(values.email_phone),
      });
      if (user.is_admin) return { email_phone: 'resources.managers.add.already_admin' };
      props.onFound(user);
    } catch (error) {
      const status = (error as { status?: number }).status;
      if (status === 400) return { email_phone: 'resources.managers.add.already_admin' };
      if (status === 404) return { email_phone: 'resources.managers.add.not_found' };
      notify('resources.managers.add.step1_failed', { type: 'error' });
    }
  }

  return (
    <Form onSubmit={lookUp} resolver={sharedRule(managerLookupSchema)} mode="onSubmit">
      <Typography sx={{ mb: 2 }}>{translate('resources.managers.add.step1_intro')}</Typography>
      <Stack sx={{ alignItems: 'flex-start', maxWidth: 420 }}>
        <TextInput
          source="email_phone"
          label="labels.email_or_phone"
          autoComplete="off"
          fullWidth
        />
        <SaveButton label="actions.next" icon={<span />} alwaysEnable />
      </Stack>
    </Form>
  );
}

/** Add step 2: who was found, the function to give, and the confirmation that saves. */
function ConfirmStep(props: {
  user: UserToPromote;
  initialFunction: AssignableManagerFunction;
  onBack: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [create, { isPending }] = useCreate();
  const { user } = props;

  function save(values: Record<string, unknown>) {
    const fn = values.management_function as AssignableManagerFunction;
    return create(
      'managers',
      { data: { user_id: user.id, management_function: fn } },
      {
        onSuccess: () => {
          const name = `${user.first_name} ${user.last_name}`.trim();
          notify('resources.managers.add.done', {
            type: 'info',
            messageArgs: { name: name || displayIdentifier(user.email_phone_number) },
          });
          navigate(link(filteredList(ROUTES.managers, { management_function: fn })));
        },
        onError: () => notify('resources.managers.add.step2_failed', { type: 'error' }),
      },
    );
  }

  return (
    <Form onSubmit={save} defaultValues={{ management_function: props.initialFunction }}>
      <Typography sx={{ mb: 2 }}>{translate('resources.managers.add.step2_intro')}</Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1, mb: 2 }}
      >
        <dt>{translate('labels.first_name')}</dt>
        <dd style={{ margin: 0 }}>{user.first_name || '—'}</dd>
        <dt>{translate('labels.last_name')}</dt>
        <dd style={{ margin: 0 }}>{user.last_name || '—'}</dd>
        <dt>{translate('labels.email_or_phone')}</dt>
        <dd style={{ margin: 0 }}>{displayIdentifier(user.email_phone_number)}</dd>
      </Box>
      <RadioButtonGroupInput
        source="management_function"
        label="resources.managers.fields.management_function"
        choices={FUNCTION_CHOICES}
      />
      <Stack direction="row" spacing={1}>
        <Button onClick={props.onBack}>{translate('actions.back')}</Button>
        <SaveButton label="actions.confirm" alwaysEnable disabled={isPending} />
      </Stack>
    </Form>
  );
}

/** Adding a manager, in two steps (spec section 2, "Managers management"). */
export default function ManagerCreate() {
  useSectionTexts(MANAGERS_TEXTS);
  const translate = useTranslate();
  const { search } = useLocation();
  const [user, setUser] = useState<UserToPromote | null>(null);
  const initialFunction = functionFromAddress(search);
  return (
    <Box sx={{ mt: 1, mb: 10, mx: { xs: 1, sm: 0 } }}>
      <BackLink
        to={link(filteredList(ROUTES.managers, { management_function: initialFunction }))}
        label="resources.managers.back"
      />
      <Card sx={{ mt: 1 }}>
        <CardContent>
          <Typography variant="h5" component="h2" gutterBottom>
            {translate('resources.managers.add.title')}
          </Typography>
          <Stepper activeStep={user ? 1 : 0} sx={{ mb: 3, maxWidth: 520 }}>
            <Step>
              <StepLabel>{translate('resources.managers.add.step1')}</StepLabel>
            </Step>
            <Step>
              <StepLabel>{translate('resources.managers.add.step2')}</StepLabel>
            </Step>
          </Stepper>
          {user ? (
            <ConfirmStep
              user={user}
              initialFunction={initialFunction}
              onBack={() => setUser(null)}
            />
          ) : (
            <LookUpStep onFound={setUser} />
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
