import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromJson } from '../../src/server/db/dialect.ts';
import { crumbHeaders, form, hitBody, PHONE_UA, send, visitorRecord, type Call } from '../../src/server/analytics/test-client.ts';
import { createTestApp } from '../helpers/app.ts';

// Every ingestion endpoint of SPEC §7: a good call is stored and answered 204; a bad or an
// oversized one gets 400 naming the field in es-419 (§8 shape); an unknown host gets 404.
let t: Awaited<ReturnType<typeof createTestApp>>;
const SITE = 'aaaaaaaaaaaaaaaaaaaaaaaa';
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const json = (value: unknown) => JSON.stringify(value);
const long = (n: number) => 'x'.repeat(n);
const latest = async (table: 'hits' | 'events' | 'js_errors' | 'perf_records') => {
  await t.app.analytics.store.flush();
  return t.db.selectFrom(table).selectAll().where('website_id', '=', SITE).orderBy('id', 'desc').execute();
};

interface Case {
  name: string;
  /** Calls the crumb guard checks (RecordEvent, RecordJavascriptErrors) get a valid crumb. */
  crumb?: boolean;
  good: Call;
  stored(): Promise<void>;
  bad: Call;
  badField: string;
  oversized: Call;
  oversizedField: string;
}

const button = (over: Record<string, string> = {}) =>
  form({ id: 'btn-1', buttonText: 'Comprar', clickthroughUrl: '/tienda', alignment: 'center', size: 'medium', newWindow: 'false', context: 'block', visitorCookie: visitorRecord('v-btn'), pagePath: '/', pageTitle: 'Inicio', ...over });
const errorReport = (data: Record<string, unknown>) => json([{ event: 'error', data: json({ app: 'runtime', message: 'TypeError: x is undefined', stack: 'at a (runtime.js:10:5)', file: 'runtime.js', line: 10, column: 5, custom: { k: 1 }, websiteId: 'ignored', templateId: 't1', url: 'https://mini.vitrina.test/blog?x=1', userAgent: PHONE_UA, ...data }), timestamp: 1_760_000_000_000 }]);
const perf = (data: unknown, n = 1) => json(Array.from({ length: n }, () => ({ app: 'runtime', event: 'metric', pageLoadId: 'abcdef0123456789abcdef01', ts: 1_760_000_000_000, data })));
const trace = (items: unknown[]) => form({ data: json(items) });

