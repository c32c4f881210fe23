import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import type BetterSqlite3 from 'better-sqlite3';
import { NODE_MAJOR } from './sqlite-driver.ts';

/** The WAL size past which a checkpoint is asked for: SQLite's own default (1,000 pages of 4 KiB). */
export const CHECKPOINT_BYTES = 4 * 1024 * 1024;
/** How often the WAL's size is looked at. */
const CHECK_EVERY_MS = 200;

/** What the checkpointer does, for the tests: how many checkpoints ran, and the last one's pages. */
export interface CheckpointStats {
  checkpoints: number;
  /** Pages of the WAL, and pages copied into the database, at the last checkpoint. */
  lastLog: number;
  lastCopied: number;
}

/** Starts the checkpoint thread (tests hand in one that fails). */
export type SpawnThread = (source: string, options: WorkerOptions & { eval: true }) => Worker;

export interface WalCheckpointer {
  stats(): CheckpointStats;
  /** Asks for a checkpoint now; resolves once it ran. */
  checkpoint(): Promise<CheckpointStats>;
  /** Stops the timer and the thread (before the connection closes: its close then checkpoints the rest). */
  stop(): Promise<void>;
}

/**
 * SQLite's WAL checkpoints, off the event loop. By default the connection that commits the
 * transaction that takes the WAL past 1,000 pages copies the WAL into the database and syncs it,
 * there and then: with better-sqlite3 that is the server's only thread, so one visitor's form
 * submission waited for a disk sync and every request behind it waited too (13 % of the time of a
 * submission under load, profiled 2026-11-29). Here the connection never checkpoints
 * (`wal_autocheckpoint = 0`); a worker thread with its own connection runs PASSIVE checkpoints
 * when the WAL grows past CHECKPOINT_BYTES. PASSIVE takes no lock a writer needs, so commits go
 * on meanwhile; once a checkpoint has copied everything, the next commit starts the WAL over. The
 * thread starts on the first checkpoint (a process that writes little never has one) and never
 * keeps the process alive. If it cannot start, the connection checkpoints itself as before.
 */
export function startWalCheckpointer(sqlite: BetterSqlite3.Database, path: string, opts: { spawn?: SpawnThread } = {}): WalCheckpointer {
  const spawn = opts.spawn ?? ((source, options) => new Worker(source, options));
  sqlite.pragma('wal_autocheckpoint = 0');
  const walPath = `${path}-wal`;
  const stats: CheckpointStats = { checkpoints: 0, lastLog: 0, lastCopied: 0 };
  let worker: Worker | null = null;
  let running: Promise<CheckpointStats> | null = null;
  let stopped = false;

  const fallBack = () => {
    clearInterval(timer);
    if (!stopped && sqlite.open) sqlite.pragma('wal_autocheckpoint = 1000');
  };
  const thread = (): Worker => {
    if (worker) return worker;
    worker = spawn(WORKER_SOURCE, { eval: true, workerData: { driver: DRIVER_PATH, path } });
    worker.unref();
    worker.on('error', () => {
      worker = null;
      fallBack();
    });
    return worker;
  };
  const checkpoint = (): Promise<CheckpointStats> => {
    if (running) return running;
    if (stopped) return Promise.resolve({ ...stats });
    running = new Promise<CheckpointStats>((done) => {
      let w: Worker;
      try {
        w = thread();
      } catch {
        // No thread to be had (resource limits): the connection checkpoints itself again.
        fallBack();
        done({ ...stats });
        return;
      }
      const answer = (m: { log?: number; checkpointed?: number; error?: string }) => {
        w.off('exit', gone);
        if (m.error === undefined) Object.assign(stats, { checkpoints: stats.checkpoints + 1, lastLog: m.log ?? 0, lastCopied: m.checkpointed ?? 0 });
        done({ ...stats });
      };
      const gone = () => {
        w.off('message', answer);
        done({ ...stats });
      };
      w.once('message', answer);
      w.once('exit', gone);
      w.postMessage('checkpoint');
    }).finally(() => (running = null));
    return running;
  };
  const timer = setInterval(() => {
    if (running || stopped) return;
    let size = 0;
    try {
      size = statSync(walPath).size;
    } catch {
      return; // no WAL yet
    }
    if (size > CHECKPOINT_BYTES) void checkpoint();
  }, CHECK_EVERY_MS);
  timer.unref();

  return {
    stats: () => ({ ...stats }),
    checkpoint,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      await worker?.terminate();
      worker = null;
    },
  };
}

/** The driver's file, so the thread loads the same build as the connection (see sqlite-driver.ts). */
const DRIVER_PATH = createRequire(import.meta.url).resolve(NODE_MAJOR >= 22 ? 'better-sqlite3-napi' : 'better-sqlite3');

/**
 * The thread: its own connection, one PASSIVE checkpoint per message, answered with SQLite's
 * counts (pages in the WAL, pages copied). It waits for no lock (busy_timeout 0): a checkpoint
 * that finds one busy is tried again at the next look at the WAL's size.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.path, { fileMustExist: true });
db.pragma('busy_timeout = 0');
parentPort.on('message', () => {
  try {
    const [row] = db.pragma('wal_checkpoint(PASSIVE)');
    parentPort.postMessage({ log: row.log, checkpointed: row.checkpointed });
  } catch (err) {
    parentPort.postMessage({ error: String(err && err.message || err) });
  }
});
`;
