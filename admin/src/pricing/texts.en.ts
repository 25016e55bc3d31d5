/** Texts of the pricing screen (resources.pricing), loaded with it. */
export const pricingEn = {
  intro:
    'What credits cost and what they pay. A change counts from the next purchase, play or challenge: a play under way and an open challenge keep the values they started with.',
  groups: {
    credits: 'Credits',
    solo: 'Solo',
    challenges: 'Challenges',
    packs: 'Packs',
  },
  fields: {
    unit_price: 'Unit price (FCFA)',
    gain_unit: 'Gain unit (FCFA)',
    solo_units: 'Credits a solo costs',
    solo_win_gain_multiplicator: 'Solo reward multiplier',
    solo_percentage_towin: 'Right answers to win (%)',
    challenge_duration_sec: 'Challenge duration (hours)',
    units: 'Credits',
    premium_units: 'Credits above',
    unit_reduction: 'Reduction per credit (FCFA)',
  },
  hints: {
    gain_unit: 'What a staked credit counts in a pot and in a solo reward.',
    solo_percentage_towin: 'For quizzes created from now on.',
  },
  packs: {
    single: 'Single credit',
    basic: 'Basic pack',
    normal: 'Normal pack',
    premium: 'Premium pack',
  },
  house: {
    title: "The house's share",
    intro:
      'What the house keeps with these values, before and after the change, pack by pack: a solo against a player who knows every answer, and a challenge that found a winner.',
    pack: 'Pack',
    credit_price: 'A credit costs',
    solo: 'Solo, perfect player',
    challenge: 'Challenge',
    change: '%{before} → %{after}',
    invalid: 'Correct the fields above to see what the change does to the house.',
    unchanged: 'Nothing changed yet.',
  },
  saved: 'Pricing saved. It counts from the next purchase, play or challenge.',
};

export default pricingEn;
