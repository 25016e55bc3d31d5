import { LANGUAGES, logInToBackOffice } from './support/admin-session';
import { expect, test } from './support/fixtures';

test.use({ viewport: { width: 1280, height: 800 } });

/** What the games screens say, in each language (the back office's catalogs say the same). */
const TEXT = {
  en: {
    tabGeneral: 'General',
    tabFilter: 'Filter',
    loadMore: 'Load more',
    search: 'Search a title',
    found: /games? found/,
    questions: 'Questions',
    deactivate: 'Deactivate',
    reactivate: 'Reactivate',
    inactive: 'Inactive',
    deactivatedBy: 'Deactivated by Paul Essomba',
    yes: 'Yes',
    sheets: 'Import or export',
    choose: 'Choose a sheet',
    check: 'Check',
    import: 'Import',
    sheetErrors: 'Errors of the sheet',
    required: 'This field is required.',
    tooShort: 'Please enter at least 5 characters.',
    ready: 'The sheet is ready: 1 game can be imported.',
    imported: '1 game imported.',
    addGame: 'Add a game',
    counter: (n: number) => `Questions: ${n}/30`,
    titleFr: 'Title (French)',
    titleEn: 'Title (English)',
    create: 'Create the game',
    indexRequired: 'Choose at least one category.',
    indexes: 'Game indexes',
    addQuestion: 'Add a question',
    single: 'Single choice',
    ordered: 'Multiple ordered choices',
    labelFr: 'Question (French)',
    labelEn: 'Question (English)',
    choiceFr: 'Choice (French)',
    choiceEn: 'Choice (English)',
    addChoice: 'Add the choice',
    saveQuestion: 'Save the question',
    carousel: 'Questions of the game',
    next: 'Next question',
    previous: 'Previous question',
    game: 'African capitals',
  },
  fr: {
    tabGeneral: 'Général',
    tabFilter: 'Filtre',
    loadMore: 'Voir plus',
    search: 'Chercher un titre',
    found: /jeux? trouvés?/,
    questions: 'Questions',
    deactivate: 'Désactiver',
    reactivate: 'Réactiver',
    inactive: 'Inactif',
    deactivatedBy: 'Désactivé par Paul Essomba',
    yes: 'Oui',
    sheets: 'Importer ou exporter',
    choose: 'Choisir une feuille',
    check: 'Vérifier',
    import: 'Importer',
    sheetErrors: 'Erreurs de la feuille',
    required: 'Ce champ est obligatoire.',
    tooShort: 'Veuillez saisir au moins 5 caractères.',
    ready: 'La feuille est prête : 1 jeu peut être importé.',
    imported: '1 jeu importé.',
    addGame: 'Ajouter un jeu',
    counter: (n: number) => `Questions : ${n}/30`,
    titleFr: 'Titre (français)',
    titleEn: 'Titre (anglais)',
    create: 'Créer le jeu',
    indexRequired: 'Choisissez au moins une catégorie.',
    indexes: 'Index de jeux',
    addQuestion: 'Ajouter une question',
    single: 'Choix unique',
    ordered: 'Choix multiples ordonnés',
    labelFr: 'Question (français)',
    labelEn: 'Question (anglais)',
    choiceFr: 'Choix (français)',
    choiceEn: 'Choix (anglais)',
    addChoice: 'Ajouter le choix',
    saveQuestion: 'Enregistrer la question',
    carousel: 'Questions du jeu',
    next: 'Question suivante',
    previous: 'Question précédente',
    game: 'Capitales africaines',
  },
} as const;

const HEADINGS =
  'game_title_fr,game_title_en,game_indexes,type,label_fr,label_en,choice_1_fr,choice_1_en,choice_2_fr,choice_2_en,correction';

