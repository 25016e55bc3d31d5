import { LANGUAGES, logInToBackOffice, sessionToken, TEXT } from './support/admin-session';
import { expect, lastCode, test } from './support/fixtures';

test.use({ viewport: { width: 1280, height: 800 } });

/** A player registered by phone number, for the +237 display (through the API). */
async function phonePlayer(page: import('@playwright/test').Page, national: string) {
  const signup = await page.request.post('/api/signup/', {
    data: {
      username: national,
      password: 'Douala-Port-2026',
      gender: 'female',
      language: 'fr',
      country: 1,
      birthday: { day: 3, month: 4, year: 1990 },
    },
  });
  expect(signup.status()).toBe(201);
  const verified = await page.request.post(`/api/signup/verification/?username=${national}`, {
    data: { code: await lastCode(page, national) },
  });
  expect(verified.status()).toBe(200);
}

/** The player each language adds: an e-mail in English, a phone number (typed +237 ...) in French. */
const NEWCOMERS = {
  en: { typed: 'player@quiz.cm', shown: 'player@quiz.cm', name: 'Thomas Nkono', phone: null },
  fr: {
    typed: '+237 6 99 00 11 22',
    shown: '+237 699001122',
    name: '+237 699001122',
    phone: '699001122',
  },
} as const;

