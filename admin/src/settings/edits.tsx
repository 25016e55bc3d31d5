import { Typography } from '@mui/material';
import { COUNTRY } from '@quiz/shared/constants';
import type { MeUpdated, OwnProfile } from '@quiz/shared/contract';
import { GENDERS, LANGUAGES, type MeIndex } from '@quiz/shared/types';
import {
  birthdaySchema,
  countrySchema,
  emailPhoneChangeSchema,
  firstNameSchema,
  genderSchema,
  languageSchema,
  lastNameSchema,
  passwordChangeFormSchema,
  verificationSchema,
} from '@quiz/shared/validation';
import { type ReactNode, useState } from 'react';
import {
  NumberInput,
  PasswordInput,
  RadioButtonGroupInput,
  SelectInput,
  TextInput,
  useDataProvider,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { sharedRule } from '../common/resolver';
import type { AppDataProvider } from '../dataProvider';
import { account } from '../lib/account';
import { EditDialog, submitted } from './EditDialog';

export const said = (key: string) => `resources.settings.${key}`;

/** What an edit panel is given: the profile shown, and where the saved one goes. */
export interface EditProps {
  profile: OwnProfile;
  onSaved: (profile: OwnProfile) => void;
  onClose: () => void;
}

function useSave(props: EditProps) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return (index: MeIndex, body: object, firstField: string) =>
    submitted(async () => {
      const answer = await dataProvider.action<MeUpdated>('me', 'update', { index, body });
      props.onSaved(answer.profile);
      props.onClose();
    }, firstField);
}

function NameEdit(props: EditProps & { field: 'first_name' | 'last_name' }) {
  const save = useSave(props);
  return (
    <EditDialog
      title={said(`fields.${props.field}`)}
      resolver={sharedRule(props.field === 'first_name' ? firstNameSchema : lastNameSchema)}
      defaultValues={{ [props.field]: props.profile[props.field] }}
      onSubmit={(values) => save(props.field, { [props.field]: values[props.field] }, props.field)}
      onClose={props.onClose}
    >
      <TextInput source={props.field} label={said(`fields.${props.field}`)} fullWidth />
    </EditDialog>
  );
}

export const FirstNameEdit = (props: EditProps) => <NameEdit {...props} field="first_name" />;
export const LastNameEdit = (props: EditProps) => <NameEdit {...props} field="last_name" />;

/** Birthday as day, month and year; sent as one 'day-month-year' string. */
export function BirthdayEdit(props: EditProps) {
  const save = useSave(props);
  const parts = ['day', 'month', 'year'] as const;
  return (
    <EditDialog
      title={said('fields.birthday')}
      resolver={sharedRule(birthdaySchema)}
      defaultValues={{ birthday: props.profile.birthday ?? {} }}
      onSubmit={(values) => {
        const { day, month, year } = values.birthday as Record<string, number>;
        return save('birthday', { birthday: `${day}-${month}-${year}` }, 'birthday.day');
      }}
      onClose={props.onClose}
    >
      {parts.map((part) => (
        <NumberInput key={part} source={`birthday.${part}`} label={said(`fields.${part}`)} />
      ))}
    </EditDialog>
  );
}

export function GenderEdit(props: EditProps) {
  const save = useSave(props);
  return (
    <EditDialog
      title={said('fields.gender')}
      resolver={sharedRule(genderSchema)}
      defaultValues={{ gender: props.profile.gender }}
      onSubmit={(values) => save('gender', { gender: values.gender }, 'gender')}
      onClose={props.onClose}
    >
      <RadioButtonGroupInput
        source="gender"
        label={said('fields.gender')}
        choices={GENDERS.map((gender) => ({ id: gender, name: `genders.${gender}` }))}
      />
    </EditDialog>
  );
}

/** The country: only one is offered (spec section 5). */
export function CountryEdit(props: EditProps) {
  const save = useSave(props);
  const [locale] = useLocaleState();
  return (
    <EditDialog
      title={said('fields.country')}
      resolver={sharedRule(countrySchema)}
      defaultValues={{ country: COUNTRY.id }}
      onSubmit={(values) => save('country', { country: values.country }, 'country')}
      onClose={props.onClose}
    >
      <SelectInput
        source="country"
        label={said('fields.country')}
        choices={[{ id: COUNTRY.id, name: locale === 'fr' ? COUNTRY.name_fr : COUNTRY.name_en }]}
        translateChoice={false}
      />
    </EditDialog>
  );
}

/** The language: saved on the account, and the back office speaks it at once. */
export function LanguageEdit(props: EditProps) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [, setLocale] = useLocaleState();
  return (
    <EditDialog
      title={said('fields.language')}
      resolver={sharedRule(languageSchema)}
      defaultValues={{ language: props.profile.language }}
      onSubmit={(values) =>
        submitted(async () => {
          const language = values.language as OwnProfile['language'];
          await account.saveLanguage(language);
          props.onSaved(await dataProvider.action<OwnProfile>('me', 'profile'));
          props.onClose();
          setLocale(language);
        }, 'language')
      }
      onClose={props.onClose}
    >
      <RadioButtonGroupInput
        source="language"
        label={said('fields.language')}
        choices={LANGUAGES.map((language) => ({
          id: language,
          name: `languages_native.${language}`,
        }))}
      />
    </EditDialog>
  );
}

export function PasswordEdit(props: EditProps) {
  const save = useSave(props);
  const fields = ['current_password', 'new_password', 'new_password_confirmation'] as const;
  return (
    <EditDialog
      title={said('fields.password')}
      resolver={sharedRule(passwordChangeFormSchema)}
      defaultValues={{}}
      onSubmit={(values) =>
        save(
          'password',
          { current_password: values.current_password, new_password: values.new_password },
          'current_password',
        )
      }
      onClose={props.onClose}
    >
      {fields.map((field) => (
        <PasswordInput key={field} source={field} label={said(`fields.${field}`)} fullWidth />
      ))}
    </EditDialog>
  );
}

/**
 * A new e-mail or phone number: a code goes to it first, and nothing changes until the
 * code comes back (as at sign-up).
 */
export function ContactEdit(props: EditProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const save = useSave(props);
  const [sentTo, setSentTo] = useState<string | null>(null);
  let body: ReactNode;
  if (sentTo === null) {
    body = (
      <EditDialog
        key="contact"
        title={said('fields.email_phone_number')}
        resolver={sharedRule(emailPhoneChangeSchema)}
        defaultValues={{ email_phone_number: props.profile.email_phone_number }}
        submitLabel={said('send_code')}
        onSubmit={(values) =>
          submitted(async () => {
            const answer = await dataProvider.action<MeUpdated>('me', 'update', {
              index: 'email_phone_number',
              body: { email_phone_number: values.email_phone_number },
            });
            setSentTo(answer.username ?? String(values.email_phone_number));
          }, 'email_phone_number')
        }
        onClose={props.onClose}
      >
        <TextInput
          source="email_phone_number"
          label={said('fields.email_phone_number')}
          fullWidth
        />
      </EditDialog>
    );
  } else {
    body = (
      <EditDialog
        key="code"
        title={said('fields.email_phone_number')}
        resolver={sharedRule(verificationSchema)}
        defaultValues={{ code: '' }}
        submitLabel={said('confirm')}
        onSubmit={(values) => save('email_phone_number_validation', { code: values.code }, 'code')}
        onClose={props.onClose}
      >
        <Typography sx={{ mb: 1 }}>{translate(said('code_sent'), { contact: sentTo })}</Typography>
        <TextInput source="code" label={said('code')} autoComplete="one-time-code" />
      </EditDialog>
    );
  }
  return body;
}
