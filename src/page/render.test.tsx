import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { registerFixtureBlock } from '../blocks/registry.ts';
import { defineBlock } from '../blocks/types.ts';
import { CollectionType, PageType } from '../shared/enums.ts';
import type { PageAssets, PageModel } from './context.ts';
import { storeSettings } from '../model/store.ts';
import { pageDocumentProps, renderPage, renderStandaloneError } from './render.tsx';
import { renderToStaticMarkup } from 'react-dom/server';
import { Document } from './Document.tsx';
import { inPageLocale } from './locales.ts';
import { fixtureAssets, fixturePage, fixturePost, fixtureProduct, fixtureSite } from './test-fixtures.ts';

const accordion = { id: 'faq', type: 69, span: 6, data: { items: [{ title: '¿Envíos?', html: '<p>Sí.</p>' }] } };
const text = { id: 'intro', type: 2, data: { html: '<h2>Hola</h2>' } };

/** The parsed page context of a rendered page, checking it is there exactly once. */
function contextOf(html: string) {
  const matches = [...html.matchAll(/<script type="application\/json" id="vitrina-context">(.*?)<\/script>/gs)];
  expect(matches).toHaveLength(1);
  return JSON.parse(matches[0][1]);
}

const tag = (html: string, re: RegExp) => html.match(re)?.[0];

