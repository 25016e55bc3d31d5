import { useNotify } from 'react-admin';

/**
 * A refusal naming fields is shown on them by react-admin (spec section 8: "each
 * named field is flagged"); any other failure opens the edit-failure notice.
 */
export function useIndexSaveError() {
  const notify = useNotify();
  return (error: unknown) => {
    const errors = (error as { body?: { errors?: Record<string, string> } }).body?.errors;
    // react-admin flags the fields and says the form is invalid itself.
    if (errors && Object.keys(errors).length > 0) return;
    notify('resources.indexes.save_failed', { type: 'error' });
  };
}
