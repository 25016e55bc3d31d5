import { type RaRecord, useLocaleState, useNotify, useRedirect } from 'react-admin';
import { refusalNamesFields } from '../common/saveErrors';

/**
 * A refusal naming fields is shown on them by react-admin (spec section 8: "each
 * named field is flagged"); any other failure opens the edit-failure notice.
 */
export function useIndexSaveError() {
  const notify = useNotify();
  return (error: unknown) => {
    if (refusalNamesFields(error)) return;
    notify('resources.indexes.save_failed', { type: 'error' });
  };
}

/** A saved index: back to the list, with a notice naming it in the manager's language. */
export function useIndexSaved() {
  const notify = useNotify();
  const redirect = useRedirect();
  const [locale] = useLocaleState();
  return (index: RaRecord) => {
    redirect('list', 'indexes');
    notify('resources.indexes.saved', {
      type: 'success',
      messageArgs: { label: locale === 'fr' ? index.label_fr : index.label_en },
    });
  };
}
