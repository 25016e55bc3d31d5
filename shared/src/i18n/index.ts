export type { MessageKey, MessageParams, Messages } from './catalog';
export { hasMessage, t } from './catalog';
export { en } from './en';
export { fr } from './fr';

import type { Language } from '../types/enums';
import type { Messages } from './catalog';
import { en } from './en';
import { fr } from './fr';

/** Both catalogs by language code. */
export const catalogs: Readonly<Record<Language, Messages>> = { en, fr };
