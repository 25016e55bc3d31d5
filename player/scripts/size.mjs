// Builds the player site and weighs, gzipped, the JavaScript a phone downloads to
// render /explore: the entry chunk and everything it imports statically, the
// explore screen's chunk and its own static imports, and the message catalog of
// one language (French, the larger). Exits non-zero above the 30 KB budget.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET = 30 * 1024;
const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'dist');

if (!process.argv.includes('--no-build')) {
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
}

const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

/** A chunk and, recursively, the chunks it imports statically. */
function withStaticImports(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key]?.imports ?? []) withStaticImports(next, seen);
  return seen;
}

function find(suffix) {
  const key = Object.keys(manifest).find((name) => name.endsWith(suffix));
  if (!key) throw new Error(`no chunk for ${suffix} in the build manifest`);
  return key;
}

const groups = [
  ['entry and its static imports', withStaticImports('index.html')],
  ['explore screen', withStaticImports(find('src/screens/explore/Explore.tsx'))],
  ['French catalog', withStaticImports(find('shared/src/i18n/base-fr.ts'))],
];

const counted = new Set();
let total = 0;
for (const [name, keys] of groups) {
  let bytes = 0;
  for (const key of keys) {
    if (counted.has(key)) continue;
    counted.add(key);
    bytes += gzipSync(readFileSync(join(dist, manifest[key].file)), { level: 9 }).length;
  }
  total += bytes;
  console.log(`${name.padEnd(32)} ${(bytes / 1024).toFixed(1).padStart(6)} KB`);
}
const verdict = total <= BUDGET ? 'within' : 'OVER';
console.log(
  `JavaScript to render /explore: ${(total / 1024).toFixed(1)} KB gzipped, ${verdict} the ${BUDGET / 1024} KB budget`,
);
process.exit(total <= BUDGET ? 0 : 1);
