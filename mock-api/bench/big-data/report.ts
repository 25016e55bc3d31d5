/*
 * The big database's figures, each beside its budget, as every benchmark
 * reports them (tests/bench/figures.mjs): the fill, then each call's p99
 * with its p50, slowest and first call, then the calls not answered 2xx.
 */
import { finish, report, round } from '../../../tests/bench/figures.mjs';
import type { Measure } from './calls';

/** Each list, search and hall of fame answers in under this at p99. */
const BUDGET_MS = 50;

export function bigDataReport(group: string) {
  const results: boolean[] = [];
  const failed: string[] = [];
  return {
    fill(fillSeconds: number, playSeconds: number) {
      results.push(
        report({
          group,
          name: 'fill',
          value: round(fillSeconds),
          unit: 's',
          note: `the plays in ${round(playSeconds)} s`,
        }),
      );
    },

    call(name: string, figures: Measure) {
      const errors = [...figures.failures.values()].reduce((sum, n) => sum + n, 0);
      if (errors > 0) {
        failed.push(`${name}: ${[...figures.failures].map(([s, n]) => `${n} x ${s}`).join(', ')}`);
      }
      results.push(
        report({
          group,
          name: `${name}, p99`,
          value: round(figures.p99),
          unit: 'ms',
          budget: { below: BUDGET_MS },
          note: `p50 ${round(figures.p50)} ms, slowest ${round(figures.max)} ms, ${figures.count} calls, first call ${round(figures.first)} ms${errors ? `, ${errors} not 2xx` : ''}`,
        }),
      );
    },

    /** After the last call: how many calls had answers other than 2xx. */
    failures() {
      results.push(
        report({
          group,
          name: 'answers not 2xx',
          value: failed.length,
          unit: 'calls',
          budget: { max: 0 },
          note: failed.length ? failed.join('; ') : undefined,
        }),
      );
    },

    /** Ends the run: exits 1 when a budget was missed. */
    finish: () => finish(results),
  };
}
