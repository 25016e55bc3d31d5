import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { type ReactNode, useId, useState } from 'react';
import {
  CreateBase,
  EditBase,
  type FormProps,
  type Identifier,
  type RaRecord,
  SaveButton,
  SimpleForm,
  Toolbar,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { refusalErrors, refusalNamesFields } from './saveErrors';

/**
 * A record's add or edit form in a dialog (spec section 2: badge types, quotes... "an
 * add/edit form dialog, a failure dialog"). Saved, the dialog closes and the list
 * reloads; a refusal naming fields of the form flags them, and the form stays open;
 * any other failure opens the section's failure dialog over it, with the server's
 * reason when it gives one the form cannot show (the maximum reached...).
 */
export function FormDialog(props: {
  resource: string;
  /** The record edited; a new one when absent. */
  id?: Identifier;
  title: string;
  /** The failure dialog's title and message (catalog keys). */
  failure: { title: string; message: string };
  resolver: FormProps['resolver'];
  /** The fields the form shows, where the server's refusals are flagged. */
  fields: readonly string[];
  /**
   * The record edited as the list holds it, for APIs with no call for one record; for a
   * new one, the values the form starts with (a renewal's amount...).
   */
  record?: Partial<RaRecord>;
  /** What is sent beside the form's values (the partner an ad belongs to...). */
  transform?: (data: Record<string, unknown>) => Record<string, unknown>;
  /** Closing the failure dialog closes the form too (spec section 8: partners, ads). */
  closeWithFailure?: boolean;
  /**
   * The notice of a save, naming what was saved ("Quote by Bob Marley saved."): a catalog
   * key and its values, from the record the server answered.
   */
  saved: (record: RaRecord) => { message: string; args?: Record<string, unknown> };
  onClose: () => void;
  children: ReactNode;
}) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const notify = useNotify();
  const titleId = useId();
  const failureId = useId();
  // The failure dialog's reasons, null while closed.
  const [failed, setFailed] = useState<string[] | null>(null);
  const mutationOptions = {
    onSuccess: (record: RaRecord) => {
      props.onClose();
      refresh();
      const { message, args } = props.saved(record);
      notify(message, { type: 'success', messageArgs: args });
    },
    onError: (error: unknown) => {
      if (!refusalNamesFields(error, props.fields)) setFailed(Object.values(refusalErrors(error)));
    },
  };
  const closeFailure = () => {
    setFailed(null);
    if (props.closeWithFailure) props.onClose();
  };
  const form = (
    <SimpleForm
      resolver={props.resolver}
      toolbar={
        <Toolbar sx={{ gap: 1 }}>
          {/* A new record given its values (a renewal) may be saved as it comes. */}
          <SaveButton alwaysEnable={props.id === undefined && props.record !== undefined} />
          <Button onClick={props.onClose}>{translate('actions.cancel')}</Button>
        </Toolbar>
      }
    >
      {props.children}
    </SimpleForm>
  );
  return (
    <>
      <Dialog open onClose={props.onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
        <DialogTitle id={titleId}>{translate(props.title)}</DialogTitle>
        {props.id === undefined ? (
          <CreateBase
            resource={props.resource}
            redirect={false}
            record={props.record}
            transform={props.transform}
            mutationOptions={mutationOptions}
          >
            {form}
          </CreateBase>
        ) : (
          <EditBase
            resource={props.resource}
            id={props.id}
            redirect={false}
            mutationMode="pessimistic"
            transform={props.transform}
            mutationOptions={mutationOptions}
            // A record the list holds needs no call (some APIs have none for one record).
            queryOptions={
              props.record
                ? { initialData: props.record as RaRecord, staleTime: Number.POSITIVE_INFINITY }
                : {}
            }
          >
            {form}
          </EditBase>
        )}
      </Dialog>
      <Dialog open={failed !== null} onClose={closeFailure} aria-labelledby={failureId}>
        <DialogTitle id={failureId}>{translate(props.failure.title)}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate(props.failure.message)}</DialogContentText>
          {failed?.map((reason) => (
            <DialogContentText key={reason}>{translate(reason)}</DialogContentText>
          ))}
        </DialogContent>
        <DialogActions>
          <Button onClick={closeFailure} autoFocus>
            {translate('actions.ok')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
