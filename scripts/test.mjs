// Runs every test of the product, phase by phase, and prints the time each
// took at the end (also when one fails), so a change that slows the suite is
// seen. `node scripts/test.mjs quick` runs the inner loop: lint, types, unit
// tests and the API suite on SQLite.
import { spawnSync } from 'node:child_process';

const node24 = 'bash scripts/on-node24.sh';
const phases = [
  { name: 'lint', command: 'npx biome check .', quick: true },
  { name: 'types', command: 'npx tsc -b', quick: true },
  { name: 'unit', command: 'npm run test:unit', quick: true },
  { name: 'api on SQLite', command: 'npm run test:sqlite -w mock-api', quick: true },
  { name: 'api on PostgreSQL', command: 'npm run test:pg -w mock-api' },
  { name: 'build', command: 'npm run build' },
  { name: 'start smoke', command: 'node tests/smoke/start.mjs' },
  // The short reliability suite (docs/reliability.md): the long one runs on demand.
  { name: 'reliability, short', command: 'node tests/reliability/run.mjs --short' },
  { name: 'journeys in Chromium', command: 'npm run e2e -w tests' },
  // Node 24 (the LTS): what differs between runtimes is the embedded
  // database's driver (node:sqlite there, better-sqlite3 on Node 20), so the
  // driver-level part of the SQLite API suite (mock-api's test:driver: schema,
  // transactions, ledger, seed, payments, plays, media, events) runs there
  // again; PostgreSQL's driver is plain JavaScript, proven on Node 24 by the
  // start smoke test on it.
  {
    name: 'api on SQLite (driver), Node 24',
    command: `${node24} npm run test:driver -w mock-api`,
  },
  {
    name: 'start smoke, Node 24',
    command: `${node24} sh -c 'node tests/smoke/start.mjs && SMOKE_DATABASE=postgres node tests/smoke/start.mjs'`,
  },
];

const quick = process.argv[2] === 'quick';
const times = [];
let failed = null;
const started = Date.now();
for (const phase of phases.filter((p) => !quick || p.quick)) {
  console.log(`\n=== ${phase.name}: ${phase.command}\n`);
  const begin = Date.now();
  const { status } = spawnSync(phase.command, { shell: true, stdio: 'inherit' });
  times.push([phase.name, (Date.now() - begin) / 1000, status === 0]);
  if (status !== 0) {
    failed = phase.name;
    break;
  }
}

const width = Math.max(...times.map(([name]) => name.length));
console.log('\nTime of each phase:');
for (const [name, seconds, ok] of times) {
  console.log(
    `  ${name.padEnd(width)}  ${seconds.toFixed(0).padStart(5)} s${ok ? '' : '  FAILED'}`,
  );
}
console.log(
  `  ${'total'.padEnd(width)}  ${((Date.now() - started) / 1000).toFixed(0).padStart(5)} s`,
);
if (failed) {
  console.log(`\n${failed} failed`);
  process.exit(1);
}
