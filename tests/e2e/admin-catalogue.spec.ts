import type { Page } from '@playwright/test';
import { LANGUAGES, logInToBackOffice, TEXT } from './support/admin-session';
import { expect, test } from './support/fixtures';

test.use({ viewport: { width: 1280, height: 800 } });

/** What the badge types and quotes screens say, in each language. */
const SAID = {
  en: {
    addBadge: 'Add a badge type',
    actives: 'Active badge types',
    inactives: 'Inactive badge types',
    title: (language: string) => `Title (${language})`,
    code: (language: string) => `Code (${language})`,
    description: (language: string) => `Description (${language})`,
    french: 'French',
    english: 'English',
    weight: 'Weight (rank)',
    threshold: 'How many times',
    units: 'Credits given',
    friends: 'friends',
    silver: 'Silver',
    deactivate: 'Deactivate',
    reactivate: 'Reactivate',
    rule: 'Earned by friends: 3 · +2 credits',
    addQuote: 'Add a quote',
    quoteSaved: (author: string) => `Quote by ${author} saved.`,
    author: 'Author',
    quote: (language: string) => `Quote (${language})`,
    pageOf: (page: number, total: number) => `Page ${page} / ${total}`,
    loadMore: 'Load more',
    cancel: 'Cancel',
    delete: 'Delete',
  },
  fr: {
    addBadge: 'Ajouter un type de badge',
    actives: 'Types de badges actifs',
    inactives: 'Types de badges inactifs',
    title: (language: string) => `Titre (${language})`,
    code: (language: string) => `Code (${language})`,
    description: (language: string) => `Description (${language})`,
    french: 'Français',
    english: 'Anglais',
    weight: 'Poids (rang)',
    threshold: 'Combien de fois',
    units: 'Crédits offerts',
    friends: 'amis',
    silver: 'Argent',
    deactivate: 'Désactiver',
    reactivate: 'Réactiver',
    rule: 'Obtenu par amis : 3 · +2 crédits',
    addQuote: 'Ajouter une citation',
    quoteSaved: (author: string) => `Citation de ${author} enregistrée.`,
    author: 'Auteur',
    quote: (language: string) => `Citation (${language})`,
    pageOf: (page: number, total: number) => `Page ${page} / ${total}`,
    loadMore: 'Charger plus',
    cancel: 'Annuler',
    delete: 'Supprimer',
  },
} as const;

/** Counts the saves the page sends to a path, to prove a refused form sends nothing. */
function countWrites(page: Page, path: string) {
  const writes = { count: 0 };
  page.on('request', (request) => {
    if (request.url().includes(path) && request.method() !== 'GET') writes.count += 1;
  });
  return writes;
}

