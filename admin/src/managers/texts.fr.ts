import type { TextsLike } from '../i18n/sections';
import type { managersEn } from './texts.en';

/** Textes des écrans « managers » (resources.managers), chargés avec eux. */
const managersFr: TextsLike<typeof managersEn> = {
  tabs: 'Types de gestionnaires',
  tab_supermanager: 'Super gestionnaires',
  tab_gamesmanager: 'Gestionnaires de jeux',
  empty: "Aucun gestionnaire de ce type pour l'instant.",
  score: 'Score',
  own_card:
    'Votre propre fiche : seul un autre super gestionnaire peut modifier ou retirer votre fonction.',
  score_title: 'Score de %{name}',
  figures: {
    games: 'Jeux créés',
    active_games: 'Jeux actifs',
    plays: 'Parties de ses jeux',
    players: 'Joueurs de ses jeux',
  },
  own_function: "C'est vous : seul un autre super gestionnaire peut modifier votre fonction.",
  back: 'Retour aux gestionnaires',
  edit_title: 'Fonction de %{name}',
  fields: {
    management_function: 'Fonction',
  },
  add: {
    button_supermanager: 'Ajouter un super gestionnaire',
    button_gamesmanager: 'Ajouter un gestionnaire de jeux',
    title: 'Ajouter un gestionnaire',
    step1: 'Trouver le joueur',
    step2: 'Confirmer',
    step1_intro: "Saisissez l'adresse e-mail ou le numéro de téléphone d'un joueur existant.",
    step2_intro: 'Ce joueur deviendra gestionnaire avec la fonction choisie ci-dessous.',
    already_admin: 'Cet utilisateur est déjà gestionnaire.',
    not_found: "Aucun joueur n'utilise cette adresse e-mail ou ce numéro de téléphone.",
    step1_failed: "Le joueur n'a pas pu être recherché. Veuillez réessayer.",
    step2_failed: "Le gestionnaire n'a pas pu être ajouté. Veuillez réessayer.",
    done: '%{name} est désormais gestionnaire.',
  },
  remove: {
    button: 'Retirer',
    title: 'Retirer un gestionnaire',
    question: 'Retirer %{name} des gestionnaires ? Le compte reste, comme joueur.',
    done: "%{name} n'est plus gestionnaire.",
    failed: "Le gestionnaire n'a pas pu être retiré. %{reason}",
  },
};

export default managersFr;
