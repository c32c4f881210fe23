import AxeBuilder from '@axe-core/playwright';
import type { FastifyInstance } from 'fastify';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, readSite } from '../helpers/app.ts';
import { launchBrowser } from './browser.ts';
import { startServer, type RunningServer } from './server.ts';

// The data helper (src/runtime/data) in real Chromium against real Fastify servers listening
// on ports: the crumb (src/server/http/crumb.ts) and the answer table of SPEC §8, retries included.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The calls tracking makes by itself on every page (src/runtime/tracking): not the data helper's. */
const TRACKING = /^\/api\/(census|track|events|1\/performance)\//;

/** A fresh browser context (its own cookies) on `url`. */
async function open(url: string): Promise<{ page: Page; context: BrowserContext; api: { method: string; status: number }[] }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const api: { method: string; status: number }[] = [];
  page.on('response', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/api/') && !TRACKING.test(path)) api.push({ method: r.request().method(), status: r.status() });
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => window.Vitrina?.data);
  return { page, context, api };
}

/** Calls the data helper in the page; resolves with its data, the failure it reported, or both undefined. */
function callHelper(page: Page, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, options: { data?: Record<string, unknown>; form?: boolean; retries?: number; handler?: boolean } = {}) {
  return page.evaluate(
    async ({ method, url, options }) => {
      let failure: unknown;
      const onFailure = options.handler === false ? undefined : (f: unknown) => void (failure = f);
      const data = await window.Vitrina!.data.request(method, url, { ...options, onFailure });
      return { data, failure } as { data: any; failure: any };
    },
    { method, url, options },
  );
}

/** A raw fetch from the page, with or without the crumb. */
function rawPost(page: Page, url: string, crumb?: string) {
  return page.evaluate(
    async ({ url, crumb }) => {
      const res = await fetch(url, { method: 'POST', headers: crumb ? { 'x-csrf-token': crumb } : {} });
      return { status: res.status, body: await res.json() };
    },
    { url, crumb },
  );
}

const crumbOf = async (context: BrowserContext) => (await context.cookies()).find((c) => c.name === 'crumb');

describe('the crumb with the real server (vitrina serve, demo site)', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server?.stop());

  it('a page with forms sets no cookie (a CDN may keep it); the first call that needs the crumb gets it: readable by scripts, SameSite=Lax, path /', async () => {
    const { page, context, api } = await open(server.url + '/contacto');
    expect(await crumbOf(context)).toBeUndefined();
    const { failure } = await callHelper(page, 'POST', '/api/nada');
    expect(failure).toMatchObject({ code: 'notFound' });
    expect(api.map((r) => r.status)).toEqual([403, 404]);
    expect(await crumbOf(context)).toMatchObject({ path: '/', sameSite: 'Lax', httpOnly: false, secure: false });
    await page.close();
    await context.close();
  });

  it('a POST without the crumb is 403 crumbFail; the helper sends it and reaches the 404 of an unknown path', async () => {
    const { page, context, api } = await open(server.url + '/');
    expect(await rawPost(page, '/api/nada')).toEqual({ status: 403, body: { error: expect.any(String), code: 'crumbFail' } });
    const { failure } = await callHelper(page, 'POST', '/api/nada', { data: { a: 1 } });
    expect(failure).toMatchObject({ status: 404, code: 'notFound', message: 'No encontrado.' });
    expect(api.map((r) => r.status)).toEqual([403, 404]);
    await context.close();
  });

  it('crumbFail: the answer resets the crumb cookie and the helper retries once', async () => {
    const { page, context, api } = await open(server.url + '/');
    await page.evaluate(() => (document.cookie = 'crumb=caducado; path=/'));
    const { failure } = await callHelper(page, 'DELETE', '/api/nada');
    expect(api).toEqual([
      { method: 'DELETE', status: 403 },
      { method: 'DELETE', status: 404 },
    ]);
    expect(failure).toMatchObject({ code: 'notFound' });
    expect((await crumbOf(context))!.value).toMatch(/^[\w-]{24}\.[\w-]{43}$/);
    await context.close();
  });
});

