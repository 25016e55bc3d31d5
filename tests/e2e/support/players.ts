import { expect, type Page } from '@playwright/test';
import { lastCode } from './fixtures';

export interface NewPlayer {
  id: number;
  phone: string;
  password: string;
  access: string;
  tokens: { access: string; refresh: string };
}

let registered = 0;

/**
 * A player registered by phone through the API (with the welcome credits, the gift
 * already seen) and named: the journeys that need a fresh player start here.
 */
export async function registerPlayer(
  page: Page,
  options: { name: string; language?: 'en' | 'fr' },
): Promise<NewPlayer> {
  registered += 1;
  const phone = `67${String(Date.now() + registered).slice(-7)}`;
  const password = 'Limbe-Beach-2026';
  const language = options.language ?? 'en';
  const signup = await page.request.post('/api/signup/', {
    data: {
      username: phone,
      password,
      gender: 'male',
      language,
      country: 1,
      birthday: { day: 8, month: 2, year: 1996 },
    },
  });
  expect(signup.status()).toBe(201);
  const verified = await page.request.post(`/api/signup/verification/?username=${phone}`, {
    data: { code: await lastCode(page, phone) },
  });
  expect(verified.status()).toBe(200);
  const { authTokens: tokens } = (await verified.json()) as {
    authTokens: { access: string; refresh: string };
  };
  const named = await page.request.put('/api/me/?field=profile&index=player_name', {
    headers: { authorization: `Bearer ${tokens.access}` },
    data: { player_name: options.name },
  });
  expect(named.status()).toBe(200);
  // The welcome gift is told on the first visit: seen already, so the journeys start clean.
  await page.request.put('/api/me/?field=profile&index=free_credits', {
    headers: { authorization: `Bearer ${tokens.access}` },
  });
  const me = await page.request.get('/api/me/', {
    headers: { authorization: `Bearer ${tokens.access}` },
  });
  const { id } = (await me.json()) as { id: number };
  return { id, phone, password, access: tokens.access, tokens };
}

/** A fresh player (registerPlayer), signed in on the page's site. */
export async function newPlayer(
  page: Page,
  options: { name: string; language?: 'en' | 'fr' },
): Promise<NewPlayer> {
  const player = await registerPlayer(page, options);
  const { tokens } = player;
  await page.goto('/explore');
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key as string, value as string),
    ['authTokens', JSON.stringify(tokens)],
  );
  await page.reload();
  return player;
}

/** Makes two players friends through the API: a request sent, then accepted. */
export async function makeFriends(page: Page, one: NewPlayer, other: NewPlayer) {
  const sent = await page.request.post(`/api/me/my-friends/request/${other.id}/send/`, {
    headers: { authorization: `Bearer ${one.access}` },
  });
  expect(sent.ok()).toBe(true);
  const requests = await page.request.get('/api/me/my-friends/requests/list/1/', {
    headers: { authorization: `Bearer ${other.access}` },
  });
  const { list } = (await requests.json()) as { list: { id: number }[] };
  const accepted = await page.request.get(`/api/me/my-friends/request/${list[0]?.id}/accept/`, {
    headers: { authorization: `Bearer ${other.access}` },
  });
  expect(accepted.ok()).toBe(true);
}

/** A game of the catalogue that nobody in this test played, newest first. */
export async function someGameId(page: Page, skip = 0): Promise<number> {
  const answer = await page.request.get(`/api/games/get/latest/1/20/`);
  const { list } = (await answer.json()) as { list: { id: number }[] };
  const game = list[skip];
  if (!game) throw new Error('no game in the catalogue');
  return game.id;
}
