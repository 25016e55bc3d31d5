import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, header, json, jwt } from '../test/helpers';
import { createClient } from './api';
import { moneyAction } from './money-action';
import { outcomeUnknown } from './money-outcome';
import { storage } from './storage';

const NOW = Date.UTC(2026, 0, 1);
const CONVERT = { number_of_units: 1, pack_type: 'single', action: 'convert' };

/** A money action over a fetch that answers each call in turn. */
function setUp(...answers: (() => Response | Promise<Response>)[]) {
  const fetch = fakeFetch({ '/api/me/my-credits/': () => (answers.shift() ?? ok)() });
  const client = createClient({ fetch, now: () => NOW, onSessionExpired: () => {} });
  let serial = 0;
  const send = moneyAction(client, () => {
    serial += 1;
    return `key-${serial}`;
  });
  const keys = () => fetch.mock.calls.map((call) => header(call[1], 'idempotency-key'));
  return { send: () => send('PUT', '/api/me/my-credits/', CONVERT), keys };
}
const ok = () => json(200, { status_message: 'OK', transaction: { id: 1 } });
const offline = () => Promise.reject(new TypeError('Failed to fetch'));

beforeEach(() => {
  localStorage.clear();
  storage.setTokens({ access: jwt(60, NOW), refresh: 'r1' });
});

describe('money actions', () => {
  it('send a retry of an action whose outcome is unknown with the same key', async () => {
    const { send, keys } = setUp(
      offline,
      () => json(500, { status_message: 'FAIL' }),
      () => json(409, { status_message: 'IN_PROGRESS' }),
      ok,
    );
    for (let i = 0; i < 3; i += 1) await expect(send()).rejects.toBeTruthy();
    await send();
    expect(keys()).toEqual(['key-1', 'key-1', 'key-1', 'key-1']);
  });

  it('send a double tap with the same key', async () => {
    const { send, keys } = setUp(ok, ok);
    await Promise.all([send(), send()]);
    expect(keys()).toEqual(['key-1', 'key-1']);
  });

  it('send a new action, once the server answered the last one, with a new key', async () => {
    const { send, keys } = setUp(ok, () => json(400, { status_message: 'INSUFFICIENT' }), ok);
    await send();
    await expect(send()).rejects.toMatchObject({ status: 400 });
    await send();
    expect(keys()).toEqual(['key-1', 'key-2', 'key-3']);
  });

  it('send another action with a key of its own, even while the last one is unknown', async () => {
    const fetch = fakeFetch({ '/api/me/my-credits/': offline, '/api/me/my-gains/cashout/om/': ok });
    const client = createClient({ fetch, now: () => NOW, onSessionExpired: () => {} });
    const send = moneyAction(client);
    await expect(send('PUT', '/api/me/my-credits/', CONVERT)).rejects.toBeTruthy();
    await expect(
      send('PUT', '/api/me/my-credits/', { ...CONVERT, number_of_units: 2 }),
    ).rejects.toBeTruthy();
    await send('POST', '/api/me/my-gains/cashout/om/', { phone_number: '690000001' });
    const keys = fetch.mock.calls.map((call) => header(call[1], 'idempotency-key'));
    expect(new Set(keys).size).toBe(3);
    expect(keys.every((key) => /^[0-9a-f-]{32,36}$/.test(key ?? ''))).toBe(true);
  });

  describe('while the phone says it is offline', () => {
    const goOffline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    afterEach(() => vi.restoreAllMocks());

    it('refuse a new action unsent, its outcome known: nothing is sent later', async () => {
      const { send, keys } = setUp(ok);
      goOffline();
      const refused = await send().catch((error: unknown) => error);
      expect(refused).toMatchObject({ status: -1, body: { status_message: 'OFFLINE' } });
      expect(outcomeUnknown(refused)).toBe(false);
      expect(keys()).toEqual([]);
      vi.restoreAllMocks();
      await send();
      expect(keys()).toEqual(['key-1']);
    });

    it('still send again, under its key, an action whose outcome is unknown', async () => {
      const { send, keys } = setUp(offline, ok);
      await expect(send()).rejects.toMatchObject({ status: 0 });
      goOffline();
      await send();
      expect(keys()).toEqual(['key-1', 'key-1']);
    });
  });
});
