// Writes dist/explore.html: the built index.html with /explore's first view in
// it (header, menus, the explore screen's banners and the skeletons of its
// lists, in French like the page's first language), so a first visit paints
// before any script runs. The app then renders over the same elements in the
// player's language. Run by the player's build after `vite build`; the server
// answers /explore with this page, every other page with index.html.
//
// The screen is rendered by src/prerender.tsx, built for Node here with the
// site's own sources and CSS modules (so the class names are those of the
// built styles), in a DOM of happy-dom for what the modules read at load
// (storage, navigator, location).
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Window } from 'happy-dom';
import { build } from 'vite';

const root = fileURLToPath(new URL('../', import.meta.url));
const dist = join(root, 'dist');
const work = join(root, 'node_modules/.cache/prerender');

/** The pages written, each from the route it shows, and the screen whose styles it needs. */
export const PAGES = [
  { file: 'explore.html', path: '/explore', screen: 'src/screens/explore/Explore.tsx' },
];

/**
 * The stylesheets of a manifest entry and of everything it imports statically,
 * those of its imports first, in the order the app's code would add them.
 */
export function stylesOf(manifest, key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return [];
  seen.add(key);
  return [
    ...(entry.imports ?? []).flatMap((next) => stylesOf(manifest, next, seen)),
    ...(entry.css ?? []),
  ];
}

/**
 * index.html with `app` inside its root element and the `styles` it needs
 * inlined: the page paints as soon as it arrives, no stylesheet to wait for.
 * The API `reads` its first screen makes are asked for with the page.
 * Each stylesheet keeps a disabled link, which the browser does not download:
 * the app's code, finding it, does not add the stylesheet again when the
 * screen's code loads (Vite's preload helper looks for the link).
 */
export function withFirstView(index, app, styles, reads = []) {
  const css = styles.map(({ css }) => css.trim()).join('\n');
  const links = [
    ...styles.map(({ file }) => `<link rel="stylesheet" crossorigin href="/${file}" disabled>`),
    // The app's fetch() is same-origin with credentials: crossorigin="anonymous" matches it.
    ...reads.map((path) => `<link rel="preload" as="fetch" crossorigin href="${path}">`),
  ].join('');
  let head = index;
  for (const { file } of styles) {
    head = head.replace(new RegExp(`<link rel="stylesheet"[^>]*href="/${file}"[^>]*>\\s*`), '');
  }
  // The first paint no longer waits for the app's code: it is fetched behind what the
  // page shows (the top ad's answer and picture), as the browser fetches what is not urgent.
  head = head
    .replace(
      '<script type="module" crossorigin',
      '<script type="module" fetchpriority="low" crossorigin',
    )
    .replaceAll(
      '<link rel="modulepreload" crossorigin',
      '<link rel="modulepreload" fetchpriority="low" crossorigin',
    );
  const page = head
    .replace('</head>', `<style>${css}</style>${links}</head>`)
    .replace('<div id="app"></div>', `<div id="app">${app}</div>`);
  if (!page.includes(app)) throw new Error('index.html has no empty <div id="app"></div>');
  return page;
}

/** The CSS-module classes of `html` that no built stylesheet defines: names that drifted. */
export function unknownClasses(html, css) {
  const classes = new Set(
    [...html.matchAll(/class="([^"]*)"/g)].flatMap((found) => found[1].split(/\s+/)),
  );
  return [...classes].filter((name) => /^_.+_[a-z0-9]{5}_\d+$/.test(name) && !css.includes(name));
}

/** Builds src/prerender.tsx for Node and imports it. */
async function loadRenderer() {
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    publicDir: false,
    oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
    ssr: { noExternal: true },
    build: {
      ssr: 'src/prerender.tsx',
      outDir: work,
      emptyOutDir: true,
      minify: false,
      target: 'node20',
    },
  });
  return import(pathToFileURL(join(work, 'prerender.js')).href);
}

/** Runs `render` with a browser's globals from happy-dom, removed afterwards. */
async function inBrowserGlobals(url, render) {
  const window = new Window({ url, settings: { navigator: { userAgent: 'prerender' } } });
  const names = [
    'window',
    'document',
    'location',
    'navigator',
    'localStorage',
    'sessionStorage',
    'history',
    'addEventListener',
    'removeEventListener',
  ];
  const saved = names.map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)]);
  for (const name of names) {
    const value = name.endsWith('EventListener') ? window[name].bind(window) : window[name];
    Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });
  }
  try {
    return await render();
  } finally {
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
      else delete globalThis[name];
    }
    await window.happyDOM.close();
  }
}

async function main() {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const index = readFileSync(join(dist, 'index.html'), 'utf8');
  const css = Object.values(manifest)
    .flatMap((entry) => (entry.file.endsWith('.css') ? [entry.file] : (entry.css ?? [])))
    .filter((file, at, all) => all.indexOf(file) === at)
    .map((file) => readFileSync(join(dist, file), 'utf8'))
    .join('\n');
  for (const page of PAGES) {
    const { app, reads } = await inBrowserGlobals(`http://localhost${page.path}`, async () => {
      const { prerender, firstReads } = await loadRenderer();
      return { app: await prerender(page.path), reads: firstReads[page.path] ?? [] };
    });
    const unknown = unknownClasses(app, css);
    if (unknown.length > 0) {
      throw new Error(`${page.file}: classes no built stylesheet defines: ${unknown.join(' ')}`);
    }
    const files = [...stylesOf(manifest, 'index.html'), ...stylesOf(manifest, page.screen)];
    const styles = [...new Set(files)].map((file) => ({
      file,
      css: readFileSync(join(dist, file), 'utf8'),
    }));
    writeFileSync(join(dist, page.file), withFirstView(index, app, styles, reads));
  }
  if (existsSync(work)) rmSync(work, { recursive: true, force: true });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