for (const lang of LANGUAGES) {
  const t = TEXT[lang];
  const newcomer = NEWCOMERS[lang];

  test(`${lang}: a super manager adds a player as games manager in two steps, then removes them`, async ({
    page,
    consoleErrors,
  }) => {
    if (newcomer.phone) await phonePlayer(page, newcomer.phone);
    await logInToBackOffice(page, 'super', lang);
    await page.getByRole('menuitem', { name: t.managers, exact: true }).click();
    await expect(page.getByRole('tab', { name: t.superTab })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('article', { name: 'Esther Fouda' })).toBeVisible();
    await page.getByRole('tab', { name: t.gamesTab }).click();
    await expect(page.getByRole('article', { name: 'Paul Essomba' })).toBeVisible();
    // The score button tells what the manager's games made (the seed's games are Paul's).
    await page
      .getByRole('article', { name: 'Paul Essomba' })
      .getByRole('button', { name: new RegExp(`^${t.score}`) })
      .click();
    const score = page.getByRole('dialog');
    await expect(
      score.getByRole('row', {
        name: new RegExp(lang === 'fr' ? '^Jeux créés \\d+' : '^Games created \\d+'),
      }),
    ).toBeVisible();
    await score.getByRole('button', { name: lang === 'fr' ? 'Fermer' : 'Close' }).click();
    // No payments managers tab, and none of them among the cards.
    await expect(page.getByRole('tab')).toHaveCount(2);
    await expect(page.getByRole('article', { name: 'Rose Ngo Bassa' })).toHaveCount(0);

    // Step 1: the shared rule refuses a malformed identifier; a manager is already one.
    await page.getByRole('link', { name: t.addGamesManager }).click();
    const identifier = page.getByLabel(t.identifier);
    await identifier.fill('not an identifier');
    await page.getByRole('button', { name: t.next }).click();
    await expect(page.getByText(t.invalidIdentifier)).toBeVisible();
    await identifier.fill('games@quiz.cm');
    await page.getByRole('button', { name: t.next }).click();
    await expect(page.getByText(t.alreadyAdmin)).toBeVisible();
    await identifier.fill(newcomer.typed);
    await page.getByRole('button', { name: t.next }).click();

    // Step 2: who was found, then the confirmation saves.
    await expect(page.getByText(newcomer.shown, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: t.confirm }).click();
    await expect(page.getByText(t.added(newcomer.name))).toBeVisible();
    const card = page.getByRole('article', { name: newcomer.name });
    await expect(card).toBeVisible();
    await expect(card.getByText(newcomer.shown, { exact: true })).toBeVisible();
    await expect(page.getByRole('tab', { name: t.gamesTab })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    // The server agrees: the newcomer is a games manager.
    const token = await sessionToken(page);
    const list = await page.request.get('/api/admin/super/managers-management/?spec=*', {
      headers: { authorization: `Bearer ${token}` },
    });
    const { managers } = (await list.json()) as {
      managers: { id: number; email_phone_number: string; is_gamesmanager: boolean }[];
    };
    expect(
      managers.find((m) => newcomer.shown.endsWith(m.email_phone_number))?.is_gamesmanager,
    ).toBe(true);

    // A new manager has made nothing yet: their score says so.
    await card.getByRole('button', { name: new RegExp(`^${t.score}`) }).click();
    await expect(
      page
        .getByRole('dialog')
        .getByRole('row', { name: lang === 'fr' ? 'Jeux créés 0' : 'Games created 0' }),
    ).toBeVisible();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: lang === 'fr' ? 'Fermer' : 'Close' })
      .click();

    // The function changes only between the two: the newcomer becomes a super manager.
    await card.getByRole('link', { name: new RegExp(`^${t.edit}`) }).click();
    await page.getByRole('radio', { name: t.superManager }).check();
    await page.getByRole('button', { name: t.save }).click();
    await expect(page.getByRole('tab', { name: t.superTab })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(card).toBeVisible();

    // Nobody changes or removes themselves: one's own card offers neither, and says why.
    const own = page.getByRole('article', { name: 'Esther Fouda' });
    await expect(own.getByText(t.ownCard)).toBeVisible();
    await expect(own.getByRole('button', { name: new RegExp(`^${t.remove}`) })).toHaveCount(0);
    await expect(own.getByRole('link', { name: new RegExp(`^${t.edit}`) })).toHaveCount(0);

    // Removing asks first, then the card goes.
    await card.getByRole('button', { name: new RegExp(`^${t.remove}`) }).click();
    const dialog = page.getByRole('dialog', { name: t.removeTitle });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: t.yes }).click();
    await expect(card).toHaveCount(0);
    await expect(page.getByText(t.removed(newcomer.name))).toBeVisible();

    // One's own edit address, opened directly, says why instead of offering the choice.
    const me = managers.find((m) => m.email_phone_number === 'super@quiz.cm');
    await page.goto(`/administration/managers/${me?.id}/edit`);
    await expect(page.getByText(t.ownFunction)).toBeVisible();
    await expect(page.getByRole('radio')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test(`${lang}: a super manager opens a game index, edits it side by side in both languages`, async ({
    page,
    consoleErrors,
  }) => {
    await logInToBackOffice(page, 'super', lang);
    await page.getByRole('menuitem', { name: t.gameIndexes, exact: true }).click();
    const first = page.getByRole('article').first();
    await first.getByRole('link', { name: new RegExp(`^${t.edit}`) }).click();
    await expect(page.getByLabel(t.labelFr)).not.toHaveValue('');
    await expect(page.getByLabel(t.labelEn)).not.toHaveValue('');

    // The shared rule refuses an empty label before anything is sent.
    let saves = 0;
    page.on('request', (request) => {
      if (request.url().includes('/game-indexes-management/')) saves += 1;
    });
    await page.getByLabel(t.labelFr).fill('');
    await page.getByRole('button', { name: t.save }).click();
    await expect(page.getByText(t.required).first()).toBeVisible();
    expect(saves).toBe(0);

    // Each language's run saves values of its own: the same values would leave nothing to save.
    const label = `Culture camerounaise (${lang})`;
    await page.getByLabel('Code').fill(`CULTURE-${lang.toUpperCase()}`);
    await page.getByLabel(t.labelFr).fill(label);
    await page.getByRole('button', { name: t.save }).click();
    await expect(page).toHaveURL(/\/administration\/indexes$/);
    await expect(page.getByRole('article', { name: label })).toBeVisible();

    // At the server's maximum (lowered to the count here), the create address says so
    // instead of offering a form the server would refuse.
    await page.route(/\/api\/games\/indexes\/0\/$/, async (route) => {
      const answer = await route.fetch();
      const body = (await answer.json()) as { indexes: unknown[] };
      await route.fulfill({ response: answer, json: { ...body, max: body.indexes.length } });
    });
    await page.goto('/administration/indexes/create');
    await expect(page.getByText(t.indexesMax)).toBeVisible();
    await expect(page.getByRole('button', { name: t.save })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
}
