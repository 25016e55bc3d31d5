/*
 * Load test of the play socket, against DESIGN.md's budget: 5,000 players
 * playing at once, each answering a question every 2 seconds, with the
 * acknowledgement of each answer under 50 ms at p99 (100 ms above 5,000
 * players) and no answer lost.
 *
 * It prepares a fresh database (players, their credits and tokens, a quiz),
 * starts the built server as its own process, opens the sockets from this
 * one, plays every question, then checks the stored answers. It reports the
 * acknowledgements' p50 and p99, the answers lost, and the server's memory
 * per socket (its resident memory once every socket is open, less before).
 * Run with `npm run bench:play` (PLAYERS and QUESTIONS change the size,
 * ANSWER_EVERY_MS the pace). The database is SQLite; with DATABASE_URL, a
 * new PostgreSQL database on that server, dropped at the end.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { finish, percentile, report, round } from '../../tests/bench/figures.mjs';
import { openDatabase } from '../src/db/index';
import { isoNow } from '../src/db/time';
import { openWallet, post } from '../src/domain/ledger/ledger';
import { benchApp, startBenchServer } from './bench-app';
import { newPostgresDatabase } from './postgres-database';

const PLAYERS = Number(process.env.PLAYERS ?? 5000);
const QUESTIONS = Number(process.env.QUESTIONS ?? 5);
/** How often each player answers: 2 s, as the budget has it (a smoke run takes less). */
const ANSWER_EVERY_MS = Number(process.env.ANSWER_EVERY_MS ?? 2000);
const dataDir = mkdtempSync(join(tmpdir(), 'quiz-play-bench-'));
const secret = randomBytes(48).toString('base64url');

const postgres = await newPostgresDatabase('quiz_play_bench');
const databaseUrl = postgres?.url ?? '';

/** The process listening on the port (Linux). */
function serverPid(port: number): string | undefined {
  const listening = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  return /pid=(\d+)/.exec(listening)?.[1];
}

/** The resident memory of the process listening on the port, in bytes. */
function serverRss(port: number): number {
  const pid = serverPid(port);
  const status = pid ? readFileSync(`/proc/${pid}/status`, 'utf8') : '';
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

/**
 * The processor time the server has used so far, in seconds: what its work
 * costs whatever else the machine runs, where latencies depend on the load.
 */
function serverCpuSeconds(port: number): number {
  const pid = serverPid(port);
  return pid ? cpuSecondsOf(pid) : 0;
}

/** The processor time of a process so far, in seconds (fields 14 and 15 of /proc/<pid>/stat). */
function cpuSecondsOf(pid: string): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0; // ended meanwhile
  }
}

/** The processor time of each PostgreSQL process now, by pid. */
function postgresCpu(): Map<string, number> {
  const pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  const cpu = new Map<string, number>();
  for (const pid of pids) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') {
        cpu.set(pid, cpuSecondsOf(pid));
      }
    } catch {
      // ended meanwhile
    }
  }
  return cpu;
}

/** PostgreSQL's processor time between two readings: its backends started since count whole. */
function postgresSecondsSince(before: Map<string, number>): number {
  let seconds = 0;
  for (const [pid, now] of postgresCpu()) seconds += now - (before.get(pid) ?? 0);
  return seconds;
}

/** How busy the machine's processors were between two readings of /proc/stat, from 0 to 1. */
function machineTimes() {
  const [, ...fields] =
    readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/) ?? [];
  const [user, nice, system, idle, iowait, irq, softirq, steal] = fields.map(Number);
  const busy =
    (user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0);
  return { busy, total: busy + (idle ?? 0) + (iowait ?? 0) };
}

const database = { dataDir, databaseUrl, secret };