describe('renderPage: the document', () => {
  const html = renderPage(fixturePage([text]), fixtureAssets);

  it('is a complete es-419 document', () => {
    expect(html.startsWith('<!doctype html><html lang="es-419"')).toBe(true);
    expect(html).toContain('</body></html>');
    expect(html).toContain('<meta charSet="utf-8"/>');
    expect(html).toContain('name="viewport"');
  });

  it('has the title, description, canonical and OpenGraph', () => {
    expect(html).toContain('<title>Nosotros · Café Aurora</title>');
    expect(html).toContain('<meta name="description" content="Quiénes somos y cómo tostamos."/>');
    expect(html).toContain('<link rel="canonical" href="https://cafe-aurora.vitrina.test/nosotros"/>');
    expect(html).toContain('<meta property="og:title" content="Nosotros · Café Aurora"/>');
    expect(html).toContain('<meta property="og:url" content="https://cafe-aurora.vitrina.test/nosotros"/>');
    expect(html).toContain('<meta property="og:type" content="website"/>');
    expect(html).toContain('<meta property="og:locale" content="es_419"/>');
    expect(html).toContain('<meta property="og:site_name" content="Café Aurora"/>');
    expect(html).not.toContain('og:image');
    expect(html).toContain('<meta name="theme-color" content="#fbf7f2"/>');
  });

  it('links the theme styles and the runtime, and sets the site colours on <html>', () => {
    expect(html).toContain('<link rel="stylesheet" href="/assets/theme-abc123.css"/>');
    expect(html).toContain('<script type="module" src="/assets/runtime-abc123.js"></script>');
    expect(tag(html, /<html[^>]*>/)).toMatch(/style="--accent:#b4532a;--ink:#1f1a17;--paper:#fbf7f2;--on-accent:#ffffff/);
  });

  it('has no inline executable script (CSP script-src self)', () => {
    for (const [script] of html.matchAll(/<script[^>]*>/g)) {
      expect(script.includes(' src=') || script.includes('type="application/json"')).toBe(true);
    }
  });

  it('never puts the store\'s coupon codes, tax or shipping rules in a page', () => {
    const page = fixturePage([]);
    page.site.settings = { ...page.site.settings, storeSettings: storeSettings({ selectedCurrency: 'MXN', coupons: [{ code: 'SECRETO50', kind: 'percent', percent: 50 }], taxRules: [{ country: 'MX', name: 'IVA', rateBasisPoints: 1600 }] }) };
    const out = renderPage(page, fixtureAssets);
    expect(out).not.toContain('SECRETO50');
    expect(out).not.toContain('rateBasisPoints');
  });

  it('embeds the page context once with the §3 fields', () => {
    expect(contextOf(html)).toEqual({
      website: { id: 'aaaaaaaaaaaaaaaaaaaaaaaa', identifier: 'cafe-aurora', baseUrl: 'https://cafe-aurora.vitrina.test', developerMode: false, cloneable: false },
      // The store's rules stay on the server: a page carries its currency and units only.
      websiteSettings: { ...fixtureSite().settings, storeSettings: { selectedCurrency: 'MXN', measurementSystem: 'metric' } },
      collection: { id: 'bbbbbbbbbbbbbbbbbbbbbbbb', title: 'Nosotros', type: CollectionType.PAGE, permissionType: 'public' },
      collectionId: 'bbbbbbbbbbbbbbbbbbbbbbbb',
      item: null,
      itemId: null,
      pageType: PageType.PAGE,
      templateId: 'vitrina-base',
      templateVersion: '1.0',
      cookieSettings: null,
      accessPermissions: [],
      appDomain: 'vitrina.test',
      authenticatedAccount: null,
      websiteRoles: [],
      showAnnouncementBar: false,
      islands: {},
    });
  });

  it('has a skip link, the main landmark, header navigation and footer', () => {
    expect(html).toContain('<a class="skip-link" href="#contenido">Saltar al contenido</a>');
    expect(html).toContain('<main id="contenido"');
    expect(html).toContain('<nav class="site-nav" aria-label="Principal">');
    expect(html).toMatch(/<details class="site-nav__menu" data-nav="">\s*<summary/);
    expect(html).toContain('href="mailto:hola@cafe-aurora.mx"');
    expect(html).toContain('href="tel:+525512345678"');
    expect(html).toContain(`© ${new Date().getFullYear()} Café Aurora`);
  });

  it('marks the current page in the navigation', () => {
    const blog = renderPage(fixturePage([], { path: '/blog' }), fixtureAssets);
    expect(blog).toContain('<a class="site-nav__link" href="/blog" aria-current="page">Blog</a>');
    expect(blog).toContain('<a class="site-nav__link" href="/">Inicio</a>');
    const post = renderPage(fixturePage([], { path: '/blog/un-post' }), fixtureAssets);
    expect(post).toContain('href="/blog" aria-current="true"');
  });

  it('gives every page one h1: a hidden one when the owner content has none', () => {
    expect(html).toContain('<h1 class="visually-hidden">Nosotros</h1>');
    const own = renderPage(fixturePage([{ id: 'h', type: 2, data: { html: '<h1>Quiénes somos</h1>' } }]), fixtureAssets);
    expect(own.match(/<h1/g)).toHaveLength(1);
  });

  it('has a monogram icon, so no request for a missing /favicon.ico', () => {
    const icon = html.match(/<link rel="icon" href="([^"]+)"\/>/)![1];
    expect(icon.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(icon)).toContain('>C</text>');
  });

  it('titles the home page with the site title alone', () => {
    const home = renderPage(fixturePage([], { path: '/', title: 'Inicio' }), fixtureAssets);
    expect(home).toContain('<title>Café Aurora</title>');
    expect(home).toContain('href="https://cafe-aurora.vitrina.test/"');
  });
});

describe('renderPage: islands', () => {
  it('ships no island and preloads nothing when the page has none', () => {
    const html = renderPage(fixturePage([text]), fixtureAssets);
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('data-island');
    expect(html.match(/<script/g)).toHaveLength(2); // the runtime and the context JSON
  });

  it('preloads the accordion chunk and its imports when an accordion is on the page', () => {
    const html = renderPage(fixturePage([text, accordion]), fixtureAssets);
    expect(html).toContain('<link rel="modulepreload" href="/assets/accordion-abc123.js"/>');
    expect(html).toContain('<link rel="modulepreload" href="/assets/react-abc123.js"/>');
    expect(contextOf(html).islands).toEqual({ accordion: '/assets/accordion-abc123.js' });
    expect(html).toMatch(/<div data-island="accordion" data-block-id="faq" data-hydrate="visible" data-props="[^"]+"><div class="accordion">/);
  });

  it('preloads the chunks the runtime imports, before the runtime, on every page', () => {
    const html = renderPage(fixturePage([text]), { ...fixtureAssets, runtimePreload: ['/assets/plain-abc123.js'] });
    const preload = html.indexOf('<link rel="modulepreload" href="/assets/plain-abc123.js"/>');
    expect(preload).toBeGreaterThan(-1);
    expect(preload).toBeLessThan(html.indexOf('<script type="module"'));
    // A page without the runtime (the standalone error page) preloads none of its chunks.
    expect(renderStandaloneError('not-found-site', { ...fixtureAssets, runtimePreload: ['/assets/plain-abc123.js'] })).not.toContain('plain-abc123');
  });

  it('keeps the island server HTML when its chunk was not built', () => {
    const assets: PageAssets = { ...fixtureAssets, islands: {} };
    const html = renderPage(fixturePage([accordion]), assets);
    expect(html).toContain('¿Envíos?');
    expect(html).not.toContain('modulepreload');
    expect(contextOf(html).islands).toEqual({});
  });
});

