import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteWithForms } from '../../src/server/forms/test-client.ts';
import { openDatabase } from '../../src/server/db/index.ts';
import { createTestDb, onPostgres, type TestDb } from '../helpers/db.ts';
import { readSite } from '../helpers/app.ts';
import { crashCycle } from './harness/crash.ts';
import { recordFigure, scale } from './harness/figures.ts';
import { formSubmission } from './harness/forms-write.ts';
import { childServer, type ChildServer } from './harness/server.ts';

// Issue 10, "crash safety": the real server, kill -9 during 200 concurrent form submissions,
// restarted, the unacknowledged ones retried with the same keys: every acknowledged write is
// stored exactly once and the database is intact. On SQLite and on PostgreSQL (DB=…).
const WRITES = 200;
const CYCLES = scale(1, 5);
const isPostgres = onPostgres;

let testDb: TestDb;
let server: ChildServer;

beforeAll(async () => {
  testDb = await createTestDb();
  server = await childServer(testDb.url, siteWithForms(readSite()), { FORMS_IP_PER_MINUTE: '1000000', FORMS_VISITOR_PER_MINUTE: '1000000' });
  await server.start();
}, 90_000);

afterAll(async () => {
  await server?.stop();
  await testDb?.destroy();
});

async function integrityOk(): Promise<boolean> {
  if (isPostgres) return true; // PostgreSQL's WAL replay is its own check; there is no integrity_check to run
  // On a connection of its own: the file as it is on disk. The test's connection has read the
  // full-text table (migrations) before the server wrote it, and FTS5 checks its index against
  // the structure that connection cached, reporting a checksum mismatch for a sound file.
  const fresh = await openDatabase(testDb.url);
  try {
    const rows = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(fresh);
    if (rows.rows.length !== 1 || rows.rows[0].integrity_check !== 'ok') console.error('[crash] integrity_check:', rows.rows.slice(0, 5));
    return rows.rows.length === 1 && rows.rows[0].integrity_check === 'ok';
  } finally {
    await fresh.destroy();
  }
}

// The SQLite durability choice (src/server/db/index.ts): WAL with synchronous=NORMAL. It promises
// that a committed transaction survives the process dying (kill -9, the test below) and that the
// file is never corrupted; it does not promise the last commits survive a power loss or an OS
// crash (they may roll back, leaving a consistent file). FULL would add an fsync per commit.
it.runIf(!isPostgres)('SQLite runs in WAL mode with synchronous=NORMAL (the durability stated above)', async () => {
  const mode = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(testDb.db);
  const sync = await sql<{ synchronous: number }>`pragma synchronous`.execute(testDb.db);
  expect(mode.rows[0].journal_mode).toBe('wal');
  expect(sync.rows[0].synchronous).toBe(1);
});

describe(`crash safety on ${isPostgres ? 'PostgreSQL' : 'SQLite'}`, () => {
  it(`kill -9 during ${WRITES} concurrent submissions: every acknowledged one stored exactly once, integrity ok`, async () => {
    for (let c = 0; c < CYCLES; c++) {
      const out = await crashCycle({
        server,
        db: testDb.db,
        write: formSubmission(`kill${c}`),
        count: WRITES,
        afterAcks: 20 + 30 * c,
        disrupt: () => server.kill(),
        recover: () => server.start(),
      });
      console.info(`[crash] ${JSON.stringify({ ...out, duplicated: out.duplicated.length, missing: out.missing.length })}`);
      recordFigure('crash', 'kill -9 cycles', 1);
      recordFigure('crash', 'writes sent', out.writes);
      recordFigure('crash', 'acknowledged', out.acknowledged);
      recordFigure('crash', 'acknowledged and stored exactly once', out.storedOnce);
      recordFigure('crash', 'retried after the crash', out.retried);
      recordFigure('crash', 'duplicates', out.duplicated.length);
      expect(out.missing).toEqual([]);
      expect(out.duplicated).toEqual([]);
      expect(out.acknowledged).toBeGreaterThan(0);
      expect(await integrityOk()).toBe(true);
    }
  }, scale(120_000, 600_000));

  it.runIf(isPostgres)('the database side: its connections killed (pg_terminate_backend) during the writes, the same holds', async () => {
    const admin = new pg.Client({ connectionString: testDb.url });
    await admin.connect();
    try {
      const out = await crashCycle({
        server,
        db: testDb.db,
        write: formSubmission('backend'),
        count: WRITES,
        afterAcks: 30,
        disrupt: async () => {
          await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
        },
        recover: async () => {},
      });
      recordFigure('crash', 'backend kills', 1);
      recordFigure('crash', 'acknowledged (backend killed)', out.acknowledged);
      recordFigure('crash', 'stored exactly once (backend killed)', out.storedOnce);
      recordFigure('crash', 'refused on retry, key already used (backend killed)', out.refused);
      recordFigure('crash', 'unanswered after 5 retries (backend killed)', out.lost);
      console.info(`[crash backend] ${JSON.stringify({ ...out, duplicated: out.duplicated.length, missing: out.missing.length })}`);
      expect(out.missing).toEqual([]);
      expect(out.duplicated).toEqual([]);
      // The server outlives its database connections: every write is answered once retried
      // (a lost checked-out connection used to raise an uncaught 'error' and end the process).
      expect(out.lost).toBe(0);
    } finally {
      await admin.end();
    }
  }, 120_000);
});
