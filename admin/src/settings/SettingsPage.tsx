import DeleteForever from '@mui/icons-material/DeleteForever';
import {
  Alert,
  Avatar,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Grid,
  Typography,
} from '@mui/material';
import { COUNTRY } from '@quiz/shared/constants';
import type { MeUpdated, OwnProfile } from '@quiz/shared/contract';
import { formatDate } from '@quiz/shared/format';
import { accountDeletionSchema, profilePictureSchema } from '@quiz/shared/validation';
import { type ComponentType, type ReactNode, useEffect, useRef, useState } from 'react';
import {
  Confirm,
  Loading,
  PasswordInput,
  useDataProvider,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { EditButton } from '../common/EditButton';
import { sharedRule } from '../common/resolver';
import type { AppDataProvider } from '../dataProvider';
import { useSectionTexts } from '../i18n/useSectionTexts';
import { leave, PLAYER_SITE } from '../lib/navigation';
import { storage } from '../lib/storage';
import { EditDialog, submitted } from './EditDialog';
import {
  BirthdayEdit,
  ContactEdit,
  CountryEdit,
  type EditProps,
  FirstNameEdit,
  GenderEdit,
  LanguageEdit,
  LastNameEdit,
  PasswordEdit,
  said,
} from './edits';
import { SETTINGS_TEXTS } from './texts';

type Shown = (
  profile: OwnProfile,
  translate: (key: string) => string,
  language: 'en' | 'fr',
) => string;

/** The cards of spec section 2 ("Admin settings"), in its order, each with its edit panel. */
const CARDS: readonly { key: string; shown: Shown; Edit: ComponentType<EditProps> }[] = [
  { key: 'first_name', shown: (p) => p.first_name, Edit: FirstNameEdit },
  { key: 'last_name', shown: (p) => p.last_name, Edit: LastNameEdit },
  { key: 'email_phone_number', shown: (p) => p.email_phone_number, Edit: ContactEdit },
  {
    key: 'birthday',
    shown: (p, t, language) =>
      p.birthday
        ? formatDate(new Date(p.birthday.year, p.birthday.month - 1, p.birthday.day), language)
        : t(said('not_set')),
    Edit: BirthdayEdit,
  },
  {
    key: 'gender',
    shown: (p, t) => (p.gender ? t(`genders.${p.gender}`) : t(said('not_set'))),
    Edit: GenderEdit,
  },
  {
    key: 'country',
    shown: (_p, _t, language) => (language === 'fr' ? COUNTRY.name_fr : COUNTRY.name_en),
    Edit: CountryEdit,
  },
  { key: 'language', shown: (p, t) => t(`languages_native.${p.language}`), Edit: LanguageEdit },
  { key: 'password', shown: () => '••••••••', Edit: PasswordEdit },
];

/** The profile picture: shown, replaced by a PNG or JPEG of 5 MB at most, or removed after a prompt. */
function PictureBlock(props: { profile: OwnProfile; onSaved: (profile: OwnProfile) => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const input = useRef<HTMLInputElement>(null);
  const [refused, setRefused] = useState(false);
  const [removing, setRemoving] = useState(false);
  const { profile } = props;

  async function onFile(file: File | undefined) {
    if (!file) return;
    const fits = profilePictureSchema.isValidSync({ mime: file.type, size: file.size });
    setRefused(!fits);
    if (!fits) return;
    try {
      const answer = await dataProvider.action<MeUpdated>('me', 'picture', { file });
      props.onSaved(answer.profile);
    } catch {
      setRefused(true);
    }
  }

  return (
    <Box
      component="section"
      aria-label={translate(said('picture'))}
      sx={{ display: 'flex', gap: 2, alignItems: 'center', my: 2 }}
    >
      <Avatar src={profile.profile_pic ?? undefined} alt="" sx={{ width: 72, height: 72 }}>
        {profile.first_name.slice(0, 1)}
      </Avatar>
      <Box>
        <Typography variant="h6" component="h2">
          {profile.first_name} {profile.last_name}
        </Typography>
        <Button size="small" onClick={() => input.current?.click()}>
          {translate(said('change_picture'))}
        </Button>
        <input
          ref={input}
          type="file"
          hidden
          accept="image/png,image/jpeg"
          aria-label={translate(said('change_picture'))}
          onChange={(event) => onFile(event.target.files?.[0])}
        />
        {profile.profile_pic && (
          <Button size="small" color="error" onClick={() => setRemoving(true)}>
            {translate(said('remove_picture'))}
          </Button>
        )}
        {refused && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {translate(said('picture_refused'))}
          </Alert>
        )}
      </Box>
      <Confirm
        isOpen={removing}
        title={said('remove_picture')}
        content={said('remove_picture_question')}
        confirm="actions.yes"
        cancel="actions.no"
        onConfirm={async () => {
          setRemoving(false);
          const answer = await dataProvider.action<MeUpdated>('me', 'removePicture');
          props.onSaved(answer.profile);
        }}
        onClose={() => setRemoving(false)}
      />
    </Box>
  );
}

/** Remove my account: a prompt, then the password; a failure says so (spec section 2). */
function DeleteAccount() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [step, setStep] = useState<'none' | 'prompt' | 'password'>('none');
  return (
    <>
      <Button
        color="error"
        variant="outlined"
        startIcon={<DeleteForever />}
        onClick={() => setStep('prompt')}
      >
        {translate(said('delete.button'))}
      </Button>
      <Confirm
        isOpen={step === 'prompt'}
        title={said('delete.title')}
        content={said('delete.question')}
        confirm="actions.yes"
        cancel="actions.no"
        onConfirm={() => setStep('password')}
        onClose={() => setStep('none')}
      />
      {step === 'password' && (
        <EditDialog
          title={said('delete.title')}
          resolver={sharedRule(accountDeletionSchema)}
          defaultValues={{ password: '' }}
          submitLabel={said('delete.button')}
          onSubmit={async (values) => {
            const refusal = await submitted(
              () => dataProvider.action('me', 'remove', { password: values.password }),
              'password',
            );
            if (refusal) return { password: said('delete.failed') };
            // The account is gone: so is the session, and the manager leaves for the public site.
            storage.clearSession();
            leave(PLAYER_SITE.explore);
            return undefined;
          }}
          onClose={() => setStep('none')}
        >
          <Typography sx={{ mb: 1 }}>{translate(said('delete.password'))}</Typography>
          <PasswordInput source="password" label={said('fields.password')} fullWidth />
        </EditDialog>
      )}
    </>
  );
}