describe('renderPage: robustness', () => {
  it('renders nothing for an unknown block type or data that does not fit', () => {
    const html = renderPage(
      fixturePage([{ id: 'x', type: 999, data: { html: 'NUNCA' } }, { id: 'y', type: 2, data: { html: 42 } }, text]),
      fixtureAssets,
    );
    expect(html).not.toContain('NUNCA');
    expect(html).not.toContain('block--html span-12"><div class="rich-text align-left">42');
    expect(html).toContain('<h2>Hola</h2>');
  });

  it('escapes </script> and friends in the context JSON', () => {
    const model = fixturePage([]);
    model.collection!.title = '</script><script>alert(1)</script> & <!-- \u2028';
    const html = renderPage(model, fixtureAssets);
    const json = html.match(/id="vitrina-context">(.*?)<\/script>/s)![1];
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(contextOf(html).collection.title).toBe(model.collection!.title);
  });
});

describe('renderPage: page types', () => {
  const site = fixtureSite();
  const blog = { id: 'dddddddddddddddddddddddd', urlId: 'blog', title: 'Blog', type: CollectionType.GENERIC, description: 'Recetas', permissionType: 'public' as const, layout: { columns: 12 as const, sections: [] } };
  const store = { ...blog, id: 'eeeeeeeeeeeeeeeeeeeeeeee', urlId: 'tienda', title: 'Tienda', type: CollectionType.PRODUCTS };

  it('lists blog posts with image, date in es-419, excerpt and link', () => {
    const html = renderPage({ site, pageType: PageType.MAIN_CONTENT, path: '/blog', title: 'Blog', description: '', collection: blog, items: [fixturePost(1), fixturePost(2)] }, fixtureAssets);
    expect(html).toContain('<h1 class="page-header__title">Blog</h1>');
    // A date older than a minute is a plain date: no relative time marker (src/shared/relative-time.ts).
    expect(html).toContain('<time dateTime="2025-03-05T10:00:00.000Z">5 de marzo de 2025</time>');
    expect(html).toContain('<a href="/blog/post-1">Cómo preparar café de olla 1</a>');
    expect(html).toContain('Canela, piloncillo y paciencia.');
    expect(html.match(/loading="eager"/g)).toHaveLength(1);
    expect(html.match(/loading="lazy"/g)).toHaveLength(1);
  });

  it('shows an empty blog kindly', () => {
    const html = renderPage({ site, pageType: PageType.MAIN_CONTENT, path: '/blog', title: 'Blog', description: '', collection: blog, items: [] }, fixtureAssets);
    expect(html).toContain('Todavía no hay publicaciones.');
  });

  it('shows a product grid with prices, sales and sold-out products', () => {
    const items = [
      fixtureProduct(1),
      fixtureProduct(2, { variants: [{ sku: 'a', priceCents: 32000, salePriceCents: 27900, onSale: true, unlimited: false, qtyInStock: 3, optionValues: [] }] }),
      fixtureProduct(3, { variants: [{ sku: 'b', priceCents: 18000, onSale: false, unlimited: false, qtyInStock: 0, optionValues: [] }] }),
      fixtureProduct(4, { productType: 'DIGITAL', variants: [{ sku: 'c', priceCents: 9900, onSale: false, unlimited: false, qtyInStock: 0, optionValues: [] }] }),
    ];
    const html = renderPage({ site, pageType: PageType.MAIN_CONTENT, path: '/tienda', title: 'Tienda', description: '', collection: store, items }, fixtureAssets);
    expect(html).toContain('<span class="price__current">$249.00</span>');
    expect(html).toContain('$279.00');
    expect(html).toContain('<s class="price__regular">$320.00</s>');
    expect(html.match(/Agotado/g)).toHaveLength(1); // the physical one; digital never sells out
    expect(html).toContain('href="/tienda/cafe-3"');
  });

  it('shows a blog post as an article with its image in og:image', () => {
    const post = fixturePost(1, { layout: { columns: 12, sections: [{ id: 's', theme: 'light', rows: [{ blocks: [{ id: 'b', type: 2, span: 12, data: { html: '<p>Harina y agua.</p>' } }] }] }] } });
    const html = renderPage({ site, pageType: PageType.CONTENT_ITEM, path: '/blog/post-1', title: post.title, description: post.excerpt, collection: blog, item: post }, fixtureAssets);
    expect(html).toContain('<h1 class="post__title">Cómo preparar café de olla 1</h1>');
    expect(html).toContain('Por Lucía Pérez');
    expect(html).toContain('<p>Harina y agua.</p>');
    expect(html).toContain('<meta property="og:type" content="article"/>');
    expect(html).toContain('<meta property="og:image" content="https://cafe-aurora.vitrina.test/media/taza/1500w.jpg"/>');
    expect(contextOf(html)).toMatchObject({ item: { id: post.id, title: post.title, recordType: 1 }, itemId: post.id, pageType: 50 });
  });

  it('shows a product page with its price', () => {
    const product = fixtureProduct(7);
    const html = renderPage({ site, pageType: PageType.CONTENT_ITEM, path: '/tienda/cafe-7', title: product.title, description: '', collection: store, item: product }, fixtureAssets);
    expect(html).toContain('<h1 class="product-page__title">Café de Chiapas 7</h1>');
    expect(html).toContain('$249.00');
    expect(html).toContain('Volver a Tienda');
  });

  it('renders a friendly 404 with a link home, not indexed', () => {
    const html = renderPage({ site, pageType: PageType.NOT_FOUND, path: '/nada', title: '', description: '' }, fixtureAssets, { status: 404 });
    expect(html).toContain('<title>Página no encontrada · Café Aurora</title>');
    expect(html).toContain('No encontramos esta página');
    expect(html).toContain('<a class="btn btn--primary btn--medium" href="/">Volver al inicio</a>');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).not.toContain('rel="canonical"');
  });

  it('renders a friendly error page without technical details', () => {
    const html = renderPage({ site, pageType: PageType.ERROR, path: '/x', title: 'TypeError: boom', description: '' }, fixtureAssets, { status: 500 });
    expect(html).toContain('Algo salió mal');
    expect(html).not.toContain('TypeError');
  });

  it('renders the search page with a GET form and its results (issue 14)', () => {
    const search = { query: 'olla', page: 1, pageSize: 10, total: 1, hits: [{ kind: 'page', path: '/menu', title: [{ text: 'Menú' }], snippet: [{ text: 'Café de ' }, { text: 'olla', mark: true }] }] };
    const html = renderPage({ site, pageType: PageType.SEARCH, path: '/search', title: 'Búsqueda', description: '', query: 'olla', search }, fixtureAssets);
    const form = html.match(/<form[^>]*>/)![0];
    expect(form).toContain('role="search"');
    expect(form).toContain('action="/search"');
    expect(form).toContain('method="get"');
    expect(html).toContain('name="q" value="olla"');
    expect(html).toContain('1 resultado para «olla»');
    expect(html).toContain('<a href="/menu">Menú</a>');
    expect(html).toContain('Café de <mark>olla</mark>');
    expect(contextOf(html).pageType).toBe(102);
  });
});

