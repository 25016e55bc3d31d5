import { STORAGE_KEYS } from '@quiz/shared/constants';
import { en, fr, type MessageKey, t } from '@quiz/shared/i18n';
import { api } from '@quiz/shared/paths';
import type { AuthTokens } from '@quiz/shared/types';

/**
 * Placeholder until the back office lands: it says so, and never traps a manager.
 * Signed in, it offers the player mode (the player site at /) and signing out,
 * with the session the player site keeps in local storage; signed out, signing in.
 */

/** Where the player mode, signing in and signing out lead: the player site. */
const PLAYER_SITE = '/';

function read<T>(key: string): T | null {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null') as T | null;
  } catch {
    return null;
  }
}

/** The account's language, else the browser's. */
function language(): 'fr' | 'en' {
  const saved = read<{ language?: string }>(STORAGE_KEYS.userDetails)?.language;
  if (saved === 'fr' || saved === 'en') return saved;
  return navigator.language.startsWith('fr') ? 'fr' : 'en';
}

const lang = language();
const messages = lang === 'fr' ? fr : en;
const text = (key: MessageKey) => t(messages, key);

function send(method: string, path: string, access: string | null, body?: unknown) {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (access) headers.authorization = `Bearer ${access}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  return fetch(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** A signed-in call; an expired access token is refreshed once, as the player site does. */
async function call(method: string, path: string, body?: unknown): Promise<void> {
  const tokens = read<AuthTokens>(STORAGE_KEYS.authTokens);
  let response = await send(method, path, tokens?.access ?? null, body);
  if (response.status === 401 && tokens) {
    const refreshed = await send('POST', api.auth.refresh(), null, { refresh: tokens.refresh });
    if (refreshed.ok) {
      const next = (await refreshed.json()) as AuthTokens;
      localStorage.setItem(STORAGE_KEYS.authTokens, JSON.stringify(next));
      response = await send(method, path, next.access, body);
    }
  }
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
}

/** Tells the server, then clears the session whatever it answered, as the player site does. */
async function signOut(): Promise<void> {
  try {
    await call('POST', api.me.logout());
  } catch {
    // The local session ends anyway.
  }
  for (const key of Object.values(STORAGE_KEYS)) localStorage.removeItem(key);
  location.assign(PLAYER_SITE);
}

/** The account's navigation mode becomes player mode, so the player site keeps the manager. */
async function playerMode(alert: HTMLElement): Promise<void> {
  try {
    await call('PUT', api.me.update({ index: 'switch navigation mode', field: 'profile' }), {
      value: false,
    });
  } catch {
    alert.textContent = text('shell.something_wrong');
    return;
  }
  location.assign(PLAYER_SITE);
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  content: string,
  style = '',
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.textContent = content;
  node.style.cssText = style;
  return node;
}

const ACTION_STYLE =
  'min-height: 44px; padding: 0 20px; border-radius: 999px; font: inherit; font-weight: 600; cursor: pointer;';
const PRIMARY = `${ACTION_STYLE} border: 0; background: #0b7a3e; color: #fff;`;
const SECONDARY = `${ACTION_STYLE} border: 2px solid #0b7a3e; background: #fff; color: #0b7a3e;`;

function render(root: HTMLElement): void {
  document.documentElement.lang = lang;
  root.style.cssText = 'font-family: system-ui, sans-serif; padding: 2rem; text-align: center';
  const main = document.createElement('main');
  const actions = element(
    'div',
    '',
    'display: flex; flex-wrap: wrap; gap: 12px; justify-content: center',
  );
  const alert = element('p', '', 'color: #b3261e');
  alert.setAttribute('role', 'alert');
  main.append(
    element('h1', messages.app.admin_name),
    element('p', messages.app.coming_soon),
    actions,
    alert,
  );
  if (read<AuthTokens>(STORAGE_KEYS.authTokens)) {
    const player = element('button', text('navigation_modes.PLAYER_MODE'), PRIMARY);
    player.type = 'button';
    player.addEventListener('click', () => playerMode(alert));
    const logout = element('button', text('actions.logout'), SECONDARY);
    logout.type = 'button';
    logout.addEventListener('click', () => signOut());
    actions.append(player, logout);
  } else {
    const login = element(
      'a',
      text('actions.login'),
      `${PRIMARY} display: inline-flex; align-items: center; text-decoration: none;`,
    );
    login.href = '/auth/login';
    actions.append(login);
  }
  root.append(main);
}

const root = document.getElementById('root');
if (root) render(root);
