import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../../test/helpers/db.ts';
import { isUniqueViolation, unlessRepeated } from './unique-violation.ts';

// A table like subscription_charges: the primary key that ON CONFLICT watches, and a second
// unique key derived from it (the charge's idempotency key).
let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
  await sql`create table charges (item text not null, cycle integer not null, charge_key text not null, status text not null, primary key (item, cycle), unique (charge_key))`.execute(t.db);
});
afterAll(() => t.destroy());

/** Records a paid cycle as the renewals do: true for the one that wrote it, false for the others. */
const recordPaid = (item: string) =>
  t.db.transaction().execute(async (trx) => {
    const row = await unlessRepeated(trx, () => sql<{ cycle: number }>`insert into charges (item, cycle, charge_key, status) values (${item}, 2, ${`${item}-2`}, 'paid') on conflict (item, cycle) do update set status = 'paid' where charges.status <> 'paid' returning cycle`.execute(trx).then((r) => r.rows[0]), undefined);
    // The transaction is still usable after a lost race (a savepoint, not an aborted transaction).
    await sql`select 1`.execute(trx);
    return Boolean(row);
  });

describe('unlessRepeated', () => {
  it('three writers of one row at once, 200 times: one writes it, the others are told they lost, none fails', async () => {
    for (let round = 0; round < 200; round++) {
      const outcomes = await Promise.allSettled([0, 1, 2].map(() => recordPaid(`item-${round}`)));
      expect(outcomes.filter((o) => o.status === 'rejected')).toEqual([]);
      expect(outcomes.filter((o) => o.status === 'fulfilled' && o.value)).toHaveLength(1);
    }
  }, 60_000);

  it('a repeated key answers `lost` and keeps what the transaction wrote before it; other errors are thrown', async () => {
    await recordPaid('solo');
    const kept = await t.db.transaction().execute(async (trx) => {
      await sql`insert into charges (item, cycle, charge_key, status) values ('antes', 1, 'antes-1', 'paid')`.execute(trx);
      return unlessRepeated(trx, () => sql`insert into charges (item, cycle, charge_key, status) values ('otro', 1, 'solo-2', 'paid')`.execute(trx).then(() => 'written'), 'lost');
    });
    expect(kept).toBe('lost');
    expect((await sql<{ item: string }>`select item from charges where item in ('antes', 'otro')`.execute(t.db)).rows).toEqual([{ item: 'antes' }]);
    await expect(t.db.transaction().execute((trx) => unlessRepeated(trx, () => sql`insert into nowhere values (1)`.execute(trx), undefined))).rejects.toThrow();
  });

  it('knows a repeated key on both databases by its code', () => {
    expect([{ code: '23505' }, { code: 'SQLITE_CONSTRAINT_UNIQUE' }, { code: 'SQLITE_CONSTRAINT_PRIMARYKEY' }].every(isUniqueViolation)).toBe(true);
    expect([{ code: '23503' }, { code: 'SQLITE_CONSTRAINT_FOREIGNKEY' }, new Error('x'), null, undefined].some(isUniqueViolation)).toBe(false);
  });
});