const cases: Case[] = [
  {
    name: 'POST /api/census/RecordHit',
    good: { url: '/api/census/RecordHit', headers: { 'user-agent': PHONE_UA }, body: hitBody('https://mini.vitrina.test/blog/masa-madre?x=1', { ssCvr: visitorRecord('v-hit', 2), data: { referrer: 'https://www.google.com/search?q=pan', title: 'Masa madre', collectionId: 'c1', itemId: 'i1', recordType: 1 } }) },
    async stored() {
      expect((await latest('hits'))[0]).toMatchObject({ kind: 1, visitor_id: 'v-hit', session_id: 'v-hit.2', path: '/blog/masa-madre', title: 'Masa madre', referrer_host: 'google.com', device: 'mobile', browser: 'Safari', os: 'iOS', locale: 'es-419', collection_id: 'c1', item_id: 'i1', record_type: 1, source: null });
    },
    bad: { url: '/api/census/RecordHit', body: form({ event: '1', data: json({ title: 'sin url' }) }) },
    badField: 'data.url',
    oversized: { url: '/api/census/RecordHit', body: hitBody('/', { data: { title: long(501) } }) },
    oversizedField: 'data.title',
  },
  ...(['button-click', 'button-render'] as const).map((kind): Case => ({
    name: `POST /api/census/${kind}`,
    good: { url: `/api/census/${kind}`, body: button() },
    async stored() {
      const row = (await latest('events'))[0];
      expect(row).toMatchObject({ kind, name: 'btn-1', path: '/', visitor_id: 'v-btn' });
      expect(fromJson(row.payload)).toEqual({ id: 'btn-1', buttonText: 'Comprar', clickthroughUrl: '/tienda', alignment: 'center', size: 'medium', newWindow: false, context: 'block', pagePath: '/', pageTitle: 'Inicio' });
    },
    bad: { url: `/api/census/${kind}`, body: button({ newWindow: 'quizá' }) },
    badField: 'newWindow',
    oversized: { url: `/api/census/${kind}`, body: button({ buttonText: long(301) }) },
    oversizedField: 'buttonText',
  })),
  {
    name: 'POST /api/census/form-render',
    good: { url: '/api/census/form-render', type: 'application/json', body: json({ formId: 'contacto', visitorCookie: 'v-form', pageTitle: 'Contacto', pagePath: '/contacto' }) },
    async stored() {
      expect((await latest('events'))[0]).toMatchObject({ kind: 'form-render', name: 'contacto', path: '/contacto', visitor_id: 'v-form' });
    },
    bad: { url: '/api/census/form-render', body: form({ pageTitle: 'sin formId' }) },
    badField: 'formId',
    oversized: { url: '/api/census/form-render', body: form({ formId: long(101) }) },
    oversizedField: 'formId',
  },
  {
    name: 'POST /api/census/overlay',
    good: { url: '/api/census/overlay', type: 'application/json', body: json({ overlayId: 'promo', action: 'shown', visible: true, visitorCookie: visitorRecord('v-ov'), pagePath: '/tienda' }) },
    async stored() {
      const row = (await latest('events'))[0];
      expect(row).toMatchObject({ kind: 'overlay', name: 'promo', path: '/tienda', visitor_id: 'v-ov' });
      expect(fromJson(row.payload)).toEqual({ overlayId: 'promo', action: 'shown', visible: true, pagePath: '/tienda' });
    },
    bad: { url: '/api/census/overlay', type: 'application/json', body: json({ overlayId: { nested: 1 } }) },
    badField: 'overlayId',
    oversized: { url: '/api/census/overlay', type: 'application/json', body: json(Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`f${i}`, 'v']))) },
    oversizedField: 'body',
  },
  {
    name: 'POST /api/census/RecordQuickView/{id}',
    good: { url: '/api/census/RecordQuickView/item-7', headers: { cookie: `ss_cvr=${encodeURIComponent(visitorRecord('v-qv'))}` } },
    async stored() {
      expect((await latest('events'))[0]).toMatchObject({ kind: 'quick-view', name: 'item-7', path: null, visitor_id: 'v-qv' });
    },
    bad: { url: '/api/census/RecordQuickView/no%20v%C3%A1lido' },
    badField: 'id',
    oversized: { url: `/api/census/RecordQuickView/${long(65)}` },
    oversizedField: 'id',
  },
  {
    name: 'GET /api/track/Track',
    good: { method: 'GET', url: `/api/track/Track?${form({ landing: 'https://mini.vitrina.test/tienda?source=boletin', refer: 'https://www.facebook.com/', rk: '0.123', lang: 'es-419', screen: '390x844', source: 'boletin', campaign: 'otoño', subcampaign: 'pan', channel: 'email', subchannel: 'semanal', variation: 'b', mkwid: 'k1' })}`, headers: { cookie: `ss_cvr=${encodeURIComponent(visitorRecord('v-track', 3))}` } },
    async stored() {
      expect((await latest('hits'))[0]).toMatchObject({ kind: 2, visitor_id: 'v-track', session_id: 'v-track.3', path: '/tienda', referrer_host: 'facebook.com', source: 'boletin', campaign: 'otoño', subcampaign: 'pan', channel: 'email', subchannel: 'semanal', variation: 'b', mkwid: 'k1', locale: 'es-419', device: 'mobile' });
    },
    bad: { method: 'GET', url: `/api/track/Track?${form({ landing: '/', screen: 'enorme' })}` },
    badField: 'screen',
    oversized: { method: 'GET', url: `/api/track/Track?${form({ landing: '/', source: long(201) })}` },
    oversizedField: 'source',
  },
  {
    name: 'POST /api/events/RecordEvent',
    crumb: true,
    good: { url: '/api/events/RecordEvent', body: form({ event: 'subscribe', data: json({ eventName: 'subscribe', pagePath: '/blog', isFirstSession: true, sessionId: 's1', extra: 'x' }) }) },
    async stored() {
      const row = (await latest('events'))[0];
      expect(row).toMatchObject({ kind: 'event', name: 'subscribe', path: '/blog' });
      expect(fromJson(row.payload)).toEqual({ eventName: 'subscribe', pagePath: '/blog', isFirstSession: true, sessionId: 's1', extra: 'x' });
    },
    bad: { url: '/api/events/RecordEvent', body: form({ event: 'x', data: json({ isFirstSession: 'quizá' }) }) },
    badField: 'data.isFirstSession',
    oversized: { url: '/api/events/RecordEvent', body: form({ event: long(101) }) },
    oversizedField: 'event',
  },
  {
    name: 'POST /api/events/Trace',
    good: { url: '/api/events/Trace', type: 'text/plain;charset=UTF-8', body: trace([{ pageUrl: 'https://mini.vitrina.test/blog', type: 'scroll', data: { depth: 50 } }, { pageUrl: '/', type: 'click', data: 'menu' }]) },
    async stored() {
      const [second, first] = await latest('events');
      expect(first).toMatchObject({ kind: 'trace', name: 'scroll', path: '/blog' });
      expect(fromJson(first.payload)).toEqual({ depth: 50 });
      expect(second).toMatchObject({ kind: 'trace', name: 'click', path: '/' });
    },
    bad: { url: '/api/events/Trace', body: trace([{ pageUrl: '/' }]) },
    badField: 'data.0.type',
    oversized: { url: '/api/events/Trace', body: trace(Array.from({ length: 51 }, () => ({ type: 'x' }))) },
    oversizedField: 'data',
  },
  {
    name: 'POST /api/events/RecordJavascriptErrors',
    crumb: true,
    good: { url: '/api/events/RecordJavascriptErrors', type: 'application/json', body: errorReport({}) },
    async stored() {
      expect((await latest('js_errors'))[0]).toMatchObject({ event: 'error', app: 'runtime', message: 'TypeError: x is undefined', stack: 'at a (runtime.js:10:5)', file: 'runtime.js', line_number: 10, column_number: 5, custom: '{"k":1}', template_id: 't1', url: 'https://mini.vitrina.test/blog?x=1', path: '/blog', user_agent: PHONE_UA, client_ts: 1_760_000_000_000 });
    },
    bad: { url: '/api/events/RecordJavascriptErrors', type: 'application/json', body: errorReport({ message: undefined }) },
    badField: '0.data.message',
    oversized: { url: '/api/events/RecordJavascriptErrors', type: 'application/json', body: errorReport({ stack: long(5001) }) },
    oversizedField: '0.data.stack',
  },
  {
    name: 'POST /api/1/performance/records',
    good: { url: '/api/1/performance/records', type: 'text/plain;charset=UTF-8', body: json([{ pageLoadId: 'abcdef0123456789abcdef01', ts: 1, data: json({ name: 'LCP', value: 1234.5, path: '/blog?x=1', rating: 'good' }) }, { pageLoadId: 'abcdef0123456789abcdef01', data: { name: 'CLS', value: 0.02, path: '/blog' } }]) },
    async stored() {
      const rows = await latest('perf_records');
      expect(rows.slice(0, 2).reverse()).toMatchObject([{ page_load_id: 'abcdef0123456789abcdef01', metric: 'LCP', value: 1234.5, path: '/blog', client_ts: 1 }, { metric: 'CLS', value: 0.02, path: '/blog', client_ts: null }]);
    },
    bad: { url: '/api/1/performance/records', type: 'application/json', body: perf({ name: 'FID', value: 1, path: '/' }) },
    badField: '0.data.name',
    oversized: { url: '/api/1/performance/records', type: 'application/json', body: perf({ name: 'LCP', value: 1, path: '/' }, 51) },
    oversizedField: 'body',
  },
];

