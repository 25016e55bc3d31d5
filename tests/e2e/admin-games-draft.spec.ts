import { logInToBackOffice, TEXT } from './support/admin-session';
import { png } from './support/files';
import { expect, test } from './support/fixtures';

test.use({ viewport: { width: 1280, height: 800 } });

/** What the wizard says in French (the games manager's language; the catalogs say the same). */
const FR = {
  titleFr: 'Titre (français)',
  titleEn: 'Titre (anglais)',
  indexes: 'Index de jeux',
  cover: 'Choisir une couverture',
  coverAlt: 'Couverture du jeu',
  limit: 'PNG, JPEG ou WebP, 5 Mo au plus',
  notPicture:
    'Veuillez envoyer une image PNG, JPEG ou WebP (le SVG et les autres fichiers sont refusés).',
  addQuestion: 'Ajouter une question',
  questionsMax: '1 question au plus : retirez-la pour en ajouter une autre.',
  ordered: 'Choix multiples ordonnés',
  pictures: 'Les choix sont des images',
  labelFr: 'Question (français)',
  labelEn: 'Question (anglais)',
  pictureChoice: 'Ajouter un choix en image',
  saveQuestion: 'Enregistrer la question',
  carousel: 'Questions du jeu',
  place: (n: number, place: number) => `Choix en image ${n}, numéro ${place} dans le bon ordre`,
  kept: 'Brouillon gardé sur ce navigateur, pour vous uniquement.',
  leaveTitle: 'Quitter sans enregistrer ?',
  back: 'Retour aux jeux',
  draftLost: 'Le jeu en cours de création sera perdu.',
};

/** Keys of the drafts this browser keeps (IndexedDB), whoever they belong to. */
const draftKeys = (page: import('@playwright/test').Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('QuizAdmin', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('drafts');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const keys = open.result.transaction('drafts').objectStore('drafts').getAllKeys();
          keys.onsuccess = () => {
            open.result.close();
            resolve(keys.result.map(String));
          };
        };
      }),
  );

test('fr then en: a games manager sees the pictures of a question, finds the draft whole after a reload, and the next manager finds none', async ({
  page,
  consoleErrors,
}) => {
  // The manager's questions_size, lowered to one: the first question reaches the limit.
  await page.route(/\/api\/admin\/games\/management\/\?option=primary_data$/, async (route) => {
    const answer = await route.fetch();
    await route.fulfill({
      response: answer,
      json: { ...(await answer.json()), questions_size: 1 },
    });
  });
  await logInToBackOffice(page, 'games', 'fr', '/administration/games/create');
  await page.getByLabel(FR.titleFr).fill('Drapeaux du continent');
  await page.getByLabel(FR.titleEn).fill('Flags of the continent');
  await page.getByRole('group', { name: FR.indexes }).getByRole('checkbox').first().check();

  // The limit is stated beside the picker; a text file named .png is refused on the field, at once.
  const coverPicker = page.getByLabel(FR.cover);
  await expect(page.getByText(FR.limit).first()).toBeVisible();
  await coverPicker.setInputFiles({
    name: 'cover.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not a picture at all'),
  });
  await expect(page.getByText(FR.notPicture)).toBeVisible();
  await coverPicker.setInputFiles(png('IMG_2031.png'));

  // An ordered picture question: its pictures seen, numbered in the order ticked.
  await page.getByRole('button', { name: FR.addQuestion }).click();
  const editor = page.getByRole('dialog');
  await editor.getByRole('button', { name: FR.ordered, exact: true }).click();
  await editor.getByLabel(FR.pictures).check();
  await editor.getByLabel(FR.labelFr).fill('Du nord au sud, ces drapeaux ?');
  await editor.getByLabel(FR.labelEn).fill('From north to south, these flags?');
  for (const name of ['IMG_2034.png', 'IMG_2035.png', 'IMG_2036.png']) {
    await editor.getByLabel(FR.pictureChoice).setInputFiles(png(name));
  }
  for (const index of [2, 0, 1]) await editor.getByRole('checkbox').nth(index).check();
  await editor.getByRole('button', { name: FR.saveQuestion }).click();
  await expect(editor).toBeHidden();
  // At the limit, adding is not offered, and the button says why.
  const add = page.getByRole('button', { name: FR.addQuestion });
  await expect(add).toBeDisabled();
  await expect(add).toHaveAccessibleDescription(FR.questionsMax);

  const carousel = page.getByRole('region', { name: FR.carousel });
  /**
   * Each picture choice shown from the file picked (a blob: address), decoded,
   * named and marked with its place in the order ticked.
   */
  const expectPictures = async () => {
    await expect(carousel.getByRole('img', { name: FR.place(3, 1) })).toBeVisible();
    await expect
      .poll(() =>
        carousel.getByRole('listitem').evaluateAll((items) =>
          items.map((item) => {
            const img = item.querySelector('img');
            return [img?.alt, img?.src.startsWith('blob:'), img?.naturalWidth, item.textContent];
          }),
        ),
      )
      .toEqual([
        [FR.place(1, 2), true, 1, '2'],
        [FR.place(2, 3), true, 1, '3'],
        [FR.place(3, 1), true, 1, '1'],
      ]);
  };
  await expectPictures();

  // Reloaded once kept: the whole draft, pictures included.
  await expect(page.getByText(FR.kept)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(FR.titleEn)).toHaveValue('Flags of the continent');
  await expect(page.getByRole('img', { name: FR.coverAlt })).toHaveAttribute('src', /^blob:/);
  await expectPictures();

  // Leaving by the side menu, the back link or the header's games shortcut asks; staying
  // keeps it all, on the draft's address.
  const leave = page.getByRole('dialog', { name: FR.leaveTitle });
  for (const way of [
    page.getByRole('menuitem', { name: TEXT.fr.games }),
    page.getByRole('link', { name: FR.back }),
    page
      .getByRole('navigation', { name: TEXT.fr.shortcuts })
      .getByRole('link', { name: TEXT.fr.games }),
  ]) {
    await way.click();
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: TEXT.fr.no }).click();
    await expect(leave).toBeHidden();
    await expect(page).toHaveURL(/\/administration\/games\/create$/);
    await expect(page.getByLabel(FR.titleEn)).toHaveValue('Flags of the continent');
  }

  // Logging out says the draft will be lost; confirmed, the browser keeps none of it.
  await page.getByRole('menuitem', { name: TEXT.fr.logout }).click();
  await expect(page.getByText(TEXT.fr.logoutQuestion)).toBeVisible();
  await expect(page.getByText(FR.draftLost)).toBeVisible();
  await page.getByRole('button', { name: TEXT.fr.yes }).click();
  await expect(page).toHaveURL(/\/administration\/login/);
  expect(await draftKeys(page)).toEqual([]);

  // The next manager on this browser starts from nothing.
  await logInToBackOffice(page, 'super', 'en', '/administration/games/create');
  await expect(page.getByRole('status').filter({ hasText: 'Questions: 0/' })).toBeVisible();
  await expect(page.getByLabel('Title (English)')).toHaveValue('');
  await expect(page.getByRole('img', { name: 'Cover of the game' })).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});
