import type { Page } from '@playwright/test';
import { LANGUAGES, type Language } from './support/admin-session';
import { expect, test } from './support/fixtures';
import { expectAllReachable, tabTo } from './support/keyboard';
import { choicesOf, playThrough } from './support/play';
import { newPlayer, registerPlayer, someGameId } from './support/players';
import { pattern, playerWords } from './support/words';

/*
 * The player site with a keyboard alone: Tab to move, Enter to follow or press, Escape
 * to close. Dialogs keep Tab and Shift+Tab inside while open and give the focus back
 * to what opened them. Each journey runs in both languages, its texts read from the
 * catalogs.
 */

/** The site in `lang` from its first screen on: the choice a visitor's switch saves. */
async function readIn(page: Page, lang: Language) {
  await page.addInitScript(
    (chosen) => localStorage.setItem('quiz.lang', JSON.stringify(chosen)),
    lang,
  );
}

for (const lang of LANGUAGES) {
  test.describe(() => {
    // Focus, Tab order and dialogs are the same code in both languages, and French is
    // what most players read, on phones: French runs on the phone, English on both
    // widths, so the second language costs one project's time only.
    if (lang === 'fr') test.skip(({ isMobile }) => !isMobile, 'French runs on the phone');
    const say = playerWords(lang);
    // The site speaks `lang` from the first screen; players sign up in it too, each
    // language's under names of their own (a player's name is unique).
    test.beforeEach(({ page }) => readIn(page, lang));

    test(`${lang}: a visitor reaches sign-in from explore and signs in with the keyboard alone`, async ({
      page,
      consoleErrors,
    }) => {
      const player = await registerPlayer(page, { name: `Clavier Fouda ${lang}`, language: lang });
      await page.goto('/explore');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await tabTo(page, page.getByRole('link', { name: say('actions.login') }).first());
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/auth\/login/);
      await tabTo(page, page.getByLabel(say('labels.email_or_phone')));
      await page.keyboard.type(player.phone);
      const password = page.getByLabel(say('labels.password'), { exact: true });
      await tabTo(page, password);
      // Sent empty: the focus lands on the field in error, whose box shows it has the focus.
      await page.keyboard.press('Enter');
      await expect(password).toHaveAttribute('aria-invalid', 'true');
      await expect(password).toBeFocused();
      const ring = await password.evaluate(
        (field) => getComputedStyle(field.parentElement as HTMLElement).outlineStyle,
      );
      expect(ring).toBe('solid');
      await page.keyboard.type(player.password);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/explore$/);
      await expect(
        page.getByRole('link', { name: say('shell.notifications') }).first(),
      ).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });

    test(`${lang}: a player opens a quiz's overview and starts a solo with the keyboard; its popup keeps the focus`, async ({
      page,
      consoleErrors,
    }) => {
      await newPlayer(page, { name: `Clavier Ngono ${lang}`, language: lang });
      await page.goto('/explore');
      await tabTo(page, page.locator('main a[href^="/play/overview/"]').first());
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/play\/overview\/\d+$/);
      const playSolo = page.getByRole('button', { name: say('actions.play_solo') });
      await tabTo(page, playSolo);
      await page.keyboard.press('Enter');
      const popup = page.getByRole('dialog');
      const cancel = popup.getByRole('button', { name: say('actions.cancel') });
      const play = popup.getByRole('button', { name: say('actions.play'), exact: true });
      // Its first control has the focus; Tab past the last comes back to it, Shift+Tab the other way.
      await expect(cancel).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(play).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(cancel).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(play).toBeFocused();
      // Escape closes it, and the focus is back on what opened it.
      await page.keyboard.press('Escape');
      await expect(popup).toBeHidden();
      await expect(playSolo).toBeFocused();
      await page.keyboard.press('Enter');
      await tabTo(page, play);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/play\/on\/solo\/\d+$/);
      await expect(page.getByText(pattern(say('play.question_of', { rank: 1 })))).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });

    test(`${lang}: the menu keeps the focus inside while open and gives it back to its button`, async ({
      page,
      consoleErrors,
    }) => {
      await page.goto('/explore');
      const button = page.getByRole('button', { name: say('shell.menu') });
      await tabTo(page, button);
      await page.keyboard.press('Enter');
      const menu = page.getByRole('dialog', { name: say('shell.menu') });
      const close = menu.getByRole('button', { name: say('actions.close') });
      const last = menu.getByRole('link', { name: say('shell.terms') });
      await expect(close).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(last).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(close).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(button).toBeFocused();
      expect(consoleErrors).toEqual([]);
    });

    test(`${lang}: a player changes a setting through its dialog, which keeps and gives back the focus`, async ({
      page,
      consoleErrors,
    }) => {
      await newPlayer(page, { name: `Clavier Essomba ${lang}`, language: lang });
      await page.goto('/settings');
      const gender = say('labels.gender');
      const change = page.getByRole('button', { name: `${say('settings.change')}: ${gender}` });
      await tabTo(page, change);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: gender });
      const save = dialog.getByRole('button', { name: say('settings.save') });
      const male = dialog.getByRole('radio', { name: say('genders.male'), exact: true });
      // Shift+Tab from the first control wraps to the last one, Tab back again.
      await expect(male).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(save).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(male).toBeFocused();
      // Arrows choose among radios, as in any radio group.
      await page.keyboard.press('ArrowDown');
      await expect(dialog.getByLabel(say('genders.female'))).toBeChecked();
      await tabTo(page, save);
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      await expect(change).toBeFocused();
      await expect(page.getByRole('listitem').filter({ hasText: gender })).toContainText(
        say('genders.female'),
      );
      expect(consoleErrors).toEqual([]);
    });

    test(`${lang}: a player chooses a pack and reaches the purchase confirmation, then backs out with Escape`, async ({
      page,
      consoleErrors,
    }) => {
      await newPlayer(page, { name: `Clavier Mballa ${lang}`, language: lang });
      await page.goto('/my-credits');
      await expect(page.getByTestId('credits-balance')).toHaveText('3');
      const basic = page.getByRole('button', {
        name: pattern(say('money.credits.packs.basic'), false),
      });
      await tabTo(page, basic);
      await page.keyboard.press('Enter');
      const buy = page.getByRole('dialog').getByRole('button', { name: say('money.credits.buy') });
      await tabTo(page, buy);
      await page.keyboard.press('Enter');
      const payment = page.getByRole('dialog', { name: say('money.credits.payment_title') });
      await tabTo(page, payment.getByLabel(say('money.credits.payment_phone')));
      await page.keyboard.type('690000001');
      await tabTo(page, payment.getByRole('button', { name: say('actions.next') }));
      await page.keyboard.press('Enter');
      const confirm = page.getByRole('dialog', { name: say('money.credits.confirm_buy_title') });
      await tabTo(page, confirm.getByRole('button', { name: say('money.credits.buy') }));
      // Escape until no dialog is left: nothing is bought, and the focus is on the screen again.
      for (let press = 0; press < 3 && (await page.getByRole('dialog').count()) > 0; press += 1) {
        await page.keyboard.press('Escape');
      }
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(basic).toBeFocused();
      await expect(page.getByTestId('credits-balance')).toHaveText('3');
      expect(consoleErrors).toEqual([]);
    });

    test(`${lang}: a player searches a player from the friends screen and sends a friend request`, async ({
      page,
      consoleErrors,
    }) => {
      const name = `Kribi${lang}${Date.now() % 100_000}`;
      await registerPlayer(page, { name });
      await newPlayer(page, { name: `Clavier Abena ${lang}`, language: lang });
      await page.goto('/friends');
      await tabTo(page, page.getByRole('link', { name: say('social.friends.search') }));
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/search\?current=friends/);
      // A new screen takes the focus, as a page load would: Tab goes on from its top.
      await expect(page.getByRole('main')).toBeFocused();
      await tabTo(page, page.getByRole('searchbox'));
      await page.keyboard.type(name);
      await page.keyboard.press('Enter');
      await tabTo(page, page.getByRole('tabpanel').getByRole('link', { name }));
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/user\/\d+$/);
      await tabTo(
        page,
        page.getByRole('main').getByRole('button', { name: say('actions.invite') }),
      );
      await page.keyboard.press('Enter');
      await expect(page.getByText(say('profile.request_sent'))).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });

    test(`${lang}: the arrow keys switch a tabbed screen's tabs and show the chosen panel`, async ({
      page,
      consoleErrors,
    }) => {
      await newPlayer(page, { name: `Clavier Owona ${lang}`, language: lang });
      await page.goto('/friends');
      const mine = page.getByRole('tab', { name: pattern(say('social.friends.mine'), false) });
      const requests = page.getByRole('tab', { name: say('social.friends.requests') });
      await tabTo(page, mine);
      await page.keyboard.press('ArrowRight');
      await expect(requests).toBeFocused();
      await expect(requests).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByText(say('social.friends.no_requests'))).toBeVisible();
      await page.keyboard.press('ArrowLeft');
      await expect(mine).toBeFocused();
      await expect(mine).toHaveAttribute('aria-selected', 'true');
      expect(consoleErrors).toEqual([]);
    });

    test(`${lang}: on the main screens and through a solo play, Tab reaches every visible control and shows where the focus is`, async ({
      page,
      consoleErrors,
    }) => {
      await newPlayer(page, { name: `Clavier Atangana ${lang}`, language: lang });
      // Each screen once its own controls are in, not only its title and the site's frame.
      const screens = [
        ['/explore', page.locator('main a[href^="/play/overview/"]').first()],
        [
          '/settings',
          page.getByRole('button', { name: `${say('settings.change')}: ${say('labels.gender')}` }),
        ],
        [
          '/my-credits',
          page.getByRole('button', { name: pattern(say('money.credits.packs.basic'), false) }),
        ],
        ['/friends', page.getByRole('tab', { name: say('social.friends.requests') })],
      ] as const;
      for (const [path, loaded] of screens) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(loaded).toBeVisible();
        await expectAllReachable(page);
      }
      await page.goto('/explore');
      await page.locator('main a[href^="/play/overview/"]').first().click();
      await expect(page.getByRole('button', { name: say('actions.play_solo') })).toBeVisible();
      await expectAllReachable(page);
      // A solo in progress, a question on screen: Leave, each choice and Next.
      await page.goto(`/play/on/solo/${await someGameId(page)}`);
      const choices = choicesOf(page, lang);
      await expect(choices.first()).toBeVisible();
      await expectAllReachable(page, (await choices.count()) + 2);
      // Its score once played (its two ways on), then the solo results that list it.
      await playThrough(page, lang);
      await expectAllReachable(page, 2);
      await page.goto('/solo/results');
      await expect(page.locator('main a[href*="soloDetails="]')).toHaveCount(1);
      await expectAllReachable(page);
      expect(consoleErrors).toEqual([]);
    });
  });
}
