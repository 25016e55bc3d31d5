import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end journeys on Debian's Chromium (no browser download), against the
 * built apps served by the built server: one server per test file, on its own
 * copy of a database seeded once for the run (see e2e/support/fixtures.ts and
 * global-setup.ts).
 */
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/support/global-setup.ts',
  forbidOnly: Boolean(process.env.CI),
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./e2e/support/summary-reporter.ts']],
  use: {
    browserName: 'chromium',
    locale: 'en-US',
    launchOptions: {
      // Debian's headless shell of the same Chromium: the headless browser Playwright itself
      // runs by default (Blink, V8 and the network stack as in the full browser, without its
      // window layer), a fifth less processor per journey than the full browser in its own
      // headless mode. Lighthouse and the screenshots keep the full browser.
      executablePath: process.env.E2E_BROWSER ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    // Both sites honour a system's ask for less motion (the player's styles, the back
    // office's theme): journeys neither wait on nor draw slides, fades and ripples.
    reducedMotion: 'reduce',
    // The player's service worker answers some reads itself, where page.route() cannot
    // stand in for the server, as some journeys need: only the offline journey
    // (e2e/offline.spec.ts) lets it run.
    serviceWorkers: 'block',
    trace: 'off',
    // What the page showed when a journey failed (tests/test-results/), at no cost otherwise.
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'phone',
      // The back office is a desktop console: its journeys run at 1280 px only, and so
      // does the whole-platform journey, whose players use phones of their own. The keyboard
      // journeys run here too: a phone with a Bluetooth keyboard, or a switch-access user,
      // moves by Tab as well, through the phone's own layout.
      testIgnore: /(admin-.*|platform)\.spec\.ts$/,
      use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true },
    },
    {
      name: 'desktop',
      // The aggregator's journey proves the server's road to Notch Pay, the same at any
      // width: it runs on the phone, where players pay.
      testIgnore: /notchpay\.spec\.ts$/,
      use: { viewport: devices['Desktop Chrome'].viewport },
    },
  ],
});
