/** Texts of the managers screens (resources.managers), loaded with them. */
export const managersEn = {
  tabs: 'Kinds of managers',
  tab_supermanager: 'Super managers',
  tab_gamesmanager: 'Games managers',
  empty: 'No manager of this kind yet.',
  score: 'Score',
  own_card: 'Your own card: only another super manager can change or remove your function.',
  score_title: 'Score of %{name}',
  figures: {
    games: 'Games created',
    active_games: 'Active games',
    plays: 'Plays of their games',
    players: 'Players of their games',
  },
  own_function: 'This is you: only another super manager can change your function.',
  back: 'Back to the managers',
  edit_title: 'Function of %{name}',
  fields: {
    management_function: 'Function',
  },
  add: {
    button_supermanager: 'Add a super manager',
    button_gamesmanager: 'Add a games manager',
    title: 'Add a manager',
    step1: 'Find the player',
    step2: 'Confirm',
    step1_intro: 'Enter the e-mail address or phone number of an existing player.',
    step2_intro: 'This player will become a manager with the function chosen below.',
    already_admin: 'This user is already a manager.',
    not_found: 'No player uses this e-mail address or phone number.',
    step1_failed: 'The player could not be looked up. Please try again.',
    step2_failed: 'The manager could not be added. Please try again.',
    done: '%{name} is now a manager.',
  },
  remove: {
    button: 'Remove',
    title: 'Remove a manager',
    question: 'Remove %{name} from the managers? The account stays, as a player.',
    done: '%{name} is no longer a manager.',
    failed: 'The manager could not be removed. %{reason}',
  },
};

export default managersEn;
