/**
 * Form state and validation with the shared yup schemas. Only screens with
 * forms (auth, settings) import this module, so yup stays out of the code
 * that renders /explore.
 */
import { validationCatalogs } from '@quiz/shared/i18n/validation';
import { type SyncSchema, validate } from '@quiz/shared/validation';
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import type { ApiError } from './api';
import { addTexts } from './i18n';

// The texts of field errors come with the forms, not with /explore.
addTexts(validationCatalogs);

export type Errors = Record<string, string | undefined>;

/** Field name -> message key of the first problem, from the shared schema. */
export function validationErrors<T>(schema: SyncSchema<T>, values: unknown): Errors {
  const result = validate(schema, values);
  return result.ok ? {} : result.errors;
}

/** The server's per-field `errors` map, keeping only message keys the form can show. */
export function serverFieldErrors(error: ApiError): Errors {
  const errors = error.body.errors ?? {};
  return Object.fromEntries(Object.entries(errors).filter(([, key]) => typeof key === 'string'));
}

/** A list from xtra_errors (the server sends a list or a single key). */
export function extraList(error: ApiError, field: string): string[] {
  const value = error.body.xtra_errors?.[field];
  if (Array.isArray(value)) return value.filter((item) => typeof item === 'string');
  return typeof value === 'string' ? [value] : [];
}

export function useForm<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  /** onInput handler of a field: stores its value and clears its error. */
  const bind =
    (name: keyof T & string) =>
    (event: JSX.TargetedEvent<HTMLInputElement | HTMLSelectElement>) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
    };
  return { values, setValues, errors, setErrors, busy, setBusy, bind };
}

/** After a refused submit, takes the user to the first field to fix (once it is marked). */
export function focusFirstError(): void {
  requestAnimationFrame(() => {
    const first = document.querySelector<HTMLElement>('form [aria-invalid="true"]');
    // A flagged group (birthday, gender) takes the focus to its first input.
    const target = first?.matches('input, select, textarea')
      ? first
      : first?.querySelector<HTMLElement>('input');
    target?.focus();
  });
}
