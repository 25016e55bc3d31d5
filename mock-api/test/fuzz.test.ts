import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, newPlayer } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/app';
import { type FilePart, formData } from './helpers/form-data';
import {
  answerProblem,
  changedTables,
  databaseDigest,
  FAKE_UPLOADS,
  jsonText,
  junkValue,
  MALFORMED_JSON,
  type OpenApi,
  type Operation,
  type Parameter,
  type Schema,
  TRAVERSALS,
  urlEncoded,
  WRONG_CONTENT_TYPES,
} from './helpers/fuzz';
import { newManager } from './helpers/managers';

/*
 * Every operation of the OpenAPI document the server serves, called with
 * junk made by fast-check: a parameter or a body field of a wrong type, huge,
 * not finite, with NUL, right-to-left marks, emoji or lone surrogates, a
 * traversal; a required field missing; a body that is no JSON or of a wrong
 * content type; fake, oversized and bomb uploads where the API takes a
 * picture. No answer is a 5xx or shows the inside (stack, SQL, file path),
 * every 4xx carries status_message, and a refused call changes no row of
 * the database.
 *
 * The short run (a fixed seed, FUZZ_RUNS cases per operation, 3 by default)
 * is part of the API suite on both databases; the reliability suite runs it
 * long (tests/reliability/fuzz.mjs: FUZZ_RUNS=200). FUZZ_SEED replays a run.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 3);
const SEED = Number(process.env.FUZZ_SEED ?? 23);

/*
 * Tables a refused call writes by design: the counters of the rate limits
 * (a refused code check or sign-up counts against its sender), and the
 * answers kept under an Idempotency-Key (a call sent again with its key gets
 * the same refusal). Neither holds money, accounts, orders or content.
 */
const WRITTEN_WHEN_REFUSED = new Set<string>(['rate_limit_counters', 'idempotency_keys']);

type Caller = 'visitor' | 'player' | 'supermanager' | 'gamesmanager' | 'paymentsmanager';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface Call {
  caller: Caller;
  method: Method;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** what the case is, for the report of a failure */
  label: string;
}

/** The roles of x-roles as the managers' functions. */
const ROLE_CALLERS: Record<string, Caller> = {
  super: 'supermanager',
  games: 'gamesmanager',
  payments: 'paymentsmanager',
};

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

function plausibleBody(schema: Schema): Record<string, unknown> {
  const required = new Set(schema.required ?? []);
  return Object.fromEntries(
    Object.entries(schema.properties ?? {})
      .filter(([name]) => required.has(name))
      .map(([name, property]) => [name, plausible(property)]),
  );
}

/** Multipart text fields the forms' rules take, where "a" would stop the form before its files. */
const GOOD_FORM_TEXT: Record<string, string> = {
  code: 'fuzzcode',
  label_en: 'Fuzzing',
  label_fr: 'Fuzzing',
  cover_description_en: 'Fuzzing',
  cover_description_fr: 'Fuzzing',
  type: 'plays',
  code_en: 'fuzz',
  code_fr: 'fuzz',
  title_en: 'Fuzzing title',
  title_fr: 'Titre fuzzing',
  description_en: 'Fuzzing',
  description_fr: 'Fuzzing',
  weight: '1',
  color: 'gold',
  threshold: '5',
  indexes: '[1]',
  questions_answers: '[]',
  link: '',
};

function textText(value: unknown): string {
  return typeof value === 'string' ? value : jsonText(value);
}

/** The URL with parameters filled (plausible, or one set to `junk`), and the header parameters. */
function urlAndHeaders(
  path: string,
  parameters: readonly Parameter[],
  junk?: { name: string; value: unknown; raw: boolean },
) {
  let url = path;
  const query: string[] = [];
  const headers: Record<string, string> = {};
  for (const parameter of parameters) {
    const isJunk = junk?.name === parameter.name;
    const value = isJunk ? junk.value : plausible(parameter.schema);
    if (parameter.in === 'path') {
      const text = textText(value);
      url = url.replace(
        `{${parameter.name}}`,
        isJunk && junk.raw && /^[\x21-\x7e]*$/.test(text) ? text : urlEncoded(text),
      );
    } else if (parameter.in === 'query' && (parameter.required || isJunk)) {
      for (const item of [value].flat())
        query.push(`${parameter.name}=${urlEncoded(textText(item))}`);
    } else if (parameter.in === 'header') {
      const text = isJunk ? textText(value) : randomUUID();
      // A header holds visible ASCII only: anything else is sent encoded.
      headers[parameter.name] = /^[\x20-\x7e]*$/.test(text) ? text : urlEncoded(text);
    }
  }
  return { url: query.length > 0 ? `${url}?${query.join('&')}` : url, headers };
}

