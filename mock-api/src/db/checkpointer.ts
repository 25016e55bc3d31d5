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

// The thread's code: the same driver as the server's, a checkpoint on a timer, closed on request.
const source = `
const { parentPort, workerData } = require('node:worker_threads');
const { path, driver, everyMs } = workerData;
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
  try { file.exec('pragma wal_checkpoint(PASSIVE)'); file.close(); } catch {}
  process.exit(0);
});
`;

/** Starts the thread that checkpoints the file; returns how to stop it. */
export function checkpointInThread(path: string, driver: 'node:sqlite' | 'better-sqlite3') {
  const module =
    driver === 'node:sqlite' ? driver : createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(source, {
    eval: true,
    workerData: { path, driver: module, everyMs: CHECKPOINT_MS },
  });
  worker.unref();
  // A thread that failed leaves checkpoints to SQLite's own, in the commits.
  worker.on('error', () => {});
  return () => {
    worker.postMessage('close');
  };
}
