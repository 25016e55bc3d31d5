import type { TextsLike } from '../i18n/sections';
import type { indexesEn } from './texts.en';

/** Textes des écrans « indexes » (resources.indexes), chargés avec eux. */
const indexesFr: TextsLike<typeof indexesEn> = {
  add: 'Ajouter un index de jeu',
  max_reached:
    'Le maximum de %{max} index de jeux est atteint : supprimez-en un pour en ajouter un autre.',
  empty: "Aucun index de jeu pour l'instant.",
  back: 'Retour aux index de jeux',
  saved: 'Index de jeu « %{label} » enregistré.',
  create_title: 'Nouvel index de jeu',
  edit_title: "Modifier l'index de jeu",
  save_failed: "L'index de jeu n'a pas pu être enregistré. Veuillez réessayer.",
  fields: {
    code: 'Code',
    label: 'Libellé',
    label_fr: 'Libellé (français)',
    label_en: 'Libellé (anglais)',
    cover_description: 'Description de couverture',
    cover_description_fr: 'Couverture (français)',
    cover_description_en: 'Couverture (anglais)',
    cover_image: 'Image de couverture',
    image: "Image de l'index",
    icon: 'Icône',
  },
  remove: {
    title: 'Supprimer un index de jeu',
    question: "Supprimer l'index de jeu « %{name} » ?",
    failed: "L'index de jeu n'a pas pu être supprimé.",
  },
};

export default indexesFr;
