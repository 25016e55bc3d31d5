import { expect as expectOf, type Page } from '@playwright/test';
import { accessToken, LANGUAGES, logInToBackOffice } from './support/admin-session';
import { expect, test } from './support/fixtures';
import { type NewPlayer, registerPlayer, someGameId } from './support/players';

test.use({ viewport: { width: 1280, height: 800 } });

/** What the pricing screen and the audit trail say, in each language. */
const SAID = {
  en: {
    menu: 'Pricing',
    gainUnit: 'Gain unit (FCFA)',
    house: "The house's share",
    premium: 'Premium pack',
    save: 'Save',
    saved: 'Pricing saved.',
    area: 'Area',
    colon: ': ',
  },
  fr: {
    menu: 'Tarifs',
    gainUnit: 'Unité de gain (FCFA)',
    house: 'La part de la maison',
    premium: 'Pack premium',
    save: 'Enregistrer',
    saved: 'Tarifs enregistrés.',
    area: 'Domaine',
    colon: '\u00a0: ',
  },
} as const;

/** A challenge the player starts on a game through the API, staking one credit; its id. */
async function startChallenge(page: Page, player: NewPlayer, gameId: number): Promise<number> {
  const started = await page.request.post('/api/games/challenge/start/', {
    headers: { authorization: `Bearer ${player.access}` },
    data: { number_of_energies: 1, game_id: gameId, friends: [] },
  });
  expectOf(started.status(), await started.text()).toBe(201);
  return ((await started.json()) as { challenge_id: number }).challenge_id;
}

/** The gain unit a challenge plays for, as its players read it. */
async function gainUnitOf(page: Page, player: NewPlayer, challengeId: number): Promise<number> {
  const overview = await page.request.get(`/api/games/challenge/overview/${challengeId}/`, {
    headers: { authorization: `Bearer ${player.access}` },
  });
  expectOf(overview.status()).toBe(200);
  return ((await overview.json()) as { challenge: { gain_unit: number } }).challenge.gain_unit;
}

for (const [i, lang] of LANGUAGES.entries()) {
  const s = SAID[lang];

  test(`${lang}: a super manager changes the gain unit seeing the house's share, the next challenge uses it, an open one keeps the old, and the trail shows the change`, async ({
    page,
    consoleErrors,
  }) => {
    const headers = { authorization: `Bearer ${await accessToken(page, 'super')}` };
    const before = (await (
      await page.request.get('/api/admin/super/pricing/', { headers })
    ).json()) as {
      gain_unit: number;
    };
    const old = before.gain_unit;
    const next = old === 60 ? 55 : 60;
    // A challenge open before the change, on a game of the catalogue.
    const gameId = await someGameId(page, i);
    const starter = await registerPlayer(page, { name: `Early ${lang}`, language: lang });
    const open = await startChallenge(page, starter, gameId);
    expectOf(await gainUnitOf(page, starter, open)).toBe(old);

    await logInToBackOffice(page, 'super', lang, '/administration/');
    await page.getByRole('menuitem', { name: s.menu }).click();
    const gainUnit = page.getByLabel(s.gainUnit);
    await expect(gainUnit).toHaveValue(String(old));
    await gainUnit.fill(String(next));
    // Before saving: what a premium credit (80 FCFA) leaves the house on a solo won by a perfect player.
    const house = page.getByRole('table', { name: s.house });
    const premium = house.getByRole('row', { name: new RegExp(s.premium) });
    await expect(premium).toContainText(new RegExp(`${80 - old}\\sFCFA.*→.*${80 - next}\\sFCFA`));
    await page.getByRole('button', { name: s.save }).click();
    await expect(page.getByText(s.saved)).toBeVisible();

    // The next challenge plays for the new gain unit; the open one keeps its own.
    const later = await registerPlayer(page, { name: `Late ${lang}`, language: lang });
    const fresh = await startChallenge(page, later, gameId);
    expectOf(await gainUnitOf(page, later, fresh)).toBe(next);
    expectOf(await gainUnitOf(page, starter, open)).toBe(old);

    // The change in the audit trail, its field by its label with before and after.
    await page.goto('/administration/audit');
    await page.getByRole('combobox', { name: s.area }).click();
    await page.getByRole('option', { name: s.menu, exact: true }).click();
    await expect(page.getByRole('row').nth(1)).toContainText(
      `${s.gainUnit}${s.colon}${old} → ${next}`,
    );
    expect(consoleErrors).toEqual([]);
  });
}
