import { LANGUAGES, logInToBackOffice } from './support/admin-session';
import { png } from './support/files';
import { expect, test } from './support/fixtures';

test.use({ viewport: { width: 1280, height: 800 } });

/** What the games screens say, in each language (the back office's catalogs say the same). */
const TEXT = {
  en: {
    tabGeneral: 'General',
    tabFilter: 'Filter',
    backBoard: 'Back to the super admin board',
    total: /^\d+ games?$/,
    music: 'Music',
    noInactive: 'There are no inactive games.',
    grid: 'Games of the catalogue',
    title: 'Title',
    status: 'Status',
    active: 'Active',
    saveQuery: 'Save current query...',
    queryName: 'Query name',
    save: 'Save',
    cover: 'Choose a cover',
    multiple: 'Multiple choices',
    pictures: 'Choices are pictures',
    pictureChoice: 'Add a picture choice',
    illustration: 'Choose an illustration',
    loadMore: 'Load more',
    search: 'Search a title',
    found: /games? found/,
    questions: 'Questions',
    deactivate: 'Deactivate',
    reactivate: 'Reactivate',
    inactive: 'Inactive',
    deactivatedBy: 'Deactivated by Esther Fouda',
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
    kept: 'Draft kept on this browser, for you only.',
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
    other: 'fr',
    showOther: 'Show in French',
    shownInOther: 'Shown in French',
    showBack: 'Show in English',
    coverOf: (title: string) => `Cover of ${title}`,
    places: 'In the back office',
    createGame: 'Create a game',
    managers: 'Managers',
  },
  fr: {
    tabGeneral: 'Général',
    tabFilter: 'Filtre',
    backBoard: 'Retour au tableau de super administration',
    total: /^\d+ jeux?$/,
    music: 'Musique',
    noInactive: "Il n'y a aucun jeu inactif.",
    grid: 'Jeux du catalogue',
    title: 'Titre',
    status: 'Statut',
    active: 'Actif',
    saveQuery: 'Ajouter à mes requêtes...',
    queryName: 'Nom de la requête',
    save: 'Enregistrer',
    cover: 'Choisir une couverture',
    multiple: 'Choix multiples',
    pictures: 'Les choix sont des images',
    pictureChoice: 'Ajouter un choix en image',
    illustration: 'Choisir une illustration',
    loadMore: 'Voir plus',
    search: 'Chercher un titre',
    found: /jeux? trouvés?/,
    questions: 'Questions',
    deactivate: 'Désactiver',
    reactivate: 'Réactiver',
    inactive: 'Inactif',
    deactivatedBy: 'Désactivé par Esther Fouda',
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
    kept: 'Brouillon gardé sur ce navigateur, pour vous uniquement.',
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
    other: 'en',
    showOther: 'Afficher en anglais',
    shownInOther: 'Affiché en anglais',
    showBack: 'Afficher en français',
    coverOf: (title: string) => `Couverture de ${title}`,
    places: "Dans l'administration",
    createGame: 'Créer un jeu',
    managers: 'Gestionnaires',
  },
} as const;

const HEADINGS =
  'game_title_fr,game_title_en,game_indexes,type,label_fr,label_en,choice_1_fr,choice_1_en,choice_2_fr,choice_2_en,correction';

