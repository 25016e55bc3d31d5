import type { TextsLike } from '../i18n/sections';
import type { gameSheetEn } from './texts.sheet.en';

/** Textes de l’import de feuilles (resources.games.sheet), chargés avec lui. */
const gameSheetFr: TextsLike<typeof gameSheetEn> = {
  sheet: {
    help: "Une feuille (.xlsx ou .csv) contient une question par ligne sous une ligne de titres ; une ligne avec un titre de jeu commence un jeu. Vérifiez-la d'abord : rien n'est enregistré tant que la feuille a une erreur.",
    choose: 'Choisir une feuille',
    check: 'Vérifier',
    import: 'Importer',
    checked:
      'La feuille est prête : %{smart_count} jeu peut être importé. |||| La feuille est prête : %{smart_count} jeux peuvent être importés.',
    imported: '%{smart_count} jeu importé. |||| %{smart_count} jeux importés.',
    refused: "La feuille contient des erreurs : rien n'a été enregistré.",
    errors: 'Erreurs de la feuille',
    row: 'Ligne',
    column: 'Colonne',
    problem: 'Problème',
    failed: "La feuille n'a pas pu être envoyée. Veuillez réessayer.",
    kahoot: {
      help: "Le modèle de quiz de Kahoot est lu aussi : il fait un jeu dans une seule langue, enregistré inactif jusqu'à ce qu'un gestionnaire complète l'autre langue et ses catégories.",
      title: "Titre d'un quiz Kahoot",
      language: "Langue d'un quiz Kahoot",
      lacking_fr: 'Lignes sans français : %{rows}',
      lacking_en: 'Lignes sans anglais : %{rows}',
      to_complete:
        'Le jeu est enregistré inactif : complétez-le en français et en anglais, choisissez ses catégories, puis réactivez-le.',
    },
  },
};

export default gameSheetFr;
