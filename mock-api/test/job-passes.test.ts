import { describe, expect, it } from 'vitest';
import { jobPasses } from '../src/domain/job-passes';

/** A job whose passes each wait to be let through, and say what they saw. */
function heldJob() {
  let state = 0;
  const seen: number[] = [];
  const gates: (() => void)[] = [];
  const passes = jobPasses(async () => {
    const read = state;
    await new Promise<void>((open) => gates.push(open));
    seen.push(read);
  });
  const letThrough = async () => {
    // The pass under way is waiting at its gate once the microtasks before it have run.
    await new Promise((resolve) => setImmediate(resolve));
    gates.shift()?.();
  };
  return {
    passes,
    seen,
    letThrough,
    write: (value: number) => {
      state = value;
    },
    started: () => gates.length,
  };
}

describe('the passes of a background job', () => {
  it('answers a call made during a pass with a pass that starts after it, which sees what came before the call', async () => {
    const job = heldJob();
    const first = job.passes.run();
    // Written while the first pass runs, as the clock's route moves the clock on.
    job.write(1);
    let secondDone = false;
    const second = job.passes.run().then(() => {
      secondDone = true;
    });
    await job.letThrough();
    await first;
    expect(job.seen).toEqual([0]);
    // The first pass read the state before the write: the call is not answered by it.
    expect(secondDone).toBe(false);
    await job.letThrough();
    await second;
    expect(job.seen).toEqual([0, 1]);
  });

  it('runs one pass at a time, and one more for all the calls made during a pass', async () => {
    const job = heldJob();
    const first = job.passes.run();
    const during = Array.from({ length: 5 }, () => job.passes.run());
    await job.letThrough();
    await first;
    await new Promise((resolve) => setImmediate(resolve));
    expect(job.started()).toBe(1);
    await job.letThrough();
    await Promise.all(during);
    expect(job.seen).toHaveLength(2);
    // Nothing under way: the next call starts a pass of its own at once.
    const alone = job.passes.run();
    await new Promise((resolve) => setImmediate(resolve));
    expect(job.started()).toBe(1);
    await job.letThrough();
    await alone;
    expect(job.seen).toHaveLength(3);
  });

  it('is settled only once the pass under way and the one waiting have run', async () => {
    const job = heldJob();
    void job.passes.run();
    void job.passes.run();
    let settled = false;
    const stop = job.passes.settled().then(() => {
      settled = true;
    });
    await job.letThrough();
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toBe(false);
    await job.letThrough();
    await stop;
    expect(job.seen).toHaveLength(2);
  });

  it('goes on after a pass that failed', async () => {
    let calls = 0;
    const passes = jobPasses(async () => {
      calls += 1;
      if (calls === 1) throw new Error('the database was away');
    });
    await passes.run();
    await passes.run();
    expect(calls).toBe(2);
  });
});
