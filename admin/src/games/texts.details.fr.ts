import type { TextsLike } from '../i18n/sections';
import type { gameDetailsEn } from './texts.details.en';

/** Textes de la vue détaillée d'un jeu (resources.games.details), chargés avec elle. */
const gameDetailsFr: TextsLike<typeof gameDetailsEn> = {
  details: {
    shown_in_fr: 'Affiché en français',
    shown_in_en: 'Affiché en anglais',
    show_fr: 'Afficher en français',
    show_en: 'Afficher en anglais',
    cover_alt: 'Couverture de %{title}',
    no_cover: "Ce jeu n'a pas de couverture.",
    places: "Dans l'administration",
  },
};

export default gameDetailsFr;
