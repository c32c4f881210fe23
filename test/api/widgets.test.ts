import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINI_HOST } from '../../src/server/forms/test-client.ts';
import { createTestApp, readSite } from '../helpers/app.ts';

// GetWidgetRendering (SPEC §7, docs/summary.md): a collection block's HTML rendered again from the
// published site, never from the browser's `value`; unknown, foreign, locked and mismatched
// blocks refused in the §8 shape; body size and rate limits.
type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
let ip = 0;
const nextIp = () => `10.1.${Math.floor(++ip / 250)}.${ip % 250}`;

const HOME = 'aaaaaaaaaaaaaaaaaaaaaa01';
const BLOG = 'aaaaaaaaaaaaaaaaaaaaaa03';
const EVENTS = 'aaaaaaaaaaaaaaaaaaaaaa10';
const LOCKED = 'aaaaaaaaaaaaaaaaaaaaaa12';
const OTHER_HOST = 'otro.vitrina.test';
const day = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

const block = (id: string, type: number, data: unknown) => ({ sections: [{ id: `s-${id}`, rows: [{ blocks: [{ id, type, span: 12, data }] }] }] });

function siteFile() {
  const site = readSite();
  site.settings.timeZone = 'America/Mexico_City';
  const home = site.collections[0];
  home.layout.sections.push(
    block('resumen', 20, { collectionId: BLOG, headerText: 'Del blog' }).sections[0],
    block('agenda', 1005, { collectionId: EVENTS }).sections[0],
    // A block whose own id starts like an element id.
    block('block-lista', 1006, { collectionId: BLOG }).sections[0],
  );
  site.collections.push(
    {
      id: EVENTS, urlId: 'eventos', title: 'Eventos', type: 1,
      items: [
        { id: 'aaaaaaaaaaaaaaaaaaaaaa11', urlId: 'cata', title: 'Cata de pan', recordType: 12, publishedOn: '2026-01-01T00:00:00Z', event: { startsAt: iso(Date.now() + 3 * day), venue: 'La barra' } },
        { id: 'aaaaaaaaaaaaaaaaaaaaaa13', urlId: 'pasada', title: 'Clase pasada', recordType: 12, publishedOn: '2026-01-02T00:00:00Z', event: { startsAt: iso(Date.now() - 3 * day) } },
      ],
    },
    { id: LOCKED, urlId: 'socios', title: 'Socios', type: 10, permissionType: 'members', layout: block('resumen-socios', 20, { collectionId: BLOG }) },
  );
  // A summary inside a post's own layout.
  site.collections[2].items[0].layout.sections.push(block('relacionados', 55, { collectionId: BLOG, design: 'list' }).sections[0]);
  return site;
}

beforeAll(async () => {
  t = await createTestApp({}, { widgetLimits: { ipPerMinute: 1000, visitorPerMinute: 5 } });
  await t.publish(siteFile());
  // Another website with a summary of its own.
  const other = JSON.parse(JSON.stringify(readSite()).replaceAll('aaaaaaaaaaaaaaaaaaaa', 'bbbbbbbbbbbbbbbbbbbb'));
  other.website.identifier = 'otro';
  other.website.domains = [];
  other.collections[0].layout = block('resumen-otro', 20, { collectionId: 'bbbbbbbbbbbbbbbbbbbbbb03' });
  await t.publish(other);
});
afterAll(() => t.close());

function render(fields: Record<string, string>, o: { host?: string; ip?: string; cookie?: string; payload?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/widget/GetWidgetRendering',
    headers: { host: o.host ?? MINI_HOST, 'content-type': 'application/x-www-form-urlencoded', ...(o.cookie ? { cookie: o.cookie } : {}) },
    payload: o.payload ?? new URLSearchParams(fields).toString(),
    remoteAddress: o.ip ?? nextIp(),
  });
}
const widget = (w: unknown, extra: Record<string, string> = {}) => render({ widgetJSON: JSON.stringify(w), ...extra });
const dom = (html: string) => {
  const doc = new Window().document;
  doc.body.innerHTML = html;
  return doc.body;
};

