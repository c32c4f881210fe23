import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fontFileKeys } from '../../src/model/fonts.ts';
import { FONT_PREFIX, fontUrls } from '../../src/server/fonts/index.ts';
import { MINI_HOST } from '../../src/server/forms/test-client.ts';
import { createTestApp, readSite } from '../helpers/app.ts';

// Site fonts are self-hosted: files of the offered set only, by their content-hashed names, with
// a year of immutable caching; the page declares them with @font-face and preloads two; nothing
// names a font service, and the page's policy allows fonts from 'self' only.
let t: Awaited<ReturnType<typeof createTestApp>>;
let warnings: { path: string; message: string }[];
beforeAll(async () => {
  t = await createTestApp();
  const site = readSite();
  site.website.styles = {
    headingFont: 'Fraunces:600', bodyFont: 'DM Sans:400,400italic', buttonShape: 'square',
    typekitFonts: [{ id: 'lora', variations: ['i4'] }, { id: 'proxima-nova', variations: ['n4'] }],
  };
  site.website.typekitId = 'abc1234';
  // A font of the right shape that the set does not have: published, with a warning.
  site.website.styles.headingFont = 'Comic Neue:700';
  ({ warnings } = await t.publish(site));
  site.website.styles.headingFont = 'Fraunces:600';
  await t.publish(site);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { host: MINI_HOST, 'accept-encoding': 'identity', ...headers } });

describe('font files', () => {
  it('every file of the allow-list is served as font/woff2 with immutable caching, byte for byte', async () => {
    const urls = fontUrls();
    expect(Object.keys(urls).sort()).toEqual(fontFileKeys().sort());
    const url = urls['fraunces-latin-normal'];
    expect(url).toMatch(/^\/assets\/fonts\/fraunces-latin-normal\.[0-9a-f]{10}\.woff2$/);
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('font/woff2');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.equals(readFileSync('node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2'))).toBe(true);
    expect((await get(url, { 'if-none-match': res.headers.etag as string })).statusCode).toBe(304);
  });

  it.each([
    'fraunces-latin-normal.woff2',
    'fraunces-latin-normal.0000000000.woff2',
    'fraunces-cyrillic-normal.0000000000.woff2',
    'fraunces-latin-wght-normal.woff2',
    '..%2f..%2fpackage.json',
    '%2e%2e%2f%2e%2e%2fpackage.json',
    '..%5c..%5cpackage.json',
  ])('anything else is a 404: %s', async (name) => {
    const res = await get(FONT_PREFIX + name);
    expect(res.statusCode).toBe(404);
    // Answered like any missing file outside /api/: the HTML 404 page, never a font.
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('No encontramos esta página');
  });

  it('nothing outside the prefix reaches the packages', async () => {
    for (const url of ['/assets/fonts/../../package.json', '/assets/fonts/', '/node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2']) {
      expect((await get(url)).statusCode, url).toBeGreaterThanOrEqual(400);
    }
  });
});

describe('a page with site fonts', () => {
  it('declares the faces, preloads the heading and body faces, and names no font service', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    const html = res.body;
    const preloads = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="font" type="font\/woff2" crossorigin="anonymous"\/>/g)].map((m) => m[1]);
    expect(preloads).toEqual([fontUrls()['fraunces-latin-normal'], fontUrls()['dm-sans-latin-normal']]);
    const css = /<style data-fonts="">(.*?)<\/style>/s.exec(html)![1];
    expect(css).toContain(`src:url(${fontUrls()['fraunces-latin-ext-normal']}) format('woff2')`);
    expect(css).toContain("font-family:'Lora';font-style:italic");
    expect(css.match(/font-display:swap/g)!.length).toBe(css.match(/src:url\(/g)!.length);
    expect(html).not.toMatch(/fonts\.googleapis|fonts\.gstatic|use\.typekit|p\.typekit|fonts\.bunny|cdn\.jsdelivr|unpkg/);
    for (const url of html.matchAll(/url\(([^)]+)\)/g)) expect(url[1]).toMatch(/^\/assets\/fonts\//);
  });

  it('its policy allows fonts from the site itself only', async () => {
    const csp = (await get('/')).headers['content-security-policy'] as string;
    expect(csp).toMatch(/(^|; )font-src 'self'(;|$)/);
  });

  it('the kit font the set lacks is in the context, and the page needs the font report', async () => {
    const html = (await get('/')).body;
    const ctx = JSON.parse(/<script type="application\/json" id="vitrina-context">(.*?)<\/script>/s.exec(html)![1]);
    expect(ctx.website.typekitId).toBe('abc1234');
    expect(ctx.typekitFonts).toEqual([{ id: 'lora', variations: ['i4'] }, { id: 'proxima-nova', variations: ['n4'] }]);
    expect(ctx.googleFonts).toEqual([{ includeName: 'Fraunces:600' }, { includeName: 'DM Sans:400,400italic' }]);
    expect(html).toMatch(/<body [^>]*data-chrome-needs="[^"]*font-report/);
  });

  it('a font outside the set was published with a warning and left out of the page', () => {
    expect(warnings).toEqual([{ path: 'website.styles.headingFont', message: expect.stringContaining('«Comic Neue»') }]);
  });
});
