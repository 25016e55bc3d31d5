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
    kahoot: {
      help: "Kahoot's quiz template is read too: it makes one game in one language, stored inactive until a manager completes the other language and its categories.",
      title: 'Title of a Kahoot quiz',
      language: 'Language of a Kahoot quiz',
      lacking_fr: 'Rows lacking French: %{rows}',
      lacking_en: 'Rows lacking English: %{rows}',
      to_complete:
        'The game is stored inactive: complete it in French and English, choose its categories, then reactivate it.',
    },
  },
};

export default gameSheetEn;
