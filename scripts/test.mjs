// Runs every test of the product and prints the time each phase took at the
// end (also when one fails), so a change that slows the suite is seen.
// `node scripts/test.mjs quick` runs the inner loop: lint, types, unit tests
// and the API suite on SQLite.
//
// The phases run in lanes: the phases of one lane one after the other, the
// lanes of a step side by side, the steps in order. Every phase keeps a core
// busy at least, so lanes are balanced by their length: a lane of phases that
// wait as much as they compute (servers starting, killed and settling, a
// runtime downloaded) beside the API suite's two workers. The journeys run
// alone: their time limits are set for the whole machine. Lines of phases
// running side by side are prefixed with the phase's name.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const node24 = 'bash scripts/on-node24.sh';
const phase = (name, command, quick = false) => ({ name, command, quick });

const steps = [
  [
    // Type checking (TypeScript 7, native and threaded) and the build are short beside the
    // unit tests, whose DOM environments keep a core busy.
    [
      phase('types', 'npx tsc -b', true),
      phase('lint', 'npx biome check .', true),
      phase('build', 'npm run build'),
    ],
    [phase('unit', 'npm run test:unit', true)],
  ],
  [
    // The API suite on both databases, each file on two workers.
    [
      phase('api on SQLite', 'npm run test:sqlite -w mock-api', true),
      phase('api on PostgreSQL', 'npm run test:pg -w mock-api'),
    ],
    // Beside it, what waits as much as it computes. Node 24 (the LTS): what differs between
    // runtimes is the embedded database's driver (node:sqlite there, better-sqlite3 on Node
    // 20), so the driver-level part of the SQLite API suite (mock-api's test:driver: schema,
    // transactions, ledger, seed, payments, plays, media, events) runs there again;
    // PostgreSQL's driver is plain JavaScript, proven on Node 24 by the start smoke test on
    // it. The first phase installs Node 24 (downloads and waits). Then the start smoke tests
    // and the short reliability suite (docs/reliability.md; the long one runs on demand),
    // whose servers start, are killed and settle, and each benchmark at a toy size
    // (docs/performance.md): they still run, lose and fail nothing.
    [
      phase('api on SQLite (driver), Node 24', `${node24} npm run test:driver -w mock-api`),
      phase(
        'start smoke, Node 24',
        `${node24} sh -c 'node tests/smoke/start.mjs && SMOKE_DATABASE=postgres node tests/smoke/start.mjs'`,
      ),
      phase('start smoke', 'node tests/smoke/start.mjs'),
      phase('reliability, short', 'node tests/reliability/run.mjs --short'),
      phase('benchmarks, smoke', 'node tests/bench/all.mjs --smoke --no-build'),
    ],
  ],
  [[phase('journeys in Chromium', 'npm run e2e -w tests')]],
];

// Lines that name what failed (Vitest's and Playwright's failure headers, assertion
// messages): the last of a failed phase are repeated under the times, so that the end of
// a long run's output, often all of it that is kept, says which test failed and why.
const failureLine = /(\bFAIL\b|\u00d7|\u2718|✗|Error:|expected|\d+\) )/;
const failureLinesKept = 40;
const failures = new Map();

/** Runs one phase, its output prefixed with its name when others run beside it. */
function run({ name, command }, prefixed) {
  return new Promise((resolve) => {
    console.log(`\n=== ${name}: ${command}\n`);
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const kept = [];
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      if (!prefixed) stream.pipe(out);
      createInterface({ input: stream }).on('line', (line) => {
        if (prefixed) console.log(`[${name}] ${line}`);
        // biome-ignore lint/suspicious/noControlCharactersInRegex: colours are taken out
        const plain = line.replace(/\u001b\[[0-9;]*m/g, '');
        if (!failureLine.test(plain)) return;
        kept.push(plain);
        if (kept.length > failureLinesKept) kept.shift();
      });
    }
    child.on('close', (status) => {
      if (status !== 0) failures.set(name, kept);
      resolve(status === 0);
    });
  });
}

const quick = process.argv[2] === 'quick';
const times = [];
let failed = null;
const started = Date.now();

/** A lane's phases in turn, stopping at the first that fails (or once another lane failed). */
async function runLane(lane, prefixed) {
  for (const p of lane) {
    if (failed) return;
    const begin = Date.now();
    const ok = await run(p, prefixed);
    times.push([p.name, (Date.now() - begin) / 1000, ok]);
    if (!ok) failed ??= p.name;
  }
}

for (const step of steps) {
  const lanes = step.map((lane) => lane.filter((p) => !quick || p.quick)).filter((l) => l.length);
  await Promise.all(lanes.map((lane) => runLane(lane, lanes.length > 1)));
  if (failed) break;
}

const width = Math.max(...times.map(([name]) => name.length));
console.log('\nTime of each phase (phases of one step run side by side):');
for (const [name, seconds, ok] of times) {
  console.log(
    `  ${name.padEnd(width)}  ${seconds.toFixed(0).padStart(5)} s${ok ? '' : '  FAILED'}`,
  );
}
console.log(
  `  ${'total'.padEnd(width)}  ${((Date.now() - started) / 1000).toFixed(0).padStart(5)} s`,
);
for (const [name, lines] of failures) {
  console.log(`\nWhat ${name} said of its failures (last ${failureLinesKept} lines):`);
  for (const line of lines) console.log(`  ${line}`);
}
if (failed) {
  console.log(`\n${failed} failed`);
  process.exit(1);
}