async function prepare() {
  const app = await benchApp(database);
  const game = await app.db
    .insertInto('games')
    .values({
      title_en: 'Load test',
      title_fr: 'Test de charge',
      question_duration_sec: 30,
      updated_at: isoNow(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await app.db
    .insertInto('questions')
    .values(
      Array.from({ length: QUESTIONS }, (_, i) => ({
        game_id: game.id,
        rank: i + 1,
        type: 'sc' as const,
        label_en: `Question ${i + 1}`,
        label_fr: `Question ${i + 1}`,
        choice_values_en: '["A","B","C"]',
        choice_values_fr: '["A","B","C"]',
        correction_ids: '[1]',
      })),
    )
    .execute();
  const tokens: string[] = [];
  for (let start = 0; start < PLAYERS; start += 500) {
    const ids = await app.db.transaction().execute(async (trx) => {
      const rows = await trx
        .insertInto('users')
        .values(
          Array.from({ length: Math.min(500, PLAYERS - start) }, (_, i) => ({
            email: `bench${start + i}@quiz.cm`,
            password_hash: '!',
            is_verified: 1,
            updated_at: isoNow(),
          })),
        )
        .returning('id')
        .execute();
      for (const { id } of rows) {
        await openWallet(trx, id);
        await post(trx, {
          userId: id,
          account: 'credits',
          amount: 5,
          kind: 'seed_grant',
          reference: 'bench',
        });
      }
      return rows.map((row) => row.id);
    });
    for (const id of ids) tokens.push((await app.tokens.login(id)).access);
  }
  await app.close();
  return { gameId: game.id, tokens };
}

/** when the first socket opened */
let opening = 0;
/** Resolves once every player's play has started, so the memory of open sockets can be read. */
let started = 0;
/** when the last play started: the answers sent after it are those of a steady load */
let openedAt = Number.POSITIVE_INFINITY;
let allStarted = () => {};
const everyoneStarted = new Promise<void>((resolve) => {
  allStarted = resolve;
});

interface Outcome {
  /** from opening the socket to the first question */
  start: number | null;
  /** each acknowledgement: when its answer was sent (ms since the first socket) and how long it took */
  timeline: [number, number][];
  acks: number[];
  /** the acknowledgements of answers sent once every play had started */
  steadyAcks: number[];
  sent: number;
  finished: boolean;
  errors: string[];
}

/** One player: answers each question 2 s after it arrives, then ends it. */
function play(port: number, token: string, gameId: number): Promise<Outcome> {
  const outcome: Outcome = {
    start: null,
    timeline: [],
    acks: [],
    steadyAcks: [],
    sent: 0,
    finished: false,
    errors: [],
  };
  const socketOpenedAt = performance.now();
  return new Promise((done) => {
    const socket = new WebSocket(
      `ws://127.0.0.1:${port}/ws/play-game/?token=${token}&game_id=${gameId}&type=solo`,
    );
    let sentAt = 0;
    let current: { question_id: number; answer_id: number } | null = null;
    // Each play shows the choices in its own order: the right one, 'B', is found by its text.
    let right = 0;
    const answerLater = () => {
      setTimeout(() => {
        if (!current) return;
        sentAt = performance.now();
        outcome.sent += 1;
        socket.send(JSON.stringify({ type: 'update', ...current, value: [right] }));
      }, ANSWER_EVERY_MS);
    };
    socket.on('message', (raw) => {
      const message = JSON.parse(String(raw));
      if (
        message.type === 'start_play' ||
        message.type === 'play_recovery' ||
        message.type === 'next_question'
      ) {
        if (message.type === 'start_play') outcome.start = performance.now() - socketOpenedAt;
        if (message.type === 'start_play' && ++started === PLAYERS) {
          openedAt = performance.now();
          allStarted();
        }
        current = {
          question_id: message.data.current_question_id,
          answer_id: message.data.question.answer_id,
        };
        right = message.data.question.choice_values_en.indexOf('B');
        answerLater();
      } else if (message.type === 'answer_saved') {
        outcome.acks.push(performance.now() - sentAt);
        outcome.timeline.push([sentAt - opening, performance.now() - sentAt]);
        if (sentAt > openedAt) outcome.steadyAcks.push(performance.now() - sentAt);
        socket.send(JSON.stringify({ type: 'termination', ...current }));
      } else if (message.type === 'play_score' || message.type === 'play_timeout') {
        outcome.finished = message.type === 'play_score';
        socket.close();
      } else {
        outcome.errors.push(message.status_message);
      }
    });
    socket.on('error', (error) => outcome.errors.push(String(error)));
    socket.on('close', () => done(outcome));
  });
}

/** p50 and p99 of the acknowledgements of the answers sent in each second of the run. */
function printTimeline(timeline: [number, number][]) {
  const seconds = new Map<number, number[]>();
  for (const [at, ms] of timeline) {
    const second = Math.floor(at / 1000);
    seconds.set(second, [...(seconds.get(second) ?? []), ms]);
  }
  for (const [second, list] of [...seconds].sort(([a], [b]) => a - b)) {
    console.log(
      `  ${second} s: ${list.length} answers, p50 ${round(percentile(list, 50))} ms, p99 ${round(percentile(list, 99))} ms`,
    );
  }
}

const preparing = performance.now();
const { gameId, tokens } = await prepare();
console.log(
  `prepared ${PLAYERS} players in ${Math.round(performance.now() - preparing)} ms on ${postgres ? 'PostgreSQL' : 'SQLite'}`,
);
const server = await startBenchServer(database);
const { port } = server;
try {
  const rssBefore = serverRss(port);
  const cpuBefore = serverCpuSeconds(port);
  const databaseBefore = postgres ? postgresCpu() : null;
  const machineBefore = machineTimes();
  const generatorBefore = process.cpuUsage();
  const plays: Promise<Outcome>[] = [];
  // Players arrive spread over one answer period, as real ones would, so
  // answers keep a steady rate instead of landing in one synchronized burst.
  const gap = ANSWER_EVERY_MS / PLAYERS;
  opening = performance.now();
  for (const [i, token] of tokens.entries()) {
    plays.push(play(port, token, gameId));
    const due = opening + (i + 1) * gap;
    if (due - performance.now() > 4)
      await new Promise((r) => setTimeout(r, due - performance.now()));
  }
  // Read once every socket is open and playing (or, failing that, when the plays end).
  let rssOpen = 0;
  const outcomes = await Promise.all([
    everyoneStarted.then(() => {
      rssOpen = serverRss(port);
    }),
    ...plays,
  ]).then(([, ...done]) => done as Outcome[]);
  if (!rssOpen) rssOpen = serverRss(port);
  const cpuSeconds = serverCpuSeconds(port) - cpuBefore;
  const databaseSeconds = databaseBefore ? postgresSecondsSince(databaseBefore) : 0;
  const generated = process.cpuUsage(generatorBefore);
  const generatorSeconds = (generated.user + generated.system) / 1e6;
  const machineAfter = machineTimes();
  const machineBusy =
    (machineAfter.busy - machineBefore.busy) / (machineAfter.total - machineBefore.total || 1);
  const acks = outcomes.flatMap((o) => o.acks);
  const starts = outcomes.flatMap((o) => (o.start === null ? [] : [o.start]));
  // TIMELINE=1: the acknowledgements second by second, to see when the slow ones came.
  if (process.env.TIMELINE) printTimeline(outcomes.flatMap((o) => o.timeline));
  const steady = outcomes.flatMap((o) => o.steadyAcks);
  const sent = outcomes.reduce((sum, o) => sum + o.sent, 0);
  const finished = outcomes.filter((o) => o.finished).length;
  const errors = outcomes.flatMap((o) => o.errors);
  const db = openDatabase({ dataDir, databaseUrl: databaseUrl || undefined }).db;
  const stored = await db
    .selectFrom('answers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('id_values', '=', '[1]')
    .where('is_correct', '=', 1)
    .executeTakeFirstOrThrow();
  await db.destroy();
  const lost = PLAYERS * QUESTIONS - Number(stored.n);
  const group = `Live play, ${PLAYERS} sockets on ${postgres ? 'PostgreSQL' : 'SQLite'}`;
  console.log(
    `${group}: ${QUESTIONS} questions, one answer every ${ANSWER_EVERY_MS / 1000} s; answers sent ${sent}, acknowledged ${acks.length}, stored right ${stored.n}`,
  );
  const p99Budget = PLAYERS > 5000 ? 100 : 50;
  const results = [
    report({ group, name: 'acknowledgement p50', value: round(percentile(acks, 50)), unit: 'ms' }),
    // The budget is for sockets that all play: answering every 2 s, every play started.
    report({
      group,
      name: 'acknowledgement p99, every play started',
      value: round(percentile(steady, 99)),
      unit: 'ms',
      budget: { below: p99Budget },
      note: `${steady.length} answers`,
    }),
    // While the players join (all within one answer period here), each start
    // (a stake through the ledger, the first question) competes with the answers.
    report({
      group,
      name: 'acknowledgement p99, players joining included',
      value: round(percentile(acks, 99)),
      unit: 'ms',
      note: `all ${PLAYERS} players joining within ${ANSWER_EVERY_MS / 1000} s`,
    }),
    // What a player waits for from opening the play to its first question, the crowd joining.
    report({
      group,
      name: 'start p50, players joining',
      value: round(percentile(starts, 50)),
      unit: 'ms',
    }),
    report({
      group,
      name: 'start p99, players joining',
      value: round(percentile(starts, 99)),
      unit: 'ms',
      note: `socket opened to first question, all ${PLAYERS} within ${ANSWER_EVERY_MS / 1000} s`,
    }),
    report({ group, name: 'acknowledged answers lost', value: lost, unit: '', budget: { max: 0 } }),
    report({
      group,
      name: 'plays not finished',
      value: PLAYERS - finished,
      unit: '',
      budget: { max: 0 },
      note: errors.length ? [...new Set(errors)].slice(0, 5).join(', ') : undefined,
    }),
    report({
      group,
      name: 'server processor time per play',
      value: round((cpuSeconds * 1000) / PLAYERS),
      unit: 'ms',
      note: `${round(cpuSeconds)} s for ${PLAYERS} plays of ${QUESTIONS} questions`,
    }),
    // Where the machine's two cores went: PostgreSQL's processes and the load generator
    // (these sockets, in this process) share them with the server.
    ...(postgres
      ? [
          report({
            group,
            name: 'database processor time per play',
            value: round((databaseSeconds * 1000) / PLAYERS),
            unit: 'ms',
            note: `${round(databaseSeconds)} s in PostgreSQL's processes`,
          }),
        ]
      : []),
    report({
      group,
      name: 'load generator processor time per play',
      value: round((generatorSeconds * 1000) / PLAYERS),
      unit: 'ms',
      note: `${round(generatorSeconds)} s opening the sockets, answering and checking`,
    }),
    report({
      group,
      name: 'machine busy while playing',
      value: round(machineBusy * 100),
      unit: '%',
      note: 'both cores, from the first socket to the last play',
    }),
    report({
      group,
      name: 'server memory per socket',
      value: round((rssOpen - rssBefore) / PLAYERS / 1024),
      unit: 'KB',
      note: `${(rssBefore / 2 ** 20).toFixed(0)} MB before the sockets, ${(rssOpen / 2 ** 20).toFixed(0)} MB with them open`,
    }),
  ];
  finish(results);
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
  await postgres?.drop();
}
