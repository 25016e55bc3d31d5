import type { Browser, Page } from '@playwright/test';
import { accessToken, LANGUAGES, logInToBackOffice } from './support/admin-session';
import { png } from './support/files';
import { expect, test } from './support/fixtures';
import { newPlayer } from './support/players';

test.use({ viewport: { width: 1280, height: 800 } });

/** What the screens say, in each language (the apps' catalogs say the same). */
const TEXT = {
  en: {
    edit: 'Edit',
    played: /Players have played this game/,
    titleFr: 'Title (French)',
    titleEn: 'Title (English)',
    editQuestion: 'Edit the question 1',
    quote: 'Quote of the game',
    choiceFr: 'Choice (French)',
    choiceEn: 'Choice (English)',
    addChoice: 'Add the choice',
    removeChoice: /Remove the choice Bafoussam/,
    explanationFr: 'Explanation (French, optional)',
    explanationEn: 'Explanation (English, optional)',
    saveQuestion: 'Save the question',
    save: 'Save the changes',
    saved: (title: string) => `Game "${title}" saved.`,
    version: 'Version 2',
    explanation: 'Explanation: Yaounde has been the capital since 1922.',
    coverAlt: 'Cover of the game',
    changeCover: 'Change the cover',
    removeCover: 'Remove the cover',
    noCover: 'This game has no cover.',
    coverOf: (title: string) => `Cover of ${title}`,
    // the player site
    next: 'Next',
    terminate: 'Terminate',
    choices: 'Choices',
    score: 'Your score',
    answers: 'Your answers',
    why: 'Why: Yaounde has been the capital since 1922.',
    details: 'Score details',
    yourAnswer: /Your answer: (Douala|Yaounde|Bafoussam)/,
  },
  fr: {
    edit: 'Modifier',
    played: /Des joueurs ont joué à ce jeu/,
    titleFr: 'Titre (français)',
    titleEn: 'Titre (anglais)',
    editQuestion: 'Modifier la question 1',
    quote: 'Citation du jeu',
    choiceFr: 'Choix (français)',
    choiceEn: 'Choix (anglais)',
    addChoice: 'Ajouter le choix',
    removeChoice: /Retirer le choix Bafoussam/,
    explanationFr: 'Explication (français, facultative)',
    explanationEn: 'Explication (anglais, facultative)',
    saveQuestion: 'Enregistrer la question',
    save: 'Enregistrer les modifications',
    saved: (title: string) => `Jeu « ${title} » enregistré.`,
    version: 'Version 2',
    explanation: 'Explication : Yaoundé est la capitale depuis 1922.',
    coverAlt: 'Couverture du jeu',
    changeCover: 'Changer la couverture',
    removeCover: 'Retirer la couverture',
    noCover: "Ce jeu n'a pas de couverture.",
    coverOf: (title: string) => `Couverture de ${title}`,
    next: 'Suivant',
    terminate: 'Terminer',
    choices: 'Choix',
    score: 'Votre score',
    answers: 'Vos réponses',
    why: 'Pourquoi : Yaoundé est la capitale depuis 1922.',
    details: 'Détails du score',
    yourAnswer: /Votre réponse : (Douala|Yaoundé|Bafoussam)/,
  },
} as const;

