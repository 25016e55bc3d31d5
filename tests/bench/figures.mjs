// What every benchmark reports: one figure at a time, beside its budget.
// A benchmark run alone prints its figures; run by `npm run bench`
// (tests/bench/all.mjs), each figure is also appended, as one JSON line, to the
// file BENCH_FIGURES names, from which the summary and docs/performance.md are
// written. A figure without a budget is context (a p50, a memory figure).
import { appendFileSync } from 'node:fs';

/**
 * @typedef {{ max?: number, below?: number, min?: number }} Budget
 *   the value must stay at most `max`, strictly under `below`, at least `min`
 * @typedef {{ group: string, name: string, value: number, unit: string, budget?: Budget, note?: string }} Figure
 */

/** Whether a value meets its budget (true when there is none). */
export function meets(value, budget) {
  if (!budget) return true;
  if (budget.max !== undefined && !(value <= budget.max)) return false;
  if (budget.below !== undefined && !(value < budget.below)) return false;
  if (budget.min !== undefined && !(value >= budget.min)) return false;
  return true;
}

/** The budget in words: "<= 30 KB", "< 50 ms", ">= 0.5". */
export function budgetText(budget, unit) {
  if (!budget) return '';
  const suffix = unit ? ` ${unit}` : '';
  if (budget.max !== undefined) return `<= ${budget.max}${suffix}`;
  if (budget.below !== undefined) return `< ${budget.below}${suffix}`;
  return `>= ${budget.min}${suffix}`;
}

let lastGroup = '';

/** Prints a figure and its verdict, keeps it for the summary; returns whether it is within budget. */
export function report(figure) {
  const ok = meets(figure.value, figure.budget);
  if (figure.group !== lastGroup) {
    lastGroup = figure.group;
    console.log(figure.group);
  }
  const verdict = figure.budget ? (ok ? 'ok' : 'OVER BUDGET') : '';
  const budget = figure.budget ? ` (budget ${budgetText(figure.budget, figure.unit)})` : '';
  console.log(
    `  ${figure.name}: ${figure.value} ${figure.unit}${budget} ${verdict}${figure.note ? ` - ${figure.note}` : ''}`.trimEnd(),
  );
  if (process.env.BENCH_FIGURES) {
    appendFileSync(process.env.BENCH_FIGURES, `${JSON.stringify({ ...figure, ok })}\n`);
  }
  return ok;
}

/** A number rounded to a reading precision: whole above 100, one decimal above 10, two below. */
export function round(value) {
  const digits = Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 2;
  return Number(value.toFixed(digits));
}

/** The value under which p percent of the values fall (the last one for p 100); 0 for none. */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** Ends a benchmark: says it ran to its end (a crash never does), exits 1 when a budget is missed. */
export function finish(results) {
  const ok = results.every(Boolean);
  if (process.env.BENCH_FIGURES) {
    appendFileSync(process.env.BENCH_FIGURES, `${JSON.stringify({ finished: true, ok })}\n`);
  }
  process.exitCode = ok ? 0 : 1;
}
