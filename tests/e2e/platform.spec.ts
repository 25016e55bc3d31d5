import type { Browser, Page } from '@playwright/test';
import { catalogs, type Messages, t } from '@quiz/shared/i18n';
import { moneyCatalogs } from '@quiz/shared/i18n/money';
import { playCatalogs } from '@quiz/shared/i18n/play';
import { LANGUAGES, type Language, logInToBackOffice } from './support/admin-session';
import { png } from './support/files';
import { advanceClock, expect, test } from './support/fixtures';
import { makeFriends, newPlayer } from './support/players';

/*
 * The whole platform in one journey, in each language: what a games manager
 * makes reaches players, what players pay and win reaches payments staff, and
 * the super manager finds the making in the audit trail. One server, as the
 * README starts it (the built server and both apps); managers at their desks,
 * players on phones.
 */

test.use({ viewport: { width: 1280, height: 800 } });

/** The player site's words: its catalogs, as the screens load them (base, play, money). */
function playerWords(lang: Language) {
  const messages = {
    ...catalogs[lang],
    ...playCatalogs[lang],
    ...moneyCatalogs[lang],
  } as unknown as Messages;
  return (key: string, params?: Record<string, string | number>) => t(messages, key, params);
}

/** A pattern of a catalog text whose amount (FCFA, spaced as the language writes it) is any. */
const withAnyAmount = (text: string) =>
  new RegExp(
    text
      .split('{amount}')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('([\\d\\s\\u202f]+)\\sFCFA'),
  );

const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

/** What the back office says, in each language (its catalogs say the same). */
const OFFICE = {
  en: {
    addGame: 'Add a game',
    titleFr: 'Title (French)',
    titleEn: 'Title (English)',
    indexes: 'Game indexes',
    addQuestion: 'Add a question',
    single: 'Single choice',
    labelFr: 'Question (French)',
    labelEn: 'Question (English)',
    choiceFr: 'Choice (French)',
    choiceEn: 'Choice (English)',
    addChoice: 'Add the choice',
    explanationFr: 'Explanation (French, optional)',
    explanationEn: 'Explanation (English, optional)',
    illustration: 'Choose an illustration',
    saveQuestion: 'Save the question',
    cover: 'Choose a cover',
    create: 'Create the game',
    grid: 'Games of the catalogue',
    purchases: 'Purchases',
    cashouts: 'Cash-outs',
    search: 'Name, e-mail, phone or reference',
    successful: 'Successful',
    today: 'Today (Cameroon time)',
    moneyIn: 'Money in',
    moneyOut: 'Money out',
    area: 'Area',
    games: 'Games',
    action: 'Action',
    created: 'Created',
  },
  fr: {
    addGame: 'Ajouter un jeu',
    titleFr: 'Titre (français)',
    titleEn: 'Titre (anglais)',
    indexes: 'Index de jeux',
    addQuestion: 'Ajouter une question',
    single: 'Choix unique',
    labelFr: 'Question (français)',
    labelEn: 'Question (anglais)',
    choiceFr: 'Choix (français)',
    choiceEn: 'Choix (anglais)',
    addChoice: 'Ajouter le choix',
    explanationFr: 'Explication (français, facultative)',
    explanationEn: 'Explication (anglais, facultative)',
    illustration: 'Choisir une illustration',
    saveQuestion: 'Enregistrer la question',
    cover: 'Choisir une couverture',
    create: 'Créer le jeu',
    grid: 'Jeux du catalogue',
    purchases: 'Achats',
    cashouts: 'Retraits',
    search: 'Nom, e-mail, téléphone ou référence',
    successful: 'Réussi',
    today: 'Aujourd’hui (heure du Cameroun)',
    moneyIn: 'Entrées',
    moneyOut: 'Sorties',
    area: 'Domaine',
    games: 'Jeux',
    action: 'Action',
    created: 'Création',
  },
} as const;

