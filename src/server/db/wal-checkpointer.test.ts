import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './index.ts';
import { SqliteDriver } from './sqlite-driver.ts';
import { CHECKPOINT_BYTES, startWalCheckpointer } from './wal-checkpointer.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function file(): string {
  const dir = mkdtempSync(join(tmpdir(), 'vitrina-wal-'));
  dirs.push(dir);
  return join(dir, 'test.db');
}
const walSize = (path: string) => (existsSync(`${path}-wal`) ? statSync(`${path}-wal`).size : 0);
const tick = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A WAL-mode connection like openDatabase's, with a table of 4 KiB rows. */
function connection(path: string) {
  const sqlite = new SqliteDriver(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.exec('create table t (id integer primary key, body text not null)');
  const insert = sqlite.prepare('insert into t (body) values (?)');
  const write = (rows: number) => sqlite.transaction(() => { for (let i = 0; i < rows; i++) insert.run('x'.repeat(4096)); })();
  return { sqlite, write };
}

describe('WAL checkpoints off the event loop', () => {
  it('a commit never checkpoints: the WAL grows past SQLite’s 1,000 pages until the thread is asked', async () => {
    const path = file();
    const { sqlite, write } = connection(path);
    const checkpointer = startWalCheckpointer(sqlite, path);
    expect(sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
    write(1500); // about 6 MB in one go: the default would have checkpointed inside this commit
    expect(walSize(path)).toBeGreaterThan(CHECKPOINT_BYTES);
    const stats = await checkpointer.checkpoint();
    expect(stats.checkpoints).toBe(1);
    expect(stats.lastCopied).toBe(stats.lastLog); // every page copied: nothing was reading
    expect(stats.lastLog).toBeGreaterThan(1000);
    await checkpointer.stop();
    sqlite.close();
  });

  it('under steady writes the thread keeps the WAL bounded (the next commit after a checkpoint starts it over)', async () => {
    const path = file();
    const { sqlite, write } = connection(path);
    const checkpointer = startWalCheckpointer(sqlite, path);
    let largest = 0;
    for (let round = 0; round < 40; round++) {
      write(250); // 1 MB
      largest = Math.max(largest, walSize(path));
      await tick(60);
    }
    // 40 MB written; the WAL never held most of it. (How far the thread lags depends on the
    // machine: 17 MB once on a loaded CI run, under 16 MB when idle; the bound is for "never
    // grows with what is written", not a timing.)
    expect(checkpointer.stats().checkpoints).toBeGreaterThanOrEqual(3);
    expect(largest).toBeLessThan(8 * CHECKPOINT_BYTES);
    expect(sqlite.prepare('select count(*) as n from t').get()).toEqual({ n: 10_000 });
    // Once a checkpoint has copied everything, the next commits write the WAL from its start:
    // its file does not grow while less than its size is written again.
    await checkpointer.checkpoint(); // (one the timer started may have seen less than everything)
    const copied = await checkpointer.checkpoint();
    expect(copied.lastCopied).toBe(copied.lastLog);
    const before = walSize(path);
    write(250);
    expect(walSize(path)).toBe(before);
    await checkpointer.stop();
    sqlite.close();
  });

  it('openDatabase: the connection leaves checkpoints to the thread, and closing leaves no WAL behind', async () => {
    const path = file();
    const db = await openDatabase(`sqlite:${path}`);
    expect((await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(db)).rows[0].wal_autocheckpoint).toBe(0);
    await sql`create table t (body text)`.execute(db);
    await sql`insert into t values (${'x'.repeat(1000)})`.execute(db);
    expect(existsSync(`${path}-wal`)).toBe(true);
    await db.destroy();
    await tick(100);
    expect(existsSync(`${path}-wal`)).toBe(false);
    const reopened = await openDatabase(`sqlite:${path}`);
    expect((await sql<{ n: number }>`select count(*) as n from t`.execute(reopened)).rows[0].n).toBe(1);
    await reopened.destroy();
  });
});
