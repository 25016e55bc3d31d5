import { basename } from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** How many of the slowest files the summary names. */
const SLOWEST = 12;

/**
 * Ends the run with the plain 'N passed, N failed' line that CI reads, after
 * the time each file took in each project (its server's start included), the
 * slowest first: the file that slows the suite is seen in the run that did it.
 */
export default class SummaryReporter implements Reporter {
  private passed = 0;
  private failed = 0;
  private skipped = 0;
  private readonly fileTimes = new Map<string, number>();

  onTestEnd(test: TestCase, result: TestResult) {
    const file = `${test.parent.project()?.name ?? ''} ${basename(test.location.file)}`;
    this.fileTimes.set(file, (this.fileTimes.get(file) ?? 0) + result.duration);
    // A retried test counts once, by its final outcome.
    if (result.retry < test.retries && result.status !== 'passed' && result.status !== 'skipped') {
      return;
    }
    if (result.status === 'passed') this.passed += 1;
    else if (result.status === 'skipped') this.skipped += 1;
    else this.failed += 1;
  }

  onEnd(_result: FullResult) {
    const files = [...this.fileTimes].sort(([, a], [, b]) => b - a);
    const total = files.reduce((sum, [, ms]) => sum + ms, 0);
    console.log(`\nTime in tests: ${(total / 1000).toFixed(0)} s over all workers; slowest files:`);
    for (const [file, ms] of files.slice(0, SLOWEST)) {
      console.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${file}`);
    }
    const skipped = this.skipped > 0 ? `, ${this.skipped} skipped` : '';
    console.log(`\n${this.passed} passed, ${this.failed} failed${skipped}`);
  }

  printsToStdio() {
    return true;
  }
}
