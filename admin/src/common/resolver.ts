import { yupResolver } from '@hookform/resolvers/yup';
import type { FormProps } from 'react-admin';

/**
 * A shared yup rule as a react-admin form's resolver, so the browser refuses the same
 * input with the same message keys as the server. react-admin's forms hold loosely
 * typed values; the rule's own type stays the shared schema's.
 */
export function sharedRule(schema: Parameters<typeof yupResolver>[0]): FormProps['resolver'] {
  return yupResolver(schema) as unknown as FormProps['resolver'];
}
