import { Kysely, SqliteDialect, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { SqliteDriver } from './sqlite-driver.ts';
import { withStatementCache } from './statement-cache.ts';

/** An in-memory SQLite whose prepare calls are counted. */
function counted() {
  const sqlite = new SqliteDriver(':memory:');
  const prepared: string[] = [];
  const database = { close: () => sqlite.close(), prepare: (text: string) => (prepared.push(text), sqlite.prepare(text)) };
  return { database, prepared };
}

describe('the SQLite statement cache', () => {
  it('prepares a query once however often it runs, with the right rows each time', async () => {
    const { database, prepared } = counted();
    const db = new Kysely<any>({ dialect: new SqliteDialect({ database: withStatementCache(database) }) });
    await sql`create table t (n integer)`.execute(db);
    for (let n = 0; n < 50; n++) await db.insertInto('t').values({ n }).execute();
    const rows = await db.selectFrom('t').select('n').where('n', '>=', 48).execute();
    expect(rows).toEqual([{ n: 48 }, { n: 49 }]);
    expect(prepared.filter((s) => s.startsWith('insert')).length).toBe(1);
    // Schema changes: SQLite re-prepares a kept statement itself, new columns included.
    expect((await db.selectFrom('t').selectAll().where('n', '=', 1).execute())[0]).toEqual({ n: 1 });
    await sql`alter table t add column m integer`.execute(db);
    expect((await db.selectFrom('t').selectAll().where('n', '=', 1).execute())[0]).toEqual({ n: 1, m: null });
    await db.destroy();
  });

  it('keeps at most its size, dropping the oldest', async () => {
    const { database, prepared } = counted();
    const cached = withStatementCache(database, 2);
    cached.prepare('select 1');
    cached.prepare('select 2');
    cached.prepare('select 3');
    cached.prepare('select 2');
    cached.prepare('select 1');
    expect(prepared).toEqual(['select 1', 'select 2', 'select 3', 'select 1']);
    database.close();
  });
});
