import type { Db } from '../../db/index';
import { keepOnScreen } from './steps';

interface Waiting {
  answerId: number;
  value: number[];
  done: (kept: boolean) => void;
  failed: (error: unknown) => void;
}

/** Answers one transaction stores at most: a batch bigger than that waits for the next. */
const BATCH_LIMIT = 500;

/**
 * Group commit of the players' choices. Choices arriving while a commit is
 * under way wait for the next one, which stores them all in one transaction:
 * one commit (one write of the journal, on PostgreSQL one flush to disk) for
 * many answers, instead of one each. Each choice is acknowledged only once
 * the commit that stores it is done: a crash before it loses only choices not
 * acknowledged yet, never one that was. With no commit under way, a choice
 * waits only for the messages of the same turn of the event loop.
 */
export function answerBatches(db: Db) {
  let waiting: Waiting[] = [];
  let running: Promise<void> | null = null;
  const stats = { commits: 0, answers: 0 };

  async function store(batch: Waiting[]) {
    const kept = await db.transaction().execute(async (trx) => {
      const results: boolean[] = [];
      for (const item of batch) results.push(await keepOnScreen(trx, item.answerId, item.value));
      return results;
    });
    stats.commits += 1;
    stats.answers += batch.length;
    for (const [i, item] of batch.entries()) item.done(kept[i] === true);
  }

  /** A batch that failed as a whole is stored choice by choice: one bad choice fails alone. */
  async function storeAlone(batch: Waiting[]) {
    for (const item of batch) {
      await keepOnScreen(db, item.answerId, item.value).then(item.done, item.failed);
    }
  }

  async function drain() {
    while (waiting.length > 0) {
      const batch = waiting.slice(0, BATCH_LIMIT);
      waiting = waiting.slice(batch.length);
      await store(batch).catch(() => storeAlone(batch));
    }
    running = null;
  }

  return {
    /** Keeps a choice for the question on screen; resolves, once committed, with whether it was kept. */
    keep(answerId: number, value: number[]): Promise<boolean> {
      return new Promise((done, failed) => {
        waiting.push({ answerId, value, done, failed });
        running ??= new Promise<void>((resolve) => setImmediate(resolve)).then(drain);
      });
    },
    /** Resolves once every choice given so far is committed (a stop waits for it). */
    settled: async () => {
      while (running) await running;
    },
    /** commits made and answers they stored, to see the batching at work */
    stats,
  };
}