for (const lang of LANGUAGES) {
  const t = TEXT[lang];
  const s = SAID[lang];

  test(`${lang}: a super manager adds a badge type, edits it, deactivates and reactivates it`, async ({
    page,
    consoleErrors,
  }) => {
    await logInToBackOffice(page, 'super', lang);
    await page.getByRole('menuitem', { name: t.boardLinks[3], exact: true }).click();
    const actives = page.getByRole('region', { name: s.actives });
    await expect(actives.getByRole('article').first()).toBeVisible();
    // No inactive badge type in the seed: that list is not shown.
    await expect(page.getByRole('region', { name: s.inactives })).toHaveCount(0);

    const writes = countWrites(page, '/badge-types/');
    await page.getByRole('button', { name: s.addBadge }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: s.friends }).check();
    await dialog.getByLabel(s.threshold).fill('3');
    await dialog.getByLabel(s.units).fill('2');
    await dialog.getByLabel(s.code(s.french)).fill(`SOCIAL-${lang}`);
    await dialog.getByLabel(s.code(s.english)).fill(`SOCIAL-${lang}`);
    await dialog.getByLabel(s.title(s.english)).fill(`Good company ${lang}`);
    await dialog.getByLabel(s.description(s.french)).fill('Trois amis sur la plateforme');
    await dialog.getByLabel(s.description(s.english)).fill('Three friends on the platform');
    await dialog.getByLabel(s.weight).fill('7');
    await dialog.getByRole('radio', { name: s.silver }).check();
    // The French title is missing: the field is flagged and nothing is sent.
    await dialog.getByRole('button', { name: t.save }).click();
    await expect(dialog.getByText(t.required)).toBeVisible();
    expect(writes.count).toBe(0);

    const title = lang === 'fr' ? `Bonne compagnie ${lang}` : `Good company ${lang}`;
    await dialog.getByLabel(s.title(s.french)).fill(`Bonne compagnie ${lang}`);
    await dialog.getByRole('button', { name: t.save }).click();
    await expect(dialog).toBeHidden();
    const card = actives.getByRole('article', { name: title });
    await expect(card).toContainText('#7');
    await expect(card).toContainText(s.rule);
    expect(writes.count).toBe(1);

    // Edited: the new title replaces the old on the card.
    await card.getByRole('button', { name: `${t.edit} ${title}` }).click();
    const edited = `${title} !`;
    await expect(dialog.getByLabel(s.title(s.french))).toHaveValue(`Bonne compagnie ${lang}`);
    await dialog.getByLabel(s.title(lang === 'fr' ? s.french : s.english)).fill(edited);
    await dialog.getByRole('button', { name: t.save }).click();
    await expect(dialog).toBeHidden();
    const editedCard = actives.getByRole('article', { name: edited });
    await expect(editedCard).toBeVisible();

    // Deactivated after a "yes", it moves to the inactive list, which then shows.
    await editedCard.getByRole('button', { name: `${s.deactivate} ${edited}` }).click();
    await page.getByRole('button', { name: t.yes }).click();
    const inactives = page.getByRole('region', { name: s.inactives });
    const inactiveCard = inactives.getByRole('article', { name: edited });
    await expect(inactiveCard).toBeVisible();
    await expect(inactiveCard.getByRole('button', { name: new RegExp(`^${t.edit}`) })).toHaveCount(
      0,
    );
    await inactiveCard.getByRole('button', { name: `${s.reactivate} ${edited}` }).click();
    await page.getByRole('button', { name: t.yes }).click();
    await expect(actives.getByRole('article', { name: edited })).toBeVisible();
    await expect(page.getByRole('region', { name: s.inactives })).toHaveCount(0);

    // The player site's badge list has it at once.
    const list = await page.request.get('/api/badges/types/actives/');
    expect(list.status()).toBe(200);
    const { actives: shown } = (await list.json()) as { actives: { title_fr: string }[] };
    expect(shown.map((badge) => badge.title_fr)).toContain(
      lang === 'fr' ? edited : `Bonne compagnie ${lang}`,
    );
    expect(consoleErrors).toEqual([]);
  });

  test(`${lang}: a super manager pages through quotes, adds, edits and deletes one`, async ({
    page,
    consoleErrors,
  }) => {
    await logInToBackOffice(page, 'super', lang);
    await page.getByRole('menuitem', { name: t.boardLinks[4], exact: true }).click();
    const quotes = page.getByRole('region', { name: t.boardLinks[4] });
    await expect(quotes.getByRole('article')).toHaveCount(10);
    const counter = page.getByRole('status').filter({ hasText: /^Page / });
    await expect(counter).toHaveText(/^Page 1 \/ \d+$/);
    const pages = Number((await counter.textContent())?.split('/ ')[1]);
    await page.getByRole('button', { name: s.loadMore }).click();
    await expect(quotes.getByRole('article')).toHaveCount(20);
    await expect(counter).toHaveText(s.pageOf(2, pages));

    // An empty author is flagged, and nothing is sent.
    const writes = countWrites(page, '/quotes/');
    await page.getByRole('button', { name: s.addQuote }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(s.quote(s.french)).fill('Le savoir est une richesse.');
    await dialog.getByLabel(s.quote(s.english)).fill('Knowledge is wealth.');
    await dialog.getByRole('button', { name: t.save }).click();
    await expect(dialog.getByText(t.required)).toBeVisible();
    expect(writes.count).toBe(0);

    const author = `Proverbe bamiléké ${lang}`;
    await dialog.getByLabel(s.author).fill(author);
    await dialog.getByRole('button', { name: t.save }).click();
    await expect(dialog).toBeHidden();
    // The notice names what was saved.
    await expect(page.getByText(s.quoteSaved(author))).toBeVisible();
    // Newest first: the new quote opens the list.
    await expect(quotes.getByRole('article').first()).toHaveAccessibleName(author);

    const edited = `${author} (Ouest)`;
    await quotes.getByRole('button', { name: `${t.edit} ${author}` }).click();
    await expect(dialog.getByLabel(s.author)).toHaveValue(author);
    await dialog.getByLabel(s.author).fill(edited);
    await dialog.getByRole('button', { name: t.save }).click();
    await expect(dialog).toBeHidden();
    await expect(quotes.getByRole('article', { name: edited })).toBeVisible();

    // Deleting asks first: "no" keeps it, "yes" removes it.
    await quotes.getByRole('button', { name: `${s.delete} ${edited}` }).click();
    await page.getByRole('button', { name: t.no }).click();
    await expect(quotes.getByRole('article', { name: edited })).toBeVisible();
    await quotes.getByRole('button', { name: `${s.delete} ${edited}` }).click();
    await page.getByRole('button', { name: t.yes }).click();
    await expect(quotes.getByRole('article', { name: edited })).toHaveCount(0);
    expect(writes.count).toBe(3);
    expect(consoleErrors).toEqual([]);
  });
}
