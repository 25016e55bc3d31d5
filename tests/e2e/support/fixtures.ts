import { test as base, expect, type Page } from '@playwright/test';
import { type RunningServer, startServer } from './server';

/** Hands out one server per test file; a new file stops the previous file's server. */
class ServerPerFile {
  private file = '';
  private running: Promise<RunningServer> | null = null;

  async for(file: string, env: Record<string, string>): Promise<RunningServer> {
    if (file !== this.file || !this.running) {
      await this.stop();
      this.file = file;
      this.running = startServer(env);
    }
    return this.running;
  }

  async stop(): Promise<void> {
    const running = this.running;
    this.running = null;
    if (running) await (await running).stop();
  }
}

/**
 * Each test file gets the built server on a fresh database, started before its
 * first test and stopped when the worker moves to another file or ends.
 */
export const test = base.extend<
  {
    server: RunningServer;
    consoleErrors: string[];
    /** what a file's server is started with beside the usual (a provider's keys and address) */
    serverEnv: Record<string, string>;
  },
  { servers: ServerPerFile }
>({
  serverEnv: [{}, { option: true }],
  servers: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixture signature
    async ({}, use) => {
      const servers = new ServerPerFile();
      await use(servers);
      await servers.stop();
    },
    { scope: 'worker' },
  ],
  server: async ({ servers, serverEnv }, use, testInfo) =>
    use(await servers.for(`${testInfo.project.name}:${testInfo.file}`, serverEnv)),
  baseURL: async ({ server }, use) => use(server.url),
  /** Console errors and uncaught exceptions of the page; a test ends with none. */
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      // The browser itself logs each refused request (a wrong password answers 400)
      // and each connection tried while the phone is offline: those are expected
      // answers, not errors of the site.
      const text = message.text();
      const browsers =
        text.startsWith('Failed to load resource') ||
        text.includes('net::ERR_INTERNET_DISCONNECTED');
      if (message.type() === 'error' && !browsers) errors.push(text);
    });
    await use(errors);
    expect(errors, 'console errors').toEqual([]);
  },
});

export { expect };

/** The newest code the development outbox holds for a recipient. */
export async function lastCode(page: Page, recipient: string): Promise<string> {
  const answer = await page.request.get(
    `/api/dev/outbox/?recipient=${encodeURIComponent(recipient)}`,
  );
  const { messages } = (await answer.json()) as { messages: { body: string }[] };
  const code = messages[0]?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code sent to ${recipient}`);
  return code;
}

/**
 * Moves the server's clock on (a development server's /api/dev/clock/), then
 * waits for the play and payment jobs it runs: a question's deadline passes,
 * a challenge closes or a slow payment settles without the real wait. Answers
 * the server's new time.
 */
export async function advanceClock(page: Page, seconds: number): Promise<Date> {
  const moved = await page.request.post('/api/dev/clock/', { data: { advance_sec: seconds } });
  expect(moved.status()).toBe(200);
  // The server's time from now on: screens that show "today" are opened at it.
  return new Date(((await moved.json()) as { now: string }).now);
}

/**
 * Opens the phone menu and returns it. /explore shows its button before the app runs
 * (its first view comes in its HTML), when a tap does nothing yet: tapped again, as a
 * player would.
 */
export async function openMenu(page: Page) {
  const menu = page.getByRole('dialog');
  await expect(async () => {
    if (!(await menu.isVisible())) await page.getByRole('button', { name: /^Menu/ }).click();
    await expect(menu).toBeVisible({ timeout: 1000 });
  }).toPass();
  return menu;
}
