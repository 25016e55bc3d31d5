import type { TextsLike } from '../i18n/sections';
import type { pricingEn } from './texts.en';

/** Textes de l'écran des tarifs (resources.pricing), chargés avec lui. */
export const pricingFr: TextsLike<typeof pricingEn> = {
  intro:
    "Ce que coûtent les crédits et ce qu'ils rapportent. Un changement vaut à partir du prochain achat, de la prochaine partie ou du prochain défi\u00a0: une partie en cours et un défi ouvert gardent les valeurs de leur début.",
  groups: {
    credits: 'Crédits',
    solo: 'Solo',
    challenges: 'Défis',
    packs: 'Packs',
  },
  fields: {
    unit_price: 'Prix unitaire (FCFA)',
    gain_unit: 'Unité de gain (FCFA)',
    solo_units: "Crédits d'un solo",
    solo_win_gain_multiplicator: 'Multiplicateur du gain en solo',
    solo_percentage_towin: 'Bonnes réponses pour gagner (%)',
    challenge_duration_sec: 'Durée des défis (heures)',
    units: 'Crédits',
    premium_units: 'Crédits au-delà de',
    unit_reduction: 'Réduction par crédit (FCFA)',
  },
  hints: {
    gain_unit: "Ce que compte un crédit misé dans une cagnotte et dans le gain d'un solo.",
    solo_percentage_towin: 'Pour les quiz créés à partir de maintenant.',
  },
  packs: {
    single: 'Crédit unique',
    basic: 'Pack basique',
    normal: 'Pack normal',
    premium: 'Pack premium',
  },
  house: {
    title: 'La part de la maison',
    intro:
      'Ce que garde la maison avec ces valeurs, avant et après le changement, pack par pack\u00a0: un solo face à un joueur qui connaît toutes les réponses, et un défi qui a trouvé un gagnant.',
    pack: 'Pack',
    credit_price: 'Prix du crédit',
    solo: 'Solo, joueur parfait',
    challenge: 'Défi',
    change: '%{before} → %{after}',
    invalid: 'Corrigez les champs ci-dessus pour voir ce que le changement fait à la maison.',
    unchanged: 'Rien de changé pour le moment.',
  },
  saved:
    'Tarifs enregistrés. Ils valent à partir du prochain achat, de la prochaine partie ou du prochain défi.',
};

export default pricingFr;
