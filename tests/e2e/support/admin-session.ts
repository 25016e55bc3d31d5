import { expect, type Page } from '@playwright/test';

export type Language = 'en' | 'fr';
export const LANGUAGES: Language[] = ['en', 'fr'];

/** The demo accounts of the README. */
export const ACCOUNTS = {
  super: { username: 'super@quiz.cm', password: 'super-demo-2026' },
  games: { username: 'games@quiz.cm', password: 'games-demo-2026' },
  payments: { username: 'payments@quiz.cm', password: 'payments-demo-2026' },
  player: { username: 'player@quiz.cm', password: 'player-demo-2026' },
} as const;
export type Account = keyof typeof ACCOUNTS;

/** What the journeys read on screen, in each language (the apps' catalogs say the same). */
export const TEXT = {
  en: {
    identifier: 'E-mail or phone number',
    password: 'Password',
    signIn: 'Sign in',
    board: 'Super admin',
    boardTitle: 'Super admin board',
    boardList: 'Management areas',
    boardLinks: [
      'Managers',
      'Games management',
      'Game indexes',
      'Badge types',
      'Quotes',
      'Ads',
      'Scores',
      'Statistics',
    ],
    managers: 'Managers',
    gameIndexes: 'Game indexes',
    games: 'Games management',
    settings: 'Settings',
    help: 'Help centre',
    needHelp: 'Need help?',
    logout: 'Log out',
    logoutQuestion: 'Do you really want to log out?',
    yes: 'Yes',
    no: 'No',
    next: 'Next',
    confirm: 'Confirm',
    edit: 'Edit',
    save: 'Save',
    remove: 'Remove',
    darkTheme: 'Dark theme',
    lightTheme: 'Light theme',
    playerMode: 'Player mode',
    adminMode: 'Admin mode',
    shortcuts: 'Shortcuts',
    firstName: 'First name',
    notFound: 'Page not found',
    notAllowed: 'Not allowed',
    superTab: 'Super managers',
    gamesTab: 'Games managers',
    addGamesManager: 'Add a games manager',
    alreadyAdmin: 'This user is already a manager.',
    invalidIdentifier: 'Please enter a valid e-mail address or phone number.',
    added: (name: string) => `${name} is now a manager.`,
    removed: (name: string) => `${name} is no longer a manager.`,
    removeTitle: 'Remove a manager',
    ownCard: 'Your own card: only another super manager can change or remove your function.',
    ownFunction: 'This is you: only another super manager can change your function.',
    superManager: 'Super manager',
    score: 'Score',
    labelFr: 'Label (French)',
    labelEn: 'Label (English)',
    required: 'This field is required.',
    indexesMax: /^The maximum of \d+ game indexes is reached/,
    exploreHeading: /Test your knowledge/,
    language: 'Language',
    languageName: 'English',
    forgot: 'Forgot your password?',
  },
  fr: {
    identifier: 'E-mail ou numéro de téléphone',
    password: 'Mot de passe',
    signIn: 'Se connecter',
    board: 'Super administration',
    boardTitle: 'Tableau de super administration',
    boardList: 'Espaces de gestion',
    boardLinks: [
      'Gestionnaires',
      'Gestion des jeux',
      'Index de jeux',
      'Types de badges',
      'Citations',
      'Publicités',
      'Scores',
      'Statistiques',
    ],
    managers: 'Gestionnaires',
    gameIndexes: 'Index de jeux',
    games: 'Gestion des jeux',
    settings: 'Paramètres',
    help: "Centre d'aide",
    needHelp: "Besoin d'aide ?",
    logout: 'Se déconnecter',
    logoutQuestion: 'Voulez-vous vraiment vous déconnecter ?',
    yes: 'Oui',
    no: 'Non',
    next: 'Suivant',
    confirm: 'Confirmer',
    edit: 'Modifier',
    save: 'Enregistrer',
    remove: 'Retirer',
    darkTheme: 'Thème sombre',
    lightTheme: 'Thème clair',
    playerMode: 'Mode joueur',
    adminMode: 'Mode administrateur',
    shortcuts: 'Raccourcis',
    firstName: 'Prénom',
    notFound: 'Page introuvable',
    notAllowed: 'Accès non autorisé',
    superTab: 'Super gestionnaires',
    gamesTab: 'Gestionnaires de jeux',
    addGamesManager: 'Ajouter un gestionnaire de jeux',
    alreadyAdmin: 'Cet utilisateur est déjà gestionnaire.',
    invalidIdentifier: 'Veuillez saisir un e-mail ou un numéro de téléphone valide.',
    added: (name: string) => `${name} est désormais gestionnaire.`,
    removed: (name: string) => `${name} n'est plus gestionnaire.`,
    removeTitle: 'Retirer un gestionnaire',
    ownCard:
      'Votre propre fiche : seul un autre super gestionnaire peut modifier ou retirer votre fonction.',
    ownFunction: "C'est vous : seul un autre super gestionnaire peut modifier votre fonction.",
    superManager: 'Super gestionnaire',
    score: 'Score',
    labelFr: 'Libellé (Français)',
    labelEn: 'Libellé (Anglais)',
    required: 'Ce champ est obligatoire.',
    indexesMax: /^Le maximum de \d+ index de jeux est atteint/,
    exploreHeading: /Testez vos connaissances/,
    language: 'Langue',
    languageName: 'Français',
    forgot: 'Mot de passe oublié ?',
  },
};

/** An access token of the account, through the API (not the screens). */
export async function accessToken(page: Page, account: Account): Promise<string> {
  const answer = await page.request.post('/api/token/', { data: ACCOUNTS[account] });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { access: string }).access;
}

/**
 * The account reads `language` from now on: set on the account, as the language switch
 * does, since both apps follow the account's language.
 */
export async function useLanguage(page: Page, account: Account, language: Language) {
  const token = await accessToken(page, account);
  const answer = await page.request.put('/api/me/?index=language', {
    headers: { authorization: `Bearer ${token}` },
    data: { language },
  });
  expect(answer.status()).toBe(200);
}

/** Logs in on the back office's own page, in the account's language set beforehand. */
export async function logInToBackOffice(
  page: Page,
  account: Account,
  language: Language,
  path = '/administration/',
) {
  await useLanguage(page, account, language);
  await page.goto(path);
  // The log-in page speaks the browser's language (en-US) until the account is known.
  await page.getByLabel(TEXT.en.identifier).fill(ACCOUNTS[account].username);
  await page.getByLabel(TEXT.en.password, { exact: true }).fill(ACCOUNTS[account].password);
  await page.getByRole('button', { name: TEXT.en.signIn }).click();
  // Signed in once the shell shows its section title, in the account's language.
  await expect(page).not.toHaveURL(/\/administration\/login/);
  await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** The bearer token the page's session holds (shared with the player site). */
export async function sessionToken(page: Page): Promise<string> {
  const tokens = await page.evaluate(() => localStorage.getItem('authTokens'));
  expect(tokens).not.toBeNull();
  return (JSON.parse(tokens ?? '{}') as { access: string }).access;
}

/** How far the page scrolls sideways (0 when everything fits the screen's width). */
export async function sideways(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}
