import { sql } from 'kysely';
import { batchRows } from '../../db/batch-rows';
import { commitWindow } from '../../db/commit-window';
import type { Db } from '../../db/index';
import { prepared } from '../../db/prepared';
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
 * Keeps the batch's choices, each on condition that its question is on
 * screen still (as keepOnScreen): one statement for them all, whose text is
 * the same at every batch. The answers kept. `+plays.is_active` keeps
 * SQLite from reading the play through the index of running plays (every
 * running play, at each answer) instead of by its id.
 */
const keptRows = batchRows({ answer: 'int', value: 'text' });
const keepAll = prepared<Record<string, unknown>, { id: number }>((db, value) =>
  sql<{ id: number }>`update answers set id_values = v.value
    from ${keptRows.table(db, value)}
    where answers.id = v.answer and answers.answered_at is null
    and exists (select 1 from plays where plays.id = answers.play_id
      and +plays.is_active = 1 and plays.current_question_id = answers.question_id)
    returning answers.id`.compile(db),
);

/**
 * Group commit of the players' choices. Choices arriving while a commit is
 * under way wait for the next one, which stores them all in one statement:
 * one commit (one write of the journal, on PostgreSQL one flush to disk) and
 * one round trip for many answers, instead of one each. Each choice is acknowledged only once
 * the commit that stores it is done: a crash before it loses only choices not
 * acknowledged yet, never one that was. With no commit under way, a choice
 * waits for the messages of the same turn of the event loop, or on SQLite
 * under load for those of a few milliseconds (db/commit-window.ts).
 */
export function answerBatches(db: Db) {
  let waiting: Waiting[] = [];
  let running: Promise<void> | null = null;
  const window = commitWindow(db);
  const stats = { commits: 0, answers: 0 };

  async function store(batch: Waiting[]) {
    // A choice changed twice in one batch keeps the later one, as one after the other would.
    const latest = new Map(batch.map((item) => [item.answerId, JSON.stringify(item.value)]));
    // In the order of their ids: rows locked in one order, as a batch of moves locks them.
    const items = [...latest]
      .sort(([a], [b]) => a - b)
      .map(([answer, value]) => ({ answer, value }));
    const { rows } = await keepAll(db, keptRows.values(db, items));
    const kept = new Set(rows.map((row) => row.id));
    stats.commits += 1;
    stats.answers += batch.length;
    for (const item of batch) item.done(kept.has(item.answerId));
  }

  /** A batch that failed as a whole is stored choice by choice: one bad choice fails alone. */
  async function storeAlone(batch: Waiting[]) {
    for (const item of batch) {
      await keepOnScreen(db, item.answerId, item.value).then(item.done, item.failed);
    }
  }

  async function drain() {
    await window.drain(
      () => waiting.length > 0,
      () => {
        const batch = waiting.slice(0, BATCH_LIMIT);
        waiting = waiting.slice(batch.length);
        return store(batch).catch(() => storeAlone(batch));
      },
    );
    running = null;
  }

  return {
    /** Keeps a choice for the question on screen; resolves, once committed, with whether it was kept. */
    keep(answerId: number, value: number[]): Promise<boolean> {
      return new Promise((done, failed) => {
        waiting.push({ answerId, value, done, failed });
        running ??= window.next().then(drain);
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