/** The game's questions: the same choices in both languages, the right one named. */
const QUESTIONS = [
  {
    fr: 'Quelle est la capitale du Cameroun ?',
    en: 'What is the capital city of Cameroon?',
    choices: ['Douala', 'Yaoundé', 'Bafoussam'],
    right: 'Yaoundé',
    wrong: 'Douala',
    why: {
      fr: 'Yaoundé est la capitale depuis 1922.',
      en: 'Yaounde has been the capital since 1922.',
    },
  },
  {
    fr: 'Quel fleuve traverse Edéa ?',
    en: 'Which river flows through Edea?',
    choices: ['Sanaga', 'Niger'],
    right: 'Sanaga',
    wrong: 'Niger',
    why: null,
  },
] as const;

/** A page of its own: a phone for a player, a desk for a manager. */
async function pageOf(browser: Browser, url: string, phone: boolean) {
  const context = await browser.newContext({
    baseURL: url,
    ...(phone
      ? { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true }
      : { viewport: { width: 1280, height: 800 } }),
  });
  return context.newPage();
}

/** The games manager makes the game in the wizard: two questions, an explanation, pictures. */
async function makeGame(page: Page, lang: Language, titles: { fr: string; en: string }) {
  const o = OFFICE[lang];
  await logInToBackOffice(page, 'games', lang, '/administration/games');
  await page.getByRole('link', { name: o.addGame }).click();
  await page.getByLabel(o.titleFr).fill(titles.fr);
  await page.getByLabel(o.titleEn).fill(titles.en);
  await page.getByRole('group', { name: o.indexes }).getByRole('checkbox').first().check();
  for (const [rank, question] of QUESTIONS.entries()) {
    await page.getByRole('button', { name: o.addQuestion }).click();
    const editor = page.getByRole('dialog');
    await editor.getByRole('button', { name: o.single, exact: true }).click();
    await editor.getByLabel(o.labelFr).fill(question.fr);
    await editor.getByLabel(o.labelEn).fill(question.en);
    for (const choice of question.choices) {
      await editor.getByLabel(o.choiceFr).fill(choice);
      await editor.getByLabel(o.choiceEn).fill(choice);
      await editor.getByRole('button', { name: o.addChoice }).click();
    }
    await editor
      .getByRole('checkbox')
      .nth((question.choices as readonly string[]).indexOf(question.right))
      .check();
    if (question.why) {
      await editor.getByLabel(o.explanationFr).fill(question.why.fr);
      await editor.getByLabel(o.explanationEn).fill(question.why.en);
    }
    if (rank === 1) await editor.getByLabel(o.illustration).setInputFiles(png('edea.png'));
    await editor.getByRole('button', { name: o.saveQuestion }).click();
    await expect(editor).toBeHidden();
  }
  await page.getByLabel(o.cover).setInputFiles(png('cover.png'));
  await page.getByRole('button', { name: o.create }).click();
  await expect(page).toHaveURL(/\/administration\/games$/);
  await expect(
    page.getByRole('table', { name: o.grid }).getByRole('row').filter({ hasText: titles[lang] }),
  ).toHaveCount(1);
}

/** Plays the quiz on screen through, each answer the right or the wrong one, to the score. */
async function playThrough(page: Page, lang: Language, answers: 'right' | 'wrong') {
  const say = playerWords(lang);
  for (const [rank, question] of QUESTIONS.entries()) {
    await expect(page.getByText(question[lang])).toBeVisible();
    await expect(
      page.getByText(say('play.question_of', { rank: rank + 1, total: QUESTIONS.length })),
    ).toBeVisible();
    await page
      .getByRole('group', { name: say('play.choices') })
      .getByRole('button', { name: question[answers], exact: true })
      .click();
    const last = rank === QUESTIONS.length - 1;
    await page.getByRole('button', { name: say(last ? 'play.terminate' : 'play.next') }).click();
  }
  await expect(
    page.getByRole('heading', { level: 1, name: say('play.score_title') }),
  ).toBeVisible();
}

/** A player of this journey, on a phone, reading `lang`. */
async function phonePlayer(browser: Browser, url: string, name: string, lang: Language) {
  const page = await pageOf(browser, url, true);
  const player = await newPlayer(page, { name, language: lang });
  return { page, player };
}

