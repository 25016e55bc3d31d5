import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/*
 * SQLite in WAL mode copies the journal back into the database (a checkpoint,
 * with its flushes to disk) from within a commit, once the journal has grown
 * enough: the commit that happens to trigger it stops the event loop, every
 * socket's answer behind it, for as long as the disk takes (hundreds of
 * milliseconds on a busy machine). The checkpoints run instead in a thread of
 * their own, on its own connection to the file, every moment; PASSIVE ones,
 * which never wait for the server's readers or writer.
 */

const CHECKPOINT_MS = 250;

// The thread's code: the same driver as the server's, a checkpoint on a timer;
// on request, it closes its connection and says so in the shared flag.
const source = `
const { parentPort, workerData } = require('node:worker_threads');
const { path, driver, everyMs, closed } = workerData;
const Database = driver === 'node:sqlite'
  ? require('node:sqlite').DatabaseSync
  : require(driver);
const file = new Database(path);
file.exec('pragma busy_timeout = 5000');
const timer = setInterval(() => {
  try { file.exec('pragma wal_checkpoint(PASSIVE)'); } catch {}
}, everyMs);
parentPort.on('message', () => {
  clearInterval(timer);
  try { file.close(); } catch {}
  Atomics.store(closed, 0, 1);
  Atomics.notify(closed, 0);
  process.exit(0);
});
`;

/** The longest a close waits for the thread to let go of the file. */
const CLOSE_WAIT_MS = 2_000;

/**
 * Starts the thread that checkpoints the file; returns how to stop it. The stop
 * returns once the thread's connection is closed (the database's close is
 * synchronous): the server's own close, the last connection, then checkpoints
 * the journal into the file and removes it, so the folder holds the file alone
 * and can be copied or removed at once.
 */
export function checkpointInThread(path: string, driver: 'node:sqlite' | 'better-sqlite3') {
  const module =
    driver === 'node:sqlite' ? driver : createRequire(import.meta.url).resolve('better-sqlite3');
  const closed = new Int32Array(new SharedArrayBuffer(4));
  const worker = new Worker(source, {
    eval: true,
    workerData: { path, driver: module, everyMs: CHECKPOINT_MS, closed },
  });
  worker.unref();
  // A thread that failed leaves checkpoints to SQLite's own, in the commits.
  let failed = false;
  worker.on('error', () => {
    failed = true;
  });
  return () => {
    if (failed) return;
    worker.postMessage('close');
    Atomics.wait(closed, 0, 0, CLOSE_WAIT_MS);
  };
}
