/** The whole English catalog: the player's base texts and the validation texts. */
import { baseEn } from './base-en';
import { validationEn } from './validation';

export const en = { ...baseEn, ...validationEn };
