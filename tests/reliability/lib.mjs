// What the reliability suite's parts share: a database of their own (a
// SQLite folder, or a PostgreSQL database created and dropped), the built
// server started on it in development (sign-up codes in the outbox, a clock
// that moves, the sandbox provider), a small HTTP client, players signed up
// over HTTP, and the tally each part prints.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import WebSocket from 'ws';
import { adminUrl, onPostgresServer } from '../support/postgres.mjs';
import { startBuiltServer } from '../support/server.mjs';

export const args = {
  short: process.argv.includes('--short'),
  database: process.argv.find((arg) => arg.startsWith('--db='))?.slice(5) ?? 'sqlite',
};

/** `--name=value` from the command line, else the short or the long default. */
export function figure(name, short, long) {
  const given = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  return given ? Number(given.slice(name.length + 3)) : args.short ? short : long;
}

/**
 * A fresh database for one part: a SQLite file in its own folder, or a new
 * PostgreSQL database. `query` reads it while the server is stopped (or
 * running, on PostgreSQL); `drop` removes it.
 */
export async function freshDatabase(database = args.database) {
  const dataDir = mkdtempSync(join(tmpdir(), 'quiz-reliability-'));
  if (database !== 'postgres') {
    return {
      name: 'sqlite',
      dataDir,
      env: {},
      async query(text, params = []) {
        const file = new Database(join(dataDir, 'quiz.sqlite'), { readonly: true });
        try {
          return file.prepare(text).all(...params);
        } finally {
          file.close();
        }
      },
      ledgerCheckEnv: { DATA_DIR: dataDir, DATABASE_URL: '' },
      async drop() {
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = `quiz_reliability_${randomBytes(6).toString('hex')}`;
  await onPostgresServer(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  return {
    name: 'postgres',
    dataDir,
    env: { DATABASE_URL: databaseUrl },
    async query(text, params = []) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        // The same statements run on both: '?' placeholders become $1, $2...
        let n = 0;
        return (
          await client.query(
            text.replace(/\?/g, () => `$${++n}`),
            params,
          )
        ).rows;
      } finally {
        await client.end();
      }
    },
    ledgerCheckEnv: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
    async drop() {
      rmSync(dataDir, { recursive: true, force: true });
      await onPostgresServer(`drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * The built server in development on the part's database: the sandbox
 * settles quickly, the reconciler reads orders back often, and the address
 * of each simulated player is believed from X-Forwarded-For (only the
 * machine itself connects), so per-address limits see players, not the suite.
 */
export function startServer(db, { port, env = {} } = {}) {
  return startBuiltServer({
    dataDir: db.dataDir,
    ...(port ? { port } : {}),
    // The first start seeds the demo data, and restarts come under the run's own load:
    // a busy machine takes longer than a minute, which is not what the suite tests.
    startSeconds: 180,
    env: {
      NODE_ENV: 'development',
      SEED: 'true',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '127.0.0.1',
      SANDBOX_DELAY_MS: '50',
      SANDBOX_PENDING_MS: '800',
      PAYMENT_POLL_MS: '300',
      PLAY_SWEEP_MS: '200',
      ...db.env,
      ...env,
    },
  });
}

/** A tally of checks; `done` prints `N passed, N failed` and sets the exit code. */
export function tally(title) {
  let passed = 0;
  let failed = 0;
  const started = Date.now();
  console.log(`\n${title} on ${args.database}${args.short ? ' (short)' : ''}`);
  return {
    check(name, ok, detail = '') {
      if (ok) passed += 1;
      else failed += 1;
      console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${ok || !detail ? '' : `: ${detail}`}`);
      return ok;
    },
    figure(name, value) {
      console.log(`     ${name}: ${value}`);
    },
    done() {
      console.log(`     time: ${((Date.now() - started) / 1000).toFixed(1)} s`);
      console.log(`${passed} passed, ${failed} failed`);
      process.exitCode = failed === 0 ? 0 : 1;
    },
  };
}

/** The HTTP client of one caller: its token, its address, its retries. */
export function client(base, { token, address } = {}) {
  const call = async (method, path, body, headers = {}) => {
    const response = await fetch(`${base.url}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(address ? { 'x-forwarded-for': address } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: response.status, json, text };
  };
  return {
    call,
    get: (path, headers) => call('GET', path, undefined, headers),
    post: (path, body = {}, headers) => call('POST', path, body, headers),
    put: (path, body = {}, headers) => call('PUT', path, body, headers),
    del: (path, headers) => call('DELETE', path, undefined, headers),
  };
}

let serial = 0;
const tag = randomBytes(3).toString('hex');

/** A fake address of its own for each simulated player. */
export function newAddress() {
  serial += 1;
  return `10.${(serial >> 16) & 255}.${(serial >> 8) & 255}.${serial & 255}`;
}

/** Signs a new player up over HTTP, reading the code from the development outbox. */
export async function signUpPlayer(server, name = 'p') {
  const address = newAddress();
  serial += 1;
  const username = `rel-${tag}-${name}${serial}@example.cm`;
  const visitor = client(server, { address });
  const signup = await visitor.post('/api/signup/', {
    username,
    password: 'Ndole-et-plantain-7',
    gender: 'female',
    language: 'fr',
    country: 1,
    birthday: { day: 12, month: 3, year: 1995 },
  });
  if (signup.status !== 201) throw new Error(`sign-up ${signup.status} ${signup.text}`);
  const outbox = await visitor.get(
    `/api/dev/outbox/?recipient=${encodeURIComponent(signup.json.username)}&limit=1`,
  );
  const code = /\b(\d{6})\b/.exec(outbox.json?.messages?.[0]?.body ?? '')?.[1];
  const verified = await visitor.post(
    `/api/signup/verification/?username=${encodeURIComponent(username)}`,
    { code },
  );
  if (verified.status !== 200) throw new Error(`verification ${verified.status} ${verified.text}`);
  const tokens = verified.json.authTokens;
  return { username, address, tokens, ...client(server, { token: tokens.access, address }) };
}

/** Signs in with a password (the demo accounts of the seed). */
export async function signIn(server, username, password) {
  const address = newAddress();
  const answer = await client(server, { address }).post('/api/token/', { username, password });
  if (answer.status !== 200) throw new Error(`sign-in ${answer.status} ${answer.text}`);
  const tokens = answer.json.authTokens ?? answer.json;
  return { username, address, tokens, ...client(server, { token: tokens.access, address }) };
}

/** The player's own id (profile). */
export async function idOf(player) {
  const me = await player.get('/api/me/');
  return me.json?.id ?? me.json?.user?.id;
}

/**
 * The right answer of each question, as the canonical choices it names:
 * read from the database (a running PostgreSQL one, or the SQLite file, which
 * takes readers while the server writes).
 */
export async function corrections(db) {
  const rows = await db.query('select id, choice_values_en, correction_ids from questions');
  return new Map(
    rows.map((row) => {
      const values = JSON.parse(row.choice_values_en);
      return [Number(row.id), JSON.parse(row.correction_ids).map((i) => values[i])];
    }),
  );
}

/** The positions, in the order this play shows them, of the right choices. */
function rightPositions(question, right) {
  const shown = question.choice_values_en ?? [];
  const wanted = right?.get(Number(question.id)) ?? [];
  const positions = wanted
    .map((value) => shown.findIndex((seen) => seen === value || String(seen).endsWith(value)))
    .filter((at) => at >= 0);
  return positions.length > 0 ? positions : [0];
}

/**
 * One play over the play socket: answers every question (right when the
 * corrections are given) and ends it, and reports the answers the server
 * acknowledged (answer_saved) and whether it saw the score. Resolves when
 * the socket closes, whoever closes it (a killed server too).
 */
export function playOver(server, token, query, { right, wrong = false, pauseMs = 0 } = {}) {
  const outcome = {
    acked: [],
    finished: false,
    errors: [],
    network: false,
    playId: null,
    opened: false,
  };
  const params = new URLSearchParams({ token, ...query });
  return new Promise((done) => {
    const socket = new WebSocket(`${server.url.replace('http', 'ws')}/ws/play-game/?${params}`);
    let current = null;
    socket.on('open', () => {
      outcome.opened = true;
    });
    socket.on('message', (raw) => {
      const message = JSON.parse(String(raw));
      const data = message.data;
      if (['start_play', 'play_recovery', 'next_question'].includes(message.type)) {
        outcome.playId = data.id ?? outcome.playId;
        current = { question_id: data.current_question_id, answer_id: data.question.answer_id };
        const value = wrong ? [0] : rightPositions(data.question, right);
        const sent = current;
        const answer = () =>
          socket.readyState === WebSocket.OPEN &&
          socket.send(JSON.stringify({ type: 'update', ...sent, value }));
        if (pauseMs) setTimeout(answer, pauseMs);
        else answer();
      } else if (message.type === 'answer_saved') {
        outcome.acked.push(current.answer_id);
        socket.send(JSON.stringify({ type: 'termination', ...current }));
      } else if (message.type === 'play_score') {
        outcome.finished = true;
        outcome.playId = data?.id ?? outcome.playId;
        socket.close();
      } else if (message.type === 'play_timeout') {
        socket.close();
      } else if (message.type === 'error') {
        outcome.errors.push(message.status_message);
        if (!current) socket.close();
      }
    });
    socket.on('error', (error) => {
      outcome.network = true;
      outcome.errors.push(String(error.message).replace(/:\d+$/, ''));
    });
    socket.on('close', () => done(outcome));
  });
}

/** Runs `work` over `items`, `width` at a time. */
export async function inBatches(items, width, work) {
  const results = [];
  for (let start = 0; start < items.length; start += width) {
    results.push(...(await Promise.all(items.slice(start, start + width).map(work))));
  }
  return results;
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
