import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crumbHeaders, DESKTOP_UA, PHONE_UA, send, sendHit, TABLET_UA, visitorRecord } from '../../src/server/analytics/test-client.ts';
import { createTestApp, readSite } from '../helpers/app.ts';

// The owner's /config/analytics shows exactly what the visitors' browsers sent: known calls go
// in through the real ingestion endpoints, and the figures on the page are compared with them.
let t: Awaited<ReturnType<typeof createTestApp>>;
const SITE = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const OTHER = 'bbbbbbbbbbbbbbbbbbbbbbbb';
const MINI = 'mini.vitrina.test';
const PASSWORD = 'pan de masa madre';
let cookie = '';

const A1 = visitorRecord('ana', 1);
const A2 = visitorRecord('ana', 2);
const B = visitorRecord('beto', 1);
const C = visitorRecord('ceci', 5);
const ssCvr = (record: string) => ({ cookie: `ss_cvr=${encodeURIComponent(record)}` });

beforeAll(async () => {
  t = await createTestApp();
  const other = readSite();
  other.website = { id: OTHER, identifier: 'otro', title: 'Otro', domains: ['otro.example.com'] };
  other.collections = [{ ...other.collections[0], id: 'bbbbbbbbbbbbbbbbbbbbbb01' }];
  await t.publish(other);

  const hit = async (url: string, opts: Parameters<typeof sendHit>[2]) => expect((await sendHit(t.app, url, opts)).statusCode).toBe(204);
  const ref = (referrer: string) => ({ referrer });
  // 8 page views: ana 3 (visits 1 and 2, desktop), beto 2 (phone), ceci 1 (tablet), one anonymous visitor 2 (desktop).
  await hit('https://mini.vitrina.test/?a=1', { ssCvr: A1, data: ref('https://www.google.com/search?q=pan') });
  await hit('https://mini.vitrina.test/blog', { ssCvr: A1, data: ref('https://mini.vitrina.test/') });
  await hit('/', { ssCvr: A2 });
  await hit('/tienda', { ssCvr: B, headers: { 'user-agent': PHONE_UA }, data: ref('https://facebook.com/x') });
  await hit('/', { ssCvr: B, headers: { 'user-agent': PHONE_UA }, data: ref('https://www.google.com/') });
  await hit('/blog', { ssCvr: C, headers: { 'user-agent': TABLET_UA }, data: ref('https://news.ycombinator.com/item?id=1') });
  await hit('/', { ip: '10.9.9.9' });
  await hit('/', { ip: '10.9.9.9' });
  // Not counted here: a robot, and another site's visitors.
  await hit('/', { headers: { 'user-agent': 'Googlebot/2.1' } });
  for (let i = 0; i < 3; i++) await hit('/otra', { host: 'otro.example.com', ssCvr: visitorRecord(`otro-${i}`) });

  const track = async (q: string, headers: Record<string, string> = {}, host?: string) =>
    expect((await send(t.app, { method: 'GET', url: `/api/track/Track?landing=%2F&${q}`, headers, host })).statusCode).toBe(204);
  await track('source=boletin&campaign=otono', ssCvr(A1));
  await track('source=boletin', ssCvr(B));
  await track('source=facebook-ads', { 'user-agent': DESKTOP_UA });
  await track('lang=es-419', ssCvr(C));
  await track('source=otra-fuente', ssCvr(visitorRecord('otro-1')), 'otro.example.com');

  const report = async (message: string, url: string, site = SITE, host?: string) => {
    const body = JSON.stringify([{ event: 'error', data: JSON.stringify({ message, url }) }]);
    expect((await send(t.app, { url: '/api/events/RecordJavascriptErrors', host, type: 'application/json', headers: crumbHeaders(t.app, site), body })).statusCode).toBe(204);
  };
  await report('TypeError: a is undefined', 'https://mini.vitrina.test/blog');
  await report('TypeError: a is undefined', 'https://mini.vitrina.test/blog');
  await report('TypeError: a is undefined', 'https://mini.vitrina.test/');
  await report('ReferenceError: b <script>', 'https://mini.vitrina.test/');
  await report('Error de otro sitio', '/', OTHER, 'otro.example.com');

  const metrics = async (list: [string, number, string][], host?: string) => {
    const body = JSON.stringify(list.map(([name, value, path]) => ({ pageLoadId: 'abcdef0123456789', data: { name, value, path } })));
    expect((await send(t.app, { url: '/api/1/performance/records', host, type: 'text/plain', body })).statusCode).toBe(204);
  };
  await metrics([['LCP', 4000, '/'], ['LCP', 1000, '/'], ['LCP', 3000, '/'], ['LCP', 2000, '/'], ['CLS', 0.1, '/'], ['CLS', 0.05, '/'], ['FCP', 900, '/']]);
  await metrics([['LCP', 500, '/blog'], ['LCP', 100, '/blog'], ['LCP', 300, '/blog'], ['LCP', 200, '/blog'], ['LCP', 1234.4, '/blog'], ['INP', 80, '/blog'], ['INP', 200, '/blog']]);
  await metrics([['LCP', 99_999, '/otra']], 'otro.example.com');
  await t.app.analytics.store.flush();

  await t.app.vitrina.owners.service.addOwner(SITE, { email: 'ana@panaderia.mx', password: PASSWORD, role: 1 });
  const login = await t.app.inject({ method: 'GET', url: '/config/login', headers: { host: MINI } });
  const crumb = /name="crumb" value="([^"]+)"/.exec(login.body)![1];
  const res = await t.app.inject({
    method: 'POST', url: '/config/login',
    headers: { host: MINI, cookie: `crumb=${crumb}`, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ crumb, email: 'ana@panaderia.mx', password: PASSWORD }).toString(),
  });
  expect(res.statusCode).toBe(303);
  cookie = `vitrina_session=${res.cookies.find((c) => c.name === 'vitrina_session')!.value}`;
});
afterAll(() => t.close());