for (const lang of LANGUAGES) {
  const o = OFFICE[lang];
  const say = playerWords(lang);

  test(`${lang}: a game made in the back office is found, played, staked on, won and cashed out, and staff find it all`, async ({
    page,
    browser,
    server,
    consoleErrors,
  }) => {
    test.setTimeout(180_000);
    const word = `Pf${Date.now().toString(36)}${lang}`;
    const titles = { fr: `Villes et fleuves ${word}`, en: `Cities and rivers ${word}` };
    await makeGame(page, lang, titles);

    // A player finds it by searching and plays it solo; the explanation follows the score.
    const soloist = await phonePlayer(
      browser,
      server.url,
      lang === 'fr' ? 'Soliste Ngo' : 'Soloist Ayuk',
      lang,
    );
    const s = soloist.page;
    await s.goto(`/search?text=${word}`);
    await s
      .getByRole('main')
      .getByRole('link', { name: new RegExp(word) })
      .first()
      .click();
    await expect(s.getByRole('heading', { level: 1, name: titles[lang] })).toBeVisible();
    const gameId = Number(s.url().match(/\/play\/overview\/(\d+)/)?.[1]);
    await s.getByRole('button', { name: say('actions.play_solo') }).click();
    await s
      .getByRole('dialog', { name: say('play.overview.solo_title') })
      .getByRole('button', { name: say('actions.play'), exact: true })
      .click();
    await playThrough(s, lang, 'right');
    await expect(
      s.getByText(say('play.explanation', { text: QUESTIONS[0].why[lang] })),
    ).toBeVisible();
    await s.context().close();

    // A quiz is played once per player (a solo shows its corrections), so the challenge is
    // between two others: one stakes 2 credits, invites a friend and answers wrongly.
    const winnerName = lang === 'fr' ? 'Gagnante Mballa' : 'Winner Ekane';
    const winner = await phonePlayer(browser, server.url, winnerName, lang);
    const challenger = await phonePlayer(
      browser,
      server.url,
      lang === 'fr' ? 'Challenger Eto' : 'Challenger Fon',
      lang,
    );
    await makeFriends(challenger.page, challenger.player, winner.player);
    const c = challenger.page;
    await c.goto(`/play/overview/${gameId}`);
    await c.getByRole('button', { name: say('play.overview.challenge'), exact: true }).click();
    await c
      .getByRole('dialog')
      .getByRole('button', { name: say('actions.start_challenge') })
      .click();
    const stake = c.getByRole('dialog', { name: say('play.overview.energy_title') });
    await stake.getByRole('button', { name: say('play.overview.more_energy') }).click();
    await expect(stake.getByRole('status', { name: say('play.overview.energy') })).toHaveText('2');
    await stake.getByRole('button', { name: say('actions.next') }).click();
    const friends = c.getByRole('dialog', { name: say('play.overview.friends_title') });
    await friends.getByRole('checkbox', { name: winnerName }).check();
    await friends.getByRole('button', { name: say('actions.next') }).click();
    await c
      .getByRole('dialog', { name: say('play.overview.details_title') })
      .getByRole('button', { name: say('play.overview.launch') })
      .click();
    await expect(c).toHaveURL(new RegExp(`/play/on/challenge/${gameId}\\?challenge=\\d+$`));
    const challengeId = Number(new URL(c.url()).searchParams.get('challenge'));
    await playThrough(c, lang, 'wrong');

    // The friend accepts the invitation and answers rightly.
    const w = winner.page;
    await w.goto('/my-challenges');
    await w.getByRole('tab', { name: new RegExp(`^${say('play.mine.invitations')}`) }).click();
    await w
      .getByRole('tabpanel')
      .getByRole('button', { name: say('actions.accept') })
      .click();
    await w
      .getByRole('dialog', { name: say('play.spend.accept_title') })
      .getByRole('button', { name: say('play.spend.accept') })
      .click();
    await expect(w).toHaveURL(new RegExp(`\\?challenge=${challengeId}$`));
    await playThrough(w, lang, 'right');

    // The challenge closes a day later; the winner is told what they won.
    const serverNow = await advanceClock(w, 25 * 3600);
    await w.goto(`/challenge/result/${challengeId}`);
    const won = w.getByRole('main').getByRole('status');
    await expect(won).toHaveText(withAnyAmount(say('play.fair.you_won')));
    // Both stakes, each credit worth 50 FCFA in the pot, to the one winner.
    expect(digits(await won.textContent())).toBe(2 * 2 * 50);

    // The challenger buys credits with Orange Money: a purchase for payments staff.
    const payer = `69${String(Date.now()).slice(-6)}1`;
    await c.goto('/my-credits');
    await c.getByRole('button', { name: new RegExp(say('money.credits.packs.basic')) }).click();
    await c.getByRole('button', { name: say('money.credits.buy') }).click();
    const pay = c.getByRole('dialog', { name: say('money.credits.payment_title') });
    await pay.getByLabel(say('money.credits.payment_phone')).fill(payer);
    await pay.getByRole('button', { name: say('actions.next') }).click();
    await c
      .getByRole('dialog', { name: say('money.credits.confirm_buy_title') })
      .getByRole('button', { name: say('money.credits.buy') })
      .click();
    await expect(c.getByRole('dialog', { name: say('money.credits.bought_title') })).toBeVisible();

    // The winner cashes the winnings out to Orange Money.
    const payee = `69${String(Date.now() + 1).slice(-6)}2`;
    await w.goto('/gains');
    const total = w.getByTestId('gains-total');
    await expect(total).not.toHaveText(/^0\s/);
    const gains = digits(await total.textContent());
    expect(gains).toBe(2 * 2 * 50);
    await w.getByRole('button', { name: say('money.gains.cash_out') }).click();
    const where = w.getByRole('dialog', { name: say('money.gains.info_title') });
    await where.getByLabel(say('money.gains.info_phone')).fill(payee);
    await where.getByRole('button', { name: say('money.gains.save') }).click();
    await w
      .getByRole('dialog', { name: say('money.gains.confirm_title') })
      .getByRole('button', { name: say('money.gains.cash_out') })
      .click();
    await expect(w.getByRole('dialog', { name: say('money.gains.success_title') })).toBeVisible();
    await expect(total).toHaveText(/^0\s/);

    // Payments staff, on the server's day: the day's money holds both, the console each.
    const desk = await pageOf(browser, server.url, false);
    // Time flows on from the server's (a frozen clock would hold the list's search back).
    await desk.clock.install({ time: serverNow });
    await desk.clock.resume();
    await logInToBackOffice(desk, 'payments', lang);
    const day = desk.getByRole('region', { name: o.today });
    await expect(day.getByRole('article', { name: o.moneyIn })).toContainText(
      /Orange Money\s*950\sFCFA/,
    );
    await expect(day.getByRole('article', { name: o.moneyOut })).toContainText(
      new RegExp(`Orange Money\\s*${gains.toLocaleString('fr-FR').replace(/\s/g, '\\s')}\\sFCFA`),
    );
    for (const [menu, list, number, amount] of [
      [o.purchases, 'purchases', payer, 950],
      [o.cashouts, 'cashouts', payee, gains],
    ] as const) {
      await desk.getByRole('menuitem', { name: menu, exact: true }).click();
      await expect(desk).toHaveURL(new RegExp(`/administration/${list}`));
      await expect(desk.getByRole('row').nth(1)).toBeVisible();
      // The search is applied once the list's address holds it (typed while the list
      // was still setting its filters up, it would be lost: then it is typed again).
      await expect(async () => {
        await desk.getByPlaceholder(o.search).fill(number);
        await expect(desk).toHaveURL(new RegExp(`${list}.*${number}`), { timeout: 3_000 });
      }).toPass();
      const rows = desk.getByRole('row').filter({ hasText: o.successful });
      const amountOf = async () =>
        digits(
          await rows.first().getByRole('cell').filter({ hasText: 'FCFA' }).first().textContent(),
        );
      await expect(rows).toHaveCount(1);
      await expect.poll(amountOf).toBe(amount);
    }
    await desk.context().close();

    // The super manager finds the game's making in the audit trail.
    const audit = await pageOf(browser, server.url, false);
    await logInToBackOffice(audit, 'super', lang, '/administration/audit');
    await audit.getByRole('combobox', { name: o.area }).click();
    await audit.getByRole('option', { name: o.games, exact: true }).click();
    await audit.getByRole('combobox', { name: o.action }).click();
    await audit.getByRole('option', { name: o.created, exact: true }).click();
    await expect(audit.getByRole('row').nth(1)).toContainText(word);
    await audit.context().close();
    await w.context().close();
    await c.context().close();
    expect(consoleErrors).toEqual([]);
  });
}
