import { logInToBackOffice } from './support/admin-session';
import { expect, test } from './support/fixtures';

test.use({ viewport: { width: 1280, height: 800 } });

/** What the games screens say in English (the back office's catalog says the same). */
const T = {
  tabGeneral: 'General',
  tabFilter: 'Filter',
  loadMore: 'Load more',
  search: 'Search a title',
  questions: 'Questions',
  deactivate: 'Deactivate',
  reactivate: 'Reactivate',
  inactive: 'Inactive',
  yes: 'Yes',
  sheets: 'Import or export',
  choose: 'Choose a sheet',
  check: 'Check',
  import: 'Import',
};

const HEADINGS =
  'game_title_fr,game_title_en,game_indexes,type,label_fr,label_en,choice_1_fr,choice_1_en,choice_2_fr,choice_2_en,correction';

test('a games manager pages, searches, reads, deactivates and reactivates games', async ({
  page,
  consoleErrors,
}) => {
  await logInToBackOffice(page, 'games', 'en', '/administration/games');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(10);
  await page.getByRole('button', { name: T.loadMore }).click();
  await expect(cards).toHaveCount(20);

  await page.getByRole('tab', { name: T.tabFilter }).click();
  const search = page.getByRole('textbox', { name: T.search });
  await search.fill('CAMEROUNAISE');
  await search.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: /games? found/ })).toBeVisible();
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
  await expect(first.getByText('Deactivated by Paul Essomba')).toBeVisible();
  await first.getByRole('button', { name: new RegExp(`^${T.reactivate}`) }).click();
  await page.getByRole('dialog').getByRole('button', { name: T.yes }).click();
  await expect(first.getByRole('button', { name: new RegExp(`^${T.deactivate}`) })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a games manager checks a sheet, sees its errors, then imports a good one', async ({
  page,
  consoleErrors,
}) => {
  await logInToBackOffice(page, 'games', 'en', '/administration/games');
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
  const errors = dialog.getByRole('table', { name: 'Errors of the sheet' });
  await expect(
    errors.getByRole('row', { name: /label_en This field is required\./ }),
  ).toBeVisible();
  await expect(
    errors.getByRole('row', { name: /game_title_fr Please enter at least 5 characters\./ }),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: T.import })).toBeDisabled();

  await dialog
    .getByLabel(T.choose)
    .setInputFiles(
      sheet([
        `Jeux de mots,Word games,${code},sc,Quel mot rime avec chat ?,Which word rhymes with cat?,Rat,Hat,Chien,Dog,1`,
      ]),
    );
  await dialog.getByRole('button', { name: T.check }).click();
  await expect(dialog.getByText('The sheet is ready: 1 game can be imported.')).toBeVisible();
  await dialog.getByRole('button', { name: T.import }).click();
  await expect(dialog.getByText('1 game imported.')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a games manager creates a game of two questions in the wizard', async ({
  page,
  consoleErrors,
}) => {
  await logInToBackOffice(page, 'games', 'en', '/administration/games');
  await page.getByRole('link', { name: 'Add a game' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Questions: 0/30' })).toBeVisible();

  // The titles are checked before anything is sent.
  await page.getByLabel('Title (French)').fill('Cap');
  await page.getByRole('button', { name: 'Create the game' }).click();
  await expect(page.getByText('Please enter at least 5 characters.')).toBeVisible();
  await expect(page.getByText('Choose at least one category.')).toBeVisible();

  await page.getByLabel('Title (French)').fill('Capitales africaines');
  await page.getByLabel('Title (English)').fill('African capitals');
  await page.getByRole('group', { name: 'Game indexes' }).getByRole('checkbox').first().check();

  const addQuestion = async (
    kind: string,
    fr: string,
    en: string,
    choices: [string, string][],
    right: number[],
  ) => {
    await page.getByRole('button', { name: 'Add a question' }).click();
    const editor = page.getByRole('dialog');
    await editor.getByRole('button', { name: kind }).click();
    await editor.getByLabel('Question (French)').fill(fr);
    await editor.getByLabel('Question (English)').fill(en);
    for (const [choiceFr, choiceEn] of choices) {
      await editor.getByLabel('Choice (French)').fill(choiceFr);
      await editor.getByLabel('Choice (English)').fill(choiceEn);
      await editor.getByRole('button', { name: 'Add the choice' }).click();
    }
    for (const index of right) await editor.getByRole('checkbox').nth(index).check();
    await editor.getByRole('button', { name: 'Save the question' }).click();
    await expect(editor).toBeHidden();
  };
  await addQuestion(
    'Single choice',
    'Quelle est la capitale du Sénégal ?',
    'What is the capital city of Senegal?',
    [
      ['Dakar', 'Dakar'],
      ['Thiès', 'Thies'],
    ],
    [0],
  );
  await addQuestion(
    'Multiple ordered choices',
    'Du nord au sud, ces capitales ?',
    'From north to south, these capitals?',
    [
      ['Yaoundé', 'Yaounde'],
      ['Tunis', 'Tunis'],
      ['Abuja', 'Abuja'],
    ],
    [1, 2, 0],
  );
  await expect(page.getByRole('status').filter({ hasText: 'Questions: 2/30' })).toBeVisible();
  // The draft survives a reload.
  await page.reload();
  await expect(page.getByLabel('Title (English)')).toHaveValue('African capitals');
  await expect(page.getByRole('status').filter({ hasText: 'Questions: 2/30' })).toBeVisible();
  const carousel = page.getByRole('region', { name: 'Questions of the game' });
  await expect(carousel.getByRole('button', { name: 'Next question' })).toBeDisabled();
  await carousel.getByRole('button', { name: 'Previous question' }).click();
  await expect(carousel.getByText('What is the capital city of Senegal?')).toBeVisible();

  await page.getByRole('button', { name: 'Create the game' }).click();
  await expect(page).toHaveURL(/\/administration\/games$/);
  await expect(page.getByRole('article', { name: 'African capitals' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
