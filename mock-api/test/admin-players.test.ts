import { api } from '@quiz/shared/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, newPlayer } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/app';
import { giveGains, makeFriends, userId, wallet } from './helpers/games';
import { type ManagerClient, managerClient, newManager } from './helpers/managers';

/*
 * Player support: payments and super managers find a player as the player
 * describes themselves and read their account; a super manager blocks it for
 * fraud, which stops buying and staking but never touches the player's money.
 */

const PLAYERS = '/api/admin/players/';
const FAST = { SANDBOX_DELAY_MS: '40', SANDBOX_PENDING_MS: '400', PAYMENT_POLL_MS: '600000' };

describe('player support', () => {
  let t: TestApp;
  let cashier: ManagerClient;
  let boss: ManagerClient;
  let bossId: number;
  let awa: { id: number; access: string };
  let friend: number;

  beforeAll(async () => {
    t = await buildTestApp({ env: FAST });
    cashier = managerClient(
      t.app,
      (await newManager(t.app, 'cashier@example.cm', 'paymentsmanager')).headers,
    );
    const superManager = await newManager(t.app, 'boss@example.cm', 'supermanager');
    boss = managerClient(t.app, superManager.headers);
    bossId = superManager.id;
    const { access } = await newPlayer(t.app, 'awa.ngo@example.cm');
    awa = { id: await userId(t.app, 'awa.ngo@example.cm'), access };
    await t.app.db
      .updateTable('users')
      .set({
        player_name: 'Éloïse',
        search_name: 'eloise',
        first_name: 'Awa',
        last_name: 'Ngo',
        phone_number: '677112233',
      })
      .where('id', '=', awa.id)
      .execute();
    await newPlayer(t.app, 'jean@example.cm');
    friend = await userId(t.app, 'jean@example.cm');
    await makeFriends(t.app, awa.id, friend);
    await giveGains(t.app, awa.id, 2000);
  });
  afterAll(() => t.close());

  const rest = (url: string, params: Record<string, unknown>) =>
    `${url}?${new URLSearchParams(
      Object.entries(params).map(([k, v]): [string, string] => [k, JSON.stringify(v)]),
    )}`;

  async function found(q: string, who = cashier) {
    const res = await who.json('GET', rest(PLAYERS, { filter: { q } }));
    expect(res.statusCode, res.body).toBe(200);
    return res.json().map((p: { id: number }) => p.id);
  }

  it('finds a player by name, phone in any written form, e-mail or id; never a manager', async () => {
    for (const q of [
      'eloise',
      'ÉLOÏSE',
      'awa ngo',
      'Ngo',
      'AWA.NGO@',
      '+237 677 11 22 33',
      '(237)677.11.22.33',
      String(awa.id),
      `#${awa.id}`,
    ]) {
      expect(await found(q), q).toEqual([awa.id]);
    }
    expect(await found('cashier@example.cm')).toEqual([]);
    expect(await found('nobody at all')).toEqual([]);
    const bad = await cashier.json('GET', rest(PLAYERS, { filter: { name: 'x' } }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ filter: 'validation.value_invalid' });
  });

  it('reads the account: balances, friends, limits and self-exclusion, failed logins', async () => {
    const res = await cashier.json('GET', `${PLAYERS}${awa.id}/`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: awa.id,
      player_name: 'Éloïse',
      gains: 2000,
      friends: 1,
      plays: 0,
      challenges: 0,
      is_blocked: false,
      block: null,
      self_exclusion: null,
      failed_logins: 0,
      login_locked: false,
    });
    expect(res.json().limits).toHaveLength(6);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/token/',
      payload: { username: 'awa.ngo@example.cm', password: 'not-the-password-1' },
    });
    expect(wrong.statusCode).toBeGreaterThanOrEqual(400);
    expect((await cashier.json('GET', `${PLAYERS}${awa.id}/`)).json().failed_logins).toBe(1);
    expect((await cashier.json('GET', `${PLAYERS}999999/`)).statusCode).toBe(404);
  });

  it('lists every ledger movement with its kind, amount, balance after and cause', async () => {
    const res = await cashier.json(
      'GET',
      rest(`${PLAYERS}${awa.id}/ledger/`, { filter: { account: 'gains' } }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-range']).toBe('ledger 0-0/1');
    expect(res.json()[0]).toMatchObject({
      account: 'gains',
      amount: 2000,
      balance_after: 2000,
      kind: 'seed_grant',
    });
    const plays = await cashier.json('GET', `${PLAYERS}${awa.id}/plays/`);
    expect(plays.statusCode).toBe(200);
    expect(plays.json()).toEqual([]);
  });

  it('lets only a super manager block, with a reason from the list; payments managers read only', async () => {
    const refused = await cashier.json('PUT', `${PLAYERS}${awa.id}/block/`, { reason: 'cheating' });
    expect(refused.statusCode).toBe(403);
    const bad = await boss.json('PUT', `${PLAYERS}${awa.id}/block/`, { reason: 'boredom' });
    expect(bad.statusCode).toBe(400);
    const blank = await boss.json('PUT', `${PLAYERS}${awa.id}/block/`, {});
    expect(blank.statusCode).toBe(400);
    expect((await cashier.json('GET', `${PLAYERS}${awa.id}/`)).json().is_blocked).toBe(false);
  });

  it('blocks for fraud: audited, the player told why in both languages, buying stops, cashing out does not', async () => {
    const before = await wallet(t.app, awa.id);
    const res = await boss.json('PUT', `${PLAYERS}${awa.id}/block/`, {
      reason: 'payment_fraud',
      note: 'Two chargebacks from the same number',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      is_blocked: true,
      block: {
        reason: 'payment_fraud',
        note: 'Two chargebacks from the same number',
        manager: { id: bossId },
      },
    });
    expect(await wallet(t.app, awa.id)).toEqual(before);
    expect(await found('eloise')).toEqual([awa.id]);
    const blocked = await cashier.json('GET', rest(PLAYERS, { filter: { blocked: true } }));
    expect(blocked.json().map((p: { id: number }) => p.id)).toEqual([awa.id]);

    const audit = await t.app.db
      .selectFrom('audit_entries')
      .selectAll()
      .where('area', '=', 'players')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ manager_id: bossId, action: 'block', entity_id: awa.id });
    expect(JSON.parse(audit[0]?.before ?? '{}')).toMatchObject({ is_blocked: false, block: null });
    expect(JSON.parse(audit[0]?.after ?? '{}')).toMatchObject({
      is_blocked: true,
      block: { reason: 'payment_fraud' },
    });

    const notice = await t.app.db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', awa.id)
      .where('kind', '=', 'account_blocked')
      .executeTakeFirstOrThrow();
    expect(notice.message_fr).toContain('des paiements faits avec lui ont été contestés');
    expect(notice.message_fr).toContain('vous pouvez toujours les retirer');
    expect(notice.message_en).toContain('payments made with it were disputed');

    const player = bearer(awa.access);
    const buy = await t.app.inject({
      method: 'PUT',
      url: api.credits.mine(),
      headers: player,
      payload: {
        number_of_units: 10,
        pack_type: 'basic_pack',
        action: 'buy',
        payment_infos: { method: 'om', phone_number: '690000001' },
      },
    });
    expect(buy.statusCode).toBe(403);
    expect(buy.json().status_message).toBe('ACCOUNT_BLOCKED');
    const convert = await t.app.inject({
      method: 'PUT',
      url: api.credits.mine(),
      headers: player,
      payload: { number_of_units: 10, pack_type: 'basic', action: 'convert' },
    });
    expect(convert.statusCode).toBe(403);
    expect(await wallet(t.app, awa.id)).toEqual(before);

    // Their money stays theirs: the cash-out starts and holds the gains it pays.
    const cashout = await t.app.inject({
      method: 'POST',
      url: api.gains.cashout('om'),
      headers: player,
      payload: { phone_number: '690000001' },
    });
    expect(cashout.statusCode, cashout.body).toBe(200);
    expect((await wallet(t.app, awa.id)).gains).toBe(0);
  });

  it('unblocks: audited, the player told, buying open again', async () => {
    const res = await boss.json('DELETE', `${PLAYERS}${awa.id}/block/`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ is_blocked: false, block: null });
    const actions = await t.app.db
      .selectFrom('audit_entries')
      .select('action')
      .where('area', '=', 'players')
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual(['block', 'unblock']);
    const told = await t.app.db
      .selectFrom('notifications')
      .select('title_fr')
      .where('user_id', '=', awa.id)
      .where('kind', '=', 'account_unblocked')
      .execute();
    expect(told).toEqual([{ title_fr: 'Compte débloqué' }]);
    const buy = await t.app.inject({
      method: 'PUT',
      url: api.credits.mine(),
      headers: bearer(awa.access),
      payload: {
        number_of_units: 10,
        pack_type: 'basic_pack',
        action: 'buy',
        payment_infos: { method: 'om', phone_number: '690000001' },
      },
    });
    expect(buy.statusCode, buy.body).toBe(200);
    // A second unblock changes nothing and records nothing.
    expect((await boss.json('DELETE', `${PLAYERS}${awa.id}/block/`)).statusCode).toBe(200);
    const entries = await t.app.db
      .selectFrom('audit_entries')
      .select('id')
      .where('area', '=', 'players')
      .execute();
    expect(entries).toHaveLength(2);
  });
});
