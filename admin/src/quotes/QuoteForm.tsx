import { quoteSchema } from '@quiz/shared/validation';
import { type Identifier, TextInput } from 'react-admin';
import { BilingualInputs } from '../common/BilingualInputs';
import { FormDialog } from '../common/FormDialog';
import { sharedRule } from '../common/resolver';
import { QUOTE_FIELDS } from './fields';

/** The quote's add or edit dialog (spec section 2): its author and both languages' texts. */
export function QuoteForm(props: { id?: Identifier; onClose: () => void }) {
  return (
    <FormDialog
      resource="quotes"
      id={props.id}
      title={`resources.quotes.${props.id === undefined ? 'create_title' : 'edit_title'}`}
      failure={{ title: 'resources.quotes.failed_title', message: 'resources.quotes.failed' }}
      resolver={sharedRule(quoteSchema)}
      fields={QUOTE_FIELDS}
      saved={(quote) => ({ message: 'resources.quotes.saved', args: { author: quote.author } })}
      onClose={props.onClose}
    >
      <TextInput source="author" label="resources.quotes.fields.author" sx={{ maxWidth: 400 }} />
      <BilingualInputs source="quote" label="resources.quotes.fields.quote" multiline />
    </FormDialog>
  );
}
