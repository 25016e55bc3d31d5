/** Texts of the scores screen (resources.scores), loaded with it. */
export const scoresEn = {
  tabs: 'Scores',
  results: 'Results of plays',
  suspicious: 'Suspicious players',
  suspicious_intro:
    'Players whose play looks wrong, with what raised it. Nothing is done to them: look before you act.',
  none_suspicious: 'No player looks suspicious.',
  fields: {
    ended_at: 'Played on',
    player: 'Player',
    game: 'Game',
    type: 'Kind',
    note: 'Score',
    is_winner: 'Won',
    gain: 'Gain',
    duration_sec: 'Duration',
    from: 'From',
    to: 'To',
    reasons: 'What raised it',
  },
  types: { solo: 'Solo', challenge: 'Challenge' },
  note: '%{note} / %{total}',
  seconds: '%{seconds} s',
  kinds: {
    fast_and_right: 'Fast and always right',
    shared_cashout_number: 'Cash-out number shared with other accounts',
    same_answers: 'Same answers as another player, at the same moment',
  },
};

export default scoresEn;
