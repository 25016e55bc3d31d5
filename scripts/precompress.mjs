// Writes a Brotli (.br, best quality) and a gzip (.gz, best level) copy beside
// each text file of a built app, for the server to send as they are
// (@fastify/static's preCompressed): compressing on every request costs the
// server each time and, at the speed a request allows (Brotli quality 4),
// sends 17% more bytes than the best quality, which is too slow to run per
// request but costs nothing once at build time. Phones on 2G pay for bytes.
//
// Usage: node scripts/precompress.mjs <dist folder>...
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** What the server would compress anyway: text. Pictures and fonts are compressed already. */
const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
/** Below this the server sends a file as it is (the compression's threshold in security.ts). */
const THRESHOLD = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

function* textFiles(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* textFiles(path);
    else if (TEXT.test(entry.name) && statSync(path).size >= THRESHOLD) yield path;
  }
}

/** Both copies of a file, each kept only when smaller than the file. */
async function precompress(path) {
  const bytes = readFileSync(path);
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipped(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.length < bytes.length) writeFileSync(`${path}.br`, br);
  if (gz.length < bytes.length) writeFileSync(`${path}.gz`, gz);
  return [bytes.length, br.length];
}

const folders = process.argv.slice(2);
if (folders.length === 0) throw new Error('usage: precompress.mjs <dist folder>...');
// zlib's work runs on libuv's threads: every core at once.
const sizes = await Promise.all(
  folders.flatMap((folder) => [...textFiles(folder)].map(precompress)),
);
const [before, after] = sizes.reduce(([a, b], [x, y]) => [a + x, b + y], [0, 0]);
console.log(
  `precompressed ${sizes.length} files: ${(before / 1024).toFixed(0)} KB, ${(after / 1024).toFixed(0)} KB with Brotli`,
);
