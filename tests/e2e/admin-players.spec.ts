import { expect as expectOf } from '@playwright/test';
import { accessToken, LANGUAGES, logInToBackOffice } from './support/admin-session';
import { expect, test } from './support/fixtures';
import { registerPlayer } from './support/players';
import { askForBasicPack } from './support/purchases';

test.use({ viewport: { width: 1280, height: 800 } });

/** What the player support screens say, in each language. */
const SAID = {
  en: {
    support: 'Player support',
    search: 'Name, phone, e-mail or id',
    ledger: 'Money movements',
    opening: 'Opening balance',
    gains: 'Gains',
    blockTitle: 'Block for fraud',
    block: 'Block the account',
    confirmBlock: 'Block',
    reason: 'Reason told to the player',
    fraud: 'Disputed or fraudulent payments',
    blocked: 'Blocked',
    unblock: 'Unblock the account',
    confirm: 'Confirm',
    active: 'Active',
    plays: 'Plays',
    of: 'of',
    next: 'Go to next page',
  },
  fr: {
    support: 'Assistance joueurs',
    search: 'Nom, téléphone, e-mail ou identifiant',
    ledger: 'Mouvements d’argent',
    opening: 'Solde d’ouverture',
    gains: 'Gains',
    blockTitle: 'Blocage pour fraude',
    block: 'Bloquer le compte',
    confirmBlock: 'Bloquer',
    reason: 'Motif dit au joueur',
    fraud: 'Paiements contestés ou frauduleux',
    blocked: 'Bloqué',
    unblock: 'Débloquer le compte',
    confirm: 'Confirmer',
    active: 'Actif',
    plays: 'Parties',
    of: 'sur',
    next: 'Aller à la prochaine page',
  },
} as const;

for (const lang of LANGUAGES) {
  const s = SAID[lang];

  test(`${lang}: a payments manager finds a player by name and reads their ledger, without blocking`, async ({
    page,
    consoleErrors,
  }) => {
    await logInToBackOffice(page, 'payments', lang);
    await page.getByRole('menuitem', { name: s.support, exact: true }).click();
    await page.getByPlaceholder(s.search).fill('nkono');
    const rows = page.getByRole('row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText('Nkono237');
    await expect(rows.nth(1)).toContainText('1 500 FCFA');
    await rows.nth(1).click();
    await expect(page.getByRole('heading', { name: /Nkono237/ })).toBeVisible();
    // The demo player's money came from the opening balance: credits and gains.
    const ledger = page.getByRole('table', { name: s.ledger });
    await expect(
      ledger.getByRole('row', { name: new RegExp(`${s.gains}.*${s.opening}`) }),
    ).toContainText('+1 500 FCFA');
    await expect(page.getByRole('region', { name: s.blockTitle })).toContainText(s.active);
    // Reading only: no block for a payments manager.
    await expect(page.getByRole('button', { name: s.block })).toHaveCount(0);
    await page.getByRole('tab', { name: s.plays }).click();
    await expect(page.getByRole('tab', { name: s.plays })).toHaveAttribute('aria-selected', 'true');
    expect(consoleErrors).toEqual([]);
  });

  test(`${lang}: a long ledger comes a page at a time from the server`, async ({
    page,
    consoleErrors,
  }) => {
    await logInToBackOffice(page, 'payments', lang);
    await page.getByRole('menuitem', { name: s.support, exact: true }).click();
    // A community player of the demo data, with more movements than a page holds.
    await page.getByPlaceholder(s.search).fill('NadègeF');
    await expect(page.getByRole('row')).toHaveCount(2);
    await page.getByRole('row').nth(1).click();
    const ledger = page.getByRole('table', { name: s.ledger });
    await expect(ledger.getByRole('row')).toHaveCount(11);
    await expect(page.getByText(new RegExp(`^1-10 ${s.of} (1[1-9]|[2-9]\\d)$`))).toBeVisible();
    const first = await ledger.getByRole('row').nth(1).textContent();
    await page.getByRole('button', { name: s.next }).click();
    await expect(page.getByText(new RegExp(`^11-\\d+ ${s.of} \\d+$`))).toBeVisible();
    await expect(ledger.getByRole('row').nth(1)).not.toHaveText(first ?? '');
    expect(consoleErrors).toEqual([]);
  });

  test(`${lang}: a super manager blocks a player for fraud, who can no longer buy, then unblocks them`, async ({
    page,
    consoleErrors,
  }) => {
    const player = await registerPlayer(page, { name: `Suspect${lang}${Date.now() % 10000}` });
    await logInToBackOffice(page, 'super', lang);
    await page.goto('/administration/players');
    await page.getByPlaceholder(s.search).fill(`+237 ${player.phone}`);
    const rows = page.getByRole('row');
    await expect(rows).toHaveCount(2);
    await rows.nth(1).click();
    await page.getByRole('button', { name: s.block }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: s.confirmBlock, exact: true })).toBeDisabled();
    await dialog.getByRole('combobox', { name: s.reason }).click();
    await page.getByRole('option', { name: s.fraud }).click();
    await dialog.getByRole('button', { name: s.confirmBlock, exact: true }).click();
    const panel = page.getByRole('region', { name: s.blockTitle });
    await expect(panel).toContainText(s.fraud);
    await expect(page.getByRole('main').getByText(s.blocked, { exact: true })).toBeVisible();

    // The player is refused a purchase, and told why in the notifications.
    const buy = await askForBasicPack(page, player.access, {
      method: 'om',
      phone_number: '690000001',
    });
    expectOf(buy.status()).toBe(403);
    expectOf(((await buy.json()) as { status_message: string }).status_message).toBe(
      'ACCOUNT_BLOCKED',
    );

    await page.getByRole('button', { name: s.unblock }).click();
    await page.getByRole('dialog').getByRole('button', { name: s.confirm }).click();
    await expect(panel).toContainText(s.active);
    await expect(page.getByRole('button', { name: s.block })).toBeVisible();
    // The trail holds both, by the super manager.
    const token = await accessToken(page, 'super');
    const trail = await page.request.get(
      `/api/admin/super/audit/?filter=${encodeURIComponent(JSON.stringify({ area: 'players' }))}`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    const entries = (await trail.json()) as { action: string; entity_id: number }[];
    expectOf(
      entries.filter((entry) => entry.entity_id === player.id).map((entry) => entry.action),
    ).toEqual(['unblock', 'block']);
    expect(consoleErrors).toEqual([]);
  });
}
