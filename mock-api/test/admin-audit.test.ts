import { businessDay } from '@quiz/shared/format';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPlayer } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/app';
import { newManager } from './helpers/managers';

const AUDIT = '/api/admin/super/audit/';
const MANAGEMENT = '/api/admin/super/managers-management/';

describe('the audit trail', () => {
  let t: TestApp;
  let boss: Awaited<ReturnType<typeof newManager>>;
  let deputy: Awaited<ReturnType<typeof newManager>>;
  const promoted: number[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    boss = await newManager(t.app, 'boss@example.cm', 'supermanager');
    deputy = await newManager(t.app, 'deputy@example.cm', 'supermanager');
    // Writes by two managers: three by the boss, one by the deputy.
    for (const email of ['a@example.cm', 'b@example.cm', 'c@example.cm']) {
      await newPlayer(t.app, email);
      const { id } = await t.app.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      promoted.push(id);
      const res = await t.app.inject({
        method: 'PUT',
        url: `${MANAGEMENT}?user_id=${id}`,
        headers: boss.headers,
        payload: { management_function: 'gamesmanager' },
      });
      expect(res.statusCode).toBe(200);
    }
    const res = await t.app.inject({
      method: 'DELETE',
      url: `${MANAGEMENT}?user_id=${promoted[0]}`,
      headers: deputy.headers,
    });
    expect(res.statusCode).toBe(200);
  });
  afterAll(() => t.close());

  const read = (query: Record<string, unknown>) =>
    t.app.inject({
      method: 'GET',
      url: AUDIT,
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)])),
      headers: boss.headers,
    });

  it('lists every admin write, newest first, with who made it and the record before and after', async () => {
    const res = await read({});
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-range']).toBe('audit 0-3/4');
    const entries = res.json();
    expect(entries.map((e: { action: string }) => e.action)).toEqual([
      'delete',
      'create',
      'create',
      'create',
    ]);
    expect(entries[0]).toMatchObject({
      manager: { id: deputy.id, email_phone_number: 'deputy@example.cm' },
      area: 'managers',
      entity_id: promoted[0],
      before: { id: promoted[0], is_gamesmanager: true },
      after: null,
    });
    expect(entries[3]).toMatchObject({
      manager: { id: boss.id },
      before: null,
      after: { id: promoted[0], is_gamesmanager: true },
    });
    expect(Date.parse(entries[0].created_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('filters by manager, area and days, and pages with range and sort', async () => {
    const byDeputy = await read({ filter: { manager_id: deputy.id } });
    expect(byDeputy.json()).toHaveLength(1);
    expect(byDeputy.headers['content-range']).toBe('audit 0-0/1');

    expect((await read({ filter: { area: 'games' } })).json()).toEqual([]);
    expect((await read({ filter: { area: 'managers' } })).json()).toHaveLength(4);

    // Days are Douala's, an hour ahead of UTC.
    const today = businessDay(Date.now());
    expect((await read({ filter: { from: today, to: today } })).json()).toHaveLength(4);
    expect((await read({ filter: { to: '2020-01-01' } })).json()).toEqual([]);

    const page = await read({ range: [1, 2], sort: ['id', 'ASC'] });
    expect(page.headers['content-range']).toBe('audit 1-2/4');
    const ids = page.json().map((e: { entity_id: number }) => e.entity_id);
    expect(ids).toEqual([promoted[1], promoted[2]]);
  });

  it('filters by action', async () => {
    const removed = await read({ filter: { action: 'delete' } });
    expect(removed.json().map((e: { entity_id: number }) => e.entity_id)).toEqual([promoted[0]]);
    expect((await read({ filter: { action: 'renew' } })).json()).toEqual([]);
  });

  it('exports the trail in words: Cameroon time, the manager, the record and each change with its label', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${AUDIT}export/?${new URLSearchParams({ filter: JSON.stringify({ area: 'managers' }), lang: 'fr' })}`,
      headers: boss.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [headings = '', ...lines] = res.rawPayload
      .subarray(3)
      .toString('utf8')
      .trim()
      .split('\n');
    expect(headings).toBe(
      'Date (heure du Cameroun);Gestionnaire;Domaine;Action;Élément;Modifications',
    );
    expect(lines).toHaveLength(4);
    const [removal = '', ...creations] = lines;
    expect(removal).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2};supermanager Manager;Gestionnaires;Suppression;/,
    );
    expect(creations[0]).toContain(';Création;');
    // The whole record on a creation, field by field, with French labels.
    expect(creations[0]).toContain('Gestionnaire de jeux\u00a0: — → Oui');
    const english = await t.app.inject({
      method: 'GET',
      url: `${AUDIT}export/?lang=en`,
      headers: boss.headers,
    });
    expect(english.rawPayload.toString('utf8')).toContain(
      'Date (Cameroon time);Manager;Area;Action;Record;Changes',
    );
    expect(english.rawPayload.toString('utf8')).toContain(';Managers;Removed;');
    const bad = await t.app.inject({
      method: 'GET',
      url: `${AUDIT}export/?filter=${encodeURIComponent('{"area":"all"}')}`,
      headers: boss.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ filter: 'validation.value_invalid' });
  });

  it('refuses a bad filter, range or sort with the parameter named', async () => {
    for (const [query, field] of [
      [{ filter: { area: 'everything' } }, 'filter'],
      [{ filter: { manager_id: 'me' } }, 'filter'],
      [{ filter: { drop: 1 } }, 'filter'],
      [{ range: [5, 1] }, 'range'],
      [{ range: [0, 100_000] }, 'range'],
      [{ range: 'all' }, 'range'],
      [{ sort: ['before', 'ASC'] }, 'sort'],
      [{ sort: ['id', 'sideways'] }, 'sort'],
    ] as const) {
      const res = await read(query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().errors, JSON.stringify(query)).toEqual({
        [field]: 'validation.value_invalid',
      });
    }
    const notJson = await t.app.inject({
      method: 'GET',
      url: `${AUDIT}?filter=%7Bnot-json`,
      headers: boss.headers,
    });
    expect(notJson.statusCode).toBe(400);
  });

  it('is append-only: the database refuses to change or remove an entry', async () => {
    await expect(
      sql`update audit_entries set action = 'nothing'`.execute(t.app.db),
    ).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_entries`.execute(t.app.db)).rejects.toThrow(/append-only/);
    expect((await read({})).headers['content-range']).toBe('audit 0-3/4');
  });
});
