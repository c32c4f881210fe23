import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { migrateToLatest, openDatabase } from '../../src/server/db/index.ts';
import type { Database } from '../../src/server/db/schema.ts';

/** A migrated database of its own for one test file. */
export interface TestDb {
  db: Kysely<Database>;
  /** What `openDatabase` was given, for code that opens its own connection. */
  url: string;
  /** Closes the connection and removes the database. */
  destroy(): Promise<void>;
}

/** Whether this run's tests use PostgreSQL (the `postgres` Vitest project sets DB=postgres); the one place tests read it. */
export const onPostgres = process.env.DB === 'postgres';

/**
 * A fresh, migrated database: PostgreSQL when `DB=postgres` (a new database on the server of
 * `TEST_PG_URL`, default postgres://postgres@127.0.0.1:5432/postgres), otherwise a SQLite file
 * in a temp folder.
 * @example let t: TestDb; beforeAll(async () => { t = await createTestDb(); }); afterAll(() => t.destroy());
 */
export async function createTestDb(): Promise<TestDb> {
  return onPostgres ? createPostgres() : createSqlite();
}

async function createSqlite(): Promise<TestDb> {
  const dir = mkdtempSync(join(tmpdir(), 'vitrina-db-'));
  const url = `sqlite:${join(dir, 'test.db')}`;
  const db = await openDatabase(url);
  await migrateToLatest(db);
  return {
    db,
    url,
    async destroy() {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function createPostgres(): Promise<TestDb> {
  const server = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  // The name is generated here (hex only), so it is safe to put in DDL, which cannot bind values.
  const name = `vitrina_t_${randomBytes(6).toString('hex')}`;
  await admin(server, `create database ${name}`);
  const u = new URL(server);
  u.pathname = `/${name}`;
  const url = u.toString();
  const db = await openDatabase(url);
  await migrateToLatest(db);
  return {
    db,
    url,
    async destroy() {
      await db.destroy();
      await admin(server, `drop database if exists ${name} with (force)`);
    },
  };
}

async function admin(server: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