for (const lang of LANGUAGES) {
  const T = TEXT[lang];

  test(`${lang}: a games manager pages, sorts, filters, saves a query, searches and reads games`, async ({
    page,
    consoleErrors,
  }) => {
    await logInToBackOffice(page, 'games', lang, '/administration/games');
    const grid = page.getByRole('table', { name: T.grid });
    const rows = grid.locator('tbody').getByRole('row');
    await expect(rows).toHaveCount(10);
    // No way to the super board, which a games manager may not enter; the list's total.
    await expect(page.getByRole('link', { name: T.backBoard })).toHaveCount(0);
    const total = page.getByRole('status').filter({ hasText: T.total });
    const everyGame = Number.parseInt((await total.textContent()) ?? '', 10);
    expect(everyGame).toBeGreaterThan(20);
    await page.getByRole('button', { name: T.loadMore }).click();
    await expect(rows).toHaveCount(20);

    // Sorted by title, A first: the first two titles come in order, accents aside.
    await grid.getByRole('columnheader', { name: T.title }).getByRole('button').click();
    const titles = grid.locator('tbody h3');
    await expect(rows).toHaveCount(10);
    const [first, second] = (await titles.allTextContents()).map((title) =>
      title
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase(),
    );
    expect((first ?? '') <= (second ?? '')).toBe(true);

    // The status filter, saved as a query and applied again from the list of queries.
    await page.getByRole('complementary').getByText(T.active, { exact: true }).click();
    const inactive = grid.getByRole('cell', { name: T.inactive, exact: true });
    await expect(rows.first()).toBeVisible();
    await expect(inactive).toHaveCount(0);
    await page.getByRole('button', { name: T.saveQuery }).click();
    await page.getByRole('dialog').getByLabel(T.queryName).fill(`Actifs ${lang}`);
    await page.getByRole('dialog').getByRole('button', { name: T.save }).click();
    await page.getByRole('complementary').getByText(T.active, { exact: true }).click();
    await expect(grid.getByRole('cell', { name: T.active, exact: true })).toHaveCount(10);
    await page.getByRole('complementary').getByText(`Actifs ${lang}`).click();
    await expect(rows.first()).toBeVisible();
    await expect(inactive).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('complementary').getByText(`Actifs ${lang}`)).toBeVisible();

    // The category and the status filters, in the address; none inactive, it says so.
    const aside = page.getByRole('complementary');
    await aside.getByText(T.active, { exact: true }).click();
    await aside.getByText(T.music, { exact: true }).click();
    await expect(page).toHaveURL(/game_index_id/);
    const counted = async () => Number.parseInt((await total.textContent()) ?? '', 10);
    // The list of both filters is in once every row shown is a music game (the active
    // games' list, a step before, is also shorter than the whole).
    await expect
      .poll(async () => {
        const texts = await rows.allTextContents();
        return texts.length > 0 && texts.every((text) => text.includes(T.music));
      })
      .toBe(true);
    await expect.poll(counted).toBeLessThan(everyGame);
    const inMusic = await counted();
    await expect(rows).toHaveCount(Math.min(inMusic, 10));
    for (const row of await rows.all()) await expect(row).toContainText(T.music);
    await aside.getByText(T.music, { exact: true }).click();
    await expect.poll(counted).toBe(everyGame);
    await aside.getByText(T.inactive, { exact: true }).click();
    await expect(page.getByText(T.noInactive)).toBeVisible();
    await aside.getByText(T.inactive, { exact: true }).click();
    await expect(rows).toHaveCount(10);

    await page.getByRole('tab', { name: T.tabFilter }).click();
    const search = page.getByRole('textbox', { name: T.search });
    await search.fill('CAMEROUNAISE');
    await search.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: T.found })).toBeVisible();
    // A bookmark of the address opens the same search on the filter tab.
    await expect(page).toHaveURL(/CAMEROUNAISE/);
    await page.goto(page.url());
    await expect(page.getByRole('tab', { name: T.tabFilter })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(search).toHaveValue('CAMEROUNAISE');
    await expect(page.getByRole('status').filter({ hasText: T.found })).toBeVisible();
    const found = rows.first();
    const title = (await found.getByRole('heading').textContent()) ?? '';
    await found.getByRole('link', { name: new RegExp(`^${T.questions}`) }).click();
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(
      page.getByRole('list', { name: T.questions }).getByRole('listitem').first(),
    ).toBeVisible();

    // The details: the cover with the title, in the manager's language; the other on demand.
    const top = page.getByRole('region', { name: title });
    await expect(top.getByRole('img', { name: T.coverOf(title) })).toBeVisible();
    await expect(top.getByRole('heading', { name: title })).toHaveAttribute('lang', lang);
    await top.getByRole('button', { name: T.showOther }).click();
    const heading = page.getByRole('heading', { level: 2 });
    await expect(heading).toHaveAttribute('lang', T.other);
    await expect(page.getByText(T.shownInOther)).toBeVisible();
    await page.getByRole('button', { name: T.showBack }).click();
    await expect(heading).toHaveText(title);
    // Its links to the back office's other places: none of the super area for a games manager.
    const places = page.getByRole('navigation', { name: T.places });
    await expect(places.getByRole('link', { name: T.managers })).toHaveCount(0);
    await places.getByRole('link', { name: T.createGame }).click();
    await expect(page).toHaveURL(/\/administration\/games\/create$/);
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

  test(`${lang}: a super manager creates a game of three kinds with pictures, finds it, takes it off the player site and back`, async ({
    page,
    browser,
    server,
    consoleErrors,
  }) => {
    // Both titles carry a word of this run alone, so the search finds this game only.
    const word = `Zx${Date.now().toString(36)}${lang}`;
    await logInToBackOffice(page, 'super', lang, '/administration/games');
    await page.getByRole('link', { name: T.addGame }).click();
    await expect(page.getByRole('status').filter({ hasText: T.counter(0) })).toBeVisible();

    // The titles are checked before anything is sent.
    await page.getByLabel(T.titleFr).fill('Cap');
    await page.getByRole('button', { name: T.create }).click();
    await expect(page.getByText(T.tooShort)).toBeVisible();
    await expect(page.getByText(T.indexRequired)).toBeVisible();

    await page.getByLabel(T.titleFr).fill(`Capitales africaines ${word}`);
    await page.getByLabel(T.titleEn).fill(`African capitals ${word}`);
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
    // The draft survives a reload, once the wizard says it is kept (its pictures take a
    // moment to store: a reload before that loses the last change, as the wizard says).
    await expect(page.getByText(T.kept)).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(T.titleEn)).toHaveValue(`African capitals ${word}`);
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

    // A third kind: multiple choices whose choices are pictures, with an illustration;
    // and a cover for the game.
    await page.getByRole('button', { name: T.addQuestion }).click();
    const editor = page.getByRole('dialog');
    await editor.getByRole('button', { name: T.multiple, exact: true }).click();
    await editor.getByLabel(T.pictures).check();
    await editor.getByLabel(T.labelFr).fill('Quels drapeaux ont du vert ?');
    await editor.getByLabel(T.labelEn).fill('Which flags have some green?');
    await editor.getByLabel(T.illustration).setInputFiles(png('map.png'));
    await editor.getByLabel(T.pictureChoice).setInputFiles(png('cameroon.png'));
    await editor.getByLabel(T.pictureChoice).setInputFiles(png('senegal.png'));
    await editor.getByLabel(T.pictureChoice).setInputFiles(png('japan.png'));
    await editor.getByRole('checkbox').nth(1).check();
    await editor.getByRole('checkbox').nth(2).check();
    await editor.getByRole('button', { name: T.saveQuestion }).click();
    await expect(editor).toBeHidden();
    await page.getByLabel(T.cover).setInputFiles(png('cover.png'));
    await expect(page.getByRole('status').filter({ hasText: T.counter(3) })).toBeVisible();

    await page.getByRole('button', { name: T.create }).click();
    await expect(page).toHaveURL(/\/administration\/games$/);
    const rows = page.getByRole('table', { name: T.grid }).locator('tbody').getByRole('row');
    await expect(rows.filter({ hasText: word })).toHaveCount(1);
    await expect(rows.filter({ hasText: word }).locator('img')).toHaveAttribute(
      'src',
      /^\/media\//,
    );

    // Found by search, and seen on the player site by a visitor.
    await page.getByRole('tab', { name: T.tabFilter }).click();
    await page.getByRole('textbox', { name: T.search }).fill(word.toLowerCase());
    await page.getByRole('textbox', { name: T.search }).press('Enter');
    await expect(page.getByRole('status').filter({ hasText: T.found })).toContainText('1');
    const row = rows.filter({ hasText: word });
    await expect(row).toHaveCount(1);
    const visitor = await browser.newContext({ baseURL: server.url });
    const player = await visitor.newPage();
    const onPlayerSite = () =>
      player.getByRole('main').getByRole('link', { name: new RegExp(word) });
    await player.goto(`/search?text=${word}`);
    await expect(onPlayerSite()).toBeVisible();

    // Deactivated: the player site no longer offers it; reactivated: it is back.
    await row.getByRole('button', { name: new RegExp(`^${T.deactivate}`) }).click();
    await page.getByRole('dialog').getByRole('button', { name: T.yes }).click();
    await expect(row.getByText(T.inactive, { exact: true })).toBeVisible();
    await expect(row.getByText(T.deactivatedBy)).toBeVisible();
    await player.reload();
    await expect(player.getByRole('main')).toContainText(word);
    await expect(onPlayerSite()).toHaveCount(0);
    await row.getByRole('button', { name: new RegExp(`^${T.reactivate}`) }).click();
    await page.getByRole('dialog').getByRole('button', { name: T.yes }).click();
    await expect(row.getByRole('button', { name: new RegExp(`^${T.deactivate}`) })).toBeVisible();
    await player.reload();
    await expect(onPlayerSite()).toBeVisible();
    await visitor.close();
    expect(consoleErrors).toEqual([]);
  });
}

