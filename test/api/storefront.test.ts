import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, readSite } from '../helpers/app.ts';

// Issue 16, docs/commerce.md "Storefront": products on pages show the database's stock, not the
// site file's; the product page's buy form and JSON-LD; product block 43; the cart indicator.
const HOST = 'mini.vitrina.test';
const WEBSITE = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const STORE = 'aaaaaaaaaaaaaaaaaaaaaa06';
const ITEM = 'aaaaaaaaaaaaaaaaaaaaaa07';

function storeSite(extra: (site: any) => void = () => {}) {
  const site = readSite();
  // A page with product block 43 showing the store's hogaza, and one naming a product that is not there.
  site.collections.push({
    id: 'aaaaaaaaaaaaaaaaaaaaab01', urlId: 'destacado', title: 'Destacado', type: 10,
    layout: { sections: [{ id: 's', rows: [
      { blocks: [{ id: 'prod', type: 43, span: 12, data: { collectionId: STORE, itemId: ITEM } }] },
      { blocks: [{ id: 'nada', type: 43, span: 12, data: { collectionId: STORE, itemId: 'aaaaaaaaaaaaaaaaaaaaffff' } }] },
    ] }] },
  });
  extra(site);
  return site;
}

let t: Awaited<ReturnType<typeof createTestApp>>;
let warnings: { path: string; message: string }[];
beforeAll(async () => {
  t = await createTestApp();
  ({ warnings } = await t.publish(storeSite()));
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: HOST, 'accept-encoding': 'identity' } });
const setStock = (sku: string, quantity: number) => t.db.updateTable('stock').set({ quantity }).where('website_id', '=', WEBSITE).where('sku', '=', sku).execute();
/** The page's Product JSON-LD (its breadcrumbs come first, in the head: docs/seo.md). */
const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1])).find((d) => d['@type'] === 'Product');

describe('storefront pages', () => {
  it('the product page: the buy form posting to /carrito, JSON-LD Product with its Offer, the cart indicator', async () => {
    await setStock('PAN-1', 4);
    t.app.vitrina.stockChanged(WEBSITE);
    const res = await get('/tienda/hogaza');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<form class="product-buy" [^>]*data-chrome="buy-form" action="\/carrito" method="post">/);
    expect(res.body).toContain('<input type="hidden" name="sku" value="PAN-1"/>');
    expect(res.body).toContain('>Agregar al carrito</button>');
    expect(jsonLd(res.body)).toMatchObject({
      '@type': 'Product',
      name: 'Hogaza de centeno',
      sku: 'PAN-1',
      offers: { '@type': 'Offer', price: '85.00', priceCurrency: 'MXN', availability: 'https://schema.org/InStock', url: expect.stringMatching(/\/tienda\/hogaza$/) },
    });
    expect(res.body).toMatch(/<a class="cart-link" href="\/carrito" data-chrome="cart-indicator" data-cart-state="uninitialised">/);
  });

  it('shows «Agotado» once the stock row is 0 and stockChanged is called (the cached page until then)', async () => {
    await setStock('PAN-1', 4);
    t.app.vitrina.stockChanged(WEBSITE);
    expect((await get('/tienda/hogaza')).body).not.toContain('badge--sold-out');
    await setStock('PAN-1', 0);
    // Cached: the page does not read the stock again by itself (within its minute).
    expect((await get('/tienda/hogaza')).body).not.toContain('badge--sold-out');
    t.app.vitrina.stockChanged(WEBSITE);
    const page = (await get('/tienda/hogaza')).body;
    expect(page).toContain('<span class="badge badge--sold-out">Agotado</span>');
    expect(page).toMatch(/<button type="submit" class="btn btn--primary product-buy__submit" disabled="">Agotado<\/button>/);
    expect(jsonLd(page).offers.availability).toBe('https://schema.org/OutOfStock');
    // The store's grid and the product block too.
    expect((await get('/tienda')).body).toContain('badge--sold-out');
    expect((await get('/destacado')).body).toContain('>Agotado</button>');
    // Back in stock.
    await setStock('PAN-1', 2);
    t.app.vitrina.stockChanged(WEBSITE);
    expect((await get('/tienda/hogaza')).body).not.toContain('badge--sold-out');
  });

  it('stock from the database wins over the site file in both directions', async () => {
    // The site file says 4; the database 0 → sold out. A republish does not reset the row.
    await setStock('PAN-1', 0);
    await t.publish(storeSite());
    expect((await get('/tienda/hogaza')).body).toContain('badge--sold-out');
    await setStock('PAN-1', 3);
    t.app.vitrina.stockChanged(WEBSITE);
  });

  it('product block 43: the product with its buy form and a link to its page; an unknown product shows nothing and warned at publish', async () => {
    const res = await get('/destacado');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<article class="product-block product-block--side"');
    expect(res.body).toContain('href="/tienda/hogaza"');
    expect(res.body).toContain('data-chrome="buy-form"');
    expect(res.body.match(/class="product-block /g)).toHaveLength(1);
    expect(warnings).toEqual([
      expect.objectContaining({ message: expect.stringContaining('El bloque «nada» de la página «/destacado»: el producto «aaaaaaaaaaaaaaaaaaaaffff» no está en la colección de productos') }),
    ]);
  });

  it('GetWidgetRendering of block 43 shows the database’s stock too', async () => {
    const widget = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/widget/GetWidgetRendering',
        headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ widgetJSON: JSON.stringify({ type: 43, id: 'prod' }) }).toString(),
      });
    await setStock('PAN-1', 0);
    const out = await widget();
    expect(out.statusCode).toBe(200);
    expect(out.json().data.html).toContain('>Agotado</button>');
    await setStock('PAN-1', 3);
    expect((await widget()).json().data.html).toContain('>Agregar al carrito</button>');
    t.app.vitrina.stockChanged(WEBSITE);
  });

  it('the store grid offers «Vista rápida» (shown by script) for each product', async () => {
    const body = (await get('/tienda')).body;
    expect(body).toContain('data-quick-view="aaaaaaaaaaaaaaaaaaaaaa07" data-href="/tienda/hogaza"');
    expect(body).toContain('aria-label="Vista rápida de Hogaza de centeno" hidden="">Vista rápida</button>');
  });

  it('a site without a products collection has no cart indicator', async () => {
    await t.publish(storeSite((site) => {
      site.collections = site.collections.filter((c: any) => c.type !== 13 && c.urlId !== 'destacado');
    }));
    const body = (await get('/')).body;
    expect(body).not.toContain('cart-link');
    await t.publish(storeSite());
  });
});
