import { api } from '@quiz/shared/paths';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, newPlayer } from './helpers/accounts';
import { newPartner } from './helpers/ads';
import { buildTestApp, type TestApp } from './helpers/app';
import { formData } from './helpers/form-data';
import { makeFriends, userId } from './helpers/games';
import { managerClient, newManager } from './helpers/managers';

/*
 * No input may cause a server error, and junk changes nothing: numbers out of
 * range or not finite, loose types (1.5 for an id, true for an amount, a list
 * for one value) and control characters in texts are refused with 400, the
 * spec's status_message and the field named.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What an answer must never be: a 5xx, a 4xx without status_message, a leak of the inside. */
function answerProblem(res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 500) return `${res.statusCode} ${res.body.slice(0, 200)}`;
  if (/\n\s+at \S|SQLITE_|syntax error|SELECT .* FROM|INSERT INTO|node_modules/.test(res.body))
    return `leak: ${res.body.slice(0, 200)}`;
  const type = String(res.headers['content-type'] ?? '');
  if (res.statusCode >= 400 && type.includes('json') && !res.json()?.status_message)
    return `${res.statusCode} without status_message: ${res.body.slice(0, 200)}`;
  return null;
}

describe('junk input', () => {
  let t: TestApp;
  let player: Record<string, string>;
  let friendId: number;
  let friend: Record<string, string>;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp({ seed: true });
    player = bearer((await newPlayer(t.app, 'junk.player@example.cm')).access);
    friend = bearer((await newPlayer(t.app, 'junk.friend@example.cm')).access);
    friendId = await userId(t.app, 'junk.friend@example.cm');
    await makeFriends(t.app, await userId(t.app, 'junk.player@example.cm'), friendId);
    admin = (await newManager(t.app, 'junk.super@example.cm', 'supermanager')).headers;
  });
  afterAll(() => t.close());

  /** A JSON call; a string payload is sent as it is written (1e999 is no JSON.stringify output). */
  const call = (method: Method, url: string, headers: Record<string, string>, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: payload === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      ...(payload === undefined
        ? {}
        : { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
    });

  async function expectRefused(res: LightMyRequestResponse, field: string, status = 'BAD') {
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ status_message: status });
    expect(res.json().errors, res.body).toHaveProperty([field]);
  }

  const creditRequests = () => t.app.db.selectFrom('credit_requests').selectAll().execute();

  it('refuses a credit request of 1e999 units, as text or as a number, and stores nothing', async () => {
    const init = api.credits.requests.init();
    await expectRefused(
      await call('POST', init, player, { receiver: friendId, number_of_units: '1e999' }),
      'number_of_units',
    );
    await expectRefused(
      await call('POST', init, player, `{"receiver":${friendId},"number_of_units":1e999}`),
      'number_of_units',
    );
    for (const units of [true, [1, 2], '2', 1.5, 1001])
      await expectRefused(
        await call('POST', init, player, { receiver: friendId, number_of_units: units }),
        'number_of_units',
      );
    await expectRefused(
      await call('POST', init, player, {
        receiver: friendId,
        number_of_units: 2,
        message: 'a\u0000b',
      }),
      'message',
    );
    expect(await creditRequests()).toEqual([]);
    const list = await call('GET', api.credits.requests.received(1), friend);
    expect(list.statusCode, list.body).toBe(200);
  });

  it('refuses NUL in a search text, on every tab', async () => {
    for (const tab of ['quizzes', 'challenges', 'friends', 'results'])
      await expectRefused(await call('GET', `/api/search/${tab}/ab%00c/1/`, player), 'text');
  });

  it('refuses self-exclusion for 1e999 days, and excludes no one', async () => {
    const url = api.me.selfExclusion();
    await expectRefused(await call('POST', url, player, { days: '1e999' }), 'days');
    await expectRefused(await call('POST', url, player, '{"days":1e999}'), 'days');
    await expectRefused(await call('POST', url, player, { days: [30, 30] }), 'days');
    const state = await call('GET', api.me.responsiblePlay(), player);
    expect(state.json().self_exclusion ?? null, state.body).toBeNull();
  });

  it('refuses a challenge of 2147483648 energies or a list of them', async () => {
    for (const energies of [2147483648, [1, 2], '1e999'])
      await expectRefused(
        await call('POST', api.games.challengeStart(), player, {
          number_of_energies: energies,
          game_id: 1,
          friends: [friendId],
        }),
        'number_of_energies',
      );
  });

  it('refuses numeric text where the contract says integer, on bodies checked by form rules', async () => {
    const challenges = () => t.app.db.selectFrom('challenges').select('id').execute();
    const challengesBefore = await challenges();
    const stake = { number_of_energies: 1, game_id: 1, friends: [friendId] };
    const bodies = [
      [{ ...stake, number_of_energies: '1' }, 'number_of_energies'],
      [{ ...stake, game_id: '1' }, 'game_id'],
      [{ ...stake, friends: [String(friendId)] }, 'friends.0'],
    ] as const;
    for (const [body, field] of bodies) {
      const res = await call('POST', api.games.challengeStart(), player, body);
      await expectRefused(res, field);
      expect(res.json().errors[field]).toBe('validation.integer_invalid');
    }
    await expectRefused(
      await call('PUT', api.credits.mine(), player, {
        number_of_units: '2',
        pack_type: 'unit',
        action: 'convert',
      }),
      'number_of_units',
    );
    const registration = {
      username: 'numeric.text@example.cm',
      password: 'Ndole-et-plantain-7',
      gender: 'female',
      language: 'fr',
      country: 1,
      birthday: { day: 12, month: 3, year: 1995 },
    };
    const signup = (body: object) => call('POST', api.auth.signup(), {}, body);
    await expectRefused(
      await signup({ ...registration, country: '1' }),
      'country',
      'COUNTRY_ERROR',
    );
    const day = await signup({ ...registration, birthday: { day: '12', month: 3, year: 1995 } });
    expect(day.statusCode, day.body).toBe(400);
    expect(day.json().errors).toHaveProperty(['birthday.day']);
    const client = managerClient(t.app, admin);
    const partnerId = await newPartner(client);
    const subscription = await client.json('POST', api.admin.ads.subscriptions.create(partnerId), {
      amount: '1000',
      duration_days: 30,
      type: 1,
    });
    await expectRefused(subscription, 'amount', 'NOT_CREATED');
    // Nothing was stored: no challenge, no account, no subscription.
    expect(await challenges()).toEqual(challengesBefore);
    const users = t.app.db.selectFrom('users').select('id');
    expect(await users.where('email', '=', 'numeric.text@example.cm').execute()).toEqual([]);
    expect(
      await t.app.db
        .selectFrom('ad_subscriptions')
        .selectAll()
        .where('ad_partner_id', '=', partnerId)
        .execute(),
    ).toEqual([]);
  });

  it("refuses a junk dry_run on the games import with the spec's status_message", async () => {
    const res = await call('POST', '/api/admin/games/import/?dry_run=junk', admin);
    await expectRefused(res, 'dry_run');
    // A Kahoot quiz's language is French or English, nothing else.
    const language = await call('POST', '/api/admin/games/import/?language=de', admin);
    await expectRefused(language, 'language');
  });

  it('refuses NUL in a quote, and a quote id of 1.5, true or two values', async () => {
    const quote = {
      author: 'Mongo Beti',
      quote_en: 'Poor\u0000Christ',
      quote_fr: 'Le pauvre Christ',
    };
    await expectRefused(
      await call('POST', api.admin.super.quotes.create(), admin, quote),
      'quote_en',
      'NOT_CREATED',
    );
    const good = { ...quote, quote_en: 'The Poor Christ of Bomba' };
    for (const id of ['1.5', 'true', '1&quote_id=2', '1e999', '2147483648'])
      await expectRefused(
        await call('PUT', `/api/admin/super/quotes/?quote_id=${id}`, admin, good),
        'quote_id',
      );
    const stored = await t.app.db.selectFrom('quotes').select('quote_en').execute();
    expect(stored.map((row) => row.quote_en)).not.toContain(good.quote_en);
  });

  it('refuses an amount of true on an ad subscription', async () => {
    const client = managerClient(t.app, admin);
    const partnerId = await newPartner(client);
    const res = await client.json('POST', api.admin.ads.subscriptions.create(partnerId), {
      amount: true,
      duration_days: 30,
      type: 1,
    });
    await expectRefused(res, 'amount', 'NOT_CREATED');
  });

  it('refuses NUL in a text field of a multipart form', async () => {
    const body = await formData({
      code: 'junk',
      label_en: 'Junk\u0000',
      label_fr: 'Bric-à-brac',
      cover_description_en: 'Junk',
      cover_description_fr: 'Bric-à-brac',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/super/game-indexes-management/',
      headers: { ...admin, ...body.headers },
      payload: body.payload,
    });
    await expectRefused(res, 'label_en');
  });

  it('gives every number a client sends a maximum in the contract', async () => {
    const spec = (await t.app.inject({ url: '/api/docs/json' })).json() as OpenApi;
    const unbounded: string[] = [];
    for (const [path, operations] of Object.entries(spec.paths))
      for (const [method, operation] of Object.entries(operations)) {
        const parts: [string, Schema][] = (operation.parameters ?? []).map((p) => [
          p.name,
          p.schema,
        ]);
        for (const [type, content] of Object.entries(operation.requestBody?.content ?? {}))
          parts.push([type, content.schema]);
        for (const [name, schema] of parts)
          for (const where of numbersWithoutMaximum(schema, name))
            unbounded.push(`${method.toUpperCase()} ${path} ${where}`);
      }
    expect(unbounded).toEqual([]);
  });

  /*
   * Every operation of the OpenAPI document, each parameter and each field of
   * a JSON body in turn replaced by junk, the others left plausible.
   */
  it('answers junk in every parameter of every operation without a server error', async () => {
    const spec = (await t.app.inject({ url: '/api/docs/json' })).json() as OpenApi;
    const failures: string[] = [];
    let calls = 0;
    for (const [path, operations] of Object.entries(spec.paths)) {
      if (path.endsWith('/logout/') || path.startsWith('/api/me/delete/')) continue;
      const headers = path.startsWith('/api/admin/') ? admin : player;
      for (const [method, operation] of Object.entries(operations)) {
        const parameters = operation.parameters ?? [];
        const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
        const fields = Object.entries(bodySchema?.properties ?? {});
        const body = bodySchema ? plausibleBody(bodySchema) : undefined;
        const targets = [
          ...parameters.map((parameter) => ({ parameter, field: undefined })),
          ...fields.map(([field]) => ({ parameter: undefined, field })),
        ];
        for (const target of targets) {
          for (const junk of JUNK) {
            const url = urlOf(path, parameters, target.parameter?.name, junk);
            const payload = target.field ? withJunk(body ?? {}, target.field, junk) : body;
            const res = await call(method.toUpperCase() as Method, url, headers, payload);
            calls += 1;
            const problem = answerProblem(res);
            if (problem)
              failures.push(
                `${method.toUpperCase()} ${url.slice(0, 120)} ${String(payload).slice(0, 120)} -> ${problem}`,
              );
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(calls).toBeGreaterThan(1000);
    // Still signed in: the sweep reached the routes behind the sign-in to the end.
    expect((await call('GET', '/api/me/', player)).statusCode).toBe(200);
    expect((await call('GET', api.admin.super.quotes.list(1), admin)).statusCode).toBe(200);
  }, 120_000);
});

interface Schema {
  type?: string | string[];
  maximum?: number;
  items?: Schema;
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
}
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: Schema;
}
interface OpenApi {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema: Schema }> };
      }
    >
  >;
}

