import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ariaCurrent, findPage, Href, isSafeHref, pagePath, sitePath } from './nav-links.ts';

const site = {
  homePage: 'inicio',
  collections: [
    { id: 'c0000000000000000000inic', urlId: 'inicio', title: 'Inicio', type: 10 },
    { id: 'c0000000000000000000blog', urlId: 'blog', title: 'Blog', type: 1 },
  ],
};

describe('links of the navigation family', () => {
  it('accepts site paths, anchors, http(s), mailto and tel; refuses what could run code or mislead', () => {
    for (const ok of ['/', '/nosotros', '/blog?tag=v60#x', '#horario', 'https://cafealtura.mx/menu', 'mailto:hola@cafealtura.mx', 'tel:+52-55-5264-1187']) {
      expect(isSafeHref(ok), ok).toBe(true);
    }
    for (const bad of ['', 'javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html,x', '//evil.example/x', 'nosotros', 'ftp://a.example/x',
      'https://localhost/x', 'https://u:p@a.example/x', '/a b', '/"onmouseover', 'mailto:nadie', 'tel:12', `/${'a'.repeat(1000)}`]) {
      expect(isSafeHref(bad), bad).toBe(false);
    }
    expect(v.parse(Href, '  /tienda ')).toBe('/tienda');
  });

  it('a site page lives at /<urlId>, the home page at /', () => {
    expect(pagePath(site, { urlId: 'blog' })).toBe('/blog');
    expect(pagePath(site, { urlId: 'inicio' })).toBe('/');
    expect(findPage(site, '/blog/')?.title).toBe('Blog');
    expect(findPage(site, 'c0000000000000000000blog')?.urlId).toBe('blog');
    expect(findPage(site, 'privado')).toBeUndefined();
    expect(sitePath('/blog/?x=1#y')).toBe('/blog');
    expect(sitePath('https://a.example/blog')).toBeUndefined();
  });

  it('aria-current: page for this page, true for a page under it, nothing else; home only on home', () => {
    expect(ariaCurrent('/blog', { path: '/blog' })).toBe('page');
    expect(ariaCurrent('/blog/', { path: '/blog' })).toBe('page');
    expect(ariaCurrent('/blog?tag=v60', { path: '/blog' })).toBe('page');
    expect(ariaCurrent('/blog', { path: '/blog/como-preparar-v60' })).toBe('true');
    expect(ariaCurrent('/blo', { path: '/blog' })).toBeUndefined();
    expect(ariaCurrent('/', { path: '/' })).toBe('page');
    expect(ariaCurrent('/', { path: '/blog' })).toBeUndefined();
    expect(ariaCurrent('https://cafealtura.mx/blog', { path: '/blog' })).toBeUndefined();
    expect(ariaCurrent('#horario', { path: '/blog' })).toBeUndefined();
    expect(ariaCurrent('/blog', undefined)).toBeUndefined();
  });
});
