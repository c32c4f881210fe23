import { describe, expect, it } from 'vitest';
import { pageContextJson } from './context-json.ts';
import { pageFonts } from './fonts.ts';
import { renderPage } from './render.tsx';
import { fixtureAssets, fixturePage } from './test-fixtures.ts';
import type { Website } from '../model/index.ts';
import type { SiteStyles } from '../model/site-styles.ts';

/** URLs as the server gives them: every file of the set, with a hash. */
const urls = new Proxy({} as Record<string, string>, { get: (_t, key) => (typeof key === 'string' ? `/assets/fonts/${key}.0123456789.woff2` : undefined) });
const site = (styles?: SiteStyles): Website => ({ ...fixturePage([]).site.website, styles });

describe('pageFonts: the self-hosted faces of a page', () => {
  it('nothing for a site that names no font of the set', () => {
    expect(pageFonts(site(), urls)).toBeUndefined();
    expect(pageFonts(site({ headingFont: 'Comic Neue:700' }), urls)).toBeUndefined();
    expect(pageFonts(site({ headingFont: 'Fraunces' }), undefined)).toBeUndefined();
  });

  it('one @font-face per family, style and subset, with swap and unicode-range, and a fallback face', () => {
    const fonts = pageFonts(site({ headingFont: 'Fraunces:600', bodyFont: 'DM Sans:400,400italic' }), urls)!;
    const faces = fonts.css.split('\n');
    expect(faces.filter((f) => f.includes("font-family:'Fraunces'"))).toHaveLength(2);
    expect(faces.filter((f) => f.includes("font-family:'DM Sans'"))).toHaveLength(4);
    for (const face of faces.filter((f) => f.includes('src:url('))) {
      expect(face).toContain('font-display:swap');
      expect(face).toMatch(/unicode-range:U\+/);
      expect(face).toMatch(/src:url\(\/assets\/fonts\/[a-z0-9-]+\.0123456789\.woff2\) format\('woff2'\)/);
    }
    expect(fonts.css).toContain("@font-face{font-family:'Fraunces fallback';src:local('Times New Roman'),local('Liberation Serif');size-adjust:");
    expect(fonts.css).toContain("'DM Sans fallback';src:local('Arial')");
    expect(fonts.css).not.toMatch(/https?:/);
  });

  it('preloads at most two files: the heading and body regular latin faces', () => {
    expect(pageFonts(site({ headingFont: 'Fraunces:600', bodyFont: 'DM Sans' }), urls)!.preload).toEqual([
      '/assets/fonts/fraunces-latin-normal.0123456789.woff2',
      '/assets/fonts/dm-sans-latin-normal.0123456789.woff2',
    ]);
    expect(pageFonts(site({ headingFont: 'Inter:700', bodyFont: 'Inter' }), urls)!.preload).toEqual(['/assets/fonts/inter-latin-normal.0123456789.woff2']);
    expect(pageFonts(site({ typekitFonts: [{ id: 'lora', variations: ['n4', 'i4'] }] }), urls)!.preload).toEqual([]);
  });

  it('kit fonts of the set are served (their styles only); others are left out', () => {
    const css = pageFonts(site({ typekitFonts: [{ id: 'lora', variations: ['i7'] }, { id: 'proxima-nova', variations: ['n4'] }] }), urls)!.css;
    expect(css).toContain("font-family:'Lora';font-style:italic");
    expect(css).not.toContain("font-family:'Lora';font-style:normal");
    expect(css).not.toContain('proxima');
  });
});

describe('a page with site fonts', () => {
  const model = fixturePage([]);
  model.site.website = site({ headingFont: 'Fraunces:600', bodyFont: 'DM Sans', buttonShape: 'square' });
  const html = renderPage(model, { ...fixtureAssets, fonts: { 'fraunces-latin-normal': '/assets/fonts/f.1.woff2', 'dm-sans-latin-normal': '/assets/fonts/d.1.woff2' } });

  it('has the preloads before the stylesheet, the faces, and the variables on <html>', () => {
    expect(html).toContain('<link rel="preload" href="/assets/fonts/f.1.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>');
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('rel="stylesheet"'));
    expect(html).toMatch(/<style data-fonts="">@font-face\{font-family:'Fraunces'/);
    expect(html).toContain('--font-heading:&#x27;Fraunces&#x27;, &#x27;Fraunces fallback&#x27;, var(--font-serif)');
    expect(html).toContain('--btn-radius:0px');
  });

  it('lists the fonts in the page context (§3 googleFonts) and nothing of them when none is set', () => {
    expect(pageContextJson(model, {}).googleFonts).toEqual([{ includeName: 'Fraunces:600' }, { includeName: 'DM Sans' }]);
    const plain = pageContextJson(fixturePage([]), {});
    expect(plain).not.toHaveProperty('googleFonts');
    expect(plain).not.toHaveProperty('typekitFonts');
    expect(renderPage(fixturePage([]), fixtureAssets)).not.toMatch(/rel="preload"|data-fonts|--font-heading/);
  });
});
