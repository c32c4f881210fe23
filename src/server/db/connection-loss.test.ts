import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, onPostgres, type TestDb } from '../../../test/helpers/db.ts';

/**
 * A PostgreSQL restart or a killed backend must not take the server down: the queries on the lost
 * connections fail (their requests answer 5xx and the client retries), the pool drops those
 * connections, and the next query works. Found by the crash suite (pg_terminate_backend during
 * form submissions): a connection lost while checked out emitted 'error' with no listener, an
 * uncaught exception that ended the process.
 */
describe.runIf(onPostgres)('losing PostgreSQL connections', () => {
  let t: TestDb;
  const uncaught: unknown[] = [];
  const onUncaught = (err: unknown) => uncaught.push(err);
  beforeAll(async () => {
    t = await createTestDb();
    process.on('uncaughtException', onUncaught);
  });
  afterAll(async () => {
    process.off('uncaughtException', onUncaught);
    await t.destroy();
  });

  it('fails the queries in flight, raises no uncaught error, and answers the next query', async () => {
    const admin = new pg.Client({ connectionString: t.url });
    await admin.connect();
    try {
      // Connections checked out (inside transactions) when their backends are killed.
      const held = Array.from({ length: 3 }, () =>
        t.db.transaction().execute(async (trx) => {
          await sql`select 1`.execute(trx);
          await sql`select pg_sleep(3)`.execute(trx);
        }),
      );
      // Settled from the start: the transactions reject while the kill below is still awaiting its
      // own answer, and a rejection with no handler yet is reported as unhandled (CI saw it).
      const settled = Promise.allSettled(held);
      // Killed once all three sleep inside their transactions (not at a fixed delay: on a loaded
      // machine a BEGIN still on its way met the kill in another state than the one tested).
      for (let i = 0; i < 100; i++) {
        const { rows } = await admin.query(`select count(*)::int as n from pg_stat_activity where datname = current_database() and query like 'select pg_sleep%' and state = 'active'`);
        if (rows[0].n >= 3) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
      const outcomes = await settled;
      expect(outcomes.every((o) => o.status === 'rejected')).toBe(true);
      await new Promise((r) => setTimeout(r, 100));
      expect(uncaught).toEqual([]);
      // Idle connections were killed too; within a few tries the pool has replaced them all.
      let answered = false;
      for (let i = 0; i < 12 && !answered; i++) answered = await sql`select 1 as one`.execute(t.db).then(() => true, () => false);
      expect(answered).toBe(true);
      expect(uncaught).toEqual([]);
    } finally {
      await admin.end();
    }
  });
});