describe('POST /api/widget/GetWidgetRendering', () => {
  it('answers a summary’s inner HTML as its page renders it, form-encoded, with no crumb', async () => {
    const res = await widget({ type: 20, id: 'resumen', value: {} });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const html = res.json().data.html as string;
    const root = dom(html);
    expect(root.querySelector('.summary')!.className).toBe('summary summary--grid');
    expect(root.querySelector('h2')!.textContent).toBe('Del blog');
    expect([...root.querySelectorAll('.summary__title')].map((h) => h.textContent)).toEqual(['Cómo cuidamos la masa madre']);
    // The same block as on the home page.
    const page = await t.app.inject({ method: 'GET', url: '/', headers: { host: MINI_HOST } });
    const cell = dom(page.body.replace(/^[\s\S]*<body[^>]*>/, '')).querySelector('.block--summary')!;
    expect(cell.innerHTML.replaceAll('<!-- -->', '')).toBe(root.innerHTML);
  });

  it('accepts the element id with its block- prefix, and never reads `value` (the published data decides)', async () => {
    const plain = (await widget({ type: 20, id: 'resumen' })).json().data.html;
    const res = await widget({ type: 20, id: 'block-resumen', value: { collectionId: 'bbbbbbbbbbbbbbbbbbbbbb03', headerText: '<script>x</script>', pageSize: 1 } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.html).toBe(plain);
    expect((await widget({ type: 1006, id: 'block-lista' })).statusCode).toBe(200);
    expect((await widget({ type: 1006, id: 'block-block-lista' })).statusCode).toBe(200);
  });

  it('an event summary, with its page’s collectionId: the upcoming events only, marked with today', async () => {
    const res = await widget({ type: 1005, id: 'agenda', value: {} }, { collectionId: HOME });
    expect(res.statusCode).toBe(200);
    const root = dom(res.json().data.html);
    expect([...root.querySelectorAll('.summary__title')].map((h) => h.textContent)).toEqual(['Cata de pan']);
    const el = root.querySelector('.summary')!;
    expect(el.className).toContain('summary--carousel');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date());
    expect(el.getAttribute('data-render-day')).toBe(today);
    expect(el.getAttribute('data-page-collection')).toBe(HOME);
    // A collectionId that is not the block's page's.
    expect((await widget({ type: 1005, id: 'agenda' }, { collectionId: BLOG })).statusCode).toBe(404);
  });

  it('finds a summary in a published post’s layout', async () => {
    const res = await widget({ type: 55, id: 'relacionados' }, { collectionId: BLOG });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.html).toContain('summary--list');
  });

  it('bad widgetJSON and missing fields: 400 in the §8 shape', async () => {
    const cases: [Record<string, string>, string][] = [
      [{}, 'widgetJSON'],
      [{ widgetJSON: '{"type":20,' }, 'widgetJSON'],
      [{ widgetJSON: '[]' }, 'widgetJSON'],
      [{ widgetJSON: JSON.stringify({ id: 'resumen' }) }, 'widgetJSON.type'],
      [{ widgetJSON: JSON.stringify({ type: '20', id: 'resumen' }) }, 'widgetJSON.type'],
      [{ widgetJSON: JSON.stringify({ type: 20 }) }, 'widgetJSON.id'],
      [{ widgetJSON: JSON.stringify({ type: 20, id: '../../etc' }) }, 'widgetJSON.id'],
      [{ widgetJSON: JSON.stringify({ type: 20, id: 'resumen' }), collectionId: 'nope' }, 'collectionId'],
    ];
    for (const [fields, field] of cases) {
      const res = await render(fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      const body = res.json();
      expect(body.code).toBe('badRequest');
      expect(typeof body.error).toBe('string');
      expect(Object.keys(body.errors ?? {}).some((k) => k === field || k.startsWith(`${field}.`)), JSON.stringify(body.errors)).toBe(true);
    }
  });

  it('a type that lists no collection is refused (400); a type other than the published block’s too', async () => {
    const html = await widget({ type: 2, id: 'intro' });
    expect(html.statusCode).toBe(400);
    expect(html.json().errors).toHaveProperty(['widgetJSON.type']);
    const mismatch = await widget({ type: 55, id: 'resumen' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors).toHaveProperty(['widgetJSON.type']);
    // A block that is not a collection block, claimed as a summary: no such summary.
    expect((await widget({ type: 20, id: 'intro' })).statusCode).toBe(404);
  });

  it('unknown ids, another website’s block, a locked page’s block and a draft’s: 404', async () => {
    expect((await widget({ type: 20, id: 'no-existe' })).statusCode).toBe(404);
    expect((await widget({ type: 20, id: 'resumen-otro' })).statusCode).toBe(404);
    expect((await widget({ type: 20, id: 'resumen-socios' })).statusCode).toBe(404);
    // The other website answers its own block on its own host, and not this one's.
    const own = await render({ widgetJSON: JSON.stringify({ type: 20, id: 'resumen-otro' }) }, { host: OTHER_HOST });
    expect(own.statusCode).toBe(200);
    expect((await render({ widgetJSON: JSON.stringify({ type: 20, id: 'resumen' }) }, { host: OTHER_HOST })).statusCode).toBe(404);
    const res = await widget({ type: 20, id: 'resumen-socios' });
    expect(res.json()).toMatchObject({ code: 'notFound' });
  });

  it('a body over 8 KB: 413 in the §8 shape', async () => {
    const res = await render({}, { payload: `widgetJSON=${'x'.repeat(9000)}` });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('payloadTooLarge');
  });

  it('past the limit per visitor: 429 with Retry-After', async () => {
    const cookie = 'ss_cvr=visitante-1|1700000000000|1700000000000|1700000000000|1';
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) codes.push((await render({ widgetJSON: JSON.stringify({ type: 20, id: 'resumen' }) }, { cookie })).statusCode);
    expect(codes.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(codes.at(-1)).toBe(429);
    const res = await render({ widgetJSON: JSON.stringify({ type: 20, id: 'resumen' }) }, { cookie });
    expect(res.json().code).toBe('rateLimited');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('after a publish, what the new version has (places are read once per version)', async () => {
    expect((await widget({ type: 20, id: 'resumen' })).statusCode).toBe(200);
    const site = siteFile();
    site.collections[0].layout.sections = site.collections[0].layout.sections.filter((sec: { id: string }) => sec.id !== 's-resumen');
    site.collections[0].layout.sections.push(block('resumen-nuevo', 20, { collectionId: BLOG }).sections[0]);
    await t.publish(site);
    expect((await widget({ type: 20, id: 'resumen' })).statusCode).toBe(404);
    expect((await widget({ type: 20, id: 'resumen-nuevo' })).statusCode).toBe(200);
  });
});