/** Callers for an operation: its roles when it has some, else a visitor or a player. */
function callersOf(path: string, operation: Operation): Caller[] {
  const roles = (operation['x-roles'] ?? []).map((role) => ROLE_CALLERS[role]);
  if (roles.length > 0) return [...new Set(roles.filter((role): role is Caller => !!role))];
  return path.startsWith('/api/admin/') ? ['supermanager'] : ['player', 'visitor'];
}

/** The fuzz cases of one operation, as an arbitrary of calls. */
function callsOf(path: string, method: Method, operation: Operation): fc.Arbitrary<Call> {
  const parameters = operation.parameters ?? [];
  const content = operation.requestBody?.content ?? {};
  const jsonSchema = content['application/json']?.schema;
  const formSchema = content['multipart/form-data']?.schema;
  const caller = fc.constantFrom(...callersOf(path, operation));
  const kinds: fc.Arbitrary<Call>[] = [];

  const plain = (label: string, extra: Partial<Call> = {}) =>
    caller.map((who) => {
      const { url, headers } = urlAndHeaders(path, parameters);
      return { caller: who, method, url, headers, label, ...extra } as Call;
    });

  if (parameters.length > 0) {
    kinds.push(
      fc
        .record({
          who: caller,
          parameter: fc.constantFrom(...parameters),
          value: fc.oneof(junkValue, fc.constantFrom(...TRAVERSALS)),
          raw: fc.boolean(),
        })
        .map(({ who, parameter, value, raw }) => {
          const { url, headers } = urlAndHeaders(path, parameters, {
            name: parameter.name,
            value,
            raw,
          });
          const body = jsonSchema ? jsonText(plausibleBody(jsonSchema)) : undefined;
          return {
            caller: who,
            method,
            url,
            headers: body ? { ...headers, 'content-type': 'application/json' } : headers,
            payload: body,
            label: `${parameter.in} ${parameter.name} junk`,
          };
        }),
    );
  }

  if (jsonSchema) {
    const body = plausibleBody(jsonSchema);
    const fields = Object.keys(jsonSchema.properties ?? {});
    const required = jsonSchema.required ?? [];
    const json = (payload: string, label: string, type = 'application/json') =>
      caller.map((who) => {
        const { url, headers } = urlAndHeaders(path, parameters);
        return {
          caller: who,
          method,
          url,
          headers: { ...headers, 'content-type': type },
          payload,
          label,
        } as Call;
      });
    if (fields.length > 0)
      kinds.push(
        fc
          .tuple(fc.constantFrom(...fields), junkValue)
          .chain(([field, junk]) =>
            json(jsonText({ ...body, [field]: junk }), `body ${field} junk`),
          ),
      );
    if (required.length > 0)
      kinds.push(
        fc.constantFrom(...required).chain((field) => {
          const { [field]: _gone, ...rest } = body;
          return json(jsonText(rest), `body ${field} missing`);
        }),
      );
    kinds.push(fc.constantFrom(...MALFORMED_JSON).chain((text) => json(text, 'malformed JSON')));
    kinds.push(
      fc
        .constantFrom(...WRONG_CONTENT_TYPES)
        .chain((type) => json(jsonText(body), `content type ${type}`, type)),
    );
  }

  if (formSchema) {
    const properties = Object.entries(formSchema.properties ?? {});
    const files = properties.filter(([, p]) => p.contentMediaType).map(([name]) => name);
    const texts = properties.filter(([, p]) => !p.contentMediaType);
    const goodTexts = Object.fromEntries(
      texts.map(([name, p]) => [name, GOOD_FORM_TEXT[name] ?? textText(plausible(p))]),
    );
    const form = (parts: Record<string, string | FilePart>, label: string) =>
      caller.map((who): FormCase => ({ who, parts, label }));
    if (files.length > 0)
      kinds.push(
        fc
          .tuple(
            fc.constantFrom(...files),
            fc.constantFrom(...(Object.keys(FAKE_UPLOADS) as (keyof typeof FAKE_UPLOADS)[])),
          )
          .chain(([field, upload]) =>
            form({ ...goodTexts, [field]: FAKE_UPLOADS[upload] }, `${field}: ${upload}`),
          )
          .map((c) => multipartCall(path, parameters, method, c)),
      );
    if (texts.length > 0)
      kinds.push(
        fc
          .tuple(fc.constantFrom(...texts.map(([name]) => name)), junkValue)
          .chain(([field, junk]) =>
            form({ ...goodTexts, [field]: textText(junk) }, `form ${field} junk`),
          )
          .map((c) => multipartCall(path, parameters, method, c)),
      );
  }

  // An operation without parameters or body: called with a junk body of a wrong type.
  if (kinds.length === 0) {
    kinds.push(
      fc
        .constantFrom(...MALFORMED_JSON)
        .chain((payload) =>
          plain('junk body', { payload, headers: { 'content-type': 'application/json' } }),
        ),
    );
  }
  return fc.oneof(...kinds);
}

