import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, onPostgres, type TestDb } from '../../../test/helpers/db.ts';
import { dialectOf, fromJson, newId, toJson } from './dialect.ts';
import { checkDatabase, migrateToLatest, openDatabase } from './index.ts';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.destroy());

describe('database', () => {
  it('runs on the database the suite asks for', () => {
    expect(dialectOf(t.db)).toBe(onPostgres ? 'postgres' : 'sqlite');
  });

  it('migrates up to the latest and is idempotent', async () => {
    expect(await migrateToLatest(t.db)).toEqual([]);
    const tables = (await t.db.introspection.getTables()).map((x) => x.name);
    expect(tables).toEqual(expect.arrayContaining(['websites', 'domains', 'collections', 'items', 'media']));
    await expect(checkDatabase(t.db)).resolves.toBeUndefined();
  });

  it('round-trips JSON, bigint timestamps and ids', async () => {
    const id = newId();
    expect(id).toMatch(/^[0-9a-f]{24}$/);
    const at = Date.UTC(2030, 0, 1, 12, 30, 45, 123);
    const site = { a: [1, 'dos', { tres: true }], ñ: 'acentos ü' };
    await t.db
      .insertInto('websites')
      .values({ id, identifier: `w${id}`, title: 'T', version: 1, is_default: 0, site: toJson(site), created_at: at, updated_at: at, published_at: at })
      .execute();
    const row = await t.db.selectFrom('websites').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.created_at).toBe(at);
    expect(typeof row.created_at).toBe('number');
    expect(fromJson(row.site)).toEqual(site);
    const count = await t.db.selectFrom('websites').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(count.n).toBeTypeOf('number');
    await t.db.deleteFrom('websites').where('id', '=', id).execute();
  });

  it('enforces foreign keys with cascade', async () => {
    const id = newId();
    const now = Date.now();
    await t.db
      .insertInto('websites')
      .values({ id, identifier: `w${id}`, title: 'T', version: 1, is_default: 0, site: '{}', created_at: now, updated_at: now, published_at: now })
      .execute();
    await t.db.insertInto('domains').values({ host: `${id}.example.com`, website_id: id }).execute();
    await expect(t.db.insertInto('domains').values({ host: 'orphan.example.com', website_id: newId() }).execute()).rejects.toThrow();
    await t.db.deleteFrom('websites').where('id', '=', id).execute();
    expect(await t.db.selectFrom('domains').selectAll().where('website_id', '=', id).execute()).toEqual([]);
  });

  it('reports an unreachable PostgreSQL in one clear line', async () => {
    const err = await openDatabase('postgres://postgres:secreto@127.0.0.1:1/nada').catch((e: Error) => e);
    expect(err).toBeInstanceOf(Error);
    const message = (err as Error).message;
    expect(message).toMatch(/^No se pudo conectar a la base de datos postgres:\/\/postgres:\*\*\*@127\.0\.0\.1:1\/nada: .*ECONNREFUSED/);
    expect(message).not.toContain('secreto');
    expect(message).not.toContain('\n');
  });

  it('reports a SQLite file that cannot be opened', async () => {
    await expect(openDatabase('sqlite:/etc/passwd/x.db')).rejects.toThrow(/^No se pudo abrir la base de datos SQLite/);
  });

  it('takes the write lock up front in SQLite transactions', async () => {
    if (dialectOf(t.db) !== 'sqlite') return;
    // A second connection cannot write while a transaction is open, even before its first write.
    await t.db.transaction().execute(async (trx) => {
      await sql`select 1`.execute(trx);
      const other = await openDatabase(t.url);
      await expect(sql`pragma busy_timeout = 1`.execute(other).then(() => other.insertInto('domains').values({ host: 'x', website_id: 'y' }).execute())).rejects.toThrow(/locked|busy/i);
      await other.destroy();
    });
  });
});
