// The authorization matrix: every operation of the running server's OpenAPI
// document called as a visitor, a player, each kind of manager (the seed's
// demo accounts), following the role guards (plugins/auth.ts requireRole,
// shown as each operation's x-roles): whoever a route does not admit is
// refused, 401 without a token and 403 with one. Then one player's
// resources are asked for by another (refused, unchanged), and the sockets
// are opened with no token, an expired one, a foreign one, a refresh token,
// and from a foreign page (Origin): all refused.
//   node tests/reliability/matrix.mjs [--db=postgres]
import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import WebSocket from 'ws';
import {
  client,
  freshDatabase,
  idOf,
  signIn,
  signUpPlayer,
  sleep,
  startServer,
  tally,
} from './lib.mjs';

const t = tally('authorization matrix');
const db = await freshDatabase();
const secret = randomBytes(48).toString('base64url');
const server = await startServer(db, { env: { JWT_SECRET: secret } });

/** Who gets through each guard (as mock-api/test/roles.test.ts). */
const ADMITS = {
  player: ['player', 'other'],
  manager: ['super', 'games', 'payments'],
  super: ['super'],
  games: ['games', 'super'],
  payments: ['payments', 'super'],
};
const CALLERS = ['visitor', 'player', 'other', 'games', 'payments', 'super'];
/** Calls that would end the caller's own login or lock its money: checked refused only. */
const SELF_ENDING = [
  'POST /api/me/logout/',
  'DELETE /api/me/',
  'DELETE /api/me/delete/',
  'POST /api/me/responsible-play/self-exclusion/',
  'PUT /api/me/responsible-play/limits/',
];

/** A value that passes an OpenAPI schema's plain rules, so a refused call reaches the guard. */
function sample(schema) {
  if (!schema) return undefined;
  if (schema.enum) return schema.enum[0];
  if (schema.const !== undefined) return schema.const;
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice) return sample(choice.find((s) => s.type !== 'null') ?? choice[0]);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map(sample));
  const type = Array.isArray(schema.type) ? schema.type.find((x) => x !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((name) => [name, sample(schema.properties?.[name])]),
      );
    case 'array':
      return [];
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return false;
    default:
      if (schema.pattern) {
        const fits = ['1', 'me', 'om', 'en', '690000001'].find((value) =>
          new RegExp(schema.pattern).test(value),
        );
        if (fits) return fits;
      }
      return schema.format === 'email' ? 'someone@example.cm' : 'x'.repeat(schema.minLength ?? 1);
  }
}

/** Bodies whose rules go beyond the schema (the forms' own validation): valid ones. */
const VALID_BODIES = {
  'PUT /api/me/my-credits/': { number_of_units: 1, pack_type: 'single', action: 'convert' },
  'POST /api/me/my-gains/cashout/{method}/': { phone_number: '690000001' },
  'PUT /api/me/payment-info/': { method: 'om', phone_number: '690000001' },
};

function requestOf(path, method, operation) {
  let url = path;
  const query = new URLSearchParams();
  for (const parameter of operation.parameters ?? []) {
    const value = String(sample(parameter.schema) ?? 1);
    if (parameter.in === 'path') url = url.replace(`{${parameter.name}}`, value);
    else if (parameter.in === 'query' && parameter.required) query.set(parameter.name, value);
  }
  url = url.replace(/\{[^}]+\}/g, '1');
  const body =
    VALID_BODIES[`${method.toUpperCase()} ${path}`] ??
    sample(operation.requestBody?.content?.['application/json']?.schema);
  return { method: method.toUpperCase(), url: `${url}${query.size ? `?${query}` : ''}`, body };
}

/** Opens a socket and reports whether the server refused it, and how. */
function probeSocket(path, headers = {}) {
  return new Promise((resolve) => {
    const socket = new WebSocket(`${server.url.replace('http', 'ws')}${path}`, { headers });
    let settled = false;
    const end = (result) => {
      if (settled) return;
      settled = true;
      resolve(result);
      socket.terminate();
    };
    const messages = [];
    socket.on('message', (raw) => messages.push(JSON.parse(String(raw))));
    socket.once('unexpected-response', (_request, response) =>
      end({ status: response.statusCode, messages }),
    );
    socket.once('open', () => setTimeout(() => end({ status: 101, open: true, messages }), 1500));
    socket.once('close', (code) => end({ status: 101, closeCode: code, messages }));
    socket.once('error', () => {});
  });
}

