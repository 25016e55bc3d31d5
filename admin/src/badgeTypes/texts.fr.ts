import type { TextsLike } from '../i18n/sections';
import type { badgeTypesEn } from './texts.en';

/** Textes des écrans des types de badges (resources.badgeTypes), chargés avec eux. */
const badgeTypesFr: TextsLike<typeof badgeTypesEn> = {
  add: 'Ajouter un type de badge',
  actives: 'Types de badges actifs',
  inactives: 'Types de badges inactifs',
  empty: "Aucun type de badge pour l'instant.",
  weight: '#%{weight}',
  saved: 'Type de badge « %{title} » enregistré.',
  create_title: 'Nouveau type de badge',
  edit_title: 'Modifier le type de badge',
  deactivate: 'Désactiver',
  reactivate: 'Réactiver',
  deactivate_title: 'Désactiver ce type de badge ?',
  deactivate_question:
    '« %{title} » ne sera plus décerné. Les joueurs gardent les badges déjà gagnés.',
  reactivate_title: 'Réactiver ce type de badge ?',
  reactivate_question: '« %{title} » sera de nouveau décerné.',
  failed_title: 'Non enregistré',
  failed: "Le type de badge n'a pas pu être enregistré. Veuillez réessayer.",
  rule: 'Obtenu par %{rule} : %{threshold}',
  units: '+%{units} crédits',
  fields: {
    type: "Comment on l'obtient",
    threshold: 'Combien de fois',
    number_of_units: 'Crédits offerts',
    code: 'Code',
    title: 'Titre',
    description: 'Description',
    weight: 'Poids (rang)',
    color: 'Couleur',
    icon: 'Icône',
    image: 'Image',
  },
  rules: {
    plays: 'parties jouées',
    solo_wins: 'victoires en solo',
    challenge_wins: 'victoires en défi',
    challenges_started: 'défis lancés',
    friends: 'amis',
    perfect_scores: 'scores parfaits',
    credits_bought: 'crédits achetés',
  },
};

export default badgeTypesFr;
