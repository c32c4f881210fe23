import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as reports from '../../src/server/analytics/reports/index.ts';
import { crumbHeaders, DESKTOP_UA, PHONE_UA, send, sendHit, TABLET_UA, visitorRecord } from '../../src/server/analytics/test-client.ts';
import { createTestApp, readSite } from '../helpers/app.ts';

// The owner's reports return exactly what the visitors' browsers sent: known calls go in
// through the HTTP endpoints, and every report is compared with the figures they make.
let t: Awaited<ReturnType<typeof createTestApp>>;
const SITE = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const OTHER = 'bbbbbbbbbbbbbbbbbbbbbbbb';
const DAY = 86_400_000;
const today = Math.floor(Date.now() / DAY) * DAY;
const range = { from: today - 2 * DAY, to: today + DAY };
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const A1 = visitorRecord('ana', 1);
const A2 = visitorRecord('ana', 2);
const B = visitorRecord('beto', 1);
const C = visitorRecord('ceci', 5);
const cookie = (record: string) => ({ cookie: `ss_cvr=${encodeURIComponent(record)}` });

beforeAll(async () => {
  t = await createTestApp();
  const other = readSite();
  other.website = { id: OTHER, identifier: 'otro', title: 'Otro', domains: ['otro.example.com'] };
  other.collections = [{ ...other.collections[0], id: 'bbbbbbbbbbbbbbbbbbbbbb01' }];
  await t.publish(other);

  const hit = async (url: string, opts: Parameters<typeof sendHit>[2]) => expect((await sendHit(t.app, url, opts)).statusCode).toBe(204);
  const ref = (referrer: string) => ({ referrer });
  // Page views: ana 3 (two visits), beto 2, ceci 1, one anonymous visitor 2.
  await hit('https://mini.vitrina.test/?a=1', { ssCvr: A1, data: ref('https://www.google.com/search?q=pan') });
  await hit('https://mini.vitrina.test/blog', { ssCvr: A1, data: ref('https://mini.vitrina.test/') });
  await hit('/', { ssCvr: A2 });
  await hit('/tienda', { ssCvr: B, headers: { 'user-agent': PHONE_UA }, data: ref('https://facebook.com/x') });
  await hit('/', { ssCvr: B, headers: { 'user-agent': PHONE_UA }, data: ref('https://www.google.com/') });
  await hit('/blog', { ssCvr: C, headers: { 'user-agent': TABLET_UA }, data: ref('https://news.ycombinator.com/item?id=1') });
  await hit('/', { ip: '10.9.9.9' });
  await hit('/', { ip: '10.9.9.9' });
  // Not counted: a robot; another site's visitors; a hit far from the period (for the per-day report).
  await hit('/', { headers: { 'user-agent': 'Googlebot/2.1' } });
  for (let i = 0; i < 3; i++) await hit('/', { host: 'otro.example.com', ssCvr: visitorRecord(`otro-${i}`) });
  await hit('/dia', { ssCvr: A1 });

  // Landings with campaign sources.
  const track = async (q: string, headers: Record<string, string> = {}, host?: string) =>
    expect((await send(t.app, { method: 'GET', url: `/api/track/Track?landing=%2F&${q}`, headers, host })).statusCode).toBe(204);
  await track('source=boletin&campaign=otono', cookie(A1));
  await track('source=boletin', cookie(B));
  await track('source=facebook-ads', { 'user-agent': DESKTOP_UA });
  await track('lang=es-419', cookie(C));
  await track('source=boletin', cookie(visitorRecord('otro-1')), 'otro.example.com');

  // JavaScript errors.
  const report = async (message: string, url: string, site = SITE, host?: string) => {
    const body = JSON.stringify([{ event: 'error', data: JSON.stringify({ message, url }) }]);
    expect((await send(t.app, { url: '/api/events/RecordJavascriptErrors', host, type: 'application/json', headers: crumbHeaders(t.app, site), body })).statusCode).toBe(204);
  };
  await report('TypeError: a', 'https://mini.vitrina.test/blog');
  await report('TypeError: a', 'https://mini.vitrina.test/blog');
  await report('TypeError: a', 'https://mini.vitrina.test/');
  await report('ReferenceError: b', 'https://mini.vitrina.test/');
  for (let i = 0; i < 5; i++) await report('TypeError: a', '/', OTHER, 'otro.example.com');

  // Page speed.
  const metrics = async (list: [string, number, string][], host?: string) => {
    const body = JSON.stringify(list.map(([name, value, path]) => ({ pageLoadId: 'abcdef0123456789', data: { name, value, path } })));
    expect((await send(t.app, { url: '/api/1/performance/records', host, type: 'text/plain', body })).statusCode).toBe(204);
  };
  await metrics([['LCP', 4000, '/'], ['LCP', 1000, '/'], ['LCP', 3000, '/'], ['LCP', 2000, '/'], ['CLS', 0.1, '/'], ['CLS', 0.05, '/'], ['FCP', 900, '/'], ['TTFB', 80, '/']]);
  await metrics([['LCP', 500, '/blog'], ['LCP', 100, '/blog'], ['LCP', 300, '/blog'], ['LCP', 200, '/blog'], ['LCP', 400, '/blog'], ['INP', 80, '/blog'], ['INP', 200, '/blog']]);
  await metrics([['LCP', 99_999, '/']], 'otro.example.com');

  await t.app.analytics.store.flush();
  // Fixed times where order or calendar day matter.
  await t.db.updateTable('hits').set({ created_at: Date.UTC(2026, 0, 10, 3) }).where('path', '=', '/dia').execute();
  const errs = await t.db.selectFrom('js_errors').select(['id', 'message']).where('website_id', '=', SITE).orderBy('id').execute();
  for (const [i, e] of errs.entries()) await t.db.updateTable('js_errors').set({ created_at: today + (e.message.startsWith('Reference') ? 5000 : (i + 1) * 1000) }).where('id', '=', e.id).execute();
});
afterAll(() => t.close());

