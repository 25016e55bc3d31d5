import { useNotify } from 'react-admin';
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
