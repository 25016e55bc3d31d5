// Bundles the server into dist/server.js, and the ledger check into dist/ledger-check.js. The shared package (TypeScript
// source) is compiled in; every other dependency stays in node_modules.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const { dependencies } = JSON.parse(
  readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
);
const external = Object.keys(dependencies).filter((name) => name !== '@quiz/shared');

await build({
  // The server, and the ledger check run against its database (npm run ledger:check).
  entryPoints: ['src/server.ts', 'src/ledger-check.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'info',
});