describe('owner reports', () => {
  it('summary: page views, visits, unique visitors', async () => {
    expect(await reports.summary(t.db, SITE, range)).toEqual({ pageViews: 8, visits: 5, visitors: 4 });
    expect(await reports.summary(t.db, OTHER, range)).toEqual({ pageViews: 3, visits: 3, visitors: 3 });
    expect(await reports.summary(t.db, SITE, { from: range.to, to: range.to + DAY })).toEqual({ pageViews: 0, visits: 0, visitors: 0 });
  });

  it('top pages', async () => {
    expect(await reports.topPages(t.db, SITE, range)).toEqual([
      { path: '/', views: 5, visitors: 3 },
      { path: '/blog', views: 2, visitors: 2 },
      { path: '/tienda', views: 1, visitors: 1 },
    ]);
    expect(await reports.topPages(t.db, SITE, { ...range, limit: 1 })).toHaveLength(1);
  });

  it('top referrers: external sites only, without www.', async () => {
    expect(await reports.topReferrers(t.db, SITE, range)).toEqual([
      { host: 'google.com', views: 2, visitors: 2 },
      { host: 'facebook.com', views: 1, visitors: 1 },
      { host: 'news.ycombinator.com', views: 1, visitors: 1 },
    ]);
  });

  it('campaign sources of the landings', async () => {
    expect(await reports.campaignSources(t.db, SITE, range)).toEqual([
      { source: 'boletin', landings: 2, visitors: 2 },
      { source: 'facebook-ads', landings: 1, visitors: 1 },
    ]);
  });

  it('devices', async () => {
    expect(await reports.devices(t.db, SITE, range)).toEqual([
      { device: 'desktop', views: 5, visitors: 2 },
      { device: 'mobile', views: 2, visitors: 1 },
      { device: 'tablet', views: 1, visitors: 1 },
    ]);
  });

  it('page views per day, every day of the period present', async () => {
    expect(await reports.viewsPerDay(t.db, SITE, range)).toEqual([
      { date: iso(today - 2 * DAY), views: 0 },
      { date: iso(today - DAY), views: 0 },
      { date: iso(today), views: 8 },
    ]);
    const jan = { from: Date.UTC(2026, 0, 9), to: Date.UTC(2026, 0, 11) };
    expect(await reports.viewsPerDay(t.db, SITE, jan)).toEqual([{ date: '2026-01-09', views: 0 }, { date: '2026-01-10', views: 1 }]);
    // 03:00 UTC on the 10th is 21:00 on the 9th at UTC−6.
    expect(await reports.viewsPerDay(t.db, SITE, { ...jan, utcOffsetMinutes: -360 })).toEqual([
      { date: '2026-01-08', views: 0 },
      { date: '2026-01-09', views: 1 },
      { date: '2026-01-10', views: 0 },
    ]);
    await expect(reports.viewsPerDay(t.db, SITE, { ...jan, utcOffsetMinutes: 2000 })).rejects.toThrow(RangeError);
  });

  it('latest JavaScript errors grouped by message, with counts', async () => {
    expect(await reports.latestJsErrors(t.db, SITE, range)).toEqual([
      { message: 'ReferenceError: b', count: 1, pages: 1, lastSeen: today + 5000 },
      { message: 'TypeError: a', count: 3, pages: 2, lastSeen: today + 3000 },
    ]);
  });

  it('page speed: p75 (nearest rank) of LCP, CLS and INP per page', async () => {
    expect(await reports.pageSpeed(t.db, SITE, range)).toEqual([
      { path: '/blog', LCP: { p75: 400, samples: 5 }, CLS: null, INP: { p75: 200, samples: 2 } },
      { path: '/', LCP: { p75: 3000, samples: 4 }, CLS: { p75: 0.1, samples: 2 }, INP: null },
    ]);
    expect(await reports.pageSpeed(t.db, OTHER, range)).toEqual([{ path: '/', LCP: { p75: 99_999, samples: 1 }, CLS: null, INP: null }]);
  });
});
