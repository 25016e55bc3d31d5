import {
  ACCOUNTS,
  type Account,
  LANGUAGES,
  logInToBackOffice,
  TEXT,
} from './support/admin-session';
import { expect, lastCode, test } from './support/fixtures';

test.use({ viewport: { width: 1280, height: 800 } });

const SAID = {
  en: {
    firstName: 'First name',
    birthday: 'Birthday',
    day: 'Day',
    month: 'Month',
    year: 'Year',
    dateInvalid: 'This date does not exist.',
    shownBirthday: 'Apr 3, 1990',
    contact: 'E-mail or phone number',
    sendCode: 'Send a code',
    code: 'Code received',
    confirm: 'Confirm',
    password: 'Password',
    current: 'Current password',
    next: 'New password',
    again: 'New password, again',
    mismatch: 'The passwords do not match.',
    edit: (label: string) => `Edit ${label}`,
    removeAccount: 'Remove my account',
    removeFailed: 'Your account could not be removed. Check your password and try again.',
    language: 'Language',
    picture: 'Profile picture',
    pictureRefused: 'Please choose a PNG or JPEG picture of 5 MB at most.',
    french: 'Français',
    frenchSettings: 'Paramètres',
  },
  fr: {
    firstName: 'Prénom',
    birthday: 'Date de naissance',
    day: 'Jour',
    month: 'Mois',
    year: 'Année',
    dateInvalid: "Cette date n'existe pas.",
    shownBirthday: '3 avr. 1990',
    contact: 'E-mail ou numéro de téléphone',
    sendCode: 'Envoyer un code',
    code: 'Code reçu',
    confirm: 'Confirmer',
    password: 'Mot de passe',
    current: 'Mot de passe actuel',
    next: 'Nouveau mot de passe',
    again: 'Nouveau mot de passe, à nouveau',
    mismatch: 'Les mots de passe ne correspondent pas.',
    edit: (label: string) => `Modifier ${label}`,
    removeAccount: 'Supprimer mon compte',
    removeFailed:
      "Votre compte n'a pas pu être supprimé. Vérifiez votre mot de passe et réessayez.",
    language: 'Langue',
    picture: 'Photo de profil',
    pictureRefused: 'Veuillez choisir une image PNG ou JPEG de 5 Mo au plus.',
    french: 'Français',
    frenchSettings: 'Paramètres',
  },
} as const;

/** A 1x1 PNG, as a profile picture. */
const PNG = {
  name: 'me.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
};

/** Each language's run changes an account of its own: the games manager, then the payments one. */
const WHO: Record<(typeof LANGUAGES)[number], Account> = { en: 'games', fr: 'payments' };

