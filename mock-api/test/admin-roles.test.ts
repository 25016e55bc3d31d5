import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, newPlayer } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/app';
import { newManager } from './helpers/managers';

/*
 * Every admin route, for every kind of caller: the route list comes from the
 * API document (each operation shows its guard's roles as x-roles), so a new
 * admin route is walked here without being named, and one without a role
 * guard fails the test.
 */

type Who = 'visitor' | 'player' | 'super' | 'games' | 'payments' | 'not admin';
const CALLERS: Who[] = ['visitor', 'player', 'super', 'games', 'payments', 'not admin'];

/** Who each role admits (the rules of domain/accounts/roles.ts, written out). */
const ADMITS: Record<string, Who[]> = {
  player: ['player'],
  manager: ['super', 'games', 'payments'],
  super: ['super'],
  games: ['games', 'super'],
  payments: ['payments', 'super'],
};

/** The tables an admin write can touch; a refused call must leave every row as it was. */
const WATCHED = [
  'users',
  'managers',
  'games',
  'questions',
  'game_game_indexes',
  'game_indexes',
  'badge_types',
  'quotes',
  'ad_partners',
  'ad_subscriptions',
  'ads',
  'audit_entries',
  'media_objects',
  'settings',
  'statement_imports',
  'statement_lines',
  'reconciliation_marks',
  'credit_packs',
] as const;

interface Operation {
  method: string;
  url: string;
  roles: string[];
}

describe('admin routes, role by role', () => {
  let test: TestApp;
  const headers = new Map<Who, Record<string, string>>();
  let operations: Operation[] = [];

  beforeAll(async () => {
    test = await buildTestApp({ seed: true, env: { MEDIA_STORE: 'database' } });
    const { app } = test;
    headers.set('visitor', {});
    headers.set('player', bearer((await newPlayer(app, 'player@example.cm')).access));
    headers.set('super', (await newManager(app, 'super@example.cm', 'supermanager')).headers);
    headers.set('games', (await newManager(app, 'games@example.cm', 'gamesmanager')).headers);
    headers.set(
      'payments',
      (await newManager(app, 'payments@example.cm', 'paymentsmanager')).headers,
    );
    headers.set(
      'not admin',
      (await newManager(app, 'former@example.cm', 'supermanager', { isAdmin: false })).headers,
    );
    const document = app.swagger() as {
      paths: Record<string, Record<string, { 'x-roles'?: string[] }>>;
    };
    operations = Object.entries(document.paths)
      .filter(([url]) => url.startsWith('/api/admin/'))
      .flatMap(([url, methods]) =>
        Object.entries(methods).map(([method, operation]) => ({
          method: method.toUpperCase(),
          // Any id or page will do: the guard answers before the parameters are read.
          url: url.replace(/\{[^}]+\}/g, '1'),
          roles: operation['x-roles'] ?? [],
        })),
      );
  }, 120_000);
  afterAll(async () => {
    await test?.close();
  });

  async function snapshot(): Promise<string> {
    const hash = createHash('sha256');
    for (const table of WATCHED) {
      const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(
        test.app.db,
      );
      const sorted = rows.rows.map((row) => JSON.stringify(row)).sort();
      hash.update(`${table}:${sorted.join('\n')}\n`);
    }
    return hash.digest('hex');
  }

  const call = (operation: Operation, who: Who) =>
    test.app.inject({
      method: operation.method as 'GET',
      url: operation.url,
      headers: headers.get(who),
    });

  it('finds the admin routes, each with a role guard', () => {
    expect(operations.length).toBeGreaterThan(0);
    for (const operation of operations) {
      expect(operation.roles, `${operation.method} ${operation.url}`).not.toEqual([]);
      expect(
        operation.roles.every((role) => role in ADMITS && role !== 'player'),
        `${operation.method} ${operation.url}: ${operation.roles}`,
      ).toBe(true);
    }
  });

  it('refuses every caller a route does not admit, 401 without a token and 403 with one, changing nothing', async () => {
    const before = await snapshot();
    for (const operation of operations) {
      const admitted = new Set(operation.roles.flatMap((role) => ADMITS[role] ?? []));
      for (const who of CALLERS.filter((caller) => !admitted.has(caller))) {
        const res = await call(operation, who);
        const where = `${who}: ${operation.method} ${operation.url}`;
        expect(res.statusCode, where).toBe(who === 'visitor' ? 401 : 403);
        expect(res.json().status_message, where).toBe(
          who === 'visitor' ? 'NOT_AUTHENTICATED' : 'NOT_ALLOWED',
        );
      }
    }
    expect(await snapshot()).toBe(before);
  });

  it('lets every caller a route admits past its guard', async () => {
    for (const operation of operations) {
      const admitted = new Set(operation.roles.flatMap((role) => ADMITS[role] ?? []));
      for (const who of admitted) {
        const res = await call(operation, who);
        // Past the guard, the call may still be refused for what it carries, never for who sends it.
        expect([401, 403], `${who}: ${operation.method} ${operation.url}`).not.toContain(
          res.statusCode,
        );
        expect(res.statusCode, `${who}: ${operation.method} ${operation.url}`).toBeLessThan(500);
      }
    }
  });
});
