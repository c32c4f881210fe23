import type { Item } from '../../model/index.ts';
import type { MediaRef } from '../context.ts';
import { jsonForScript } from '../context-json.ts';
import { absoluteUrl } from '../links.ts';
import { centsToValue } from '../../shared/money.ts';
import { effectivePriceCents } from '../../shared/store.ts';
import type { ProductReviews } from '../../shared/reviews.ts';

type Product = NonNullable<Item['product']>;

/** Whether a variant can be bought (§4: digital goods and gift cards never run out). */
const inStock = (product: Product, v: Product['variants'][number]) =>
  product.productType === 'DIGITAL' || product.productType === 'GIFT_CARD' || v.unlimited || v.qtyInStock > 0;

/**
 * schema.org Product of a product page (https://schema.org/Product): name, image, description,
 * sku, and one Offer per variant (price as a decimal string in the store's currency,
 * availability from the database's stock, the page's URL); with approved reviews, their
 * AggregateRating and a Review for each shown (docs/commerce-reviews.md).
 */
export function productJsonLd(item: Item & { product: Product }, opts: { currency: string; url: string; baseUrl: string; media?: MediaRef; reviews?: ProductReviews }): Record<string, unknown> {
  const { product } = item;
  const single = product.variants.length === 1;
  const offers = product.variants.map((v) => ({
    '@type': 'Offer',
    sku: v.sku,
    ...(v.optionValues.length ? { name: `${item.title} (${v.optionValues.join(', ')})` } : {}),
    price: centsToValue(effectivePriceCents(v), opts.currency),
    priceCurrency: opts.currency,
    availability: inStock(product, v) ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    url: opts.url,
  }));
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: item.title,
    ...(opts.media ? { image: [absoluteUrl(opts.baseUrl, opts.media.src)] } : {}),
    ...(item.excerpt ? { description: item.excerpt } : {}),
    ...(single ? { sku: product.variants[0].sku } : {}),
    ...(item.categories.length ? { category: item.categories[0] } : {}),
    offers: single ? offers[0] : offers,
    ...(opts.reviews?.count ? reviewsJsonLd(opts.reviews) : {}),
  };
}

/** schema.org AggregateRating and Review of a product's approved reviews. */
function reviewsJsonLd(reviews: ProductReviews): Record<string, unknown> {
  return {
    aggregateRating: { '@type': 'AggregateRating', ratingValue: reviews.average, reviewCount: reviews.count, bestRating: 5, worstRating: 1 },
    review: reviews.reviews.map((r) => ({
      '@type': 'Review',
      reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
      author: { '@type': 'Person', name: r.authorName },
      datePublished: r.createdAt.slice(0, 10),
      ...(r.title ? { name: r.title } : {}),
      ...(r.text ? { reviewBody: r.text } : {}),
    })),
  };
}

/** The JSON-LD script of a product page: inert data, escaped so no text can end the element. */
export function ProductJsonLd(props: Parameters<typeof productJsonLd>[1] & { item: Item & { product: Product } }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(productJsonLd(props.item, props)) }} />;
}
