/** Hand-made pages for tests and manual checks: a small café with pages, a blog and a store. */
import { CollectionType, ItemType, PageType } from '../shared/enums.ts';
import { storeSettings, type Item } from '../model/index.ts';
import type { MediaRef, PageAssets, PageModel, SiteView } from './context.ts';

const WIDTHS = [100, 300, 500, 750, 1000, 1500, 2500];

/** A media file with the §9 variants up to its own width. */
export function fixtureMedia(id: string, width = 2000, height = 1333, alt = 'Taza de café sobre una mesa de madera'): MediaRef {
  const variants = WIDTHS.filter((w) => w <= width).map((w) => ({ width: w, url: `/media/${id}/${w}w.jpg` }));
  return { id, alt, width, height, focalPoint: { x: 0.5, y: 0.3 }, src: variants.at(-1)?.url ?? `/media/${id}.jpg`, variants };
}

/** The site of the fixtures. */
export function fixtureSite(): SiteView {
  return {
    website: {
      id: 'aaaaaaaaaaaaaaaaaaaaaaaa', identifier: 'cafe-aurora', title: 'Café Aurora', description: 'Café de especialidad en el corazón de la ciudad.',
      domains: [], developerMode: false, cloneable: false, templateId: 'vitrina-base',
      theme: { accent: '#b4532a', ink: '#1f1a17', paper: '#fbf7f2' },
    },
    version: 3,
    settings: {
      commentsEnabled: false, disqusShortname: '', useEscapeKeyToLogin: false, ssBadgeType: 0,
      pinterestOverlayOptions: { mode: 'disabled' }, storeSettings: storeSettings({ selectedCurrency: 'MXN' }),
    },
    navigation: [
      { title: 'Inicio', href: '/' },
      { title: 'Blog', href: '/blog' },
      { title: 'Tienda', href: '/tienda' },
    ],
    collections: [
      { id: 'c0000000000000000000inic', urlId: 'inicio', title: 'Inicio', type: CollectionType.PAGE },
      { id: 'c0000000000000000000nos0', urlId: 'nosotros', title: 'Nosotros', type: CollectionType.PAGE },
      { id: 'c0000000000000000000blog', urlId: 'blog', title: 'Blog', type: CollectionType.GENERIC },
      { id: 'c0000000000000000000tien', urlId: 'tienda', title: 'Tienda', type: CollectionType.PRODUCTS },
    ],
    headerFooter: {
      header: { tagline: 'Tostado en casa desde 2012', logoOnly: false },
      footer: {
        text: 'Abierto de lunes a sábado, de 8 a 20 h.', address: 'Av. Reforma 123, Ciudad de México', email: 'hola@cafe-aurora.mx',
        phone: '+52 55 1234 5678', links: [{ title: 'Aviso de privacidad', href: '/privacidad' }],
      },
    },
    baseUrl: 'https://cafe-aurora.vitrina.test',
    appDomain: 'vitrina.test',
    homePage: 'inicio',
    media: { taza: fixtureMedia('taza'), granos: fixtureMedia('granos', 1600, 1600, 'Granos de café tostado') },
  };
}

/** Assets as a build would give them, with the accordion island. */
export const fixtureAssets: PageAssets = {
  runtime: '/assets/runtime-abc123.js',
  styles: ['/assets/theme-abc123.css'],
  islands: { accordion: { src: '/assets/accordion-abc123.js', preload: ['/assets/react-abc123.js'] } },
};

/** A page (type 2) with the given blocks in one light section, one row. */
export function fixturePage(blocks: { id: string; type: number; span?: number; data: unknown }[], overrides: Partial<PageModel> = {}): PageModel {
  return {
    site: fixtureSite(),
    pageType: PageType.PAGE,
    path: '/nosotros',
    title: 'Nosotros',
    description: 'Quiénes somos y cómo tostamos.',
    collection: {
      id: 'bbbbbbbbbbbbbbbbbbbbbbbb', urlId: 'nosotros', title: 'Nosotros', type: CollectionType.PAGE, description: '', permissionType: 'public',
      layout: { columns: 12, sections: [{ id: 's1', theme: 'light', rows: [{ blocks: blocks.map((b) => ({ span: 12, ...b })) as never }] }] },
    },
    ...overrides,
  };
}

/** A blog post item. */
export function fixturePost(n: number, extra: Partial<Item> = {}): Item {
  return {
    id: `c${String(n).padStart(23, '0')}`, urlId: `post-${n}`, title: `Cómo preparar café de olla ${n}`, recordType: ItemType.TEXT,
    status: 'published', publishedOn: '2025-03-05T10:00:00.000Z', author: 'Lucía Pérez', excerpt: 'Canela, piloncillo y paciencia.',
    tags: [], categories: [], mediaId: 'taza', layout: { columns: 12, sections: [] }, ...extra,
  };
}

/** A product item; `variants` override the one default variant. */
export function fixtureProduct(n: number, product: Partial<NonNullable<Item['product']>> = {}): Item {
  return fixturePost(n, {
    title: `Café de Chiapas ${n}`, urlId: `cafe-${n}`, recordType: ItemType.STORE_ITEM, mediaId: 'granos', author: undefined,
    product: { productType: 'PHYSICAL', options: [], variants: [{ sku: `SKU-${n}`, priceCents: 24900, onSale: false, unlimited: false, qtyInStock: 5, optionValues: [] }], ...product },
  });
}
