import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINI_HOST } from '../../src/server/forms/test-client.ts';
import { CollectionType } from '../../src/shared/enums.ts';
import { createTestApp, readSite } from '../helpers/app.ts';
import { allows, isType, schemaOrgErrors } from '../helpers/schema-org.ts';
import { productJsonLd } from '../../src/page/parts/ProductJsonLd.tsx';
import { fixtureProduct } from '../../src/page/test-fixtures.ts';

// Issue 18, "JSON-LD" (docs/seo.md): the structured data of the served pages, each script parsed
// and checked against the schema.org vocabulary (types, properties allowed on each type,
// enumeration members; test/helpers/schema-org.ts reads it from schema-dts). Both databases.
const BASE = 'https://pan.example.com';
let t: Awaited<ReturnType<typeof createTestApp>>;
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: MINI_HOST, 'accept-encoding': 'identity' } });
const scripts = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as Record<string, any>);
const byType = async (path: string) => Object.fromEntries(scripts((await get(path)).body).map((d) => [d['@type'], d]));

beforeAll(async () => {
  t = await createTestApp();
  const site = readSite();
  site.headerFooter = { ...site.headerFooter, footer: { ...site.headerFooter?.footer, address: 'Calle Macedonio Alcalá 100, Oaxaca', phone: '+52 951 123 4567' } };
  const post = site.collections.find((c: any) => c.urlId === 'blog').items[0];
  post.title = 'Masa madre </script><script>alert(1)</script>';
  post.tags = ['pan'];
  site.collections.push({
    id: 'aaaaaaaaaaaaaaaaaaaab200', urlId: 'eventos', title: 'Eventos', type: CollectionType.GENERIC, events: { view: 'list' },
    items: [{ id: 'aaaaaaaaaaaaaaaaaaaab201', urlId: 'cata', title: 'Cata de pan', recordType: 12, publishedOn: '2026-02-01T00:00:00.000Z', mediaId: 'hogaza',
      event: { startsAt: '2026-12-05T18:00:00-06:00', endsAt: '2026-12-05T21:00:00-06:00', venue: 'La panadería', address: 'Calle Macedonio Alcalá 100', ticketUrl: 'https://boletos.example.com/cata', soldOut: true } }],
  });
  await t.publish(site);
});
afterAll(() => t.close());

describe('the vocabulary check itself', () => {
  it('knows schema.org’s types and which properties each allows, through its ancestors', () => {
    expect(isType('LocalBusiness')).toBe(true);
    expect(isType('BlogPost')).toBe(false);
    expect(allows('LocalBusiness', 'telephone')).toBe(true); // from Organization
    expect(allows('BlogPosting', 'headline')).toBe(true); // from CreativeWork
    expect(allows('Event', 'headline')).toBe(false);
    expect(schemaOrgErrors({ '@type': 'Event', name: 'x', headline: 'y' })).toEqual(['$.headline: not a property of Event']);
    expect(schemaOrgErrors({ '@type': 'Offer', availability: 'https://schema.org/Agotado' })).toHaveLength(1);
    expect(schemaOrgErrors({ '@type': 'Evento' })).toHaveLength(1);
  });
});

describe('structured data of the served pages', () => {
  it('the home page: the site as a LocalBusiness (it gives an address and a phone)', async () => {
    const ld = await byType('/');
    expect(Object.keys(ld)).toEqual(['LocalBusiness']);
    expect(ld.LocalBusiness).toMatchObject({ '@context': 'https://schema.org', name: 'Panadería Mini', url: `${BASE}/`, telephone: '+52 951 123 4567', address: { '@type': 'PostalAddress', streetAddress: 'Calle Macedonio Alcalá 100, Oaxaca' } });
    expect(schemaOrgErrors(ld.LocalBusiness)).toEqual([]);
  });

  it('a blog post: BlogPosting and its breadcrumbs; no text can end the script', async () => {
    const res = await get('/blog/masa-madre');
    expect(res.body).not.toContain('</script><script>alert(1)');
    const ld = Object.fromEntries(scripts(res.body).map((d) => [d['@type'], d]));
    expect(ld.BlogPosting).toMatchObject({ headline: 'Masa madre </script><script>alert(1)</script>', url: `${BASE}/blog/masa-madre`, datePublished: expect.any(String), keywords: 'pan' });
    expect(ld.BlogPosting.image[0]).toMatch(new RegExp(`^${BASE}/media/`));
    expect(ld.BreadcrumbList.itemListElement.map((e: any) => [e.position, e.item])).toEqual([[1, `${BASE}/`], [2, `${BASE}/blog`], [3, `${BASE}/blog/masa-madre`]]);
    for (const d of Object.values(ld)) expect(schemaOrgErrors(d)).toEqual([]);
  });

  it('an event: Event with its dates, place and sold-out ticket offer', async () => {
    const ld = await byType('/eventos/cata');
    expect(ld.Event).toMatchObject({ name: 'Cata de pan', startDate: '2026-12-05T18:00:00-06:00', endDate: '2026-12-05T21:00:00-06:00', location: { '@type': 'Place', name: 'La panadería' }, offers: { '@type': 'Offer', availability: 'https://schema.org/SoldOut' } });
    expect(ld.BlogPosting).toBeUndefined();
    for (const d of Object.values(ld)) expect(schemaOrgErrors(d)).toEqual([]);
  });

  it('a product: Product with its Offer, and breadcrumbs', async () => {
    const ld = await byType('/tienda/hogaza');
    expect(ld.Product.offers['@type']).toBe('Offer');
    expect(ld.BreadcrumbList).toBeDefined();
    for (const d of Object.values(ld)) expect(schemaOrgErrors(d)).toEqual([]);
  });

  it('a product with approved reviews: AggregateRating and a Review each, valid schema.org (the builder, several variants)', () => {
    const item = fixtureProduct(1, { options: ['Tamaño'], variants: [fixtureProduct(1).product!.variants[0], { ...fixtureProduct(1).product!.variants[0], sku: 'B', optionValues: ['1 kg'] }] });
    const reviews = { average: 4.5, count: 2, reviews: [{ id: 'r1', rating: 5, title: 'Rico', text: 'Muy bueno', authorName: 'Ana', createdAt: '2026-01-01T00:00:00.000Z' }, { id: 'r2', rating: 4, title: '', text: '', authorName: 'Luis', createdAt: '2026-01-02T00:00:00.000Z' }] };
    const ld = productJsonLd(item as any, { currency: 'MXN', url: `${BASE}/tienda/x`, baseUrl: BASE, reviews: reviews as any });
    expect(ld.aggregateRating).toMatchObject({ '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2 });
    expect(ld.review).toHaveLength(2);
    expect(ld.offers).toHaveLength(2);
    expect(schemaOrgErrors(ld)).toEqual([]);
  });

  it('system pages carry none', async () => {
    for (const path of ['/search', '/carrito', '/no-existe']) expect(scripts((await get(path)).body), path).toEqual([]);
  });
});
