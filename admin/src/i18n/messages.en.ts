import { backofficeEn } from '@quiz/shared/i18n/backoffice';
import { en as shared } from '@quiz/shared/i18n/en';
import raEnglish from 'ra-language-english';
import { en } from './en';
import { catalogOf, fromShared, sharedSections } from './merge';

/** Everything the back office says in English. */
export default catalogOf([
  raEnglish,
  fromShared(sharedSections(shared)),
  fromShared(backofficeEn),
  en,
]);
