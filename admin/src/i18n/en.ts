import type { TextsLike } from './sections';

/**
 * The back office's own texts in English, the reference: French must hold the same
 * keys (i18n/catalogs.test.ts). Polyglot placeholders are written %{name}. Labels of
 * the player site (actions, labels, status, validation...) come from shared's
 * catalogs; react-admin's own from its language packs.
 */
export const en = {
  admin: {
    sections: {
      settings: 'Settings',
      help: 'Help centre',
      logout: 'Log out',
      board: 'Super admin',
      managers: 'Managers',
      games: 'Games management',
      createGame: 'Create a game',
      indexes: 'Game indexes',
      scores: 'Scores',
      statistics: 'Statistics',
      badges: 'Badge types',
      quotes: 'Quotes',
      ads: 'Ads',
      audit: 'Audit trail',
      purchases: 'Purchases',
      cashouts: 'Cash-outs',
      players: 'Player support',
      none: 'Administration',
    },
    actions: {
      back_home: 'Back to the home page',
      back_board: 'Back to the super admin board',
    },
    not_allowed: {
      title: 'Not allowed',
      message: 'Your role does not give access to this area of the back office.',
    },
    shell: {
      light_theme: 'Light theme',
      dark_theme: 'Dark theme',
      shortcuts: 'Shortcuts',
      need_help: 'Need help?',
      profile: 'My profile and settings',
      language: 'Language',
      phone_footer: 'Quick links',
    },
    board: {
      title: 'Super admin board',
      links: 'Management areas',
      external: 'Server API documentation',
    },
    bilingual: {
      field: '%{field} (%{language})',
    },
  },
  resources: {
    games: {
      name: 'Game |||| Games',
      add: 'Add a game',
      sheets: 'Import or export',
      tabs: 'Games',
      tab_general: 'General',
      tab_filter: 'Filter',
      search: 'Search a title',
      results: '%{smart_count} game found |||| %{smart_count} games found',
      empty: 'No games yet.',
      fields: {
        cover: 'Cover',
        title: 'Title',
        is_active: 'Status',
        indexes: 'Game indexes',
        created_at: 'Created on',
        counts: 'Questions and plays',
        person: 'Made or stopped by',
        actions: 'Actions',
        status: 'Status',
        q: 'Search a title',
      },
      filters: 'Filters',
      grid: 'Games of the catalogue',
      load_more: 'Load more',
      active: 'Active',
      inactive: 'Inactive',
      created_on: 'Created on %{date}',
      questions_count: '%{smart_count} question |||| %{smart_count} questions',
      plays_count: '%{smart_count} play |||| %{smart_count} plays',
      started_by: 'Made by %{name}',
      deactivated_by: 'Deactivated by %{name}',
      see_questions: 'Questions',
      deactivate: 'Deactivate',
      reactivate: 'Reactivate',
      deactivate_title: 'Deactivate this game?',
      deactivate_question:
        '"%{title}" leaves the players\' catalogue at once. Plays already running finish normally.',
      reactivate_title: 'Reactivate this game?',
      reactivate_question: '"%{title}" comes back in the players\' catalogue at once.',
      export_one: 'Export',
      export_xlsx: 'Export every game (.xlsx)',
      export_csv: 'Export every game (.csv)',
      export_failed: 'The export failed. Please try again.',
      back: 'Back to the games',
      questions: 'Questions',
      right: 'Right answer',
      right_at: 'Right, in place %{n}',
      picture_choice: 'Picture choice %{n}',
    },
    managers: { name: 'Manager |||| Managers' },
    indexes: { name: 'Game index |||| Game indexes' },
    audit: { name: 'Audit entry |||| Audit trail' },
    badgeTypes: { name: 'Badge type |||| Badge types' },
    quotes: { name: 'Quote |||| Quotes' },
    partners: { name: 'Ad partner |||| Ad partners' },
    scores: { name: 'Score |||| Scores' },
    stats: { name: 'Statistics |||| Statistics' },
    purchases: { name: 'Purchase |||| Purchases' },
    cashouts: { name: 'Cash-out |||| Cash-outs' },
    players: { name: 'Player |||| Players' },
  },
};

/** Every back-office catalog has English's shape, so a missing key is a type error too. */
export type AdminMessages = TextsLike<typeof en>;