for (const lang of LANGUAGES) {
  const T = TEXT[lang];

  test(`${lang}: a games manager pages, searches, reads, deactivates and reactivates games`, async ({
    page,
    consoleErrors,
  }) => {
    await logInToBackOffice(page, 'games', lang, '/administration/games');
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(10);
    await page.getByRole('button', { name: T.loadMore }).click();
    await expect(cards).toHaveCount(20);

    await page.getByRole('tab', { name: T.tabFilter }).click();
    const search = page.getByRole('textbox', { name: T.search });
    await search.fill('CAMEROUNAISE');
    await search.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: T.found })).toBeVisible();
    const found = page.getByRole('article').first();
    const title = (await found.getByRole('heading').textContent()) ?? '';
    await found.getByRole('link', { name: new RegExp(`^${T.questions}`) }).click();
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(
      page.getByRole('list', { name: T.questions }).getByRole('listitem').first(),
    ).toBeVisible();
    await page.goBack();

    await page.getByRole('tab', { name: T.tabGeneral }).click();
    const first = page.getByRole('article').first();
    await first.getByRole('button', { name: new RegExp(`^${T.deactivate}`) }).click();
    await page.getByRole('dialog').getByRole('button', { name: T.yes }).click();
    await expect(first.getByText(T.inactive, { exact: true })).toBeVisible();
    await expect(first.getByText(T.deactivatedBy)).toBeVisible();
    await first.getByRole('button', { name: new RegExp(`^${T.reactivate}`) }).click();
    await page.getByRole('dialog').getByRole('button', { name: T.yes }).click();
    await expect(first.getByRole('button', { name: new RegExp(`^${T.deactivate}`) })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test(`${lang}: a games manager checks a sheet, sees its errors, then imports a good one`, async ({
    page,
    consoleErrors,
  }) => {
    await logInToBackOffice(page, 'games', lang, '/administration/games');
    const code = (
      (await (await page.request.get('/api/games/indexes/0/')).json()) as {
        indexes: { code: string }[];
      }
    ).indexes[0]?.code;
    await page.getByRole('button', { name: T.sheets }).click();
    const dialog = page.getByRole('dialog');
    const sheet = (rows: string[]) => ({
      name: 'quiz.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from([HEADINGS, ...rows].join('\n')),
    });
    await dialog
      .getByLabel(T.choose)
      .setInputFiles(sheet([`Jeu,Quiz of the day,${code},sc,Une question,,Oui,Yes,Non,No,1`]));
    await dialog.getByRole('button', { name: T.check }).click();
    const errors = dialog.getByRole('table', { name: T.sheetErrors });
    await expect(errors.getByRole('row', { name: `2 label_en ${T.required}` })).toBeVisible();
    await expect(errors.getByRole('row', { name: `2 game_title_fr ${T.tooShort}` })).toBeVisible();
    await expect(dialog.getByRole('button', { name: T.import, exact: true })).toBeDisabled();

    await dialog
      .getByLabel(T.choose)
      .setInputFiles(
        sheet([
          `Jeux de mots ${lang},Word games ${lang},${code},sc,Quel mot rime avec chat ?,Which word rhymes with cat?,Rat,Hat,Chien,Dog,1`,
        ]),
      );
    await dialog.getByRole('button', { name: T.check }).click();
    await expect(dialog.getByText(T.ready)).toBeVisible();
    await dialog.getByRole('button', { name: T.import, exact: true }).click();
    await expect(dialog.getByText(T.imported)).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test(`${lang}: a games manager creates a game of two questions in the wizard`, async ({
    page,
    consoleErrors,
  }) => {
    await logInToBackOffice(page, 'games', lang, '/administration/games');
    await page.getByRole('link', { name: T.addGame }).click();
    await expect(page.getByRole('status').filter({ hasText: T.counter(0) })).toBeVisible();

    // The titles are checked before anything is sent.
    await page.getByLabel(T.titleFr).fill('Cap');
    await page.getByRole('button', { name: T.create }).click();
    await expect(page.getByText(T.tooShort)).toBeVisible();
    await expect(page.getByText(T.indexRequired)).toBeVisible();

    await page.getByLabel(T.titleFr).fill('Capitales africaines');
    await page.getByLabel(T.titleEn).fill('African capitals');
    await page.getByRole('group', { name: T.indexes }).getByRole('checkbox').first().check();

    const addQuestion = async (
      kind: string,
      fr: string,
      en: string,
      choices: [string, string][],
      right: number[],
    ) => {
      await page.getByRole('button', { name: T.addQuestion }).click();
      const editor = page.getByRole('dialog');
      await editor.getByRole('button', { name: kind, exact: true }).click();
      await editor.getByLabel(T.labelFr).fill(fr);
      await editor.getByLabel(T.labelEn).fill(en);
      for (const [choiceFr, choiceEn] of choices) {
        await editor.getByLabel(T.choiceFr).fill(choiceFr);
        await editor.getByLabel(T.choiceEn).fill(choiceEn);
        await editor.getByRole('button', { name: T.addChoice }).click();
      }
      for (const index of right) await editor.getByRole('checkbox').nth(index).check();
      await editor.getByRole('button', { name: T.saveQuestion }).click();
      await expect(editor).toBeHidden();
    };
    await addQuestion(
      T.single,
      'Quelle est la capitale du Sénégal ?',
      'What is the capital city of Senegal?',
      [
        ['Dakar', 'Dakar'],
        ['Thiès', 'Thies'],
      ],
      [0],
    );
    await addQuestion(
      T.ordered,
      'Du nord au sud, ces capitales ?',
      'From north to south, these capitals?',
      [
        ['Yaoundé', 'Yaounde'],
        ['Tunis', 'Tunis'],
        ['Abuja', 'Abuja'],
      ],
      [1, 2, 0],
    );
    await expect(page.getByRole('status').filter({ hasText: T.counter(2) })).toBeVisible();
    // The draft survives a reload.
    await page.reload();
    await expect(page.getByLabel(T.titleEn)).toHaveValue('African capitals');
    await expect(page.getByRole('status').filter({ hasText: T.counter(2) })).toBeVisible();
    // Back on the first question: previous is disabled at the first, next at the last.
    const carousel = page.getByRole('region', { name: T.carousel });
    await expect(carousel.getByRole('button', { name: T.previous })).toBeDisabled();
    await expect(
      carousel.getByText(
        lang === 'fr'
          ? 'Quelle est la capitale du Sénégal ?'
          : 'What is the capital city of Senegal?',
      ),
    ).toBeVisible();
    await carousel.getByRole('button', { name: T.next }).click();
    await expect(carousel.getByRole('button', { name: T.next })).toBeDisabled();

    await page.getByRole('button', { name: T.create }).click();
    await expect(page).toHaveURL(/\/administration\/games$/);
    await expect(page.getByRole('article', { name: T.game }).first()).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
}