for (const lang of LANGUAGES) {
  const t = TEXT[lang];
  const s = SAID[lang];
  const who = WHO[lang];

  test(`${lang}: a manager edits their settings, each kept after a reload, then removes their account`, async ({
    page,
    consoleErrors,
  }) => {
    await logInToBackOffice(page, who, lang);
    await page.getByRole('menuitem', { name: t.settings, exact: true }).click();
    const dialog = page.getByRole('dialog');

    // A name: an empty one is flagged; a new one shows on its card.
    await page.getByRole('button', { name: s.edit(s.firstName) }).click();
    await dialog.getByLabel(s.firstName).fill('');
    await dialog.getByRole('button', { name: t.save }).click();
    await expect(dialog.getByText(t.required)).toBeVisible();
    await dialog.getByLabel(s.firstName).fill(`Marie-${lang}`);
    await dialog.getByRole('button', { name: t.save }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('article', { name: s.firstName })).toContainText(`Marie-${lang}`);

    // A birthday: 31 February is refused; 3 April 1990 is kept.
    await page.getByRole('button', { name: s.edit(s.birthday) }).click();
    await dialog.getByLabel(s.day).fill('31');
    await dialog.getByLabel(s.month).fill('2');
    await dialog.getByLabel(s.year).fill('1990');
    await dialog.getByRole('button', { name: t.save }).click();
    await expect(dialog.getByText(s.dateInvalid)).toBeVisible();
    await dialog.getByLabel(s.day).fill('3');
    await dialog.getByLabel(s.month).fill('4');
    await dialog.getByRole('button', { name: t.save }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('article', { name: s.birthday })).toContainText(s.shownBirthday);

    // A new e-mail: a code goes to it, and the change holds once the code comes back.
    const contact = `manager-${lang}@quiz.cm`;
    await page.getByRole('button', { name: s.edit(s.contact) }).click();
    await dialog.getByLabel(s.contact).fill(contact);
    await dialog.getByRole('button', { name: s.sendCode }).click();
    await expect(dialog.getByLabel(s.code)).toBeVisible();
    await dialog.getByLabel(s.code).fill(await lastCode(page, contact));
    await dialog.getByRole('button', { name: s.confirm }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('article', { name: s.contact })).toContainText(contact);

    // The password: a confirmation that differs is flagged, then the change is made.
    const password = `${ACCOUNTS[who].password}-new`;
    await page.getByRole('button', { name: s.edit(s.password) }).click();
    await dialog.getByLabel(s.current).fill(ACCOUNTS[who].password);
    await dialog.getByLabel(s.next, { exact: true }).fill(password);
    await dialog.getByLabel(s.again).fill(`${password}!`);
    await dialog.getByRole('button', { name: t.save }).click();
    await expect(dialog.getByText(s.mismatch)).toBeVisible();
    await dialog.getByLabel(s.again).fill(password);
    await dialog.getByRole('button', { name: t.save }).click();
    await expect(dialog).toBeHidden();

    // A picture: a text file is refused with the rule; a PNG shows at once.
    const picture = page.getByRole('region', { name: s.picture });
    const file = picture.locator('input[type="file"]');
    await file.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('x'),
    });
    await expect(picture.getByRole('alert')).toHaveText(s.pictureRefused);
    await file.setInputFiles(PNG);
    await expect(picture.locator('img')).toHaveAttribute('src', /\/media\//);
    await expect(picture.getByRole('alert')).toHaveCount(0);

    // Kept after a reload.
    await page.reload();
    await expect(page.getByRole('article', { name: s.firstName })).toContainText(`Marie-${lang}`);
    await expect(page.getByRole('article', { name: s.contact })).toContainText(contact);

    // The account goes only with the right password.
    await page.getByRole('button', { name: s.removeAccount }).click();
    await page.getByRole('button', { name: t.yes }).click();
    await dialog.getByLabel(s.password, { exact: true }).fill('not-the-password');
    await dialog.getByRole('button', { name: s.removeAccount }).click();
    await expect(dialog.getByText(s.removeFailed)).toBeVisible();
    await dialog.getByLabel(s.password, { exact: true }).fill(password);
    await dialog.getByRole('button', { name: s.removeAccount }).click();
    await expect(page).toHaveURL(/\/explore/);
    const login = await page.request.post('/api/token/', {
      data: { username: contact, password },
    });
    expect(login.status()).toBe(400);
    expect(consoleErrors).toEqual([]);
  });
}

test('the language edit turns the back office to the chosen language at once', async ({
  page,
  consoleErrors,
}) => {
  await logInToBackOffice(page, 'super', 'en');
  await page.getByRole('menuitem', { name: TEXT.en.settings, exact: true }).click();
  await page.getByRole('button', { name: SAID.en.edit(SAID.en.language) }).click();
  await page.getByRole('dialog').getByRole('radio', { name: SAID.en.french }).check();
  await page.getByRole('dialog').getByRole('button', { name: TEXT.en.save }).click();
  await expect(
    page.getByRole('banner').getByRole('heading', { name: SAID.en.frenchSettings }),
  ).toBeVisible();
  await expect(page.getByRole('article', { name: SAID.fr.firstName })).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  expect(consoleErrors).toEqual([]);
});
