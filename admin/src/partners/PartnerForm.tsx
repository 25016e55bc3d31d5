import { adPartnerSchema } from '@quiz/shared/validation';
import { type Identifier, TextInput } from 'react-admin';
import { FormDialog } from '../common/FormDialog';
import { sharedRule } from '../common/resolver';
import { said } from './parts';

const FIELDS = ['entreprise_name', 'rccm', 'phone_1', 'phone_2', 'email'] as const;

/** A partner's add or edit dialog (spec section 2): company, RCCM (optional), two phones, e-mail. */
export function PartnerForm(props: { id?: Identifier; onClose: () => void }) {
  return (
    <FormDialog
      resource="partners"
      id={props.id}
      title={said(props.id === undefined ? 'create_title' : 'edit_title')}
      failure={{ title: said('failed_title'), message: said('failed') }}
      resolver={sharedRule(adPartnerSchema)}
      fields={FIELDS}
      saved={(partner) => ({ message: said('saved'), args: { name: partner.entreprise_name } })}
      closeWithFailure
      onClose={props.onClose}
    >
      {FIELDS.map((field) => (
        <TextInput key={field} source={field} label={said(`fields.${field}`)} fullWidth />
      ))}
    </FormDialog>
  );
}
