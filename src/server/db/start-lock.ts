import { sql, type Kysely } from 'kysely';
import { dialectOf } from './dialect.ts';

/** The advisory lock key of a process's start (migrations, the demo's first import): any fixed bigint. */
const START_LOCK = 7_307_001_019;

/**
 * Runs `fn` (a process's start: migrate, import the demo on an empty database) while no other
 * process on the same PostgreSQL database runs its own: processes of a deploy start at once, and
 * each one would otherwise find the database empty and import the demo again. A session advisory
 * lock on one connection held for the whole of `fn` (which uses the pool as usual); released on
 * error too, and by PostgreSQL if the process dies. SQLite: one process owns its file, nothing to take.
 */
export async function oneStartAtATime<T>(db: Kysely<any>, fn: () => Promise<T>): Promise<T> {
  if (dialectOf(db) !== 'postgres') return fn();
  return db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${START_LOCK})`.execute(conn);
    try {
      return await fn();
    } finally {
      await sql`select pg_advisory_unlock(${START_LOCK})`.execute(conn);
    }
  });
}
