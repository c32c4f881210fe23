import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { Kysely, Migrator, PostgresDialect, sql, type Migration } from 'kysely';
import pg from 'pg';
import { withStatementCache } from './statement-cache.ts';
import { namePreparedStatements } from './pg-statements.ts';
import { ImmediateSqliteDialect } from './dialect.ts';
import { SqliteDriver } from './sqlite-driver.ts';
import { startWalCheckpointer } from './wal-checkpointer.ts';
import { migrations } from './migrations/index.ts';
import type { Database } from './schema.ts';

export type { Database } from './schema.ts';

/**
 * Opens the database named by `url` and checks that it answers.
 * `sqlite:<path>` or a plain path → SQLite; `postgres://…` / `postgresql://…` → PostgreSQL.
 * Throws an Error with a one-line message when the database cannot be opened or reached.
 * @example const db = await openDatabase('sqlite:./data/vitrina.db');
 */
export async function openDatabase(url: string): Promise<Kysely<Database>> {
  return /^postgres(ql)?:\/\//i.test(url) ? openPostgres(url) : openSqlite(url.replace(/^sqlite:(\/\/)?/i, ''));
}

function openSqlite(path: string): Kysely<Database> {
  try {
    if (path !== ':memory:') mkdirSync(dirname(resolve(path)), { recursive: true });
    const sqlite = new SqliteDriver(path);
    // WAL lets readers run beside the one writer; NORMAL is durable enough with WAL.
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('synchronous = NORMAL');
    // Checkpoints in a thread of their own, never in a request's commit (wal-checkpointer.ts).
    const checkpointer = sqlite.memory ? null : startWalCheckpointer(sqlite, resolve(path));
    const database = {
      prepare: (text: string) => sqlite.prepare(text),
      close: () => {
        void checkpointer?.stop();
        sqlite.close();
      },
    };
    return new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: withStatementCache(database) }) });
  } catch (err) {
    throw new Error(`No se pudo abrir la base de datos SQLite ${path}: ${reason(err)}`);
  }
}

async function openPostgres(url: string): Promise<Kysely<Database>> {
  const pool = new pg.Pool({
    connectionString: url,
    connectionTimeoutMillis: 10_000,
    // bigint (int8, oid 20) as a number: epoch-millisecond timestamps and counts fit easily.
    // Set on this pool only, not on pg's global type table.
    types: { getTypeParser: ((oid: number, format?: any) => (oid === 20 ? Number : pg.types.getTypeParser(oid, format))) as any },
  });
  // An idle client that loses its connection emits 'error'; without a listener the process dies.
  // The pool drops that client and the next query opens a new one.
  pool.on('error', () => {});
  // A connection lost while checked out (a database restart, a killed backend) emits 'error' on
  // its client, where the pool has no listener then: unheard, that ends the process. Its queries
  // fail anyway (their requests answer 5xx), and the pool drops the client when it is released.
  pool.on('connect', (client) => {
    client.on('error', () => {});
    // Every parameterised query a named statement: parsed and planned once per connection.
    namePreparedStatements(client);
  });
  try {
    await pool.query('select 1');
  } catch (err) {
    await pool.end().catch(() => {});
    throw new Error(`No se pudo conectar a la base de datos ${redact(url)}: ${reason(err)}`);
  }
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return db;
}

/** Applies every pending migration; returns the names applied. Throws naming the one that failed. */
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async (): Promise<Record<string, Migration>> => migrations },
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((r) => r.status === 'Error')?.migrationName ?? '(desconocida)';
    throw new Error(`La migración ${failed} falló: ${reason(error)}`);
  }
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Throws unless the database answers a trivial query (used by /healthz). */
export async function checkDatabase(db: Kysely<any>): Promise<void> {
  await sql`select 1`.execute(db);
}

/** The message of an error, or its code when there is none (pg's AggregateError on ECONNREFUSED). */
function reason(err: unknown): string {
  const e = err as { message?: string; code?: string; errors?: unknown[] };
  if (e?.message) return e.message;
  if (e?.code) return e.code;
  if (Array.isArray(e?.errors) && e.errors.length) return reason(e.errors[0]);
  return String(err);
}

/** The URL without its password, for messages and logs. */
function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
  }
}
