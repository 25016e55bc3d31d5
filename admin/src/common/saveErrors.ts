/** The per-field reasons of a refused save ({errors: {field: key}}), none for other failures. */
export function refusalErrors(error: unknown): Record<string, string> {
  const errors = (error as { body?: { errors?: unknown } } | null)?.body?.errors;
  return errors && typeof errors === 'object' ? (errors as Record<string, string>) : {};
}

/**
 * Whether a refused save names fields of the form: react-admin then flags each of
 * them and says the form is invalid itself, so the screen's own failure notice stays
 * closed (spec section 8). `fields` limits it to those the form shows.
 */
export function refusalNamesFields(error: unknown, fields?: readonly string[]): boolean {
  const named = Object.keys(refusalErrors(error));
  return fields ? named.some((field) => fields.includes(field)) : named.length > 0;
}
