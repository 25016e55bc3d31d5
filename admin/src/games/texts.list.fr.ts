import type { TextsLike } from '../i18n/sections';
import type { gameListEn } from './texts.list.en';

/** Textes des filtres et des totaux de la liste des jeux (resources.games.list), chargés avec elle. */
const gameListFr: TextsLike<typeof gameListEn> = {
  list: {
    total: '%{smart_count} jeu |||| %{smart_count} jeux',
    category: 'Catégorie',
    no_active: 'Aucun jeu actif.',
    no_inactive: "Il n'y a aucun jeu inactif.",
    no_match: 'Aucun jeu ne correspond à ces filtres.',
  },
};

export default gameListFr;
