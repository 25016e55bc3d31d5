// Lighthouse figures of the player site, as DESIGN.md budgets them: mobile
// performance at least 95 on /explore and on a play overview; accessibility,
// best practices and SEO 100. Runs Lighthouse's default mobile audit
// (simulated slow 4G and a 4x slower processor) in Debian's Chromium against
// the built server on a fresh seeded SQLite database, the median of RUNS
// runs a page (3 unless set), and exits non-zero below a budget.
// Run with `npm run bench:lighthouse`, which builds the product first.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startSeededProduction } from '../support/server.mjs';

const runs = Number(process.env.RUNS ?? 3);
const BUDGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
const METRICS = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'SI',
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function audit(url, port) {
  const { lhr } = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: Object.keys(BUDGETS),
  });
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  return lhr;
}

/** The audits that cost a category its points, to say why a score is short. */
function shortfalls(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id].score ?? 1) < 1)
    .map((ref) => `${ref.id} ${lhr.audits[ref.id].displayValue ?? ''}`.trim());
}

const server = await startSeededProduction();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
let ok = true;
try {
  const latest = await (await fetch(`${server.url}/api/games/get/latest/1/1/`)).json();
  const pages = { explore: '/explore', 'play overview': `/play/overview/${latest.list[0].id}` };
  for (const [name, path] of Object.entries(pages)) {
    const results = [];
    for (let run = 0; run < runs; run += 1)
      results.push(await audit(server.url + path, chrome.port));
    const scores = Object.fromEntries(
      Object.keys(BUDGETS).map((category) => [
        category,
        median(results.map((lhr) => Math.round(lhr.categories[category].score * 100))),
      ]),
    );
    const metrics = Object.entries(METRICS).map(([id, label]) => {
      const value = median(results.map((lhr) => lhr.audits[id].numericValue));
      return id === 'cumulative-layout-shift'
        ? `${label} ${value.toFixed(3)}`
        : `${label} ${Math.round(value)} ms`;
    });
    console.log(`${name} (${path}), median of ${runs}:`);
    console.log(
      `  ${Object.entries(scores)
        .map(([category, score]) => `${category} ${score}`)
        .join(', ')}`,
    );
    console.log(`  ${metrics.join(', ')}`);
    for (const [category, budget] of Object.entries(BUDGETS)) {
      if (scores[category] >= budget) continue;
      ok = false;
      const last = results[results.length - 1];
      console.log(`  ${category} under ${budget}: ${shortfalls(last, category).join('; ')}`);
    }
  }
  console.log(ok ? 'within budget' : 'OVER BUDGET');
  process.exitCode = ok ? 0 : 1;
} finally {
  await chrome.kill();
  await server.stop();
}
