// Runs the reliability suite (docs/reliability.md) against the built server,
// on SQLite and on PostgreSQL: the authorization matrix, the race suite, the
// bank run and the fuzzing of every operation (in-process, the API suite's
// file run long), each as its own process, then prints each part's figures
// and time and a last line `N passed, N failed`. `--short` runs the
// few-minute version of `npm test` (whose API suite runs the short fuzzing);
// other arguments (--players=N, --kills=K, --round-sec=S, --copies=N,
// --runs=N, --db=sqlite) go to the parts.
import { spawn } from 'node:child_process';

const forwarded = process.argv.slice(2);
const only = forwarded.find((arg) => arg.startsWith('--db='))?.slice(5);
const databases = only ? [only] : ['sqlite', 'postgres'];
const short = forwarded.includes('--short');
const parts = ['matrix', 'races', 'bank-run', ...(short ? [] : ['fuzz'])];
const here = new URL('.', import.meta.url).pathname;

/** Runs one part, its output shown as it comes; resolves with its tally. */
function run(part, database) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(
      process.execPath,
      [
        `${here}${part}.mjs`,
        `--db=${database}`,
        ...forwarded.filter((arg) => !arg.startsWith('--db=')),
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      process.stdout.write(chunk);
    });
    child.on('exit', (code) => {
      const [, passed = '0', failed = '1'] =
        /(\d+) passed, (\d+) failed\s*$/.exec(output.trim()) ?? [];
      resolve({
        part,
        database,
        passed: Number(passed),
        // A part that died before its tally counts as one failure.
        failed: code === 0 ? Number(failed) : Math.max(1, Number(failed)),
        seconds: (Date.now() - started) / 1000,
      });
    });
  });
}

const results = [];
for (const database of databases) {
  for (const part of parts) results.push(await run(part, database));
}
console.log('\nReliability suite:');
for (const r of results) {
  console.log(
    `  ${`${r.part} on ${r.database}`.padEnd(22)} ${String(r.passed).padStart(3)} passed, ${r.failed} failed  ${r.seconds.toFixed(0).padStart(4)} s${r.failed ? '  FAILED' : ''}`,
  );
}
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
