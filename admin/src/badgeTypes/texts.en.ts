/** Texts of the badge types screens (resources.badgeTypes), loaded with them. */
export const badgeTypesEn = {
  add: 'Add a badge type',
  actives: 'Active badge types',
  inactives: 'Inactive badge types',
  empty: 'No badge type yet.',
  weight: '#%{weight}',
  create_title: 'New badge type',
  edit_title: 'Edit the badge type',
  deactivate: 'Deactivate',
  reactivate: 'Reactivate',
  deactivate_title: 'Deactivate this badge type?',
  deactivate_question:
    '“%{title}” will be awarded to nobody any more. Players keep the badges they have won.',
  reactivate_title: 'Reactivate this badge type?',
  reactivate_question: '“%{title}” will be awarded again.',
  failed_title: 'Not saved',
  failed: 'The badge type could not be saved. Please try again.',
  rule: 'Earned by %{rule}: %{threshold}',
  units: '+%{units} credits',
  fields: {
    type: 'How it is earned',
    threshold: 'How many times',
    number_of_units: 'Credits given',
    code: 'Code',
    title: 'Title',
    description: 'Description',
    weight: 'Weight (rank)',
    color: 'Colour',
    icon: 'Icon',
    image: 'Image',
  },
  rules: {
    plays: 'plays',
    solo_wins: 'solo wins',
    challenge_wins: 'challenge wins',
    challenges_started: 'challenges started',
    friends: 'friends',
    perfect_scores: 'perfect scores',
    credits_bought: 'credits bought',
  },
};

export default badgeTypesEn;
