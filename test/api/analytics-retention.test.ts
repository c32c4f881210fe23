import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteExpiredAnalytics } from '../../src/server/analytics/retention.ts';
import { crumbHeaders, form, send, sendHit } from '../../src/server/analytics/test-client.ts';
import { createTestApp, readSite } from '../helpers/app.ts';

// Rows older than the retention period (ANALYTICS_RETENTION_DAYS, here 30) are deleted, and only those.
let t: Awaited<ReturnType<typeof createTestApp>>;
const SITE = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const DAY = 86_400_000;
const TABLES = ['hits', 'events', 'js_errors', 'perf_records'] as const;

beforeAll(async () => {
  t = await createTestApp({ ANALYTICS_RETENTION_DAYS: '30' });
  const other = readSite();
  other.website = { id: 'bbbbbbbbbbbbbbbbbbbbbbbb', identifier: 'otro', title: 'Otro', domains: ['otro.example.com'] };
  other.collections = [{ ...other.collections[0], id: 'bbbbbbbbbbbbbbbbbbbbbb01' }];
  await t.publish(other);
});
afterAll(() => t.close());

/** One row in each table per call, on the given host. */
async function ingestOneOfEach(host = 'mini.vitrina.test', websiteId = SITE) {
  const ok = [
    await sendHit(t.app, '/', { host }),
    await send(t.app, { url: '/api/census/form-render', host, body: form({ formId: 'f' }) }),
    await send(t.app, { url: '/api/events/RecordJavascriptErrors', host, type: 'application/json', headers: crumbHeaders(t.app, websiteId), body: JSON.stringify([{ event: 'e', data: JSON.stringify({ message: 'm' }) }]) }),
    await send(t.app, { url: '/api/1/performance/records', host, type: 'text/plain', body: JSON.stringify([{ pageLoadId: 'abcdefgh', data: { name: 'LCP', value: 1, path: '/' } }]) }),
  ];
  expect(ok.map((r) => r.statusCode)).toEqual([204, 204, 204, 204]);
  await t.app.analytics.store.flush();
}

/** Sets created_at of the newest row of every table of a site. */
async function age(websiteId: string, createdAt: number) {
  for (const table of TABLES) {
    const row = await t.db.selectFrom(table).select('id').where('website_id', '=', websiteId).orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    await t.db.updateTable(table).set({ created_at: createdAt }).where('id', '=', row.id).execute();
  }
}

const ages = async (table: (typeof TABLES)[number]) =>
  (await t.db.selectFrom(table).select(['website_id', 'created_at']).orderBy('created_at').execute()).map((r) => [r.website_id.slice(0, 1), Math.round((Date.now() - Number(r.created_at)) / DAY)]);

describe('retention', () => {
  it('deletes, in every table and every site, the rows older than the period and nothing else', async () => {
    const now = Date.now();
    await ingestOneOfEach();
    await age(SITE, now - 31 * DAY);
    await ingestOneOfEach();
    await age(SITE, now - 29 * DAY);
    await ingestOneOfEach(); // today
    await ingestOneOfEach('otro.example.com', 'bbbbbbbbbbbbbbbbbbbbbbbb');
    await age('bbbbbbbbbbbbbbbbbbbbbbbb', now - 400 * DAY);

    expect(await t.app.analytics.deleteExpired()).toBe(8);
    for (const table of TABLES) expect(await ages(table)).toEqual([['a', 29], ['a', 0]]);
    expect(await t.app.analytics.deleteExpired()).toBe(0);
  });

  it('deletes in batches until nothing old is left', async () => {
    for (let i = 0; i < 5; i++) {
      await ingestOneOfEach();
      await age(SITE, Date.now() - (40 + i) * DAY);
    }
    expect(await deleteExpiredAnalytics(t.db, { retentionDays: 30, batchSize: 2 })).toBe(20);
    for (const table of TABLES) expect((await ages(table)).every(([, days]) => (days as number) < 30)).toBe(true);
  });

  it('a later "now" moves the cut-off: everything goes once it is all older than the period', async () => {
    expect(await t.app.analytics.deleteExpired(Date.now() + 31 * DAY)).toBe(8);
    for (const table of TABLES) expect(await ages(table)).toEqual([]);
  });
});
