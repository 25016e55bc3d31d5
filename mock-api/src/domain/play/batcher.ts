/*
 * Group commit of one kind of a play's step (starts, moves, ends): the
 * steps asked while a batch runs go together in the next one, which a few
 * statements make whatever its size. On PostgreSQL each statement is a round
 * trip, a good part of the server's and the database's work under thousands
 * of players; on SQLite a batch is one commit for many.
 */

import type { CommitWindow } from '../../db/commit-window';

interface Waiting<Item, Result> {
  item: Item;
  done: (result: Result) => void;
  failed: (error: unknown) => void;
}

export interface BatcherOptions<Item, Result> {
  /** when the next batch runs (db/commit-window.ts) */
  window: CommitWindow;
  /** steps one batch makes at most */
  limit: number;
  /** what two steps of one batch may not share (their play, their player): the second waits */
  keyOf: (item: Item) => number;
  /**
   * Makes a batch in one transaction, committed when it resolves: each
   * step's result by its key. A step it leaves out goes alone.
   */
  run: (items: Item[]) => Promise<Map<number, Result>>;
  /** Makes one step alone: those left out of their batch, and each of a batch that failed. */
  alone: (item: Item) => Promise<Result>;
}

/**
 * Batches of steps. A batch that fails is made again step by step, so that
 * a failing step fails alone, with its own error; each step's promise
 * settles once what made it committed.
 */
export function batcher<Item, Result>(options: BatcherOptions<Item, Result>) {
  let waiting: Waiting<Item, Result>[] = [];
  let running: Promise<void> | null = null;
  const stats = { commits: 0, made: 0 };

  function take(): Waiting<Item, Result>[] {
    const batch: Waiting<Item, Result>[] = [];
    const rest: Waiting<Item, Result>[] = [];
    const keys = new Set<number>();
    for (const one of waiting) {
      const key = options.keyOf(one.item);
      if (batch.length < options.limit && !keys.has(key)) {
        keys.add(key);
        batch.push(one);
      } else rest.push(one);
    }
    waiting = rest;
    return batch;
  }

  const alone = (one: Waiting<Item, Result>) => options.alone(one.item).then(one.done, one.failed);

  async function make(batch: Waiting<Item, Result>[]) {
    let results: Map<number, Result>;
    try {
      results = await options.run(batch.map((one) => one.item));
    } catch {
      await Promise.all(batch.map(alone));
      return;
    }
    stats.commits += 1;
    const left: Waiting<Item, Result>[] = [];
    for (const one of batch) {
      const key = options.keyOf(one.item);
      if (results.has(key)) {
        stats.made += 1;
        one.done(results.get(key) as Result);
      } else left.push(one);
    }
    await Promise.all(left.map(alone));
  }

  async function drain() {
    await options.window.drain(
      () => waiting.length > 0,
      () => make(take()),
    );
    running = null;
  }

  return {
    /** Makes the step; resolves with its result once committed, or fails as it would alone. */
    make(item: Item): Promise<Result> {
      return new Promise((done, failed) => {
        waiting.push({ item, done, failed });
        running ??= options.window.next().then(drain);
      });
    },
    /** Resolves once every step asked so far has settled (a stop waits for it). */
    settled: async () => {
      while (running) await running;
    },
    /** batches committed and the steps they made, to see the batching at work */
    stats,
  };
}