function Row(props: { label: string; value: ReactNode; onEdit: () => void }) {
  return (
    <Card variant="outlined" component="article" aria-label={props.label} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {props.label}
        </Typography>
        <Typography sx={{ wordBreak: 'break-word' }}>{props.value}</Typography>
      </CardContent>
      <CardActions>
        <EditButton name={props.label} onClick={props.onEdit} />
      </CardActions>
    </Card>
  );
}

/**
 * The manager's own settings (spec section 2, "Admin settings"): the picture, a card
 * per field with its edit panel, and the removal of the account.
 */
export default function SettingsPage() {
  useSectionTexts(SETTINGS_TEXTS);
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const language = locale === 'fr' ? 'fr' : 'en';
  const dataProvider = useDataProvider<AppDataProvider>();
  const [profile, setProfile] = useState<OwnProfile | null>(null);
  const [editing, setEditing] = useState<string | null>(null);

  useEffect(() => {
    dataProvider
      .action<OwnProfile>('me', 'profile')
      .then(setProfile, (error) => console.warn(error));
  }, [dataProvider]);

  if (!profile) return <Loading />;
  const card = CARDS.find((entry) => entry.key === editing);
  return (
    <Box sx={{ mt: 1, mb: 10, mx: { xs: 1, sm: 0 }, maxWidth: 1100 }}>
      <PictureBlock profile={profile} onSaved={setProfile} />
      <Grid container spacing={2}>
        {CARDS.map((entry) => (
          <Grid key={entry.key} size={{ xs: 12, sm: 6, md: 4 }}>
            <Row
              label={translate(said(`fields.${entry.key}`))}
              value={entry.shown(profile, translate, language)}
              onEdit={() => setEditing(entry.key)}
            />
          </Grid>
        ))}
      </Grid>
      <Box sx={{ mt: 4 }}>
        <DeleteAccount />
      </Box>
      {card && (
        <card.Edit profile={profile} onSaved={setProfile} onClose={() => setEditing(null)} />
      )}
    </Box>
  );
}
