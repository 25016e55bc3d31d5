/** Texts of the games' sheet import (resources.games.sheet), loaded with it. */
export const gameSheetEn = {
  sheet: {
    help: 'A sheet (.xlsx or .csv) holds one question a row under a heading row; a row with a game title starts a game. Check it first: nothing is stored until the sheet has no error.',
    choose: 'Choose a sheet',
    check: 'Check',
    import: 'Import',
    checked:
      'The sheet is ready: %{smart_count} game can be imported. |||| The sheet is ready: %{smart_count} games can be imported.',
    imported: '%{smart_count} game imported. |||| %{smart_count} games imported.',
    refused: 'The sheet has errors: nothing was stored.',
    errors: 'Errors of the sheet',
    row: 'Row',
    column: 'Column',
    problem: 'Problem',
    failed: 'The sheet could not be sent. Please try again.',
  },
};

export default gameSheetEn;