const HUGE = 'x'.repeat(100_000);
/** Junk for any parameter; 'raw:' marks a value written into the JSON text as it is. */
const JUNK: unknown[] = ['\u0000', 'raw:1e999', '1e999', 2147483648, -1, 1.5, true, [1, 2], HUGE];

/** A value the schema takes, or close to it: the first of an enum, the least number... */
function plausible(schema: Schema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf?.[0]) return plausible(schema.anyOf[0]);
  const type = [schema.type ?? 'string'].flat()[0];
  if (type === 'integer' || type === 'number') return schema.minimum ?? 1;
  if (type === 'boolean') return true;
  if (type === 'array') return [];
  if (type === 'object') return plausibleBody(schema);
  return 'a';
}

/** Where a schema takes an integer or a number without a maximum. */
function numbersWithoutMaximum(schema: Schema, where: string): string[] {
  const types = [schema.type ?? []].flat();
  const own =
    (types.includes('integer') || types.includes('number')) &&
    schema.maximum === undefined &&
    schema.enum === undefined &&
    schema.const === undefined
      ? [where]
      : [];
  const children: [string, Schema][] = [
    ...Object.entries(schema.properties ?? {}).map(([name, child]): [string, Schema] => [
      `${where}.${name}`,
      child,
    ]),
    ...(schema.items ? [[`${where}[]`, schema.items] as [string, Schema]] : []),
    ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].map(
      (child): [string, Schema] => [where, child],
    ),
  ];
  return [...own, ...children.flatMap(([path, child]) => numbersWithoutMaximum(child, path))];
}

