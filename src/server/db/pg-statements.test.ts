import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, onPostgres, type TestDb } from '../../../test/helpers/db.ts';
import { openDatabase } from './index.ts';

/** The named statements of the connection that runs this (one pool connection: the pool of a one-connection handle). */
async function preparedHere(db: Kysely<any>): Promise<string[]> {
  const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements where name like ${'v\\_%'}`.execute(db);
  return rows.map((r) => r.statement);
}

describe.skipIf(!onPostgres)('named prepared statements on PostgreSQL', () => {
  let t: TestDb;
  let db: Kysely<any>;
  beforeAll(async () => {
    t = await createTestDb();
    // Its own handle on the same database, so the statements seen belong to its connections.
    db = await openDatabase(t.url);
    await sql`create table named_t (n integer primary key, label text)`.execute(db);
  });
  afterAll(async () => {
    await db.destroy();
    await t.destroy();
  });

  it('runs a parameterised query as a statement of its connection, with the right rows each time', async () => {
    for (let n = 0; n < 5; n++) await db.insertInto('named_t').values({ n, label: `fila ${n}` }).execute();
    const rows = await db.transaction().execute(async (trx) => {
      const found = [];
      for (const n of [1, 3]) found.push(await trx.selectFrom('named_t').select('label').where('n', '=', n).executeTakeFirst());
      return { found, prepared: await preparedHere(trx) };
    });
    expect(rows.found).toEqual([{ label: 'fila 1' }, { label: 'fila 3' }]);
    expect(rows.prepared.some((s) => s.startsWith('select "label" from "named_t"'))).toBe(true);
  });

  it('answers with the new columns after another connection changed the table under a kept select *', async () => {
    const other = await openDatabase(t.url);
    try {
      const read = () => db.selectFrom('named_t').selectAll().where('n', '=', 2).executeTakeFirst();
      // Prepared on every pool connection that may run it next.
      for (let i = 0; i < 12; i++) expect(await read()).toEqual({ n: 2, label: 'fila 2' });
      await sql`alter table named_t add column extra integer default 7`.execute(other);
      // Outside a transaction the kept plan is replaced and the query answers at once.
      for (let i = 0; i < 12; i++) expect(await read()).toEqual({ n: 2, label: 'fila 2', extra: 7 });
      // Inside one, the first try fails with the transaction; the next is prepared anew.
      await sql`alter table named_t add column more integer default 8`.execute(other);
      const inTransaction = () => db.transaction().execute((trx) => trx.selectFrom('named_t').selectAll().where('n', '=', 2).executeTakeFirst());
      const outcomes = [];
      for (let i = 0; i < 12; i++) outcomes.push(await inTransaction().then((r) => r, (e: Error) => e.message));
      expect(outcomes.filter((o) => typeof o === 'string').every((m) => /cached plan/.test(m as string))).toBe(true);
      expect(outcomes.at(-1)).toEqual({ n: 2, label: 'fila 2', extra: 7, more: 8 });
    } finally {
      await other.destroy();
    }
  });

  it('a failing statement leaves nothing behind: the same text runs once it can', async () => {
    const missing = () => sql`select n from named_later where n = ${1}`.execute(db);
    await expect(missing()).rejects.toThrow(/named_later/);
    await sql`create table named_later (n integer)`.execute(db);
    await sql`insert into named_later values (1)`.execute(db);
    expect((await missing()).rows).toEqual([{ n: 1 }]);
  });
});
