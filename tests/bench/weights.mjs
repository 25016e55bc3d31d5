// The JavaScript each screen makes a browser download, gzipped at level 9,
// read from the built apps' Vite manifests (run `npm run build` first): a
// screen's chunk and every chunk it imports statically, plus the entry and
// the message catalog of one language (French, the larger), each chunk
// counted once. DESIGN.md section 4 budgets the player's /explore (30 KB) and
// the back office's first list (300 KB); the play overview and the play
// screen are reported beside them, the play screen's own code being what a
// play start downloads on top of the overview.
// `node tests/bench/weights.mjs [player|admin]` weighs one app (both by default).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { finish, report } from './figures.mjs';

const root = new URL('../../', import.meta.url).pathname;

function appManifest(app) {
  const dist = join(root, app, 'dist');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const find = (suffix) => {
    const key = Object.keys(manifest).find((name) => name.endsWith(suffix));
    if (!key) throw new Error(`no chunk for ${suffix} in ${app}'s build manifest`);
    return key;
  };
  /** A chunk and, recursively, the chunks it imports statically. */
  const withImports = (key, seen = new Set()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) withImports(next, seen);
    return seen;
  };
  const gzipped = (key) =>
    gzipSync(readFileSync(join(dist, manifest[key].file)), { level: 9 }).length;
  /** Bytes of the chunks of these sources and their static imports, less those in `already`. */
  const weigh = (sources, already = new Set()) => {
    const keys = new Set();
    for (const source of sources) for (const key of withImports(find(source))) keys.add(key);
    let bytes = 0;
    for (const key of keys) if (!already.has(key)) bytes += gzipped(key);
    return { bytes, keys };
  };
  return { weigh };
}

const kb = (bytes) => Number((bytes / 1024).toFixed(2));

function player() {
  const { weigh } = appManifest('player');
  const shell = ['index.html', 'shared/src/i18n/base-fr.ts'];
  const explore = weigh([...shell, 'src/screens/explore/Explore.tsx']);
  const overview = weigh([...shell, 'src/screens/play-overview/PlayOverview.tsx']);
  const play = weigh(['src/screens/play/Play.tsx'], overview.keys);
  return [
    report({
      group: 'JavaScript weight',
      name: 'player /explore (entry, screen, French catalog)',
      value: kb(explore.bytes),
      unit: 'KB',
      budget: { max: 30 },
    }),
    report({
      group: 'JavaScript weight',
      name: 'player play overview (entry, screen, French catalog)',
      value: kb(overview.bytes),
      unit: 'KB',
    }),
    report({
      group: 'JavaScript weight',
      name: 'player play screen, on top of the overview',
      value: kb(play.bytes),
      unit: 'KB',
    }),
  ];
}

function admin() {
  const { weigh } = appManifest('admin');
  const firstList = weigh(['index.html', 'src/games/GameList.tsx', 'src/i18n/messages.fr.ts']);
  return [
    report({
      group: 'JavaScript weight',
      name: 'back office before the games list (entry, list, French catalog)',
      value: kb(firstList.bytes),
      unit: 'KB',
      budget: { max: 300 },
    }),
  ];
}

const which = process.argv[2];
const results = [...(which !== 'admin' ? player() : []), ...(which !== 'player' ? admin() : [])];
finish(results);