describe('renderStandaloneError', () => {
  it('says the site does not exist, with no runtime', () => {
    const html = renderStandaloneError('not-found-site', fixtureAssets);
    expect(html.startsWith('<!doctype html><html lang="es-419"')).toBe(true);
    expect(html).toContain('Este sitio no existe');
    expect(html).not.toContain('<script');
    expect(html).toContain('/assets/theme-abc123.css');
  });

  it('explains a request it cannot understand', () => {
    expect(renderStandaloneError('bad-request', fixtureAssets)).toContain('No pudimos entender esta dirección');
  });

  it('has a generic error page', () => {
    const html = renderStandaloneError('error', fixtureAssets);
    expect(html).toContain('Algo salió mal');
    expect(html).toContain('href="/"');
  });
});

describe('renderPage: a block that throws', () => {
  it('costs the page that block only: its cell and its image preload are gone, the rest is written, the log names it', () => {
    const Broken = ({ label }: { label: string }) => {
      if (label === 'roto') throw new Error('datos imposibles');
      return <p>{label}</p>;
    };
    const remove = registerFixtureBlock(
      defineBlock(
        { name: 'fixture-fragile', types: [9002 as never], data: v.object({ label: v.string() }) },
        { render: ({ data }) => (<><img src={`/m/${data.label}.jpg`} alt="" /><Broken label={data.label} /></>) },
      ),
    );
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const html = renderPage(fixturePage([{ id: 'sano', type: 9002, data: { label: 'entero' } }, { id: 'malo', type: 9002, data: { label: 'roto' } }, text]), fixtureAssets);
      expect(html).toContain('<p>entero</p>');
      expect(html).toContain('<h2>Hola</h2>');
      expect(html).not.toContain('roto');
      expect(html).toContain('<link rel="preload" as="image" href="/m/entero.jpg"/>');
      expect(errors).toHaveBeenCalledWith('Vitrina: block malo failed to render', expect.objectContaining({ message: 'datos imposibles' }));
    } finally {
      errors.mockRestore();
      remove();
    }
  });
});

