import type { TextsLike } from '../i18n/sections';
import type { quotesEn } from './texts.en';

/** Textes des écrans des citations (resources.quotes), chargés avec eux. */
const quotesFr: TextsLike<typeof quotesEn> = {
  add: 'Ajouter une citation',
  empty: "Aucune citation pour l'instant.",
  max_reached:
    'Le maximum de %{max} citations est atteint : supprimez-en une pour en ajouter une autre.',
  saved: 'Citation de %{author} enregistrée.',
  create_title: 'Nouvelle citation',
  edit_title: 'Modifier la citation',
  failed_title: 'Non enregistrée',
  failed: "La citation n'a pas pu être enregistrée. Veuillez réessayer.",
  remove_title: 'Supprimer cette citation ?',
  remove_question: 'La citation de %{author} disparaît des jeux qui la montrent.',
  remove_failed: "La citation n'a pas pu être supprimée. Veuillez réessayer.",
  list: 'Citations',
  fields: {
    author: 'Auteur',
    quote: 'Citation',
  },
};

export default quotesFr;
