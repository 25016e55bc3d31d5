// Screenshots of the real product for the README: the player site on a phone
// and the back office on a desktop, each in its light and dark theme, taken
// from the built server with the demo data (as `npm start` serves it) in
// Debian's Chromium. `npm run screenshots` builds, then runs this; the
// pictures go to docs/screenshots/, so they change when the screens do.
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { startBuiltServer } from '../support/server.mjs';

const root = new URL('../../', import.meta.url).pathname;
const out = `${root}docs/screenshots`;

/** The demo accounts of the README. */
const PLAYER = { username: 'player@quiz.cm', password: 'player-demo-2026' };
const SUPER = { username: 'super@quiz.cm', password: 'super-demo-2026' };

/** What each picture shows: a site, the size of its screen, its pages. */
const SHOTS = [
  {
    name: 'player',
    account: PLAYER,
    viewport: { width: 360, height: 740 },
    mobile: true,
    pages: [
      ['explore', '/explore'],
      ['credits', '/my-credits'],
    ],
  },
  {
    name: 'back-office',
    account: SUPER,
    viewport: { width: 1280, height: 800 },
    mobile: false,
    pages: [
      ['board', '/administration/super'],
      ['games', '/administration/games'],
    ],
  },
];

async function tokensOf(url, account) {
  const answer = await fetch(`${url}/api/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!answer.ok) throw new Error(`${account.username} could not sign in: ${answer.status}`);
  return answer.json();
}

/** The account's theme, as the switch of either site saves it. */
async function setTheme(url, access, dark) {
  const answer = await fetch(`${url}/api/me/?index=switch+theme&field=settings`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${access}` },
    body: JSON.stringify({ value: dark }),
  });
  if (!answer.ok) throw new Error(`the theme could not be set: ${answer.status}`);
}

mkdirSync(out, { recursive: true });
const server = await startBuiltServer({
  env: { SEED: 'true', NODE_ENV: 'development', LOG_LEVEL: 'warn' },
  startSeconds: 300,
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  for (const shot of SHOTS) {
    for (const theme of ['light', 'dark']) {
      const tokens = await tokensOf(server.url, shot.account);
      await setTheme(server.url, tokens.access, theme === 'dark');
      const context = await browser.newContext({
        baseURL: server.url,
        viewport: shot.viewport,
        isMobile: shot.mobile,
        hasTouch: shot.mobile,
        deviceScaleFactor: 1,
        locale: 'fr-FR',
        colorScheme: theme,
      });
      // Signed in as the site keeps it: the tokens in the browser's storage.
      await context.addInitScript((value) => {
        localStorage.setItem('authTokens', value);
      }, JSON.stringify(tokens));
      const page = await context.newPage();
      for (const [label, path] of shot.pages) {
        await page.goto(path);
        // The screen drawn: its heading shown, nothing loading, every picture in.
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForFunction(
          () =>
            document.querySelectorAll('[role="progressbar"], [aria-busy="true"]').length === 0 &&
            [...document.images].every((image) => image.complete),
          undefined,
          { timeout: 30_000 },
        );
        await page.evaluate(() => document.fonts.ready);
        const file = `${out}/${shot.name}-${label}-${theme}.png`;
        await page.screenshot({ path: file });
        console.log(`${file.slice(root.length)}`);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