/** The analytics page for `query`, parsed. */
async function page(query = '') {
  const res = await t.app.inject({ method: 'GET', url: `/config/analytics${query}`, headers: { host: MINI, cookie } });
  const window = new Window();
  window.document.write(res.body);
  return { res, doc: window.document };
}

type Doc = Awaited<ReturnType<typeof page>>['doc'];
const text = (doc: Doc, selector: string) => doc.querySelector(selector)?.textContent?.trim();
/** A section's table as rows of cell texts (header row excluded). */
const rows = (doc: Doc, section: string) =>
  [...doc.querySelectorAll(`#${section} table tbody tr`)].map((tr) => [...tr.querySelectorAll('th, td')].map((c) => c.textContent!.trim()));

describe('/config/analytics', () => {
  it('shows visits, unique visitors and page views of what was sent', async () => {
    const { res, doc } = await page('?period=7d');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(text(doc, '#stat-page-views .owner-stat__value')).toBe('8');
    expect(text(doc, '#stat-visitors .owner-stat__value')).toBe('4');
    expect(text(doc, '#stat-visits .owner-stat__value')).toBe('5');
    expect(text(doc, 'h1')).toBe('Analítica');
    expect(doc.querySelector('.owner-period a[aria-current="page"]')?.getAttribute('href')).toBe('/config/analytics?period=7d');
  });

  it('shows top pages, referrers, campaign sources and devices', async () => {
    const { doc } = await page();
    expect(rows(doc, 'top-pages')).toEqual([['/', '5', '3'], ['/blog', '2', '2'], ['/tienda', '1', '1']]);
    expect(rows(doc, 'referrers')).toEqual([['google.com', '2', '2'], ['facebook.com', '1', '1'], ['news.ycombinator.com', '1', '1']]);
    expect(rows(doc, 'campaigns')).toEqual([['boletin', '2', '2'], ['facebook-ads', '1', '1']]);
    expect(rows(doc, 'devices')).toEqual([['Computadora', '5', '2'], ['Teléfono', '2', '1'], ['Tableta', '1', '1']]);
  });

  it('draws page views per day as an accessible SVG with a table alternative', async () => {
    const { doc, res } = await page('?period=7d');
    const svg = doc.querySelector('#views-per-day svg')!;
    expect(svg.getAttribute('role')).toBe('img');
    expect(svg.getAttribute('aria-labelledby')).toBe('chart-title chart-desc');
    expect(svg.querySelector('title')!.textContent).toMatch(/^Páginas vistas por día, /);
    expect(svg.querySelector('desc')!.textContent).toMatch(/^Gráfico de barras: 8 páginas vistas en 7 días; el máximo fue 8 vistas el /);
    expect(svg.querySelectorAll('rect.owner-chart__bar')).toHaveLength(7);
    const table = rows(doc, 'views-per-day');
    expect(table).toHaveLength(7);
    expect(table.map((r) => Number(r[1]))).toEqual([0, 0, 0, 0, 0, 0, 8]);
    expect(res.body).not.toContain('<script');
  });

  it('groups the latest JavaScript errors by message, escaped, with counts', async () => {
    const { doc, res } = await page();
    const errors = rows(doc, 'js-errors');
    expect(errors.map((r) => r.slice(0, 3))).toEqual(expect.arrayContaining([['TypeError: a is undefined', '3', '2'], ['ReferenceError: b <script>', '1', '1']]));
    expect(errors).toHaveLength(2);
    expect(res.body).toContain('ReferenceError: b &lt;script&gt;');
  });

  it('shows p75 of LCP, CLS and INP per page with the number of samples', async () => {
    const { doc } = await page();
    expect(rows(doc, 'page-speed')).toEqual([
      // Pages with the most samples first: /blog 7, / 6 (FCP is not on this table).
      ['/blog', '500 (5 mediciones)', 'sin datos', '200 (2 mediciones)'],
      ['/', '3,000 (4 mediciones)', '0.1 (2 mediciones)', 'sin datos'],
    ]);
  });

  it('shows none of another site\'s figures', async () => {
    const { res } = await page();
    for (const foreign of ['/otra', 'otra-fuente', 'Error de otro sitio', '99,999']) expect(res.body).not.toContain(foreign);
  });

  it('a custom period counts only its days; a bad period is a 400 with a notice and the default 30 days', async () => {
    const { doc } = await page('?from=2020-01-01&to=2020-01-31');
    expect(text(doc, '#stat-page-views .owner-stat__value')).toBe('0');
    expect(text(doc, '#top-pages p')).toBe('Todavía no hay datos en este período.');
    expect(doc.querySelectorAll('#views-per-day tbody tr')).toHaveLength(31);
    const bad = await page('?from=2020-02-30&to=2020-03-01');
    expect(bad.res.statusCode).toBe(400);
    expect(text(bad.doc, '.owner-period [role="alert"]')).toMatch(/^Las fechas no son válidas/);
    expect(text(bad.doc, '#stat-page-views .owner-stat__value')).toBe('8');
  });
});
