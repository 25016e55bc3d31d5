import { TermsData } from '@quiz/shared/contract';
import { checkedText } from './checked-text';
import en from './texts/terms.en.json';
import fr from './texts/terms.fr.json';

/** The terms and conditions in both languages, from texts/terms.<lang>.json. */
export const terms = {
  fr: checkedText(TermsData, 'terms.fr.json', fr),
  en: checkedText(TermsData, 'terms.en.json', en),
};
