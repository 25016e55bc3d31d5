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
      none: 'Administration',
    },
    actions: {
      back_home: 'Back to the home page',
      back_board: 'Back to the super admin board',
    },
    coming_next: {
      message: 'This screen comes in the next part of the back office. It is not available yet.',
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
    managers: {
      name: 'Manager |||| Managers',
      tabs: 'Kinds of managers',
      tab_supermanager: 'Super managers',
      tab_gamesmanager: 'Games managers',
      empty: 'No manager of this kind yet.',
      score: 'Score',
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
    },
    indexes: {
      name: 'Game index |||| Game indexes',
      add: 'Add a game index',
      max_reached: 'The maximum of %{max} game indexes is reached: remove one to add another.',
      empty: 'No game index yet.',
      back: 'Back to the game indexes',
      create_title: 'New game index',
      edit_title: 'Edit the game index',
      save_failed: 'The game index could not be saved. Please try again.',
      fields: {
        code: 'Code',
        label: 'Label',
        label_fr: 'Label (French)',
        label_en: 'Label (English)',
        cover_description: 'Cover description',
        cover_description_fr: 'Cover (French)',
        cover_description_en: 'Cover (English)',
        cover_image: 'Cover image',
        image: 'Index image',
        icon: 'Icon',
      },
      remove: {
        title: 'Remove a game index',
        question: 'Remove the game index “%{name}”?',
        failed: 'The game index could not be removed.',
      },
    },
    audit: {
      name: 'Audit entry |||| Audit trail',
      fields: {
        created_at: 'Date',
        manager: 'Manager',
        area: 'Area',
        action: 'Action',
        entity_id: 'Item',
      },
      areas: {
        games: 'Games',
        game_indexes: 'Game indexes',
        badge_types: 'Badge types',
        quotes: 'Quotes',
        ad_partners: 'Ad partners',
        ad_subscriptions: 'Ad subscriptions',
        ads: 'Ads',
        managers: 'Managers',
      },
    },
    games: { name: 'Game |||| Games' },
    badgeTypes: { name: 'Badge type |||| Badge types' },
    quotes: { name: 'Quote |||| Quotes' },
    partners: { name: 'Ad partner |||| Ad partners' },
    scores: { name: 'Score |||| Scores' },
    stats: { name: 'Statistics |||| Statistics' },
  },
};

/** Every back-office catalog has English's shape, so a missing key is a type error too. */
type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type AdminMessages = Shape<typeof en>;
