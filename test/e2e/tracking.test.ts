import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP_UA } from '../../src/server/analytics/test-client.ts';
import { serverRows as rows, startServer, type RunningServer } from './server.ts';
import { RECORD, cookie, fields, hide, trackingVisitors, until } from './tracking-visitor.ts';

// Visitor tracking and telemetry in real Chromium against `vitrina serve` (src/runtime/tracking):
// the requests the page really sends, the cookies it sets, the rows that reach the database.
// A restrictive cookie policy and the disable flag: tracking-consent.test.ts.

const visitor = trackingVisitors();

describe('visitor tracking on the demo site', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server?.stop());

  it('a first page view: visit cookies, RecordHit with every §7 field, the landing call with its campaign, one button-render per button; rows stored', async () => {
    const { context, page, calls } = await visitor();
    await page.goto(`${server.url}/?source=boletin&utm_medium=correo&utm_campaign=otono`, { waitUntil: 'load' });
    const buttons = await page.$$eval('[data-census-button]', (links) => links.map((a) => JSON.parse(a.getAttribute('data-census-button')!).id as string));
    expect(buttons.length).toBeGreaterThan(1);
    await until(() => calls('/api/census/RecordHit').length === 1 && calls('/api/track/Track').length === 1 && calls('/api/census/button-render').length === buttons.length);

    const record = await cookie(context, 'ss_cvr');
    const session = await cookie(context, 'ss_cvt');
    expect(record?.value).toMatch(RECORD);
    const [id, first, previous, latest, count] = record!.value.split('|');
    expect([previous, latest, count]).toEqual([first, first, '1']);
    expect(session?.value).toBe(first);
    const now = Date.now() / 1000;
    // Two years asked (unit-tested); Chromium caps every cookie at 400 days (RFC 6265bis).
    expect(record!.expires - now).toBeGreaterThan(399 * 86400);
    expect(record!.expires - now).toBeLessThan(731 * 86400);
    expect(session!.expires - now).toBeGreaterThan(29 * 60);
    expect(session!.expires - now).toBeLessThan(31 * 60);
    expect(record).toMatchObject({ path: '/', sameSite: 'Lax', httpOnly: false });

    const hit = calls('/api/census/RecordHit')[0];
    expect(hit.method()).toBe('POST');
    const body = fields(hit);
    expect(body.event).toBe('1');
    expect(body.ss_cvr).toBe(record!.value);
    const data = JSON.parse(body.data);
    expect(data).toMatchObject({
      url: `${server.url}/?source=boletin&utm_medium=correo&utm_campaign=otono`,
      title: await page.title(),
      referrer: '',
      queryString: 'source=boletin&utm_medium=correo&utm_campaign=otono',
      locale: 'es-419',
      userAgent: DESKTOP_UA,
      viewportInnerWidth: 1280,
      viewportInnerHeight: 800,
      websiteId: '65f1c0ffee0000000000a001',
      templateId: 'vitrina-base',
      localStorageSupported: true,
    });
    expect(data.clientDate).toBeGreaterThan(Date.now() - 60_000);
    for (const key of ['screenWidth', 'screenHeight']) expect(data[key]).toBeGreaterThan(0);
    for (const key of ['collectionId', 'itemId', 'recordType', 'permissionType']) expect(data).toHaveProperty(key);

    const track = new URL(calls('/api/track/Track')[0].url()).searchParams;
    expect(Object.fromEntries(track)).toMatchObject({ landing: data.url, refer: '', lang: 'es-419', source: 'boletin', channel: 'correo', campaign: 'otono' });
    expect(track.get('rk')).toMatch(/^\d+$/);
    expect(track.get('screen')).toMatch(/^\d+x\d+$/);

    const renders = calls('/api/census/button-render').map(fields);
    expect(renders.map((r) => r.id).sort()).toEqual(buttons.sort());
    expect(renders.find((r) => r.id === 'portada-tienda')).toEqual({
      pageTitle: data.title, pageId: expect.any(String), contentSource: 'c', pagePath: '/',
      id: 'portada-tienda', buttonText: 'Compra café en línea', clickthroughUrl: '/tienda', alignment: 'right', size: 'large', newWindow: 'false', context: 'block',
      visitorCookie: record!.value,
    });

    // A click on a button is counted even though the link navigates away at once (keepalive).
    await page.click('a[href="/tienda"].btn');
    await until(() => calls('/api/census/button-click').length === 1);
    expect(fields(calls('/api/census/button-click')[0])).toMatchObject({ id: 'portada-tienda', pagePath: '/', visitorCookie: record!.value });
    await page.waitForURL(/\/tienda$/);
    await until(() => calls('/api/census/RecordHit').length === 2);

    await until(() => rows(server, 'SELECT (SELECT COUNT(*) FROM events WHERE visitor_id = ?) + (SELECT COUNT(*) FROM hits WHERE visitor_id = ?) AS n', id, id)[0].n === buttons.length + 1 + 3, 3000);
    expect(rows(server, 'SELECT kind, path, source, channel, campaign, session_id FROM hits WHERE visitor_id = ? ORDER BY kind, created_at', id)).toEqual([
      { kind: 1, path: '/', source: null, channel: null, campaign: null, session_id: `${id}.1` },
      { kind: 1, path: '/tienda', source: null, channel: null, campaign: null, session_id: `${id}.1` },
      { kind: 2, path: '/', source: 'boletin', channel: 'correo', campaign: 'otono', session_id: `${id}.1` },
    ]);
    expect(rows(server, 'SELECT kind, name FROM events WHERE visitor_id = ? AND kind = ?', id, 'button-click')).toEqual([{ kind: 'button-click', name: 'portada-tienda' }]);
    await context.close();
  });

  it('the same session counts no new visit and sends no landing; an expired session counts visit 2 and lands again; an invalid record is replaced', async () => {
    const { context, page, calls } = await visitor();
    await page.goto(`${server.url}/nosotros`, { waitUntil: 'load' });
    await until(() => calls('/api/track/Track').length === 1);
    const first = (await cookie(context, 'ss_cvr'))!.value;

    await page.goto(`${server.url}/contacto`, { waitUntil: 'load' });
    await until(() => calls('/api/census/RecordHit').length === 2);
    expect((await cookie(context, 'ss_cvr'))!.value).toBe(first);
    expect(calls('/api/track/Track')).toHaveLength(1);

    await context.clearCookies({ name: 'ss_cvt' }); // 30 minutes without a page view
    await page.goto(`${server.url}/blog`, { waitUntil: 'load' });
    await until(() => calls('/api/census/RecordHit').length === 3 && calls('/api/track/Track').length === 2);
    const [id, firstVisit, previous, latest, count] = (await cookie(context, 'ss_cvr'))!.value.split('|');
    expect(id).toBe(first.split('|')[0]);
    expect([firstVisit, previous, count]).toEqual([first.split('|')[1], first.split('|')[3], '2']);
    expect(Number(latest)).toBeGreaterThan(Number(previous));
    expect(fields(calls('/api/census/RecordHit')[2]).ss_cvr).toBe((await cookie(context, 'ss_cvr'))!.value);

    await context.addCookies([{ name: 'ss_cvr', value: 'roto|1|2', url: server.url }]);
    await page.goto(`${server.url}/galeria`, { waitUntil: 'load' });
    await until(() => calls('/api/census/RecordHit').length === 4);
    const replaced = (await cookie(context, 'ss_cvr'))!.value;
    expect(replaced).toMatch(RECORD);
    expect(replaced.split('|')[0]).not.toBe(id);
    await context.close();
  });

  it('no page view is counted on a 404 or /search, yet page speed still runs there', async () => {
    const { context, page, calls } = await visitor();
    const settings = page.waitForResponse((r) => r.url().endsWith('/api/1/performance/settings'));
    await page.goto(`${server.url}/no-existe`, { waitUntil: 'load' });
    await settings;
    await page.waitForTimeout(300);
    expect(await cookie(context, 'ss_cvr')).toBeUndefined();
    await page.goto(`${server.url}/search?q=cafe`, { waitUntil: 'load' });
    await page.waitForTimeout(500);
    // A search is recorded as the site-search event of the visit (issue 14; unit-tested in
    // src/runtime/tracking/index.test.ts), so the visit cookies exist; a page view and a landing never.
    expect(calls('/api/census/RecordHit')).toHaveLength(0);
    expect(calls('/api/track/Track')).toHaveLength(0);
    await context.close();
  });

  it('a signed-in owner is not counted; an account whose only role is viewer is', async () => {
    const PASSWORD = 'pan de masa madre';
    for (const [email, role] of [['duena@ejemplo.com', '1'], ['lectora@ejemplo.com', '10']]) {
      const cli = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'src/cli.ts', 'owner', 'add', 'demo', email, '--role', role], {
        env: { ...process.env, DATA_DIR: server.dataDir, LOG_LEVEL: 'silent', VITRINA_PASSWORD: PASSWORD },
        encoding: 'utf8',
      });
      expect(cli.status, cli.stdout + cli.stderr).toBe(0);
    }
    const signedIn = async (email: string) => {
      const v = await visitor();
      await v.page.goto(`${server.url}/config/login`);
      await v.page.fill('#login-email', email);
      await v.page.fill('input[name="password"]', PASSWORD);
      await Promise.all([v.page.waitForURL((url) => url.pathname !== '/config/login'), v.page.press('input[name="password"]', 'Enter')]);
      expect((await v.context.cookies()).some((c) => c.name === 'vitrina_session')).toBe(true);
      await v.page.goto(`${server.url}/`, { waitUntil: 'load' });
      await v.page.waitForTimeout(500);
      return v;
    };

    const owner = await signedIn('duena@ejemplo.com');
    expect(await owner.page.evaluate(() => window.Vitrina!.track.visit())).toBeUndefined();
    expect(owner.calls('/api/census/RecordHit')).toHaveLength(0);
    expect(owner.calls('/api/census/button-render')).toHaveLength(0);
    await owner.context.close();

    const viewer = await signedIn('lectora@ejemplo.com');
    await until(() => viewer.calls('/api/census/RecordHit').length === 1);
    expect(await cookie(viewer.context, 'ss_cvr')).toBeDefined();
    await viewer.context.close();
  });

  it('page speed: a pageLoadId, then FCP, LCP, CLS and TTFB by beacon once the page is hidden; rows stored', async () => {
    const { context, page, calls } = await visitor();
    const settings = page.waitForResponse((r) => r.url().endsWith('/api/1/performance/settings'));
    await page.goto(`${server.url}/`, { waitUntil: 'load' });
    const { pageLoadId } = await (await settings).json();
    expect(pageLoadId).toMatch(/^[0-9a-f]{24}$/);
    await page.waitForTimeout(300); // the settings answer reaches the collector
    expect(calls('/api/1/performance/records')).toHaveLength(0); // nothing before 30 s or a hide

    await hide(page);
    await until(() => calls('/api/1/performance/records').length === 1);
    const records = JSON.parse(calls('/api/1/performance/records')[0].postData()!);
    expect(records.map((r: any) => r.data.name).sort()).toEqual(['CLS', 'FCP', 'LCP', 'TTFB']);
    for (const r of records) {
      expect(r).toMatchObject({ app: 'runtime', event: 'metric', pageLoadId, data: { path: '/' } });
      expect(r.data.value).toBeGreaterThanOrEqual(0);
      expect(r.ts).toBeGreaterThan(Date.now() - 60_000);
    }
    // Sent once: a second hide has nothing new to send.
    await hide(page);
    await page.waitForTimeout(300);
    expect(calls('/api/1/performance/records')).toHaveLength(1);
    await until(() => rows(server, 'SELECT COUNT(*) AS n FROM perf_records WHERE page_load_id = ?', pageLoadId)[0].n === 4, 3000);
    await context.close();
  });

  it('event clients: RecordEvent with the crumb and type-checked common fields; the Trace queue by beacon when hidden', async () => {
    const { context, page, calls } = await visitor();
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await page.goto(`${server.url}/contacto`, { waitUntil: 'load' });
    await page.evaluate(() => {
      window.Vitrina!.track.event('newsletter-subscribe', { pageHash: 7, list: 'novedades' });
      window.Vitrina!.track.trace('scroll', { depth: 50 });
      window.Vitrina!.track.trace('scroll', { depth: 100 });
    });
    await until(() => calls('/api/events/RecordEvent').length === 1);
    const event = fields(calls('/api/events/RecordEvent')[0]);
    expect(event.crumb).toBe((await cookie(context, 'crumb'))!.value);
    expect(event.event).toBe('newsletter-subscribe');
    const data = JSON.parse(event.data);
    expect(data).toMatchObject({ list: 'novedades', pagePath: '/contacto', websiteId: '65f1c0ffee0000000000a001', isFirstSession: true });
    expect(data).not.toHaveProperty('pageHash');
    expect(warnings.some((w) => w.includes('pageHash'))).toBe(true);

    expect(calls('/api/events/Trace')).toHaveLength(0);
    await hide(page);
    await until(() => calls('/api/events/Trace').length === 1);
    const queue = JSON.parse(fields(calls('/api/events/Trace')[0]).data);
    expect(queue).toEqual([
      { pageUrl: `${server.url}/contacto`, type: 'scroll', data: { depth: 50 } },
      { pageUrl: `${server.url}/contacto`, type: 'scroll', data: { depth: 100 } },
    ]);
    await until(() => rows(server, "SELECT COUNT(*) AS n FROM events WHERE kind IN ('event', 'trace') AND path = '/contacto'")[0].n === 3, 3000);
    await context.close();
  });

  it('the error reporter: 1 s debounce, X-CSRF-Token, at most 10 queued and 20 sends per page; rows stored', async () => {
    const { context, page, calls } = await visitor({ clock: true });
    await page.goto(`${server.url}/nosotros`, { waitUntil: 'load' });
    await page.clock.pauseAt(Date.now() + 1000); // from here the page's time moves only when told
    const reports = () => calls('/api/events/RecordJavascriptErrors');
    /**
     * Throws `n` uncaught errors in the page, as a script failing on its own would (from
     * microtasks: the fake clock would catch errors thrown in its timers itself).
     */
    const throwErrors = (n: number, tag: string) =>
      page.evaluate(({ n, tag }) => {
        for (let i = 0; i < n; i++) queueMicrotask(() => { throw new Error(`${tag} ${i}`); });
      }, { n, tag });

    // Pages set no crumb (docs/cdn.md): a visitor's first report before any crumb is refused and
    // brings the cookie; here the visitor already has one, as after any form or cart call.
    await page.evaluate(() => fetch('/api/crumb'));
    await throwErrors(1, 'uno');
    await page.clock.runFor(999);
    await page.waitForTimeout(200);
    expect(reports()).toHaveLength(0);
    await page.clock.runFor(5);
    await until(() => reports().length === 1);
    const first = reports()[0];
    expect(first.headers()['x-csrf-token']).toBe((await cookie(context, 'crumb'))!.value);
    const [entry] = JSON.parse(first.postData()!);
    expect(entry).toMatchObject({ event: 'error', timestamp: expect.any(Number) });
    const record = JSON.parse(entry.data);
    expect(record).toMatchObject({ app: 'runtime', message: 'uno 0', url: `${server.url}/nosotros`, userAgent: DESKTOP_UA, websiteId: '65f1c0ffee0000000000a001', templateId: 'vitrina-base' });
    expect(record.stack).toContain('uno 0');

    // Each new error restarts the second: two errors 600 ms apart leave together, 1 s after the last.
    await throwErrors(1, 'dos');
    await page.clock.runFor(600);
    await page.evaluate(() => void Promise.reject(new Error('rechazo')));
    await page.clock.runFor(700);
    await page.waitForTimeout(200);
    expect(reports()).toHaveLength(1);
    await page.clock.runFor(400);
    await until(() => reports().length === 2);
    expect(JSON.parse(reports()[1].postData()!).map((e: any) => JSON.parse(e.data).message)).toEqual(['dos 0', 'rechazo']);

    // At most 10 wait: 15 at once send 10.
    await throwErrors(15, 'lote');
    await page.clock.runFor(1100);
    await until(() => reports().length === 3);
    expect(JSON.parse(reports()[2].postData()!)).toHaveLength(10);

    // At most 20 sends per page.
    for (let i = 3; i < 25; i++) {
      await throwErrors(1, `envío ${i}`);
      await page.clock.runFor(1100);
    }
    await page.waitForTimeout(500);
    expect(reports()).toHaveLength(20);
    await until(() => rows(server, "SELECT COUNT(*) AS n FROM js_errors WHERE path = '/nosotros'")[0].n === 1 + 2 + 10 + 17, 3000);
    await context.close();
  });
});
