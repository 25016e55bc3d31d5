import { HelpData } from '@quiz/shared/contract';
import { checkedText } from './checked-text';
import en from './texts/help.en.json';
import fr from './texts/help.fr.json';

/** The help centre in both languages, from texts/help.<lang>.json. */
export const help = {
  fr: checkedText(HelpData, 'help.fr.json', fr),
  en: checkedText(HelpData, 'help.en.json', en),
};
