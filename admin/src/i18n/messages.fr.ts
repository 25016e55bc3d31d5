import { backofficeFr } from '@quiz/shared/i18n/backoffice';
import { fr as shared } from '@quiz/shared/i18n/fr';
import raFrench from 'ra-language-french';
import { fr } from './fr';
import { catalogOf, fromShared, sharedSections } from './merge';
import english from './messages.en';

/** Everything the back office says in French, over English so a missing key falls back. */
export default catalogOf([
  english,
  raFrench,
  fromShared(sharedSections(shared)),
  fromShared(backofficeFr),
  fr,
]);
