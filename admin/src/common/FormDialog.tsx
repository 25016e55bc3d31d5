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
  SaveButton,
  SimpleForm,
  Toolbar,
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
  onClose: () => void;
  children: ReactNode;
}) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const titleId = useId();
  const failureId = useId();
  // The failure dialog's reasons, null while closed.
  const [failed, setFailed] = useState<string[] | null>(null);
  const mutationOptions = {
    onSuccess: () => {
      props.onClose();
      refresh();
    },
    onError: (error: unknown) => {
      if (!refusalNamesFields(error, props.fields)) setFailed(Object.values(refusalErrors(error)));
    },
  };
  const form = (
    <SimpleForm
      resolver={props.resolver}
      toolbar={
        <Toolbar sx={{ gap: 1 }}>
          <SaveButton />
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
          <CreateBase resource={props.resource} redirect={false} mutationOptions={mutationOptions}>
            {form}
          </CreateBase>
        ) : (
          <EditBase
            resource={props.resource}
            id={props.id}
            redirect={false}
            mutationMode="pessimistic"
            mutationOptions={mutationOptions}
          >
            {form}
          </EditBase>
        )}
      </Dialog>
      <Dialog open={failed !== null} onClose={() => setFailed(null)} aria-labelledby={failureId}>
        <DialogTitle id={failureId}>{translate(props.failure.title)}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate(props.failure.message)}</DialogContentText>
          {failed?.map((reason) => (
            <DialogContentText key={reason}>{translate(reason)}</DialogContentText>
          ))}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setFailed(null)} autoFocus>
            {translate('actions.ok')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