interface FormCase {
  who: Caller;
  parts: Record<string, string | FilePart>;
  label: string;
}

/** A multipart call, its body encoded when it is sent (FormData is asynchronous). */
function multipartCall(
  path: string,
  parameters: readonly Parameter[],
  method: Method,
  form: FormCase,
): Call & { form: FormCase['parts'] } {
  const { url, headers } = urlAndHeaders(path, parameters);
  return { caller: form.who, method, url, headers, label: form.label, form: form.parts };
}

describe('fuzzing of every OpenAPI operation', () => {
  let t: TestApp;
  let spec: OpenApi;
  let tables: string[];
  const callers = {} as Record<Caller, Record<string, string>>;
  /*
   * The signed-in callers' refresh tokens: a long run outlives an access
   * token (15 minutes), so the callers renew theirs as a client would.
   */
  const refreshes = new Map<Caller, string>();
  let renewedAt = Date.now();
  const tally = { operations: 0, cases: 0, refused: 0, accepted: 0, serverErrors: 0 };

  beforeAll(async () => {
    t = await buildTestApp({ seed: true });
    callers.visitor = {};
    const player = await newPlayer(t.app, 'fuzz.player@example.cm');
    callers.player = bearer(player.access);
    refreshes.set('player', player.refresh);
    for (const role of ['supermanager', 'gamesmanager', 'paymentsmanager'] as const) {
      const manager = await newManager(t.app, `fuzz.${role}@example.cm`, role);
      callers[role] = manager.headers;
      refreshes.set(role, manager.refresh);
    }
    renewedAt = Date.now();
    spec = (await t.app.inject({ url: '/api/docs/json' })).json() as OpenApi;
    const all = await t.app.db.introspection.getTables();
    tables = all
      .filter((table) => !t.database.pgSchema || table.schema === t.database.pgSchema)
      .map((table) => table.name)
      .filter((name) => !name.startsWith('kysely_') && !WRITTEN_WHEN_REFUSED.has(name));
  }, 120_000);
  afterAll(async () => {
    console.log(
      `fuzz figures: ${tally.operations} operations, ${tally.cases} cases (${tally.refused} refused, ${tally.accepted} accepted), ${tally.serverErrors} 5xx, seed ${SEED}, ${RUNS} runs per operation`,
    );
    await t?.close();
  });

  const db = () => t.app.db as unknown as Kysely<unknown>;
  let lastDigest: Record<string, string> | undefined;

  /** Sends one call; answers its status and what is wrong with it, or null. */
  async function send(
    call: Call & { form?: FormCase['parts'] },
  ): Promise<{ status: number; problem: string | null }> {
    let headers = { ...callers[call.caller], ...call.headers };
    let payload = call.payload;
    if (call.form) {
      const body = await formData(call.form);
      headers = { ...headers, ...body.headers };
      payload = body.payload;
    }
    const before = lastDigest ?? (await databaseDigest(db(), tables));
    let res: LightMyRequestResponse;
    try {
      res = await t.app.inject({ method: call.method, url: call.url, headers, payload });
    } catch (error) {
      return { status: 0, problem: `the request could not be sent: ${String(error)}` };
    }
    tally.cases += 1;
    if (res.statusCode >= 500) tally.serverErrors += 1;
    // The state after this call is the state before the next: one digest a call.
    lastDigest = await databaseDigest(db(), tables);
    const status = res.statusCode;
    const problem = answerProblem(res, apiPath(call.url));
    if (problem) return { status, problem };
    if (status < 400) {
      tally.accepted += 1;
      return { status, problem: null };
    }
    tally.refused += 1;
    const changed = changedTables(before, lastDigest);
    return {
      status,
      problem: changed.length > 0 ? `refused ${status} but wrote ${changed.join(', ')}` : null,
    };
  }

  /** Renews the callers' tokens when the last renewal is 10 minutes old (access tokens last 15). */
  async function renewCallers() {
    if (Date.now() - renewedAt < 10 * 60_000) return;
    for (const [caller, refresh] of refreshes) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/token/refresh/',
        payload: { refresh },
      });
      expect(res.statusCode, `${caller} renews its tokens`).toBe(200);
      const tokens = res.json() as { access: string; refresh: string };
      callers[caller] = { ...callers[caller], ...bearer(tokens.access) };
      refreshes.set(caller, tokens.refresh);
    }
    renewedAt = Date.now();
    // The renewal wrote the sessions: the next call reads the state anew.
    lastDigest = undefined;
  }

  /** Whether a URL, its dots resolved as a client would, still names an API route. */
  const apiPath = (url: string) => new URL(url, 'http://localhost').pathname.startsWith('/api/');

  const describeCall = (call: Call) =>
    `${call.caller} ${call.method} ${call.url.slice(0, 120)} [${call.label}] ${String(call.payload ?? '').slice(0, 120)}`;

  it(
    'answers junk in every operation without a 5xx or a leak, and a refusal changes nothing',
    async () => {
      const failures: string[] = [];
      for (const [path, operations] of Object.entries(spec.paths)) {
        // Development routes (the clock) are not served in production; logging out ends the callers' session.
        if (path.startsWith('/api/dev/') || path.endsWith('/logout/')) continue;
        for (const [method, operation] of Object.entries(operations)) {
          const verb = method.toUpperCase() as Method;
          tally.operations += 1;
          await renewCallers();
          const result = await fc.check(
            fc.asyncProperty(callsOf(path, verb, operation), async (call) => {
              const { problem } = await send(call);
              if (problem) throw new Error(`${describeCall(call)} -> ${problem}`);
            }),
            { seed: SEED + tally.operations, numRuns: RUNS, endOnFailure: true },
          );
          if (result.failed)
            failures.push(
              `${verb} ${path}: ${(result.errorInstance as Error | undefined)?.message ?? String(result.counterexample)} (seed ${result.seed}, path ${result.counterexamplePath})`,
            );
        }
      }
      expect(failures).toEqual([]);
      expect(tally.operations).toBeGreaterThan(100);
      // Still signed in: no case ended the callers' sessions.
      expect((await t.app.inject({ url: '/api/me/', headers: callers.player })).statusCode).toBe(
        200,
      );
    },
    Math.max(600_000, RUNS * 30_000),
  );

  it('refuses every fake upload on every picture field, and keeps nothing', async () => {
    const failures: string[] = [];
    let fields = 0;
    for (const [path, operations] of Object.entries(spec.paths))
      for (const [method, operation] of Object.entries(operations)) {
        const formSchema = operation.requestBody?.content?.['multipart/form-data']?.schema;
        const properties = Object.entries(formSchema?.properties ?? {});
        const texts = Object.fromEntries(
          properties
            .filter(([, p]) => !p.contentMediaType)
            .map(([name, p]) => [name, GOOD_FORM_TEXT[name] ?? textText(plausible(p))]),
        );
        for (const [field, property] of properties) {
          if (!property.contentMediaType || field === 'file') continue;
          fields += 1;
          await renewCallers();
          for (const [upload, file] of Object.entries(FAKE_UPLOADS)) {
            const who = callersOf(path, operation)[0] as Caller;
            const call = multipartCall(
              path,
              operation.parameters ?? [],
              method.toUpperCase() as Method,
              {
                who,
                parts: { ...texts, [field]: file },
                label: `${field}: ${upload}`,
              },
            );
            if (path === '/api/me/') call.url = '/api/me/?index=profile_picture';
            const { problem, status } = await send(call);
            const wrong = problem ?? (status < 400 ? `accepted ${status}` : null);
            if (wrong) failures.push(`${describeCall(call)} -> ${wrong}`);
          }
        }
      }
    expect(failures).toEqual([]);
    // The player's profile picture and the back office's media: covers, images, icons, illustrations.
    expect(fields).toBeGreaterThanOrEqual(6);
  }, 600_000);
});
