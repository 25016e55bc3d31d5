// Builds the back office and weighs, gzipped, the JavaScript needed before the games
// list renders: the entry chunk and everything it imports statically, the games
// list's chunk and its own static imports, and the message catalog of one language
// (French, the larger, which brings English as its fallback). Exits non-zero above
// the 300 KB budget (DESIGN.md section 4).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET = 300 * 1024;
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
  ['games list', withStaticImports(find('src/games/GameList.tsx'))],
  ['French catalog (with English)', withStaticImports(find('src/i18n/messages.fr.ts'))],
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
  `JavaScript before the games list renders: ${(total / 1024).toFixed(1)} KB gzipped, ${verdict} the ${BUDGET / 1024} KB budget`,
);
process.exit(total <= BUDGET ? 0 : 1);
