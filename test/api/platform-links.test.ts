import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { exportSite } from '../../src/server/sites/index.ts';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, MINI_SITE, readSite } from '../helpers/app.ts';
import { rawGet } from '../helpers/raw-http.ts';

// §2 panel links `/pages/{24-character id}` and file links `/s/<name>` (docs/platform-calls.md).
let t: Awaited<ReturnType<typeof createTestApp>>;
const HOST = 'mini.vitrina.test';
const OTHER = 'otro.vitrina.test';
const PDF = Buffer.from('%PDF-1.4\n% menú\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const CSV = 'pan,precio\nhogaza,80\n';

beforeAll(async () => {
  t = await createTestApp();
  // The mini site with shipped files: a PDF with a Spanish name, a CSV with its source name.
  const dir = mkdtempSync(join(tmpdir(), 'vitrina-files-'));
  cpSync(dirname(MINI_SITE), dir, { recursive: true });
  mkdirSync(join(dir, 'docs'));
  writeFileSync(join(dir, 'docs', 'menu.pdf'), PDF);
  writeFileSync(join(dir, 'docs', 'precios.csv'), CSV);
  const site = readSite();
  site.files = [
    { id: 'menu', file: 'docs/menu.pdf', name: 'Menú de temporada "otoño" (2026).pdf' },
    { id: 'precios', file: 'docs/precios.csv' },
  ];
  await t.publish(site, dir);
  // Planted where a path built from the request would land: beside and above the stored files.
  for (const leak of [join(t.config.dataDir, 'files', 'leak.csv'), join(t.config.dataDir, 'files', 'aaaaaaaaaaaaaaaaaaaaaaaa', 'leak.csv'), join(t.config.dataDir, 'leak.csv')]) writeFileSync(leak, 'SECRETO-FILTRADO');
  const other = readSite();
  other.website = { id: 'bbbbbbbbbbbbbbbbbbbbbbbb', identifier: 'otro', title: 'Florería Otra', domains: [] };
  other.collections = [{ ...other.collections[0], id: 'bbbbbbbbbbbbbbbbbbbbbb01' }];
  await t.publish(other);
}, 60_000);
afterAll(() => t?.close());

const get = (url: string, host = HOST, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { host, ...headers } });
const expectNotFoundPage = (res: Awaited<ReturnType<typeof get>>, label: string) => {
  expect(res.statusCode, label).toBe(404);
  expect(String(res.headers['content-type']), label).toMatch(/^text\/html/);
  expect(res.headers['content-disposition'], label).toBeUndefined();
};

describe('/pages/{id} panel links', () => {
  it('a collection id: 301 to its page (the home page to /), the query kept', async () => {
    const res = await get('/pages/aaaaaaaaaaaaaaaaaaaaaa02');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/preguntas');
    expect((await get('/pages/aaaaaaaaaaaaaaaaaaaaaa01?ref=panel')).headers.location).toBe('/?ref=panel');
  });

  it('a published item id: 301 to /<collection>/<item>; the redirect lands on a 200 page', async () => {
    const res = await get('/pages/aaaaaaaaaaaaaaaaaaaaaa04');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/blog/masa-madre');
    expect((await get(String(res.headers.location))).statusCode).toBe(200);
  });

  it('a draft, an unknown id, another site\'s id, a malformed id: the site\'s 404 page', async () => {
    for (const url of ['/pages/aaaaaaaaaaaaaaaaaaaaaa05', '/pages/ffffffffffffffffffffffff', '/pages/bbbbbbbbbbbbbbbbbbbbbb01', '/pages/aaaa', '/pages/AAAAAAAAAAAAAAAAAAAAAA02', '/pages/aaaaaaaaaaaaaaaaaaaaaa02x']) {
      expectNotFoundPage(await get(url), url);
    }
    // The other site's own id resolves there.
    expect((await get('/pages/bbbbbbbbbbbbbbbbbbbbbb01', OTHER)).headers.location).toBe('/');
  });
});