describe('renderPage: the static renderer writes what React wrote', () => {
  const site = fixtureSite();
  const blog = { id: 'dddddddddddddddddddddddd', urlId: 'blog', title: 'Blog', type: CollectionType.GENERIC, description: 'Recetas', permissionType: 'public' as const, layout: { columns: 12 as const, sections: [] } };
  const store = { ...blog, id: 'eeeeeeeeeeeeeeeeeeeeeeee', urlId: 'tienda', title: 'Tienda', type: CollectionType.PRODUCTS };
  const image = { id: 'foto', type: 3, span: 6, data: { mediaId: 'taza', caption: 'Una taza' } };
  const post = fixturePost(1, { layout: { columns: 12, sections: [{ id: 's', theme: 'light', rows: [{ blocks: [{ id: 'b', type: 2, span: 12, data: { html: '<p>Harina y agua.</p>' } }] }] }] } });
  const pages: [string, PageModel, PageAssets][] = [
    ['a page with text, an image and an island (its chunks preloaded)', fixturePage([text, image, accordion]), { ...fixtureAssets, runtimePreload: ['/assets/plain-abc123.js'] }],
    ['the home page', fixturePage([], { path: '/', title: 'Inicio' }), fixtureAssets],
    ['a blog list', { site, pageType: PageType.MAIN_CONTENT, path: '/blog', title: 'Blog', description: '', collection: blog, items: [fixturePost(1), fixturePost(2)] }, fixtureAssets],
    ['a blog post', { site, pageType: PageType.CONTENT_ITEM, path: '/blog/post-1', title: post.title, description: post.excerpt, collection: blog, item: post }, fixtureAssets],
    ['a store and a product', { site, pageType: PageType.MAIN_CONTENT, path: '/tienda', title: 'Tienda', description: '', collection: store, items: [fixtureProduct(1), fixtureProduct(2)] }, fixtureAssets],
    ['a product', { site, pageType: PageType.CONTENT_ITEM, path: '/tienda/cafe-7', title: 'Café', description: '', collection: store, item: fixtureProduct(7) }, fixtureAssets],
    ['a 404', { site, pageType: PageType.NOT_FOUND, path: '/nada', title: '', description: '' }, fixtureAssets],
  ];

  it.each(pages)('%s: byte for byte react-dom/server’s static markup of the same document', (_, model, assets) => {
    const ours = renderPage(model, assets);
    const react = inPageLocale(model, () => `<!doctype html>${renderToStaticMarkup(<Document {...pageDocumentProps(model, assets)} />)}`);
    expect(ours).toBe(react);
  });
});
