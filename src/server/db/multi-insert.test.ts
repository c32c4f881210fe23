import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, onPostgres, type TestDb } from '../../../test/helpers/db.ts';
import { TableInsert } from './multi-insert.ts';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
  await t.db.schema
    .createTable('multi_rows')
    .addColumn('n', 'integer', (c) => c.notNull())
    .addColumn('flag', 'integer', (c) => c.notNull())
    .addColumn('label', 'text')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('data', onPostgres ? 'jsonb' : 'text', (c) => c.notNull())
    .execute();
});
afterAll(() => t.destroy());

const insert = new TableInsert('multi_rows', ['n', 'flag', 'label', 'body', 'data'], ['data']);
const row = (n: number) => ({ n, flag: n % 2, label: n % 3 === 0 ? undefined : `fila «${n}» 'x' "y"`, data: { n, tags: ['a', 'ñ'] }, body: `${'é'.repeat(n % 7)}${'<p>'.repeat(700)}` });
const read = async () =>
  ((await t.db.selectFrom('multi_rows' as never).select(['n', 'flag', 'label', 'body', 'data'] as never[]).orderBy('n' as never).execute()) as unknown as { n: number; flag: number; label: string | null; body: string; data: unknown }[]).map((r) => ({
    ...r,
    data: typeof r.data === 'string' ? JSON.parse(r.data) : r.data,
  }));

describe('multi-row INSERTs', () => {
  it.each([0, 1, 3, 20, 1000, 2049])('%i rows arrive whole, in their columns (nothing as null, text as sent, an object as JSON)', async (count) => {
    await t.db.deleteFrom('multi_rows' as never).execute();
    const rows = Array.from({ length: count }, (_, i) => row(i));
    await t.db.transaction().execute((trx) => insert.run(trx, rows));
    const stored = await read();
    expect(stored).toEqual(rows.map((r) => ({ n: r.n, flag: r.flag, label: r.label ?? null, body: r.body, data: r.data })));
  });

  it('as few statements as the database allows: one on PostgreSQL, one per power of two of the count on SQLite', () => {
    const counts = (n: number) => insert.queries(t.db, Array.from({ length: n }, (_, i) => row(i))).length;
    expect([counts(0), counts(1), counts(20), counts(1000), counts(2049)]).toEqual(onPostgres ? [0, 1, 1, 1, 1] : [0, 1, 2, 6, 3]);
    // Values are bound, never written into the SQL text.
    for (const q of insert.queries(t.db, [row(1)])) expect(q.sql).not.toContain('fila');
  });
});
