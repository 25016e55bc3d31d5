import { LANGUAGES, logInToBackOffice, TEXT } from './support/admin-session';
import { advanceClock, expect, test } from './support/fixtures';

test.use({ viewport: { width: 1280, height: 800 } });

const SAID = {
  en: {
    ads: 'Ads',
    add: 'Add a partner',
    company: 'Company name',
    phone1: 'Phone 1',
    phone2: 'Phone 2',
    email: 'E-mail',
    invalidEmail: 'Please enter a valid e-mail address.',
    more: 'More',
    addSubscription: 'Add a subscription',
    amount: 'Amount (FCFA)',
    duration: 'Duration (days)',
    space: 'Top of the explore page (rectangle)',
    square: 'Middle of the explore page (square)',
    bottom: 'Bottom of the explore page (rectangle)',
    adSpace: 'Ad space',
    everySpaceTaken: 'Every ad space is taken by this partner.',
    sampleRectangle: 'Sample: a rectangle, 3 times as wide as high',
    sampleSquare: 'Sample: a square',
    renew: 'Renew',
    edit: 'Edit',
    due: 'Due: deactivate or renew it',
    inactivePartner: 'This partner is inactive: reactivate it to add a subscription.',
    inactivePartnerAd: 'This partner is inactive: reactivate it to add an ad.',
    subscriptionsTab: 'Subscriptions',
    spent: /Spent: 15[\s\u202f]000 FCFA/,
    adsTab: 'Ads',
    addAd: 'Add an ad',
    link: 'Link (optional)',
    deactivate: 'Deactivate',
    activate: 'Activate',
    active: 'Active',
    inactive: 'Inactive',
    search: 'Name, RCCM, e-mail or phone number',
    searchTab: 'Search',
    found: '1 partner found',
    back: 'Back to the partners',
    allSubscriptions: 'All subscriptions',
    goTo: 'Go to the partner',
  },
  fr: {
    ads: 'Publicités',
    add: 'Ajouter un partenaire',
    company: "Nom de l'entreprise",
    phone1: 'Téléphone 1',
    phone2: 'Téléphone 2',
    email: 'E-mail',
    invalidEmail: 'Veuillez saisir une adresse e-mail valide.',
    more: 'Plus',
    addSubscription: 'Ajouter un abonnement',
    amount: 'Montant (FCFA)',
    duration: 'Durée (jours)',
    space: 'Haut de la page Explorer (rectangle)',
    square: 'Milieu de la page Explorer (carré)',
    bottom: 'Bas de la page Explorer (rectangle)',
    adSpace: 'Espace publicitaire',
    everySpaceTaken: 'Ce partenaire occupe déjà tous les espaces publicitaires.',
    sampleRectangle: 'Modèle : un rectangle, 3 fois plus large que haut',
    sampleSquare: 'Modèle : un carré',
    renew: 'Renouveler',
    edit: 'Modifier',
    due: 'Échu : à désactiver ou à renouveler',
    inactivePartner: 'Ce partenaire est inactif : réactivez-le pour ajouter un abonnement.',
    inactivePartnerAd: 'Ce partenaire est inactif : réactivez-le pour ajouter une publicité.',
    subscriptionsTab: 'Abonnements',
    spent: /Dépensé: 15[\s\u202f]000 FCFA/,
    adsTab: 'Publicités',
    addAd: 'Ajouter une publicité',
    link: 'Lien (facultatif)',
    deactivate: 'Désactiver',
    activate: 'Activer',
    active: 'Actif',
    inactive: 'Inactif',
    search: 'Nom, RCCM, e-mail ou numéro de téléphone',
    searchTab: 'Recherche',
    found: '1 partenaire trouvé',
    back: 'Retour aux partenaires',
    allSubscriptions: 'Tous les abonnements',
    goTo: 'Voir le partenaire',
  },
} as const;

/** Text to find at the start of an accessible name, read literally. */
const startingWith = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** A 1x1 PNG, as the ad's picture. */
const png = {
  name: 'ad.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
};

