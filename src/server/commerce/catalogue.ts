/**
 * The catalogue as the cart reads it (docs/commerce.md): a product variant by item id and sku,
 * from the published rows of one website, only in collections this visitor may see. Every price
 * a cart, a checkout or an order shows comes from here.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Collection, Item, SubscriptionPlan } from '../../model/index.ts';
import type { SiteView } from '../../page/context.ts';
import { collectionFromRow, itemFromRow, mayView, publishedItems, type VisitorAccess } from '../sites/index.ts';
import { effectivePriceCents } from '../../shared/store.ts';
import type { PricedLine } from './totals.ts';
import { areaVariants } from './member-area-catalogue.ts';

type Variant = NonNullable<Item['product']>['variants'][number];

/** A variant the visitor may buy, with what the cart needs of its product: a priced line without its quantity. */
export interface CatalogueVariant extends Omit<PricedLine, 'quantity'> {
  /** The product page: `/{collection}/{item}`. */
  href: string;
  mediaId?: string;
  variant: Variant;
  /** Sold as a subscription on this plan (bought alone through /commerce/subscribe). */
  subscriptionPlan?: SubscriptionPlan;
}

/** The key of a variant in a cart: the product item and the sku. */
export interface VariantKey {
  itemId: string;
  sku: string;
}

/**
 * The variants named by `keys` that exist, are published, and sit in a collection `access` may
 * view, by `${itemId} ${sku}`. Unknown ones are simply absent.
 */
export async function catalogueVariants(db: Kysely<Database>, websiteId: string, keys: readonly VariantKey[], access: VisitorAccess, site?: SiteView): Promise<Map<string, CatalogueVariant>> {
  const found = new Map<string, CatalogueVariant>();
  for (const area of await areaVariants(db, websiteId, keys)) found.set(variantKey(area), area);
  const itemIds = [...new Set(keys.map((k) => k.itemId))];
  if (itemIds.length === 0) return found;
  for (const { item, collection } of await catalogueItems(db, websiteId, itemIds, site)) {
    if (!mayView(collection, access) || !item.product) continue;
    for (const key of keys) {
      if (key.itemId !== item.id) continue;
      const variant = item.product.variants.find((v) => v.sku === key.sku);
      if (!variant) continue;
      found.set(variantKey(key), {
        itemId: item.id,
        sku: variant.sku,
        title: item.title,
        variantLabel: variant.optionValues.join(' · '),
        productType: item.product.productType,
        unitPriceCents: effectivePriceCents(variant),
        weight: variant.weight ?? 0,
        href: `/${collection.urlId}/${item.urlId}`,
        mediaId: item.mediaId,
        variant,
        subscriptionPlan: item.product.subscriptionPlan,
      });
    }
  }
  return found;
}

/**
 * The published items with these ids and their collections: kept with the version when the
 * caller serves one (`site`, version-reads.ts: an add to cart reads nothing but the stock), read
 * from the database otherwise (an order's pricing inside its transaction).
 */
async function catalogueItems(db: Kysely<Database>, websiteId: string, itemIds: string[], site: SiteView | undefined): Promise<{ item: Item; collection: Omit<Collection, 'items'> }[]> {
  if (site && site.website.id === websiteId) return [...(await publishedItems(db, site, itemIds)).values()];
  const rows = await db.selectFrom('items').selectAll().where('website_id', '=', websiteId).where('id', 'in', itemIds).where('status', '=', 'published').execute();
  const collectionIds = [...new Set(rows.map((r) => r.collection_id))];
  const collections = collectionIds.length
    ? await db.selectFrom('collections').selectAll().where('website_id', '=', websiteId).where('id', 'in', collectionIds).execute()
    : [];
  const byId = new Map(collections.map(collectionFromRow).map((c) => [c.id, c]));
  return rows.flatMap((row) => {
    const collection = byId.get(row.collection_id);
    return collection ? [{ item: itemFromRow(row), collection }] : [];
  });
}

/** The map key of a variant. */
export const variantKey = (key: VariantKey) => `${key.itemId} ${key.sku}`;
