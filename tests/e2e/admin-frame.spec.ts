import {
  LANGUAGES,
  logInToBackOffice,
  sessionToken,
  TEXT,
  useLanguage,
} from './support/admin-session';
import { expect, openMenu, test } from './support/fixtures';

test.use({ viewport: { width: 1280, height: 800 } });

for (const lang of LANGUAGES) {
  const t = TEXT[lang];

  test(`${lang}: a super manager logs in and finds the board, the menu and the shortcuts of the role`, async ({
    page,
    consoleErrors,
  }) => {
    // A guarded screen first: the log-in page, then back to it.
    await logInToBackOffice(page, 'super', lang, '/administration/managers');
    await expect(page).toHaveURL(/\/administration\/managers/);
    await expect(page.getByRole('heading', { level: 1, name: t.managers })).toBeVisible();

    // The base route is the super board: eight links in the spec's order.
    await page.goto('/administration/');
    await expect(page).toHaveURL(/\/administration\/super$/);
    await expect(page.getByRole('heading', { level: 1, name: t.board })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: t.boardTitle })).toBeVisible();
    const board = page.getByRole('list', { name: t.boardList });
    await expect(board.getByRole('link')).toHaveCount(8);
    for (const [rank, name] of t.boardLinks.entries()) {
      await expect(board.getByRole('link').nth(rank)).toHaveAccessibleName(name);
    }

    // Side navigation by role, and the middle header's two shortcuts.
    for (const entry of [
      t.board,
      t.managers,
      t.gameIndexes,
      t.games,
      t.settings,
      t.help,
      t.logout,
    ]) {
      await expect(page.getByRole('menuitem', { name: entry, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('menuitem', { name: t.playerMode })).toBeVisible();
    // Less motion when the system asks for it (the journeys do): the header's buttons
    // change colour under the pointer at once.
    const motion = () =>
      page
        .getByRole('banner')
        .getByRole('button')
        .first()
        .evaluate((button) => getComputedStyle(button).transitionDuration);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    expect(await motion()).not.toBe('0s');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await motion()).toBe('0s');
    const shortcuts = page.getByRole('navigation', { name: t.shortcuts });
    await expect(shortcuts.getByRole('link', { name: t.board })).toBeVisible();
    await expect(shortcuts.getByRole('link', { name: t.games })).toBeVisible();
    await expect(page.getByRole('link', { name: t.needHelp })).toHaveAttribute('href', '/help');

    // Settings open from the menu; an unknown path is not found.
    await page.getByRole('menuitem', { name: t.settings, exact: true }).click();
    await expect(page.getByRole('article', { name: t.firstName })).toBeVisible();
    await page.goto('/administration/no-such-screen');
    await expect(page.getByRole('heading', { name: t.notFound })).toBeVisible();

    // The spec's own route names lead to the screens.
    await page.goto('/administration/super/game-indexes-management');
    await expect(page).toHaveURL(/\/administration\/indexes$/);
    await expect(page.getByRole('article').first()).toBeVisible();

    // Logging out asks first; "no" stays, "yes" ends the shared session.
    await page.getByRole('menuitem', { name: t.logout }).click();
    await expect(page.getByText(t.logoutQuestion)).toBeVisible();
    await page.getByRole('button', { name: t.no }).click();
    await expect(page).toHaveURL(/\/administration\/indexes$/);
    await page.getByRole('menuitem', { name: t.logout }).click();
    await page.getByRole('button', { name: t.yes }).click();
    await expect(page).toHaveURL(/\/administration\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('authTokens'))).toBeNull();

    // The sign-in speaks either language at a click, and leads to the password reset.
    const other = TEXT[lang === 'en' ? 'fr' : 'en'];
    const languages = page.getByRole('group', { name: t.language });
    await languages.getByRole('button', { name: other.languageName }).click();
    await expect(page.getByRole('button', { name: other.signIn })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', lang === 'en' ? 'fr' : 'en');
    await page.getByRole('link', { name: other.forgot }).click();
    await expect(page).toHaveURL(/\/auth\/forgot-password$/);
    expect(consoleErrors).toEqual([]);
  });

  test(`${lang}: a games manager sees no super page, and the super API refuses them`, async ({
    page,
    consoleErrors,
  }) => {
    await logInToBackOffice(page, 'games', lang);
    await expect(page.getByRole('menuitem', { name: t.games })).toBeVisible();
    for (const entry of [t.board, t.managers, t.gameIndexes]) {
      await expect(page.getByRole('menuitem', { name: entry, exact: true })).toHaveCount(0);
    }
    const shortcuts = page.getByRole('navigation', { name: t.shortcuts });
    await expect(shortcuts.getByRole('link', { name: t.games })).toBeVisible();
    await expect(shortcuts.getByRole('link', { name: t.board })).toHaveCount(0);

    for (const path of [
      '/administration/super',
      '/administration/managers',
      '/administration/indexes/1',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: t.notAllowed }), path).toBeVisible();
    }
    const token = await sessionToken(page);
    for (const path of [
      '/api/admin/super/primary-check/',
      '/api/admin/super/managers-management/?spec=*',
      '/api/admin/super/get-user-details/?email_phone=player%40quiz.cm',
    ]) {
      const answer = await page.request.get(path, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(answer.status(), path).toBe(403);
    }
    expect(consoleErrors).toEqual([]);
  });

  test(`${lang}: a player who opens the back office lands on the player site, still signed in`, async ({
    page,
    consoleErrors,
  }) => {
    await useLanguage(page, 'player', lang);
    await page.goto('/administration/');
    await page.getByLabel(TEXT.en.identifier).fill('player@quiz.cm');
    await page.getByLabel(TEXT.en.password, { exact: true }).fill('player-demo-2026');
    await page.getByRole('button', { name: TEXT.en.signIn }).click();
    await expect(page).toHaveURL(/\/explore$/);
    await page.goto('/administration/managers');
    await expect(page).toHaveURL(/\/explore$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.exploreHeading);
    expect(await page.evaluate(() => localStorage.getItem('authTokens'))).not.toBeNull();
    expect(consoleErrors).toEqual([]);
  });

  test(`${lang}: the mode switch takes a manager to the player site, whose own switch brings them back`, async ({
    page,
    consoleErrors,
  }) => {
    await logInToBackOffice(page, 'super', lang);
    await page
      .getByRole('navigation', { name: t.shortcuts })
      .getByRole('button', { name: t.playerMode })
      .click();
    await expect(page).toHaveURL(/\/explore$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.exploreHeading);
    // Player mode stays player mode on the player site.
    await page.reload();
    await expect(page).toHaveURL(/\/explore$/);
    const menu = await openMenu(page);
    await menu.getByRole('button', { name: t.adminMode }).click();
    await expect(page).toHaveURL(/\/administration\/super$/);
    await expect(page.getByRole('heading', { level: 1, name: t.board })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test(`${lang}: the theme starts light and the dark one is kept in the account's settings`, async ({
    page,
    consoleErrors,
  }) => {
    await logInToBackOffice(page, 'super', lang);
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const light = await background();
    await page
      .getByRole('navigation', { name: t.shortcuts })
      .getByRole('button', { name: t.darkTheme })
      .click();
    await expect.poll(background).not.toBe(light);
    // The screen turns at once; the account's setting is saved behind it.
    const token = await sessionToken(page);
    const savedDark = async () => {
      const details = await page.request.get('/api/me/details/', {
        headers: { authorization: `Bearer ${token}` },
      });
      return (await details.json()).details.user_details.is_dark_theme;
    };
    await expect.poll(savedDark).toBe(true);
    // Another browser of the same manager starts dark.
    await page.evaluate(() => localStorage.removeItem('RaStoreQuizAdmin.theme'));
    await page.reload();
    await expect(
      page
        .getByRole('navigation', { name: t.shortcuts })
        .getByRole('button', { name: t.lightTheme }),
    ).toBeVisible();
    await page
      .getByRole('navigation', { name: t.shortcuts })
      .getByRole('button', { name: t.lightTheme })
      .click();
    await expect.poll(background).toBe(light);
    expect(consoleErrors).toEqual([]);
  });
}

test('a refused refresh ends the session and logs in again, back to the same screen', async ({
  page,
  consoleErrors,
}) => {
  await logInToBackOffice(page, 'super', 'en');
  // An access token past its expiry and a refresh token the server refuses.
  const expired = `x.${Buffer.from(JSON.stringify({ exp: 1 })).toString('base64url')}.y`;
  // Written from a same-origin page with no script: the board left open would
  // otherwise meet the broken tokens first and send its own address to log in.
  await page.goto('/api/health/');
  await page.evaluate(
    (access) => localStorage.setItem('authTokens', JSON.stringify({ access, refresh: 'revoked' })),
    expired,
  );
  await page.goto('/administration/managers');
  await expect(page).toHaveURL(/\/administration\/login\?redirect=%2Fmanagers$/);
  expect(await page.evaluate(() => localStorage.getItem('authTokens'))).toBeNull();
  await page.getByLabel(TEXT.en.identifier).fill('super@quiz.cm');
  await page.getByLabel(TEXT.en.password, { exact: true }).fill('super-demo-2026');
  await page.getByRole('button', { name: TEXT.en.signIn }).click();
  await expect(page).toHaveURL(/\/administration\/managers$/);
  expect(consoleErrors).toEqual([]);
});