const withCrumb = (c: Call, crumb?: boolean): Call => (crumb ? { ...c, headers: { ...c.headers, ...crumbHeaders(t.app, SITE) } } : c);

describe.each(cases)('$name', (c) => {
  it('stores a good call and answers 204', async () => {
    const res = await send(t.app, withCrumb(c.good, c.crumb));
    expect(res.statusCode, res.body).toBe(204);
    expect(res.body).toBe('');
    await c.stored();
  });

  it('answers a bad call 400 naming the field, in es-419', async () => {
    const res = await send(t.app, withCrumb(c.bad, c.crumb));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ error: 'La solicitud no es válida. Revisa los datos e intenta nuevamente.', code: 'badRequest', errors: expect.objectContaining({ [c.badField]: expect.any(String) }) });
  });

  it('answers an oversized call 400 naming the cap', async () => {
    const res = await send(t.app, withCrumb(c.oversized, c.crumb));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors[c.oversizedField], res.body).toMatch(/como máximo \d+/);
  });

  it('refuses a host that is no site, storing nothing', async () => {
    const before = await t.app.analytics.store.flush().then(() => countAll());
    const res = await send(t.app, { ...withCrumb(c.good, c.crumb), host: 'nadie.example.org' });
    // The crumb guard runs first on the calls it checks: an unknown site has no valid crumb.
    expect(res.statusCode).toBe(c.crumb ? 403 : 404);
    expect(res.json()).toEqual({ error: expect.any(String), code: c.crumb ? 'crumbFail' : 'notFound' });
    await t.app.analytics.store.flush();
    expect(await countAll()).toBe(before);
  });
});

