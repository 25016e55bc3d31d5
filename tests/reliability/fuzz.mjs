// The fuzzing of every OpenAPI operation (mock-api/test/fuzz.test.ts), run
// long: fast-check makes --runs cases per operation (100 by default) from
// the document the server serves, on one database. The short run (3 cases
// per operation, a fixed seed) is part of the API suite on both databases,
// so `--short` runs nothing here. Prints the test's figures and a last line
// `N passed, N failed`.
//   node tests/reliability/fuzz.mjs [--db=postgres] [--runs=100] [--seed=23]
import { spawn } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';

const option = (name, fallback) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const database = option('db', 'sqlite');
const runs = Number(option('runs', 100));
const seed = Number(option('seed', 23));

if (process.argv.includes('--short')) {
  console.log('fuzz: the short run is part of the API suite (mock-api/test/fuzz.test.ts)');
  console.log('0 passed, 0 failed');
  process.exit(0);
}

const mockApi = new URL('../../mock-api/', import.meta.url).pathname;
const child = spawn('npx', ['vitest', 'run', 'test/fuzz.test.ts'], {
  cwd: mockApi,
  env: {
    ...process.env,
    FUZZ_RUNS: String(runs),
    FUZZ_SEED: String(seed),
    TEST_DATABASE: database === 'postgres' ? 'postgres' : 'sqlite',
    NO_COLOR: '1',
    FORCE_COLOR: '0',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
let output = '';
child.stdout.on('data', (chunk) => {
  output += chunk;
});
const code = await new Promise((resolve) => child.on('exit', resolve));
// The ANSI colours some reporters keep whatever NO_COLOR says.
const plain = stripVTControlCharacters(output);
const figures = /fuzz figures: .*/.exec(plain)?.[0] ?? 'fuzz figures: none printed';
const failures = plain
  .split('\n')
  .filter((line) => /^\s*[×✗]|-> /.test(line))
  .slice(0, 40);
console.log(`fuzz on ${database}: ${figures.replace('fuzz figures: ', '')}`);
for (const line of failures) console.log(line);
const [, failed = '0'] = /Tests\s+(\d+) failed/.exec(plain) ?? [];
const [, passed = '0'] = /Tests\s+(?:\d+ failed \| )?(\d+) passed/.exec(plain) ?? [];
console.log(`${passed} passed, ${code === 0 ? 0 : Math.max(1, Number(failed))} failed`);
process.exit(code === 0 ? 0 : 1);
