import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, newPlayer } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/app';
import { newManager } from './helpers/managers';

const MANAGEMENT = '/api/admin/super/managers-management/';

describe('managers management', () => {
  let t: TestApp;
  let boss: Awaited<ReturnType<typeof newManager>>;
  let games: Awaited<ReturnType<typeof newManager>>;
  let payments: Awaited<ReturnType<typeof newManager>>;

  beforeAll(async () => {
    t = await buildTestApp();
    boss = await newManager(t.app, 'boss@example.cm', 'supermanager');
    games = await newManager(t.app, 'games@example.cm', 'gamesmanager');
    payments = await newManager(t.app, 'payments@example.cm', 'paymentsmanager');
  });
  afterAll(() => t.close());

  const inject = (
    method: 'GET' | 'PUT' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => t.app.inject({ method, url, headers, ...(payload && { payload }) });

  const auditRows = (entityId: number) =>
    t.app.db
      .selectFrom('audit_entries')
      .selectAll()
      .where('area', '=', 'managers')
      .where('entity_id', '=', entityId)
      .orderBy('id')
      .execute();

  async function userId(email: string) {
    const row = await t.app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it('passes the super area primary check for a super manager only', async () => {
    expect((await inject('GET', '/api/admin/super/primary-check/', boss.headers)).statusCode).toBe(
      200,
    );
    expect((await inject('GET', '/api/admin/super/primary-check/', games.headers)).statusCode).toBe(
      403,
    );
  });

  it('lists every manager flagged admin with their function flags, super managers first', async () => {
    const res = await inject('GET', `${MANAGEMENT}?spec=*`, boss.headers);
    expect(res.statusCode).toBe(200);
    const { managers } = res.json();
    expect(managers.map((m: { id: number }) => m.id)).toEqual([boss.id, games.id, payments.id]);
    expect(managers[0]).toEqual({
      id: boss.id,
      first_name: 'supermanager',
      last_name: 'Manager',
      email_phone_number: 'boss@example.cm',
      is_supermanager: true,
      is_gamesmanager: false,
      is_paymentsmanager: false,
    });
    expect(managers[2]).toMatchObject({ is_paymentsmanager: true, is_supermanager: false });
  });

  it('looks up a player by e-mail or phone, and answers ALREADY_ADMIN for an admin', async () => {
    await newPlayer(t.app, 'future@example.cm');
    const found = await inject(
      'GET',
      '/api/admin/super/get-user-details/?email_phone=Future%40Example.cm',
      boss.headers,
    );
    expect(found.statusCode).toBe(200);
    expect(found.json().user_details).toMatchObject({
      id: await userId('future@example.cm'),
      email_phone_number: 'future@example.cm',
      is_admin: false,
    });

    await newPlayer(t.app, '+237 677 12 34 56');
    const byPhone = await inject(
      'GET',
      `/api/admin/super/get-user-details/?email_phone=${encodeURIComponent('677.12.34.56')}`,
      boss.headers,
    );
    expect(byPhone.statusCode).toBe(200);
    expect(byPhone.json().user_details.email_phone_number).toBe('677123456');

    const admin = await inject(
      'GET',
      '/api/admin/super/get-user-details/?email_phone=games%40example.cm',
      boss.headers,
    );
    expect(admin.statusCode).toBe(400);
    expect(admin.json().status_message).toBe('ALREADY_ADMIN');

    const unknown = await inject(
      'GET',
      '/api/admin/super/get-user-details/?email_phone=nobody%40example.cm',
      boss.headers,
    );
    expect(unknown.statusCode).toBe(404);

    const junk = await inject(
      'GET',
      '/api/admin/super/get-user-details/?email_phone=not-a-contact',
      boss.headers,
    );
    expect(junk.statusCode).toBe(400);
    expect(junk.json()).toEqual({
      status_message: 'BAD',
      errors: { email_phone: 'validation.email_phone_invalid' },
    });
  });

  it('adds a manager who may use the area at once, and records who did it', async () => {
    const { access } = await newPlayer(t.app, 'newcomer@example.cm');
    const id = await userId('newcomer@example.cm');
    const check = () => inject('GET', '/api/admin/games/primary-check/', bearer(access));
    const superCheck = () => inject('GET', '/api/admin/super/primary-check/', bearer(access));
    expect((await superCheck()).statusCode).toBe(403);

    const res = await inject('PUT', `${MANAGEMENT}?user_id=${id}`, boss.headers, {
      management_function: 'gamesmanager',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().manager).toMatchObject({ id, is_gamesmanager: true, is_supermanager: false });
    // The same token, the next request: the guard reads the role each time.
    expect((await superCheck()).statusCode).toBe(403);
    const gamesCheck = await check();
    expect([200, 404]).toContain(gamesCheck.statusCode);
    expect(gamesCheck.statusCode).not.toBe(403);

    const promoted = await inject('PUT', `${MANAGEMENT}?user_id=${id}`, boss.headers, {
      management_function: 'supermanager',
    });
    expect(promoted.json().manager).toMatchObject({ is_supermanager: true });
    expect((await superCheck()).statusCode).toBe(200);

    const rows = await auditRows(id);
    expect(rows.map((row) => [row.manager_id, row.action])).toEqual([
      [boss.id, 'create'],
      [boss.id, 'update'],
    ]);
    expect(rows[0]?.before).toBeNull();
    expect(JSON.parse(rows[1]?.before ?? 'null')).toMatchObject({ is_gamesmanager: true });
    expect(JSON.parse(rows[1]?.after ?? 'null')).toMatchObject({ is_supermanager: true });

    const removed = await inject('DELETE', `${MANAGEMENT}?user_id=${id}`, boss.headers);
    expect(removed.statusCode).toBe(200);
    expect((await superCheck()).statusCode).toBe(403);
    // Back to being a player: the account and its token still work.
    const details = await inject('GET', '/api/me/details/', bearer(access));
    expect(details.statusCode).toBe(200);
    expect(details.json().details.manager_details).toBe(null);
    expect((await auditRows(id)).at(-1)).toMatchObject({ action: 'delete', after: null });
  });

  it('refuses a function other than supermanager or gamesmanager, changing nothing', async () => {
    const { id } = await newManager(t.app, 'steady@example.cm', 'gamesmanager');
    for (const body of [
      { management_function: 'paymentsmanager' },
      { management_function: '' },
      {},
      { management_function: ['supermanager'] },
    ]) {
      const res = await inject('PUT', `${MANAGEMENT}?user_id=${id}`, boss.headers, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors.management_function).toBeTruthy();
    }
    const paymentsChange = await inject(
      'PUT',
      `${MANAGEMENT}?user_id=${payments.id}`,
      boss.headers,
      {
        management_function: 'supermanager',
      },
    );
    expect(paymentsChange.statusCode).toBe(400);
    expect(await auditRows(id)).toEqual([]);
    expect(await auditRows(payments.id)).toEqual([]);
  });

  it('refuses unknown users and bad ids with 4xx', async () => {
    const unknown = await inject('PUT', `${MANAGEMENT}?user_id=999999`, boss.headers, {
      management_function: 'gamesmanager',
    });
    expect(unknown.statusCode).toBe(404);
    for (const query of ['user_id=abc', 'user_id=0', 'user_id=-1', '', 'user_id=1e99']) {
      const res = await inject('DELETE', `${MANAGEMENT}?${query}`, boss.headers);
      expect(res.statusCode, query).toBe(400);
    }
    const notManager = await inject(
      'DELETE',
      `${MANAGEMENT}?user_id=${await userId('future@example.cm')}`,
      boss.headers,
    );
    expect(notManager.statusCode).toBe(404);
    expect(notManager.json().status_message).toBe('NOT_A_MANAGER');
  });

  it('never lets a manager change or remove their own function, nor the last super manager go', async () => {
    const self = await inject('DELETE', `${MANAGEMENT}?user_id=${boss.id}`, boss.headers);
    expect(self.statusCode).toBe(409);
    expect(self.json().errors.user_id).toBe('validation.manager_self');
    const selfChange = await inject('PUT', `${MANAGEMENT}?user_id=${boss.id}`, boss.headers, {
      management_function: 'gamesmanager',
    });
    expect(selfChange.statusCode).toBe(409);

    // A second super manager; each tries to remove the other at the same time.
    const second = await newManager(t.app, 'second@example.cm', 'supermanager');
    const [a, b] = await Promise.all([
      inject('DELETE', `${MANAGEMENT}?user_id=${second.id}`, boss.headers),
      inject('DELETE', `${MANAGEMENT}?user_id=${boss.id}`, second.headers),
    ]);
    const statuses = [a.statusCode, b.statusCode].sort();
    // One removal wins; the other is refused, by the rule or by the guard once its caller is gone.
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const supers = await t.app.db
      .selectFrom('managers')
      .select('user_id')
      .where('role', '=', 'supermanager')
      .where('is_admin', '=', 1)
      .execute();
    expect(supers).toHaveLength(1);
  });
});
