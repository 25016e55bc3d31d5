import type { TextsLike } from '../i18n/sections';
import type { gameWizardEn } from './texts.wizard.en';

/** Textes de l’assistant de création de jeu (resources.games.wizard), chargés avec lui. */
const gameWizardFr: TextsLike<typeof gameWizardEn> = {
  wizard: {
    title_fr: 'Titre (français)',
    title_en: 'Titre (anglais)',
    cover: 'Choisir une couverture',
    indexes: 'Index de jeux',
    counter: 'Questions : %{count}/%{max}',
    add_question: 'Ajouter une question',
    new_question: 'Nouvelle question',
    edit_question: 'Modifier la question',
    question_n: 'Question %{n}',
    carousel: 'Questions du jeu',
    previous: 'Question précédente',
    next: 'Question suivante',
    create: 'Créer le jeu',
    created: 'Le jeu est créé.',
    type: 'Type de question',
    picture_choices: 'Les choix sont des images',
    label_fr: 'Question (français)',
    label_en: 'Question (anglais)',
    illustration: 'Choisir une illustration',
    choices: 'Choix',
    choice_fr: 'Choix (français)',
    choice_en: 'Choix (anglais)',
    add_choice: 'Ajouter le choix',
    add_picture_choice: 'Ajouter un choix en image',
    remove_choice: 'Retirer le choix',
    pick_right: 'Cochez les bonnes réponses.',
    pick_in_order: 'Cochez les choix dans le bon ordre.',
    save_question: 'Enregistrer la question',
    remove_title: 'Retirer cette question ?',
    remove_question: 'La question et ses choix seront perdus.',
    leave_title: 'Quitter sans enregistrer ?',
    leave_question: 'Le jeu en cours de création sera perdu.',
    failed: 'Certains champs demandent votre attention : ils sont marqués en rouge.',
  },
};

export default gameWizardFr;