/** A game of two single-choice questions with a cover, made by the games manager through the API. */
async function gameOfTwoQuestions(page: Page, word: string): Promise<number> {
  const headers = { authorization: `Bearer ${await accessToken(page, 'games')}` };
  const management = '/api/admin/games/management/';
  const primary = await page.request.get(`${management}?option=primary_data`, { headers });
  const { indexes } = (await primary.json()) as { indexes: { id: number }[] };
  const question = (label: [string, string], fr: string[], en: string[], right: number) => ({
    type: 'sc',
    data: {
      type: 'sc',
      label: label[0],
      label_en: label[1],
      choice_values: fr,
      choice_values_en: en,
      correction_ids: [right],
    },
  });
  const created = await page.request.post(management, {
    headers,
    multipart: {
      title_fr: `Villes du Cameroun ${word}`,
      title_en: `Cities of Cameroon ${word}`,
      cover: png('cover-before.png'),
      indexes: JSON.stringify([indexes[0]?.id]),
      questions_answers: JSON.stringify([
        question(
          ['Quelle est la capitale du Cameroun ?', 'What is the capital city of Cameroon?'],
          ['Douala', 'Yaoundé', 'Bafoussam'],
          ['Douala', 'Yaounde', 'Bafoussam'],
          1,
        ),
        question(
          ['Quel fleuve traverse Edéa ?', 'Which river flows through Edea?'],
          ['Sanaga', 'Niger'],
          ['Sanaga', 'Niger'],
          0,
        ),
      ]),
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { game: { id: number } }).game.id;
}

/** A fresh player on a phone, in the language given, signed in on the player site. */
async function phonePlayer(browser: Browser, url: string, name: string, language: 'en' | 'fr') {
  const context = await browser.newContext({
    baseURL: url,
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const player = await newPlayer(page, { name, language });
  return { page, player, close: () => context.close() };
}

/** Plays the solo through on the player site, the first choice each time, to the score. */
async function playSolo(page: Page, gameId: number, T: (typeof TEXT)['en' | 'fr']) {
  await page.goto(`/play/on/solo/${gameId}`);
  const rank = page.getByText(/^Question \d+\/2$/);
  for (const question of [1, 2]) {
    await expect(rank).toHaveText(`Question ${question}/2`);
    await page.getByRole('group', { name: T.choices }).getByRole('button').first().click();
    await page.getByRole('button', { name: question === 2 ? T.terminate : T.next }).click();
  }
  await expect(page.getByRole('heading', { level: 1, name: T.score })).toBeVisible();
}

for (const lang of LANGUAGES) {
  const T = TEXT[lang];

  test(`${lang}: a games manager fixes a played game; its player keeps their result, the next one reads the explanation`, async ({
    page,
    browser,
    server,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    const word = `Ed${Date.now().toString(36)}${lang}`;
    const gameId = await gameOfTwoQuestions(page, word);

    // A player plays it first, on its first version.
    const early = await phonePlayer(
      browser,
      server.url,
      `Early Mbarga ${lang === 'fr' ? 'Fon' : 'Ayuk'}`,
      lang,
    );
    await playSolo(early.page, gameId, T);

    // The manager renames it, and changes the choices of a question with an explanation.
    await logInToBackOffice(page, 'games', lang, `/administration/games/${gameId}/show`);
    await page.getByRole('link', { name: T.edit, exact: true }).click();
    await expect(page.getByText(T.played)).toBeVisible();
    // The cover: removed, then replaced by another picture, each seen before saving.
    const coverThumb = page.getByRole('img', { name: T.coverAlt });
    const coverBefore = await coverThumb.getAttribute('src');
    await page.getByRole('button', { name: T.removeCover }).click();
    await expect(page.getByText(T.noCover)).toBeVisible();
    await expect(coverThumb).toHaveCount(0);
    await page.getByLabel(T.changeCover).setInputFiles(png('cover-after.png'));
    await expect(coverThumb).toHaveAttribute('src', /^blob:/);
    const titles = { fr: `Villes camerounaises ${word}`, en: `Cameroonian cities ${word}` };
    await page.getByLabel(T.titleFr).fill(titles.fr);
    await page.getByLabel(T.titleEn).fill(titles.en);
    await page.getByRole('button', { name: T.editQuestion }).click();
    const editor = page.getByRole('dialog');
    await editor.getByRole('button', { name: T.removeChoice }).click();
    await editor.getByLabel(T.choiceFr).fill('Kribi');
    await editor.getByLabel(T.choiceEn).fill('Kribi');
    await editor.getByRole('button', { name: T.addChoice }).click();
    await editor.getByLabel(T.explanationFr).fill('Yaoundé est la capitale depuis 1922.');
    await editor.getByLabel(T.explanationEn).fill('Yaounde has been the capital since 1922.');
    await editor.getByRole('button', { name: T.saveQuestion }).click();
    await expect(editor).toBeHidden();
    // Another quote for the game.
    await page.getByRole('combobox', { name: T.quote }).click();
    const other = page.getByRole('option', { selected: false }).first();
    const quote = (await other.textContent()) ?? '';
    await other.click();
    await page.getByRole('button', { name: T.save }).click();
    await expect(page.getByText(T.saved(titles[lang]))).toBeVisible();
    const saved = await page.request.get(
      `/api/admin/games/management/?option=game&game_id=${gameId}`,
      { headers: { authorization: `Bearer ${await accessToken(page, 'games')}` } },
    );
    const { author } = ((await saved.json()) as { game: { quote: { author: string } } }).game.quote;
    expect(quote).toContain(`— ${author}`);
    await expect(page).toHaveURL(new RegExp(`/administration/games/${gameId}/show$`));
    await expect(page.getByRole('heading', { name: titles[lang] })).toBeVisible();
    await expect(page.getByText(T.version, { exact: true })).toBeVisible();
    await expect(page.getByText(T.explanation)).toBeVisible();
    await expect(page.getByText('Kribi')).toBeVisible();
    // The new cover is the game's; removed and saved, the game has none.
    const cover = page.getByRole('img', { name: T.coverOf(titles[lang]) });
    await expect(cover).toHaveAttribute('src', /.+/);
    expect(await cover.getAttribute('src')).not.toBe(coverBefore);
    await page.getByRole('link', { name: T.edit, exact: true }).click();
    await page.getByRole('button', { name: T.removeCover }).click();
    await page.getByRole('button', { name: T.save }).click();
    await expect(page).toHaveURL(new RegExp(`/administration/games/${gameId}/show$`));
    await expect(page.getByText(T.noCover)).toBeVisible();
    await expect(cover).toHaveCount(0);

    // The first player's result: the new title, the questions they played.
    await early.page.goto('/solo/results');
    const row = early.page.getByRole('main').getByRole('link').filter({ hasText: titles[lang] });
    await expect(row).toHaveCount(1);
    await row.click();
    const details = early.page.getByRole('dialog', { name: T.details });
    await expect(details.getByRole('heading', { name: T.answers })).toBeVisible();
    await expect(details.getByText(T.yourAnswer).first()).toBeVisible();
    await expect(details).not.toContainText('Kribi');
    await expect(details).not.toContainText(T.why);
    await early.close();

    // A player who comes after plays the new version and reads the explanation after the solo.
    const late = await phonePlayer(
      browser,
      server.url,
      `Late Ekane ${lang === 'fr' ? 'Fon' : 'Ayuk'}`,
      lang,
    );
    await playSolo(late.page, gameId, T);
    await expect(late.page.getByRole('heading', { name: T.answers })).toBeVisible();
    await expect(late.page.getByText(T.why)).toBeVisible();
    await late.close();
    expect(consoleErrors).toEqual([]);
  });
}