describe('/s/<file> file links', () => {
  it('a shipped PDF by its encoded original name: 200, its type, RFC 6266/5987 Content-Disposition', async () => {
    const res = await get(`/s/${encodeURIComponent('Menú de temporada "otoño" (2026).pdf')}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.equals(PDF)).toBe(true);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const cd = String(res.headers['content-disposition']);
    expect(cd).toBe(`inline; filename="Men_ de temporada _oto_o_ (2026).pdf"; filename*=UTF-8''Men%C3%BA%20de%20temporada%20%22oto%C3%B1o%22%20%282026%29.pdf`);
    // The header is ASCII only, and filename* decodes back to the name.
    expect(/^[\x20-\x7e]*$/.test(cd)).toBe(true);
    expect(decodeURIComponent(cd.split("UTF-8''")[1])).toBe('Menú de temporada "otoño" (2026).pdf');
    const again = await get(`/s/${encodeURIComponent('Menú de temporada "otoño" (2026).pdf')}`, HOST, { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('a file without a name is shipped under its source name, as a download', async () => {
    const res = await get('/s/precios.csv');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(CSV);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="precios.csv"; filename*=UTF-8''precios.csv`);
  });

  it('another site does not serve this site\'s files', async () => {
    expectNotFoundPage(await get('/s/precios.csv', OTHER), 'other site');
  });

  // Traversal and encoding corpus: every variant answers the 404 page, never a file or a 400/500.
  const CORPUS = [
    '/s/', '/s/nada.pdf', '/s/precios.CSV', '/s/precios.csv%00', '/s/precios.csv%00.pdf', '/s/%00', '/s/.', '/s/..', '/s/...',
    '/s/../site.json', '/s/..%2fsite.json', '/s/%2e%2e%2fsite.json', '/s/%2e%2e/site.json', '/s/%2E%2E%2Fsite.json', '/s/%252e%252e%252fsite.json',
    '/s/..%5csite.json', '/s/%2e%2e%5csite.json', '/s/..\\site.json', '/s/%c0%ae%c0%ae%c0%afsite.json', '/s/%c0%ae%c0%ae/site.json', '/s/%e0%80%ae%e0%80%ae%2f',
    '/s/%c1%9c', '/s/%uff0e%uff0e%u2215', '/s/%ef%bc%8e%ef%bc%8e%e2%88%95site.json', '/s/....//....//site.json', '/s/docs/precios.csv', '/s/docs%2fprecios.csv',
    '/s//precios.csv', '/s/./precios.csv', '/s/%2e/precios.csv', '/s/precios.csv/', '/s/precios.csv%2f', '/s/%2fetc%2fpasswd', '/s/..%2f..%2f..%2fetc%2fpasswd',
    '/s/%252fetc%252fpasswd', '/s/file:%2f%2f%2fetc%2fpasswd', '/s/C:%5cWindows%5cwin.ini', '/s/precios-0000000000000000.csv', '/s/menu', `/s/${'a'.repeat(3000)}`,
    `/s/${'..%2f'.repeat(200)}site.json`, '/s/%', '/s/%zz', '/s/%e2%82', '/s/.htaccess', '/s/%2e%2e', '/s/%25', '/S/precios.csv',
    // The planted files: the stored folder's own, its parent's, the data folder's.
    '/s/leak.csv', '/s/..%2fleak.csv', '/s/..%2f..%2fleak.csv', '/s/%2e%2e%2f%2e%2e%2fleak.csv', '/s/..%5c..%5cleak.csv', '/s/%252e%252e%252fleak.csv', '/s/../leak.csv', '/s/../../leak.csv',
    '/s/aaaaaaaaaaaaaaaaaaaaaaaa%2fleak.csv', '/s/precios-' + '0'.repeat(16) + '.csv%2f..%2fleak.csv',
  ];
  it(`${CORPUS.length} traversal and encoding variants, sent byte for byte: the 404 page`, async () => {
    // Over a socket: inject (like fetch) would resolve the dot segments before the server saw them.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as { port: number }).port;
    const wrong: string[] = [];
    for (const url of CORPUS) {
      const res = await rawGet(port, url, { host: HOST });
      expect(res.headers['content-disposition'], url).toBeUndefined();
      expect(res.body, url).not.toContain('hogaza,80');
      expect(res.body, url).not.toContain('"format"');
      expect(res.body, url).not.toContain('root:');
      expect(res.body, url).not.toContain('SECRETO-FILTRADO');
      const ok = url.startsWith('/s/') ? res.status === 404 && res.headers['content-type']?.startsWith('text/html') : res.status < 500;
      if (!ok) wrong.push(`${url}: ${res.status}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('shipped files in an export', () => {
  it('vitrina export writes them beside the site file with their names; the export is a valid site file', async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'vitrina-export-'));
    await exportSite(t.db, 'aaaaaaaaaaaaaaaaaaaaaaaa', { outDir, mediaDir: join(t.config.dataDir, 'media') });
    const site = JSON.parse(readFileSync(join(outDir, 'site.json'), 'utf8'));
    expect(site).not.toHaveProperty('shippedFiles');
    expect(site.files.map((f: { id: string; name: string }) => [f.id, f.name])).toEqual([['menu', 'Menú de temporada "otoño" (2026).pdf'], ['precios', 'precios.csv']]);
    expect(readFileSync(join(outDir, site.files[0].file)).equals(PDF)).toBe(true);
    expect(readFileSync(join(outDir, site.files[1].file), 'utf8')).toBe(CSV);
  });
});
