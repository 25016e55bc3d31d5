/**
 * Texts only the back office says (its forms' refusals): kept out of the
 * catalogs the player site downloads, where every kilobyte counts. The back
 * office lays them over shared's catalogs; the server reads them for the
 * reports it writes in both languages (quiz import).
 */
import type { Messages } from './catalog';
import { en as sharedEn } from './en';
import { fr as sharedFr } from './fr';

export const backofficeEn = {
  validation: {
    date_range_invalid: 'The end date must not be before the start date.',
    question_type_invalid: 'Please choose a question type.',
    choice_required: 'Add at least one choice, with no empty text.',
    choices_count_mismatch: 'French and English must have the same number of choices.',
    picture_required: 'Please choose an image for each choice.',
    correction_required: 'Mark at least one correct answer.',
    correction_out_of_range: 'A correct answer points to a missing choice.',
    correction_duplicate: 'A correct answer is marked twice.',
    correction_single: 'A single-choice question has exactly one correct answer.',
    correction_order_invalid: 'Put every choice in the correct order.',
    index_required: 'Choose at least one category.',
    question_required: 'Add at least one question.',
    too_many_questions: 'You have reached the maximum number of questions.',
    questions_fixed:
      'An edit keeps the questions of the game and their types: make a new game to add, remove or retype one.',
    color_invalid: 'Choose gold, silver or bronze.',
    management_function_invalid: 'Choose super manager or games manager.',
    manager_self: 'You cannot change or remove your own function.',
    last_super_manager: 'The last super manager cannot lose that function.',
    ad_space_invalid: 'Choose an available ad space.',
    url_invalid: 'Please enter a valid link starting with http:// or https://.',
    partner_inactive: 'This partner is inactive: reactivate it first.',
    no_open_space: 'This partner has no open ad space left.',
    ad_space_taken: 'This partner already has a running subscription to this space.',
    ad_space_fixed: 'The space of a subscription cannot be changed.',
    subscription_locked:
      'Only an active subscription that is not due for deactivation can be edited.',
    subscription_required: 'This partner has no active subscription: add one first.',
    picture_invalid: 'Please send a PNG, JPEG or WebP picture (SVG and other files are refused).',
    index_unknown: 'No category has this code.',
    max_reached: 'The maximum number has been reached.',
    code_taken: 'This code is already used.',
    range_too_long: 'Choose a period of a year at most.',
    badge_rule_invalid:
      'Choose how the badge is earned: plays, wins, challenges started, friends...',
    index_in_use: 'Active games use this category: deactivate them or move them first.',
    sheet_invalid: 'The sheet has errors: nothing was imported.',
    sheet_unreadable: 'This file is not a readable .xlsx or .csv sheet.',
    sheet_column_missing: 'This column is missing from the heading row.',
    sheet_no_game: 'The first question has no game title above it.',
    sheet_picture_type: 'Picture questions are made in the create-game wizard.',
    sheet_too_many_answers: 'A Kahoot question has at most four answers.',
    time_limit_invalid: 'The time limit must be 5, 10, 20, 30, 60, 90, 120 or 240 seconds.',
    game_incomplete: 'Complete its French and English texts and its categories first.',
  },
};

export const backofficeFr: typeof backofficeEn = {
  validation: {
    date_range_invalid: 'La date de fin ne doit pas précéder la date de début.',
    question_type_invalid: 'Veuillez choisir un type de question.',
    choice_required: 'Ajoutez au moins un choix, sans texte vide.',
    choices_count_mismatch: "Le français et l'anglais doivent avoir le même nombre de choix.",
    picture_required: 'Veuillez choisir une image pour chaque choix.',
    correction_required: 'Indiquez au moins une bonne réponse.',
    correction_out_of_range: 'Une bonne réponse renvoie à un choix inexistant.',
    correction_duplicate: 'Une bonne réponse est indiquée deux fois.',
    correction_single: 'Une question à choix unique a exactement une bonne réponse.',
    correction_order_invalid: 'Placez tous les choix dans le bon ordre.',
    index_required: 'Choisissez au moins une catégorie.',
    question_required: 'Ajoutez au moins une question.',
    too_many_questions: 'Vous avez atteint le nombre maximal de questions.',
    questions_fixed:
      'Une modification garde les questions du jeu et leurs types : créez un nouveau jeu pour en ajouter, en retirer ou en changer le type.',
    color_invalid: 'Choisissez or, argent ou bronze.',
    management_function_invalid: 'Choisissez super gestionnaire ou gestionnaire de jeux.',
    manager_self: 'Vous ne pouvez pas modifier ni retirer votre propre fonction.',
    last_super_manager: 'Le dernier super gestionnaire ne peut pas perdre cette fonction.',
    ad_space_invalid: 'Choisissez un espace publicitaire disponible.',
    url_invalid: 'Veuillez saisir un lien valide commençant par http:// ou https://.',
    partner_inactive: "Ce partenaire est inactif : réactivez-le d'abord.",
    no_open_space: "Ce partenaire n'a plus d'espace publicitaire libre.",
    ad_space_taken: 'Ce partenaire a déjà un abonnement en cours sur cet espace.',
    ad_space_fixed: "L'espace d'un abonnement ne peut pas être changé.",
    subscription_locked: "Seul un abonnement actif qui n'est pas à désactiver peut être modifié.",
    subscription_required: "Ce partenaire n'a aucun abonnement actif : ajoutez-en un d'abord.",
    picture_invalid:
      'Veuillez envoyer une image PNG, JPEG ou WebP (le SVG et les autres fichiers sont refusés).',
    index_unknown: "Aucune catégorie n'a ce code.",
    max_reached: 'Le nombre maximal est atteint.',
    code_taken: 'Ce code est déjà utilisé.',
    range_too_long: "Choisissez une période d'un an au plus.",
    badge_rule_invalid:
      "Choisissez comment le badge s'obtient : parties, victoires, défis lancés, amis...",
    index_in_use:
      "Des jeux actifs utilisent cette catégorie : désactivez-les ou déplacez-les d'abord.",
    sheet_invalid: "La feuille contient des erreurs : rien n'a été importé.",
    sheet_unreadable: "Ce fichier n'est pas une feuille .xlsx ou .csv lisible.",
    sheet_column_missing: 'Cette colonne manque dans la ligne des titres.',
    sheet_no_game: "La première question n'a pas de titre de jeu au-dessus.",
    sheet_picture_type: "Les questions à images se créent dans l'assistant de création de jeu.",
    sheet_too_many_answers: 'Une question Kahoot a au plus quatre réponses.',
    time_limit_invalid: 'Le temps limite doit être de 5, 10, 20, 30, 60, 90, 120 ou 240 secondes.',
    game_incomplete: "Complétez d'abord ses textes français et anglais et ses catégories.",
  },
};

/** Shared's catalog of a language with the back office's texts laid over it. */
function withBackoffice(shared: Messages, backoffice: typeof backofficeEn): Messages {
  return { ...shared, validation: { ...shared.validation, ...backoffice.validation } };
}

/** The back office's whole catalogs, by language, for `t`. */
export const backofficeCatalogs = {
  en: withBackoffice(sharedEn, backofficeEn),
  fr: withBackoffice(sharedFr, backofficeFr),
};