// After both languages' list journeys: the game it stores waits inactive, which they count.
test('en: a games manager imports a Kahoot template, told which rows lack French', async ({
  page,
  consoleErrors,
}) => {
  const T = TEXT.en;
  await logInToBackOffice(page, 'games', 'en', '/administration/games');
  await page.getByRole('button', { name: T.sheets }).click();
  const dialog = page.getByRole('dialog');
  // Kahoot's template, saved as .csv: one language (the manager's), the other to complete.
  await dialog.getByLabel('Title of a Kahoot quiz').fill('Kahoot capitals');
  await dialog.getByLabel(T.choose).setInputFiles({
    name: 'kahoot.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      [
        ',Question - max 120 characters,Answer 1 - max 75 characters,Answer 2 - max 75 characters,Answer 3 - max 75 characters,Answer 4 - max 75 characters,"Time limit (sec) – 5, 10, 20, 30, 60, 90, 120, or 240 secs",Correct answer(s) - choose at least one',
        '1,Capital of Cameroon?,Douala,Yaounde,,,20,2',
        '2,Which are rivers?,Sanaga,Sahara,Wouri,,30,"1,3"',
      ].join('\n'),
    ),
  });
  await dialog.getByRole('button', { name: T.check }).click();
  await expect(dialog.getByText('Rows lacking French: 2, 3')).toBeVisible();
  await expect(dialog.getByText(T.ready)).toBeVisible();
  await dialog.getByRole('button', { name: T.import, exact: true }).click();
  await expect(dialog.getByText(/The game is stored inactive/)).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