function plausibleBody(schema: Schema): Record<string, unknown> {
  const required = new Set(schema.required ?? []);
  return Object.fromEntries(
    Object.entries(schema.properties ?? {})
      .filter(([name]) => required.has(name))
      .map(([name, property]) => [name, plausible(property)]),
  );
}

/** The JSON text of the body with one field set to the junk. */
function withJunk(body: Record<string, unknown>, field: string, junk: unknown): string {
  if (junk === 'raw:1e999')
    return JSON.stringify({ ...body, [field]: '@' }).replace('"@"', '1e999');
  return JSON.stringify({ ...body, [field]: junk });
}

/** The path with its parameters filled and its query, one of them junk. */
function urlOf(path: string, parameters: Parameter[], junkName: string | undefined, junk: unknown) {
  const text = (value: unknown) => (value === 'raw:1e999' ? '1e999' : String(value));
  let url = path;
  const query: string[] = [];
  for (const parameter of parameters) {
    const value = parameter.name === junkName ? junk : plausible(parameter.schema);
    if (parameter.in === 'path') {
      url = url.replace(`{${parameter.name}}`, encodeURIComponent(text(value)));
    } else if (parameter.in === 'query' && (parameter.required || parameter.name === junkName)) {
      for (const item of [value].flat())
        query.push(`${parameter.name}=${encodeURIComponent(text(item))}`);
    }
  }
  return query.length > 0 ? `${url}?${query.join('&')}` : url;
}
