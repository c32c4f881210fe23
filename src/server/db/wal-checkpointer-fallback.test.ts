import { EventEmitter } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { SqliteDriver } from './sqlite-driver.ts';
import { startWalCheckpointer, type SpawnThread } from './wal-checkpointer.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A thread that cannot be had: its start throws, or it fails as it starts (a driver it cannot load). */
const failing: Record<'throws' | 'fails', SpawnThread> = {
  throws: () => {
    throw new Error('ERR_WORKER_INIT_FAILED');
  },
  fails: () => {
    const thread = Object.assign(new EventEmitter(), { unref() {}, postMessage() {}, terminate: async () => 1 });
    setImmediate(() => {
      thread.emit('error', new Error('no se pudo cargar el controlador'));
      thread.emit('exit', 1);
    });
    return thread as unknown as Worker;
  },
};

describe('WAL checkpoints when the thread cannot run', () => {
  it.each(['throws', 'fails'] as const)('the thread %s: the checkpoint still answers, and the connection checkpoints itself again', async (how) => {
    const dir = mkdtempSync(join(tmpdir(), 'vitrina-wal-'));
    dirs.push(dir);
    const sqlite = new SqliteDriver(join(dir, 'test.db'));
    sqlite.pragma('journal_mode = WAL');
    const checkpointer = startWalCheckpointer(sqlite, join(dir, 'test.db'), { spawn: failing[how] });
    expect(sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
    expect(await checkpointer.checkpoint()).toEqual({ checkpoints: 0, lastLog: 0, lastCopied: 0 });
    await new Promise((r) => setImmediate(r));
    expect(sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(1000);
    await checkpointer.stop();
    sqlite.close();
  });
});
