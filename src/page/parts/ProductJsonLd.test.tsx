import { renderStaticMarkup } from '../static-markup/render.ts';
import { describe, expect, it } from 'vitest';
import type { Item } from '../../model/index.ts';
import { ProductJsonLd, productJsonLd } from './ProductJsonLd.tsx';

const item = (product: NonNullable<Item['product']>, extra: Partial<Item> = {}) =>
  ({ id: 'i', urlId: 'cafe', title: 'Café de Chiapas', recordType: 11, status: 'published', publishedOn: '2026-01-01T00:00:00.000Z', excerpt: 'Chocolate y nuez.', tags: [], categories: ['Café en grano'], layout: { columns: 12, sections: [] }, product, ...extra }) as Item & { product: NonNullable<Item['product']> };
const variant = (sku: string, priceCents: number, more: object = {}) => ({ sku, priceCents, onSale: false, unlimited: false, qtyInStock: 5, optionValues: [] as string[], ...more });
const opts = { currency: 'MXN', url: 'https://cafe.example.com/tienda/cafe', baseUrl: 'https://cafe.example.com' };

const parse = (html: string) => JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]);

describe('schema.org Product JSON-LD of a product page', () => {
  it('one variant: name, description, sku, image and one Offer (decimal price, currency, availability, url)', () => {
    const media = { id: 'm', alt: '', width: 1, height: 1, focalPoint: { x: 0.5, y: 0.5 }, src: '/media/a/m-1500.webp', variants: [] };
    expect(productJsonLd(item({ productType: 'PHYSICAL', options: [], variants: [variant('CHS-250', 26000)] }), { ...opts, media })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Café de Chiapas',
      image: ['https://cafe.example.com/media/a/m-1500.webp'],
      description: 'Chocolate y nuez.',
      sku: 'CHS-250',
      category: 'Café en grano',
      offers: { '@type': 'Offer', sku: 'CHS-250', price: '260.00', priceCurrency: 'MXN', availability: 'https://schema.org/InStock', url: opts.url },
    });
  });

  it('several variants: an Offer each, the sale price, OutOfStock from stock; digital goods always in stock; JPY without decimals', () => {
    const ld = productJsonLd(item({ productType: 'PHYSICAL', options: ['Presentación'], variants: [variant('A', 29000, { onSale: true, salePriceCents: 24500, optionValues: ['250 g'] }), variant('B', 98000, { qtyInStock: 0, optionValues: ['1 kg'] })] }), opts);
    expect(ld.sku).toBeUndefined();
    expect(ld.offers).toEqual([
      expect.objectContaining({ sku: 'A', name: 'Café de Chiapas (250 g)', price: '245.00', availability: 'https://schema.org/InStock' }),
      expect.objectContaining({ sku: 'B', price: '980.00', availability: 'https://schema.org/OutOfStock' }),
    ]);
    expect((productJsonLd(item({ productType: 'DIGITAL', options: [], variants: [variant('PDF', 14900, { qtyInStock: 0 })] }), opts).offers as any).availability).toBe('https://schema.org/InStock');
    expect((productJsonLd(item({ productType: 'PHYSICAL', options: [], variants: [variant('T', 1500)] }), { ...opts, currency: 'JPY' }).offers as any).price).toBe('1500');
  });

  it('is escaped against </script> and parses back', () => {
    const html = renderStaticMarkup(<ProductJsonLd item={item({ productType: 'PHYSICAL', options: [], variants: [variant('X', 100)] }, { title: 'Taza </script><script>alert(1)</script>', excerpt: '<!-- & \u2028' })} {...opts} />);
    expect(html).not.toContain('</script><script>');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const ld = parse(html);
    expect(ld.name).toBe('Taza </script><script>alert(1)</script>');
    expect(ld.description).toBe('<!-- & \u2028');
  });
});
