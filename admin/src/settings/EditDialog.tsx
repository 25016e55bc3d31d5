import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { waitMinutes } from '@quiz/shared/format';
import { type ReactNode, useId } from 'react';
import { Form, type FormProps, useTranslate } from 'react-admin';
import { refusalErrors } from '../common/saveErrors';

/**
 * A field's message with its arguments, in the form react-admin's inputs read
 * from a form error (ValidationError): a server refusal is a plain string.
 */
const withArgs = (message: string, args: Record<string, number>) =>
  `@@react-admin@@${JSON.stringify({ message, args })}`;

/** Sends one edit; a refusal comes back as errors on the form's fields (react-admin shows them). */
export async function submitted(
  send: () => Promise<unknown>,
  firstField: string,
): Promise<Record<string, string> | undefined> {
  try {
    await send();
    return undefined;
  } catch (error) {
    const named = refusalErrors(error);
    if (Object.keys(named).length > 0) return named;
    const { status, body } = error as { status?: number; body?: { retry_after?: unknown } };
    if (status !== 429) return { [firstField]: 'resources.settings.failed' };
    // Too many codes sent or checked: the real wait the server gave.
    return {
      [firstField]: withArgs('errors.too_many', { minutes: waitMinutes(body?.retry_after) }),
    };
  }
}

/**
 * The edit panel of one card (spec section 2, "Admin settings"): the current value in
 * the form, checked by the shared rule before anything is sent, and Cancel or Save.
 */
export function EditDialog(props: {
  title: string;
  resolver: FormProps['resolver'];
  defaultValues: Record<string, unknown>;
  /** Resolves to the server's refusals by field, or nothing once saved. */
  onSubmit: (values: Record<string, unknown>) => Promise<Record<string, string> | undefined>;
  onClose: () => void;
  submitLabel?: string;
  children: ReactNode;
}) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open onClose={props.onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Form
        defaultValues={props.defaultValues}
        resolver={props.resolver}
        onSubmit={(values: Record<string, unknown>) => props.onSubmit(values)}
      >
        <DialogTitle id={titleId}>{translate(props.title)}</DialogTitle>
        <DialogContent>{props.children}</DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>{translate('actions.cancel')}</Button>
          <Button type="submit" variant="contained">
            {translate(props.submitLabel ?? 'actions.save')}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