try {
  const callers = {
    visitor: client(server),
    player: await signIn(server, 'player@quiz.cm', 'player-demo-2026'),
    other: await signIn(server, 'aicha@quiz.cm', 'friend-demo-2026'),
    games: await signIn(server, 'games@quiz.cm', 'games-demo-2026'),
    payments: await signIn(server, 'payments@quiz.cm', 'payments-demo-2026'),
    super: await signIn(server, 'super@quiz.cm', 'super-demo-2026'),
  };
  const document = (await callers.visitor.get('/api/docs/json')).json;
  const operations = Object.entries(document.paths)
    .filter(([path]) => !path.startsWith('/api/dev/'))
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        name: `${method.toUpperCase()} ${path}`,
        // [{}, {bearer}] is a token taken when given (the answer is personalised).
        secured:
          (operation.security ?? []).length > 0 &&
          operation.security.every((scheme) => Object.keys(scheme).length > 0),
        roles: operation['x-roles'] ?? null,
        // Signed by a provider (a webhook's signature header): no caller here holds its key.
        signed: (operation.security ?? []).some((scheme) => 'notchSignature' in scheme),
        ...requestOf(path, method, operation),
      })),
    );
  t.figure('operations in the OpenAPI document', operations.length);
  let calls = 0;
  const wrong = [];
  for (const op of operations) {
    const admitted = op.signed
      ? new Set()
      : op.roles
        ? new Set(op.roles.flatMap((role) => ADMITS[role] ?? []))
        : new Set(op.secured ? CALLERS.filter((c) => c !== 'visitor') : CALLERS);
    for (const who of CALLERS) {
      const allowed = admitted.has(who);
      if (allowed && SELF_ENDING.includes(op.name)) continue;
      // Refused callers carry a plausible body, so nothing but the guard stops them;
      // admitted ones none, so they change nothing (as mock-api/test/admin-roles.test.ts).
      const url = allowed && op.method !== 'GET' ? op.url.split('?')[0] : op.url;
      const body = allowed || op.method === 'GET' ? undefined : (op.body ?? {});
      const answer = await callers[who].call(op.method, url, body);
      calls += 1;
      const refusal = who === 'visitor' || op.signed ? 401 : 403;
      const expected = allowed ? 'past the guard' : String(refusal);
      // Past a role guard nothing answers 401 or 403 for who calls; past a plain
      // sign-in, 403 is the route's own rule (a score seen only by who played).
      const ok = allowed
        ? answer.status < 500 && answer.status !== 401 && !(op.roles && answer.status === 403)
        : answer.status === refusal;
      if (!ok) {
        wrong.push(
          `${who} ${op.method} ${url}: ${answer.status} ${answer.text.slice(0, 120)} (expected ${expected})`,
        );
      }
    }
  }
  t.figure('calls', calls);
  const guarded = operations.filter((op) => op.roles);
  t.figure(
    'operations with a role guard / signed in only / signed by a provider / public',
    `${guarded.length} / ${operations.filter((op) => op.secured && !op.roles && !op.signed).length} / ${operations.filter((op) => op.signed).length} / ${operations.filter((op) => !op.secured).length}`,
  );
  t.check(
    'every /api/admin/ operation has a manager role guard',
    operations
      .filter((op) => op.name.includes(' /api/admin/'))
      .every((op) => op.roles?.length && !op.roles.includes('player')),
  );
  t.check(
    'every operation refuses whoever it does not admit (401 visitor, 403 signed in), and lets the others past its guard without a 5xx',
    wrong.length === 0,
    `${wrong.length} wrong:\n       ${wrong.join('\n       ')}`,
  );

  // One player's resources asked for by another.
  const owner = callers.player;
  const other = callers.other;
  const stranger = await signUpPlayer(server, 'stranger');
  const friends = await owner.get('/api/me/my-friends/all/');
  const boris = friends.json.list.find((f) => /boris/i.test(JSON.stringify(f)));
  const purchase = await owner.put('/api/me/my-credits/', {
    number_of_units: 10,
    pack_type: 'basic',
    action: 'buy',
    payment_infos: { method: 'om', phone_number: '690000001' },
  });
  const cashout = await owner.post('/api/me/my-gains/cashout/om/', { phone_number: '690000001' });
  const asked = await owner.post('/api/me/my-credits/request/sender/init/', {
    receiver: boris.id,
    number_of_units: 1,
  });
  const friendRequest = await owner.post(
    `/api/me/my-friends/request/${await idOf(stranger)}/send/`,
  );
  const games = (await callers.visitor.get('/api/games/get/latest/1/50/')).json.list;
  const started = await owner.post('/api/games/challenge/start/', {
    number_of_energies: 1,
    game_id: games.at(-1).id,
    friends: [boris.id],
  });
  const [invitation] = await db.query(
    'select id from challenge_invitations where challenge_id = ?',
    [started.json?.challenge_id ?? 0],
  );
  const txId = purchase.json?.transaction?.id;
  const cashoutId = cashout.json?.transaction?.id;
  const requestId = asked.json?.request?.id;
  const friendRequestId = friendRequest.json?.request?.id;
  t.check(
    "the owner's resources exist (purchase, cash-out, credit request, friend request, invitation)",
    [txId, cashoutId, requestId, friendRequestId, invitation?.id].every(Boolean),
    JSON.stringify([txId, cashoutId, requestId, friendRequestId, invitation]),
  );
  const before = (await other.get('/api/me/my-credits/')).json.number_of_credits;
  const foreign = [
    ['GET', `/api/buy-credits/om/${txId}/state/`],
    ['GET', `/api/me/my-gains/cashout/om/${cashoutId}/state/`],
    ['GET', `/api/me/receipts/purchases/${txId}/`],
    ['GET', `/api/me/receipts/cashouts/${cashoutId}/`],
    ['DELETE', `/api/me/my-credits/request/sender/cancel/${requestId}/`],
    ['PUT', `/api/me/my-credits/request/receiver/accept/${requestId}/`, { number_of_units: 1 }],
    ['DELETE', `/api/me/my-credits/request/receiver/decline/${requestId}/`],
    ['GET', `/api/me/my-friends/request/${friendRequestId}/accept/`],
    ['DELETE', `/api/me/my-friends/request/${friendRequestId}/decline/`],
    ['DELETE', `/api/me/my-friends/request/${friendRequestId}/cancel/`],
    ['DELETE', `/api/games/challenge/invitation/${invitation?.id}/decline/`],
  ];
  const leaks = [];
  for (const [method, url, body] of foreign) {
    const answer = await other.call(method, url, body);
    if (answer.status < 400 || answer.status >= 500)
      leaks.push(`${method} ${url}: ${answer.status}`);
  }
  t.figure("calls on another player's resources", foreign.length);
  t.check(
    "another player's purchase, cash-out, receipts, requests and invitation are refused (4xx)",
    leaks.length === 0,
    leaks.join('; '),
  );
  const [request] = await db.query('select status from credit_requests where id = ?', [requestId]);
  const [friendship] = await db.query('select * from friend_requests where id = ?', [
    friendRequestId,
  ]);
  const [stillInvited] = await db.query(
    'select count(*) as n from challenge_invitations where id = ?',
    [invitation?.id ?? 0],
  );
  const after = (await other.get('/api/me/my-credits/')).json.number_of_credits;
  t.check(
    'and nothing changed: the request still pending, the friend request and invitation there, no credits moved',
    request?.status === 'PENDING' &&
      friendship !== undefined &&
      Number(stillInvited.n) === 1 &&
      after === before,
    JSON.stringify({ request, friendship, stillInvited, before, after }),
  );

  // Tokens that must not open a socket (nor an HTTP call).
  const access = owner.tokens.access;
  const claims = JSON.parse(Buffer.from(access.split('.')[1], 'base64url').toString());
  const signed = (key, exp) =>
    new SignJWT({ typ: 'access', sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.sub)
      .setIssuedAt(exp - 3600)
      .setExpirationTime(exp)
      .sign(new TextEncoder().encode(key));
  const now = Math.floor(Date.now() / 1000);
  const tokens = {
    missing: '',
    expired: await signed(secret, now - 60),
    foreign: await signed(randomBytes(48).toString('base64url'), now + 3600),
    refresh: owner.tokens.refresh,
  };
  const game = games[0].id;
  const sockets = {
    play: (token) => `/ws/play-game/?token=${token}&game_id=${game}&type=solo`,
    news: (token) => `/ws/news/?token=${token}`,
    'buy-credits': (token) => `/ws/buy-credits/?token=${token}`,
    cashout: (token) => `/ws/cashout/?token=${token}`,
  };
  const refusedSocket = (probe) =>
    probe.status === 401 ||
    probe.status === 403 ||
    probe.closeCode === 4401 ||
    probe.messages.some((m) => m.status_message === 'NOT_AUTHENTICATED');
  const badSockets = [];
  let socketProbes = 0;
  for (const [name, path] of Object.entries(sockets)) {
    for (const [kind, token] of Object.entries(tokens)) {
      const probe = await probeSocket(path(token));
      socketProbes += 1;
      if (!refusedSocket(probe))
        badSockets.push(`${name} with a ${kind} token: ${JSON.stringify(probe)}`);
      const http = await client(server, { token }).get('/api/me/');
      if (http.status !== 401) badSockets.push(`GET /api/me/ with a ${kind} token: ${http.status}`);
    }
    const page = await probeSocket(path(access), {
      origin: 'https://evil.example.com',
    });
    socketProbes += 1;
    if (page.status !== 403)
      badSockets.push(`${name} from a foreign page: ${JSON.stringify(page)}`);
  }
  // The control: the same token, from no page, is let in.
  const control = await probeSocket(sockets.news(access));
  t.check('a valid token opens the news socket (the control)', control.open === true);
  t.figure('socket openings refused or not', socketProbes);
  t.check(
    'sockets refuse missing, expired, foreign and refresh tokens and foreign pages; HTTP refuses those tokens',
    badSockets.length === 0,
    badSockets.join('\n       '),
  );
  await sleep(100);
  t.check('the server stops cleanly', (await server.stop({ keepData: true })) === 0);
} catch (error) {
  t.check('authorization matrix', false, String(error?.stack ?? error));
  await server.kill();
} finally {
  await db.drop();
}
t.done();
