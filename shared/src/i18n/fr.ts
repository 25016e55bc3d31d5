/** The whole French catalog, typed against the English one so no key can be missing. */
import { baseFr } from './base-fr';
import type { Messages } from './catalog';
import { validationFr } from './validation';

export const fr: Messages = { ...baseFr, ...validationFr };