describe('the answer table with a real Fastify server (test routes)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let base: string;
  const arrivals: { url: string; at: number }[] = [];

  /** Routes that answer each row of the §8 table (registered only in this test). */
  async function testRoutes(root: FastifyInstance) {
    root.addHook('onRequest', async (req) => {
      // The calls under test only: a page's late chunks (a store's chrome parts) and its tracking are not theirs.
      if (req.url.startsWith('/api/test/')) arrivals.push({ url: req.url.split('?')[0], at: Date.now() });
    });
    await root.register(async (app) => routes(app));
  }
  function routes(app: FastifyInstance) {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))));
    const crumbSeen = (req: { headers: Record<string, unknown>; query: unknown }) => ({ header: req.headers['x-csrf-token'], query: (req.query as { crumb?: string }).crumb });
    app.post('/api/test/echo', async (req) => ({ type: req.headers['content-type'], body: req.body, crumb: crumbSeen(req) }));
    app.put('/api/test/empty', async (_req, reply) => reply.code(204).send());
    app.get('/api/test/html', async (_req, reply) => reply.type('text/html').send('<h1>no es JSON</h1>'));
    app.get('/api/test/busy', async (_req, reply) => reply.code(503).type('text/plain').send('ocupado'));
    app.get('/api/test/gateway', async (_req, reply) => reply.code(504).send(''));
    app.get('/api/test/ok', async () => ({ ok: true }));
    // Drops the connection without an answer for 100 ms after its first call. Chromium resends
    // at once on a fresh socket when a reused one is closed; that resend is dropped too.
    let firstDrop = 0;
    app.get('/api/test/drop', async (req, reply) => {
      firstDrop ||= Date.now();
      if (Date.now() - firstDrop > 100) return { ok: true };
      reply.hijack();
      req.raw.socket.destroy();
    });
    app.post('/api/test/login', async (_req, reply) => reply.code(401).send({ error: 'Inicia sesión para continuar.', code: 'loginRequired' }));
    app.post('/api/test/forbidden', async (_req, reply) => reply.code(403).send({ error: 'Solicitud no autorizada.', code: 'authorizationFail' }));
  }

  beforeAll(async () => {
    t = await createTestApp();
    const other = readSite();
    other.website = { id: 'bbbbbbbbbbbbbbbbbbbbbbbb', identifier: 'otro', title: 'Florería Otra', domains: ['flores.example.com'] };
    other.collections = [{ ...other.collections[0], id: 'bbbbbbbbbbbbbbbbbbbbbb01' }];
    await t.publish(other);
    await testRoutes(t.app);
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t?.close());

  it('JSON and form bodies arrive with the crumb as header and query parameter; PUT 204 gives {}', async () => {
    const { page, context } = await open(base + '/');
    const json = await callHelper(page, 'POST', '/api/test/echo', { data: { a: 1, b: 'ñ' } });
    // (The page set none: the first call's 403 brought it, and the retry sent it.)
    const crumb = (await crumbOf(context))!.value;
    expect(json.data).toEqual({ type: 'application/json', body: { a: 1, b: 'ñ' }, crumb: { header: crumb, query: crumb } });
    const form = await callHelper(page, 'POST', '/api/test/echo', { form: true, data: { event: 'x', data: { n: 1 } } });
    expect(form.data).toMatchObject({ type: expect.stringMatching(/^application\/x-www-form-urlencoded/), body: { event: 'x', data: '{"n":1}' } });
    expect(await callHelper(page, 'PUT', '/api/test/empty')).toEqual({ data: {}, failure: undefined });
    await context.close();
  });

  it('a crumb of another site is refused even when cookie and header agree; the helper recovers with a fresh one', async () => {
    const visit = await t.app.inject({ method: 'GET', url: '/api/crumb', headers: { host: 'otro.vitrina.test' } });
    const foreign = visit.cookies.find((c) => c.name === 'crumb')!.value;
    const { page, context, api } = await open(base + '/');
    await context.addCookies([{ name: 'crumb', value: foreign, url: base }]);
    expect(await rawPost(page, '/api/test/echo', foreign)).toMatchObject({ status: 403, body: { code: 'crumbFail' } });
    const fresh = (await crumbOf(context))!.value;
    expect(fresh).not.toBe(foreign);
    await context.addCookies([{ name: 'crumb', value: foreign, url: base }]);
    api.length = 0;
    expect((await callHelper(page, 'POST', '/api/test/echo', { data: { a: 1 } })).data).toMatchObject({ body: { a: 1 } });
    expect(api.map((r) => r.status)).toEqual([403, 200]);
    await context.close();
  });

  it('an unparsable answer: the message names the url; without a handler the overlay shows url, format and message', async () => {
    const { page, context } = await open(base + '/');
    const { failure } = await callHelper(page, 'GET', '/api/test/html');
    expect(failure.message).toBe('Error interno: no se pudo interpretar la respuesta de /api/test/html como JSON');
    await callHelper(page, 'GET', '/api/test/html', { handler: false });
    const dialog = page.getByRole('alertdialog', { name: 'Ocurrió un error' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.locator('dd').allTextContents()).toEqual(['/api/test/html', 'JSON', failure.message]);
    await context.close();
  });

  it('503: "Este servicio no está disponible temporalmente…"', async () => {
    const { page, context } = await open(base + '/');
    const { failure } = await callHelper(page, 'GET', '/api/test/busy');
    expect(failure).toMatchObject({ status: 503, message: 'Este servicio no está disponible temporalmente. Intenta nuevamente más tarde.' });
    await context.close();
  });

  it('a refused connection is retried after 200 ms and then succeeds', async () => {
    const { page, context } = await open(base + '/');
    let failedAt = 0;
    await page.route('**/api/test/ok*', (route) => {
      failedAt = Date.now();
      return route.abort('connectionrefused');
    }, { times: 1 });
    arrivals.length = 0;
    const result = await callHelper(page, 'GET', '/api/test/ok', { retries: 1 });
    expect(result).toEqual({ data: { ok: true }, failure: undefined });
    expect(arrivals.map((a) => a.url)).toEqual(['/api/test/ok']);
    expect(arrivals[0].at - failedAt).toBeGreaterThanOrEqual(190);
    await context.close();
  });

  it('the server drops the connection: "could not connect" is retried after 200 ms and then succeeds', async () => {
    const { page, context } = await open(base + '/');
    arrivals.length = 0;
    const result = await callHelper(page, 'GET', '/api/test/drop', { retries: 1 });
    expect(result).toEqual({ data: { ok: true }, failure: undefined });
    expect(arrivals.at(-1)!.at - arrivals[0].at).toBeGreaterThanOrEqual(190);
    await context.close();
  });

  it('an answer outside the table (504) is retried 200 ms apart while retries last, then "No se pudo conectar…"', async () => {
    const { page, context } = await open(base + '/');
    arrivals.length = 0;
    const { failure } = await callHelper(page, 'GET', '/api/test/gateway', { retries: 2 });
    expect(failure).toMatchObject({ status: 504, message: 'No se pudo conectar con el servidor. Revisa tu conexión e intenta nuevamente.' });
    expect(arrivals).toHaveLength(3);
    for (let i = 1; i < 3; i++) expect(arrivals[i].at - arrivals[i - 1].at).toBeGreaterThanOrEqual(190);
    await context.close();
  });

  it('loginRequired fires vitrina:login-required on window', async () => {
    const { page, context } = await open(base + '/');
    const detail = await page.evaluate(async () => {
      const seen = new Promise<unknown>((resolve) => addEventListener('vitrina:login-required', (e) => resolve((e as CustomEvent).detail), { once: true }));
      await window.Vitrina!.data.post('/api/test/login', { onFailure: () => {} });
      return seen;
    });
    expect(detail).toMatchObject({ status: 401, code: 'loginRequired' });
    await context.close();
  });

  it('authorizationFail shows the system error overlay: focus inside, Escape closes it and gives focus back, no axe violations', async () => {
    const { page, context } = await open(base + '/');
    await page.locator('a').first().focus();
    await callHelper(page, 'POST', '/api/test/forbidden');
    const dialog = page.getByRole('alertdialog', { name: 'Ocurrió un error' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.textContent()).toContain('Solicitud no autorizada.');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cerrar');
    const axe = await new AxeBuilder({ page }).include('[role="alertdialog"]').analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    await page.keyboard.press('Escape');
    expect(await dialog.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('A');
    await context.close();
  });
});
