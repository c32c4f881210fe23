import { randomBytes } from 'node:crypto';
import { CompiledQuery, type Kysely, PostgresAdapter, type SelectQueryBuilder, SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver, type SqliteDialectConfig } from 'kysely';

/**
 * The one place for what differs between SQLite and PostgreSQL. Queries elsewhere are
 * written once; they call these helpers where the two databases disagree.
 */

export type DialectName = 'sqlite' | 'postgres';

/** Which database a Kysely instance (or transaction) talks to. */
export function dialectOf(db: Kysely<any>): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** Column type of JSON data: `jsonb` on PostgreSQL (indexable, validated), `text` on SQLite. */
export function jsonColumnType(db: Kysely<any>): 'jsonb' | 'text' {
  return dialectOf(db) === 'postgres' ? 'jsonb' : 'text';
}

/**
 * A value for a JSON column. Always a JSON string: pg would turn a JS array into a
 * PostgreSQL array literal, and SQLite stores text anyway; PG casts the text to jsonb.
 */
export function toJson(value: unknown): string {
  return JSON.stringify(value);
}

/** A JSON column's value as read: PostgreSQL gives the parsed value, SQLite the text. */
export function fromJson<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

/**
 * A SELECT of rows that workers of several processes claim at once (the mail outbox): on
 * PostgreSQL the rows are locked FOR UPDATE SKIP LOCKED, so each goes to one worker; on SQLite the
 * enclosing write statement holds the database's write lock, which already serialises claims.
 */
export function claimable<DB, TB extends keyof DB, O>(db: Kysely<any>, query: SelectQueryBuilder<DB, TB, O>): SelectQueryBuilder<DB, TB, O> {
  return dialectOf(db) === 'postgres' ? query.forUpdate().skipLocked() : query;
}

/** A count as read back: PostgreSQL may give a bigint as a string (without the pool's parser), SQLite a number. */
export function countOf(value: unknown): number {
  return Number(value ?? 0);
}

/** Now as epoch milliseconds, the timestamp format of every table. */
export function nowMillis(): number {
  return Date.now();
}

/** A new id: 24 lowercase hex characters (96 random bits), the format of site ids (§2). */
export function newId(): string {
  return randomBytes(12).toString('hex');
}

/**
 * SQLite dialect whose transactions start with BEGIN IMMEDIATE: the write lock is taken
 * up front (waiting up to busy_timeout), so a transaction that reads and then writes
 * never fails with SQLITE_BUSY when another process wrote in between.
 */
export class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}

class ImmediateSqliteDriver extends SqliteDriver {
  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}
