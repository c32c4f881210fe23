import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, onPostgres, type TestDb } from '../../../test/helpers/db.ts';
import { fromJson, toJson } from '../db/dialect.ts';
import { BatchWriter, type AnalyticsRow } from './batch-writer.ts';

let t: TestDb;
const SITE = 'b1b1b1b1b1b1b1b1b1b1b1b1';
beforeAll(async () => {
  t = await createTestDb();
  const now = Date.now();
  await t.db.insertInto('websites').values({ id: SITE, identifier: 'lote', title: 'Lote', version: 1, is_default: 0, site: toJson({}), created_at: now, updated_at: now, published_at: now }).execute();
});
afterAll(() => t.destroy());

const perf = (website_id: string, value: number): AnalyticsRow<'perf_records'> => ({ website_id, created_at: 1, page_load_id: 'pl', metric: 'LCP', value, path: '/', client_ts: null });
const count = async () => Number((await t.db.selectFrom('perf_records').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const clear = () => t.db.deleteFrom('perf_records').execute();

describe('BatchWriter', () => {
  it('splits a large flush into INSERTs of at most 5,000 rows (PostgreSQL) or 1,024 (SQLite), in one transaction', async () => {
    await clear();
    const w = new BatchWriter(t.db, 'perf_records', { maxRows: 100_000 });
    for (let i = 0; i < 12_000; i++) w.push(perf(SITE, i));
    await w.flush();
    // SQLite: 11 × 1,024 rows, then 736 = 512 + 128 + 64 + 32 (multi-insert.ts).
    expect(w.stats).toMatchObject({ rows: 12_000, flushes: 1, statements: onPostgres ? 3 : 15, failed: 0 });
    expect(await count()).toBe(12_000);
  });

  it('writes as soon as maxRows rows wait, and the rest after maxDelayMs', async () => {
    await clear();
    const w = new BatchWriter(t.db, 'perf_records', { maxRows: 10, maxDelayMs: 50 });
    for (let i = 0; i < 13; i++) w.push(perf(SITE, i));
    await new Promise((r) => setTimeout(r, 10));
    expect(await count()).toBe(10);
    await new Promise((r) => setTimeout(r, 100));
    expect(await count()).toBe(13);
    expect(w.stats.flushes).toBe(2);
    expect(w.stats.statements).toBe(onPostgres ? 2 : 4); // SQLite: 10 = 8 + 2, 3 = 2 + 1
  });

  it('a row of a website that no longer exists loses only its own website’s rows', async () => {
    await clear();
    const log = { warn: () => {}, error: () => {} };
    const w = new BatchWriter(t.db, 'perf_records', { log });
    w.push(perf(SITE, 1));
    w.push(perf('000000000000000000000000', 2));
    w.push(perf(SITE, 3));
    await w.flush();
    expect(await count()).toBe(2);
    expect(w.stats.failed).toBe(1);
  });

  it('drops and counts rows beyond maxPending instead of growing without bound', async () => {
    await clear();
    const w = new BatchWriter(t.db, 'perf_records', { maxPending: 5, log: { warn: () => {}, error: () => {} } });
    for (let i = 0; i < 8; i++) w.push(perf(SITE, i));
    expect(w.pending).toBe(5);
    await w.flush();
    expect([await count(), w.stats.dropped]).toEqual([5, 3]);
  });

  it('stores every value as given: text that looks like a number, quotes, emoji, nulls, JSON, floats', async () => {
    const hits = new BatchWriter(t.db, 'hits');
    const row: AnalyticsRow<'hits'> = {
      website_id: SITE, created_at: 1_760_000_000_123, kind: 1, visitor_id: '007', session_id: '007.1', path: '/café/"x"\\y', title: '12', referrer_host: null,
      referrer_url: "it's ✓ 🍞", source: 'null', campaign: '', subcampaign: null, channel: null, subchannel: null, variation: null, mkwid: null,
      device: 'desktop', browser: 'Chrome', os: 'Linux', locale: 'es-419', collection_id: null, item_id: null, record_type: 3,
    };
    hits.push(row);
    await hits.flush();
    expect(await t.db.selectFrom('hits').selectAll().where('visitor_id', '=', '007').executeTakeFirst()).toEqual({ ...row, id: expect.any(Number) });
    const events = new BatchWriter(t.db, 'events');
    events.push({ website_id: SITE, created_at: 1, kind: 'k', name: null, path: null, visitor_id: null, payload: toJson({ a: [1, 'dos', null], b: { c: 0.5 } }) });
    await events.flush();
    const stored = await t.db.selectFrom('events').select('payload').where('kind', '=', 'k').executeTakeFirstOrThrow();
    expect(fromJson(stored.payload)).toEqual({ a: [1, 'dos', null], b: { c: 0.5 } });
  });
});
