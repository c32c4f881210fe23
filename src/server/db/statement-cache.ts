import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** How many prepared statements one SQLite connection keeps (the app has a few hundred distinct queries). */
export const STATEMENT_CACHE_SIZE = 1000;

/**
 * The SQLite database as Kysely sees it, with its prepared statements kept by SQL text: Kysely
 * prepares every query it runs, and preparing cost a tenth of an add-to-cart (profiled, issue 16).
 * Safe because Kysely runs a statement to completion (`all` or `run`) before the next one on the
 * same connection, and SQLite re-prepares a kept statement itself when the schema changes. The
 * oldest statement leaves when the cache is full, so a stream of one-off SQL cannot grow it.
 */
export function withStatementCache(database: SqliteDatabase, size = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const kept = new Map<string, SqliteStatement>();
  return {
    close: () => database.close(),
    prepare(sql: string) {
      let statement = kept.get(sql);
      if (!statement) {
        statement = database.prepare(sql);
        if (kept.size >= size) kept.delete(kept.keys().next().value!);
        kept.set(sql, statement);
      }
      return statement;
    },
  };
}