for (const lang of LANGUAGES) {
  const t = TEXT[lang];
  const s = SAID[lang];

  test(`${lang}: a super manager adds a partner, subscribes it to a space, runs an ad, finds it and deactivates it`, async ({
    page,
    consoleErrors,
  }) => {
    await logInToBackOffice(page, 'super', lang);
    await page.getByRole('menuitem', { name: s.ads, exact: true }).click();

    // A bad e-mail is flagged and nothing is sent.
    let writes = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/admin/ads/') && request.method() !== 'GET') writes += 1;
    });
    await page.getByRole('button', { name: s.add }).click();
    const dialog = page.getByRole('dialog');
    const company = `Épis du Sud ${lang}`;
    await dialog.getByLabel(s.company).fill(company);
    await dialog.getByLabel(s.phone1).fill('699 00 00 01');
    await dialog.getByLabel(s.phone2).fill('677000002');
    await dialog.getByLabel(s.email).fill('pub@epis');
    await dialog.getByRole('button', { name: t.save }).click();
    await expect(dialog.getByText(s.invalidEmail)).toBeVisible();
    expect(writes).toBe(0);
    await dialog.getByLabel(s.email).fill(`pub-${lang}@epis.cm`);
    await dialog.getByRole('button', { name: t.save }).click();
    await expect(dialog).toBeHidden();
    const card = page.getByRole('article', { name: company });
    await expect(card).toContainText(s.active);

    // Its detail: a subscription to a space, then an ad in it.
    await card.getByRole('link', { name: `${s.more} ${company}` }).click();
    await page.getByRole('button', { name: s.addSubscription }).click();
    await dialog.getByLabel(s.amount).fill('15000');
    await dialog.getByLabel(s.duration).fill('30');
    await dialog.getByRole('button', { name: t.save }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('article', { name: s.space })).toContainText(s.active);
    await expect(page.getByText(s.spent)).toBeVisible();
    // Running and not due: edited, neither renewed nor deactivated.
    const first = page.getByRole('article', { name: s.space });
    await expect(first.getByRole('button', { name: startingWith(s.edit) })).toBeVisible();
    await expect(first.getByRole('button', { name: startingWith(s.renew) })).toHaveCount(0);
    await expect(first.getByRole('button', { name: startingWith(s.deactivate) })).toHaveCount(0);

    // The two other spaces: then none is open, and adding says so instead.
    for (const space of [s.square, s.bottom]) {
      await page.getByRole('button', { name: s.addSubscription }).click();
      await dialog.getByRole('combobox', { name: s.adSpace }).click();
      await page.getByRole('option', { name: space, exact: true }).click();
      await dialog.getByLabel(s.amount).fill('5000');
      await dialog.getByLabel(s.duration).fill('30');
      await dialog.getByRole('button', { name: t.save }).click();
      await expect(dialog).toBeHidden();
    }
    await expect(page.getByText(s.everySpaceTaken)).toBeVisible();
    await expect(page.getByRole('button', { name: s.addSubscription })).toHaveCount(0);

    // The ad's sample picture takes the chosen space's form.
    await page.getByRole('tab', { name: s.adsTab }).click();
    await page.getByRole('button', { name: s.addAd }).click();
    await expect(dialog.getByRole('img', { name: s.sampleRectangle })).toBeVisible();
    await dialog.getByRole('combobox', { name: s.adSpace }).click();
    await page.getByRole('option', { name: s.square, exact: true }).click();
    const sample = dialog.getByRole('img', { name: s.sampleSquare });
    const box = await sample.boundingBox();
    expect(box && Math.round(box.width) === Math.round(box.height)).toBe(true);
    await dialog.locator('input[type="file"]').setInputFiles(png);
    await dialog.getByLabel(s.link).fill('https://epis.cm/promo');
    await dialog.getByRole('button', { name: t.save }).click();
    await expect(dialog).toBeHidden();
    const ad = page.getByRole('article', { name: startingWith(s.square) });
    await expect(ad).toContainText('https://epis.cm/promo');
    await expect(ad).toContainText(s.active);
    await ad.getByRole('button', { name: startingWith(s.deactivate) }).click();
    await page.getByRole('button', { name: t.yes }).click();
    await expect(ad).toContainText(s.inactive);
    await expect(ad.getByRole('button', { name: startingWith(s.activate) })).toBeVisible();

    // The search finds it; the global list leads back to it.
    await page.getByRole('link', { name: s.back }).click();
    await page.getByRole('tab', { name: s.searchTab }).click();
    await page.getByLabel(s.search).fill(`pub-${lang}@epis.cm`);
    await page.getByRole('button', { name: lang === 'fr' ? 'Rechercher' : 'Search' }).click();
    await expect(page.getByRole('status').filter({ hasText: s.found })).toBeVisible();
    await page.getByRole('tab', { name: s.allSubscriptions }).click();
    const global = page.getByRole('article', { name: `${company}, ${s.space}` });
    await global.getByRole('link', { name: s.goTo }).click();
    await expect(page.getByRole('heading', { name: company, level: 2 })).toBeVisible();

    // A month on, the subscriptions are due: renewed or deactivated, no more edited.
    await advanceClock(page, 31 * 24 * 3600);
    await page.reload();
    const due = page.getByRole('article', { name: s.space });
    await expect(due).toContainText(s.due);
    await expect(due.getByRole('button', { name: startingWith(s.edit) })).toHaveCount(0);
    await due.getByRole('button', { name: startingWith(s.renew) }).click();
    await expect(dialog.getByLabel(s.amount)).toHaveValue('15000');
    await expect(dialog.getByLabel(s.duration)).toHaveValue('30');
    await dialog.getByRole('button', { name: t.save }).click();
    await expect(dialog).toBeHidden();
    const renewed = page.getByRole('article', { name: s.space });
    await expect(renewed).toHaveCount(2);
    await expect(renewed.filter({ hasText: s.inactive })).toHaveCount(1);
    await expect(
      renewed.filter({ hasNotText: s.due }).getByRole('button', { name: startingWith(s.edit) }),
    ).toHaveCount(1);
    const bottom = page.getByRole('article', { name: s.bottom });
    await bottom.getByRole('button', { name: startingWith(s.deactivate) }).click();
    await page.getByRole('button', { name: t.yes }).click();
    await expect(bottom).toContainText(s.inactive);
    await expect(page.getByRole('button', { name: s.addSubscription })).toBeEnabled();

    // Deactivated, the partner says so on its card, and its detail says why nothing is added.
    await page.getByRole('link', { name: s.back }).click();
    const partnerCard = page.getByRole('article', { name: company });
    await partnerCard.getByRole('button', { name: `${s.deactivate} ${company}` }).click();
    await page.getByRole('button', { name: t.yes }).click();
    await expect(partnerCard).toContainText(s.inactive);
    await partnerCard.getByRole('link', { name: `${s.more} ${company}` }).click();
    const add = page.getByRole('button', { name: s.addSubscription });
    await expect(add).toBeDisabled();
    await expect(add).toHaveAccessibleDescription(s.inactivePartner);
    await expect(page.getByRole('button', { name: startingWith(s.renew) })).toHaveCount(0);
    await page.getByRole('tab', { name: s.adsTab }).click();
    const addAd = page.getByRole('button', { name: s.addAd });
    await expect(addAd).toBeDisabled();
    await expect(addAd).toHaveAccessibleDescription(s.inactivePartnerAd);
    expect(consoleErrors).toEqual([]);
  });
}
