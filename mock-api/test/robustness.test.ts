import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, newPlayer } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/app';

/*
 * No input may cause a 500: every API route, called by a visitor and by a
 * signed-in player, with junk in each path parameter, the query and the body.
 */
const junkSegments = [
  'abc',
  '-1',
  '0',
  '99999999999999999999',
  '%F0%9F%92%A5',
  'x'.repeat(300),
  '1.5',
  '%00',
];
const junkBodies: unknown[] = [
  null,
  [],
  'text',
  42,
  { a: { b: [1, { c: null }] } },
  { number_of_energies: 'many', friends: 'all', code: [], password: {} },
];
const junkQueries = [
  '',
  '?page=-3&size=abc&indexes=x&indexes=&step=%00',
  `?index=${'z'.repeat(500)}`,
  '?username=%27%20OR%201%3D1--',
];

describe('robustness', () => {
  let t: TestApp;
  let access: string;
  beforeAll(async () => {
    t = await buildTestApp({ seed: true });
    ({ access } = await newPlayer(t.app, 'fuzz@example.cm'));
  });
  afterAll(() => t.close());

  it('answers junk on every route without a server error', async () => {
    const routes = t.app.apiRoutes.filter(
      (route) => !route.includes('/api/me/delete/') && !route.endsWith('/logout/'),
    );
    expect(routes.length).toBeGreaterThan(40);
    const failures: string[] = [];
    for (const route of routes) {
      const [method = 'GET', path = '/'] = route.split(' ');
      for (const segment of junkSegments) {
        const url = path.replace(/:\w+/g, segment);
        for (const query of junkQueries) {
          for (const body of method === 'GET' || method === 'DELETE' ? [undefined] : junkBodies) {
            for (const headers of [{}, bearer(access)]) {
              const res = await t.app.inject({
                method: method as 'GET',
                url: `${url}${query}`,
                headers: {
                  ...headers,
                  ...(body === undefined ? {} : { 'content-type': 'application/json' }),
                },
                ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
              });
              if (res.statusCode >= 500)
                failures.push(
                  `${method} ${url}${query} ${JSON.stringify(body)} -> ${res.statusCode}`,
                );
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 240_000);
});
