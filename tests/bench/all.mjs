// `npm run bench`: every benchmark of DESIGN.md section 4 from one command,
// each figure printed beside its budget, the whole written to
// docs/performance.md (between its "figures" markers; the reasons around
// them are written by people). The benchmarks run one after the other, alone
// on the machine: their figures are ratios and percentiles that other work
// would skew.
// `node tests/bench/all.mjs --smoke` runs each at a toy size, as part of
// `npm test`: it proves every benchmark still runs to its end and that no
// answer is lost and no call fails; its speed figures mean nothing and it
// writes no document.
// `--no-build` skips the build (the built apps are read as they are).
import { execSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { adminUrl } from '../support/postgres.mjs';
import { budgetText } from './figures.mjs';

const root = new URL('../../', import.meta.url).pathname;
const smoke = process.argv.includes('--smoke');
const tsx = 'npx tsx';

/** A benchmark: its command, and its environment at full and at smoke size (no toy: not in the smoke run). */
const bench = (name, command, full, toy) =>
  smoke ? { name: `${name}, toy size`, command, env: toy } : { name, command, env: full };
const pg = { DATABASE_URL: adminUrl };

const benches = [
  // First, how fast the machine is today: the other figures are read against it.
  bench('The machine', 'node tests/bench/machine.mjs', {}, { BENCH_SECONDS: '1' }),
  bench(
    'The machine, live play floor',
    `${tsx} mock-api/bench/ws-floor.ts`,
    {},
    { SOCKETS: '40', ROUNDS: '2', EVERY_MS: '100' },
  ),
  bench('JavaScript weights', 'node tests/bench/weights.mjs', {}, {}),
  bench(
    'Lighthouse',
    'node tests/bench/lighthouse.mjs',
    { RUNS: '3' },
    { RUNS: '1', LIGHTHOUSE_PAGES: 'play overview' },
  ),
  bench(
    'API ratios',
    'node tests/bench/api.mjs',
    { BENCH_SECONDS: '10' },
    // Two instances on PostgreSQL: the longest path (a database made, two servers, shared load).
    { BENCH_SECONDS: '1', BENCH_SETUPS: 'two-instances' },
  ),
  ...[1000, 5000, 10000].map((players) =>
    bench(
      `Live play, ${players} sockets, SQLite`,
      `${tsx} mock-api/bench/play-sockets.ts`,
      { PLAYERS: String(players) },
      players === 1000 ? { PLAYERS: '40', QUESTIONS: '2', ANSWER_EVERY_MS: '100' } : null,
    ),
  ),
  bench(
    'Live play, 5000 sockets, PostgreSQL',
    `${tsx} mock-api/bench/play-sockets.ts`,
    { PLAYERS: '5000', ...pg },
    { PLAYERS: '40', QUESTIONS: '2', ANSWER_EVERY_MS: '100', ...pg },
  ),
  ...[
    ['SQLite', {}],
    ['PostgreSQL', pg],
  ].map(([database, env]) =>
    bench(`Big database, ${database}`, `${tsx} mock-api/bench/big-data.ts`, env, {
      PLAYERS: '2000',
      GAMES: '200',
      PLAYS: '20000',
      BENCH_SECONDS: '1',
      ...env,
    }),
  ),
];

function run(command, env) {
  return new Promise((resolve) => {
    const child = spawn(command, {
      cwd: root,
      shell: true,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.on('close', (status) => resolve(status));
  });
}

const started = Date.now();
if (!process.argv.includes('--no-build'))
  execSync('npm run build', { cwd: root, stdio: 'inherit' });

const folder = mkdtempSync(join(tmpdir(), 'quiz-bench-'));
const figures = [];
const outcomes = [];
try {
  for (const { name, command, env } of benches.filter((b) => b.env)) {
    const file = join(folder, `${outcomes.length}.jsonl`);
    writeFileSync(file, '');
    console.log(`\n=== ${name}: ${command}`);
    const begin = Date.now();
    const status = await run(command, { ...env, BENCH_FIGURES: file });
    const lines = readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
    const finished = lines.some((line) => line.finished);
    figures.push(...lines.filter((line) => !line.finished));
    outcomes.push({ name, seconds: (Date.now() - begin) / 1000, finished, status });
  }
} finally {
  rmSync(folder, { recursive: true, force: true });
}

const budgeted = figures.filter((figure) => figure.budget);
const missed = budgeted.filter((figure) => !figure.ok);
// Lost answers and failed calls (budgets of zero) are wrong at any size; speed is judged at full size only.
const wrong = missed.filter((figure) => figure.budget.max === 0);
const crashed = outcomes.filter((outcome) => !outcome.finished);

console.log(`\nSummary (${smoke ? 'smoke run: toy sizes, speed not judged' : 'full run'}):`);
let group = '';
for (const figure of figures) {
  if (figure.group !== group) {
    group = figure.group;
    console.log(group);
  }
  const budget = figure.budget ? `budget ${budgetText(figure.budget, figure.unit)}` : '';
  const verdict = figure.budget ? (figure.ok ? 'ok' : 'MISSED') : '';
  console.log(
    `  ${`${figure.name}: ${figure.value} ${figure.unit}`.padEnd(64)} ${budget.padEnd(18)} ${verdict}`,
  );
}
for (const outcome of outcomes) {
  console.log(
    `${outcome.name}: ${outcome.seconds.toFixed(0)} s${outcome.finished ? '' : `, DID NOT FINISH (exit ${outcome.status})`}`,
  );
}
const total = (Date.now() - started) / 1000;
console.log(
  `all benchmarks: ${total.toFixed(0)} s; ${budgeted.length - missed.length} of ${budgeted.length} budgets met`,
);

if (!smoke) writeDocument(figures, outcomes, total);

const failed = crashed.length > 0 || wrong.length > 0 || (!smoke && missed.length > 0);
process.exitCode = failed ? 1 : 0;

/** Replaces the figures section of docs/performance.md with this run's. */
function writeDocument(figures, outcomes, seconds) {
  const path = join(root, 'docs', 'performance.md');
  const document = readFileSync(path, 'utf8');
  const start = '<!-- figures:start -->';
  const end = '<!-- figures:end -->';
  const cpu = cpus();
  const rows = [];
  let group = '';
  for (const figure of figures) {
    if (figure.group !== group) {
      group = figure.group;
      rows.push(
        '',
        `**${group}**`,
        '',
        '| figure | value | budget | |',
        '| --- | --- | --- | --- |',
      );
    }
    const note = figure.note ? ` (${figure.note.replaceAll('|', '/')})` : '';
    rows.push(
      `| ${figure.name}${note} | ${figure.value} ${figure.unit} | ${budgetText(figure.budget, figure.unit)} | ${figure.budget ? (figure.ok ? 'met' : '**missed**') : ''} |`,
    );
  }
  const section = [
    start,
    '',
    `Run of ${new Date().toISOString().slice(0, 10)} on ${cpu.length} cores (${cpu[0]?.model.trim()}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}, in ${Math.round(seconds / 60)} minutes: ${outcomes.map((o) => `${o.name} ${Math.round(o.seconds)} s`).join(', ')}.`,
    ...rows,
    '',
    end,
  ].join('\n');
  const from = document.indexOf(start);
  const to = document.indexOf(end);
  if (from < 0 || to < 0) throw new Error(`${path} has no ${start} ... ${end} section`);
  writeFileSync(path, document.slice(0, from) + section + document.slice(to + end.length));
  console.log(`figures written to ${path}`);
}