async function countAll(): Promise<number> {
  let n = 0;
  for (const table of ['hits', 'events', 'js_errors', 'perf_records'] as const) {
    n += Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  }
  return n;
}

describe('GET /api/1/performance/settings', () => {
  it('gives a fresh random pageLoadId, not cached', async () => {
    const [a, b] = [await send(t.app, { method: 'GET', url: '/api/1/performance/settings' }), await send(t.app, { method: 'GET', url: '/api/1/performance/settings' })];
    expect(a.statusCode).toBe(200);
    expect(a.json()).toEqual({ pageLoadId: expect.stringMatching(/^[0-9a-f]{24}$/) });
    expect(a.json().pageLoadId).not.toBe(b.json().pageLoadId);
    expect(a.headers['cache-control']).toBe('no-store');
  });

  it('answers 404 for a host that is no site', async () => {
    const res = await send(t.app, { method: 'GET', url: '/api/1/performance/settings', host: 'nadie.example.org' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'No encontrado.', code: 'notFound' });
  });
});

describe('bodies', () => {
  const posts = cases.filter((c) => c.good.method !== 'GET' && c.good.body !== undefined);

  it.each(posts.map((c) => [c.name, c]))('%s: a body over 64 KB is a 413 (docs/errors.md), not read to the end', async (_n, c) => {
    const res = await send(t.app, withCrumb({ ...c.good, body: `data=${long(65 * 1024)}` }, c.crumb));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'payloadTooLarge', errors: { body: 'El cuerpo supera el máximo de 64 KB.' } });
  });

  it.each(posts.map((c) => [c.name, c]))('%s: garbage is refused (400, 415) or harmless, never a 500', async (_n, c) => {
    const garbage: [string, string][] = [
      ['application/json', '{"'], ['application/json', 'null'], ['application/json', '[]'], ['application/json', '"x"'], ['application/json', '[[[1]]]'],
      ['text/plain', '{bad json'], ['text/plain', '%%%&&&=='], ['application/x-www-form-urlencoded', 'data=%7B&event=%ZZ'],
      ['application/x-www-form-urlencoded', 'data[]=1&data[]=2'], ['application/xml', '<a/>'], ['application/json', json({ __proto__: { x: 1 }, constructor: 1 })],
    ];
    for (const [type, body] of garbage) {
      const res = await send(t.app, withCrumb({ ...c.good, type, body }, c.crumb));
      // The overlay census takes any short named fields, so a well-formed form of junk passes.
      expect([204, 400, 415], `${type} ${body} → ${res.statusCode} ${res.body}`).toContain(res.statusCode);
      if (res.statusCode !== 204) expect(res.json()).toMatchObject({ error: expect.any(String), code: expect.stringMatching(/^(badRequest|unsupportedMediaType)$/) });
    }
  });

  it('a beacon body (text/plain) may carry form fields or JSON', async () => {
    const asForm = await send(t.app, { url: '/api/census/form-render', type: 'text/plain;charset=UTF-8', body: form({ formId: 'beacon-form' }) });
    const asJson = await send(t.app, { url: '/api/census/form-render', type: 'text/plain;charset=UTF-8', body: json({ formId: 'beacon-json' }) });
    expect([asForm.statusCode, asJson.statusCode]).toEqual([204, 204]);
    const names = (await latest('events')).slice(0, 2).map((r) => r.name);
    expect(names.sort()).toEqual(['beacon-form', 'beacon-json']);
  });

  it('the website comes from the Host header, never from the body', async () => {
    const res = await send(t.app, { url: '/api/census/RecordHit', host: 'pan.example.com', body: hitBody('/desde-otro-host', { data: { websiteId: 'bbbbbbbbbbbbbbbbbbbbbbbb' } }) });
    expect(res.statusCode).toBe(204);
    const row = (await latest('hits')).find((r) => r.path === '/desde-otro-host');
    expect(row?.website_id).toBe(SITE);
  });

  it('the crumb-checked calls are refused without a crumb', async () => {
    for (const c of cases.filter((x) => x.crumb)) {
      const res = await send(t.app, c.good);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('crumbFail');
    }
  });

  it('text a database cannot store (NUL, lone surrogates) is cleaned and never sinks a batch', async () => {
    const bad = 'a\u0000b\ud800c';
    const hit = await send(t.app, { url: '/api/census/RecordHit', body: hitBody('/limpio', { data: { title: bad, referrer: 'https://x\u0000y.example/' } }) });
    const beacon = await send(t.app, { url: '/api/events/Trace', type: 'text/plain', body: json({ data: json([{ type: 'k', data: { ['cla\u0000ve']: bad, n: [bad] } }]) }) });
    const track = await send(t.app, { method: 'GET', url: '/api/track/Track?landing=%2Flimpio&source=fu%00ente' });
    const errors = await send(t.app, withCrumb({ url: '/api/events/RecordJavascriptErrors', type: 'application/json', body: errorReport({ message: bad, stack: 'x'.repeat(4999) + '\ud83d' }) }, true));
    expect([hit.statusCode, beacon.statusCode, track.statusCode, errors.statusCode]).toEqual([204, 204, 204, 204]);
    const hits = (await latest('hits')).filter((r) => r.path === '/limpio');
    expect(hits.map((r) => [r.kind, r.title, r.source])).toEqual(expect.arrayContaining([[1, 'ab\ufffdc', null], [2, null, 'fuente']]));
    const trace = (await latest('events')).find((r) => r.name === 'k')!;
    expect(fromJson(trace.payload)).toEqual({ clave: 'ab\ufffdc', n: ['ab\ufffdc'] });
    const error = (await latest('js_errors'))[0];
    expect([error.message, error.stack!.length, error.stack!.endsWith('\ufffd')]).toEqual(['ab\ufffdc', 5000, true]);
  });
});
