/**
 * Paid member areas as catalogue lines (issue 17, docs/members-paid.md): `area:{areaId}` /
 * `AREA-{areaId}` prices a paid area of the site's published settings — never the request —
 * as a service (not shipped, taxed by the store's rules like everything else, never out of
 * stock, at most one in a cart), with a subscription plan when it is priced by subscription.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Item, MemberArea, Site, SubscriptionPlan } from '../../model/index.ts';
import { fromJson } from '../db/dialect.ts';
import { areaLine, areaOfLine } from '../../shared/paid-areas.ts';
import type { PricedLine } from './totals.ts';

/** A paid area as the catalogue answers it (a CatalogueVariant: catalogue.ts). */
export interface AreaVariant extends Omit<PricedLine, 'quantity'> {
  href: string;
  variant: NonNullable<Item['product']>['variants'][number];
  subscriptionPlan?: SubscriptionPlan;
}

/** The member areas of a website's published settings. */
export async function publishedMemberAreas(db: Kysely<Database>, websiteId: string): Promise<MemberArea[]> {
  const row = await db.selectFrom('websites').select('site').where('id', '=', websiteId).executeTakeFirst();
  return row ? (fromJson<Pick<Site, 'settings'>>(row.site).settings.memberAreas ?? []) : [];
}

/** The subscription plan of a subscription-priced area (every interval, until cancelled). */
export function areaPlan(area: MemberArea): SubscriptionPlan | undefined {
  return area.pricing.kind === 'subscription' ? { billingPeriod: { value: 1, unit: area.pricing.interval }, numBillingCycles: 0 } : undefined;
}

/** The paid member areas `keys` name (free and unknown areas are simply absent). */
export async function areaVariants(db: Kysely<Database>, websiteId: string, keys: readonly { itemId: string; sku: string }[]): Promise<AreaVariant[]> {
  const found: AreaVariant[] = [];
  const wanted = keys.filter((k) => areaOfLine(k.itemId, k.sku));
  if (wanted.length === 0) return found;
  const areas = await publishedMemberAreas(db, websiteId);
  for (const key of wanted) {
    const area = areas.find((a) => a.id === areaOfLine(key.itemId, key.sku));
    if (!area || area.pricing.kind === 'free') continue;
    const { itemId, sku } = areaLine(area.id);
    const plan = areaPlan(area);
    found.push({
      itemId,
      sku,
      title: area.title,
      variantLabel: '',
      productType: 'SERVICE',
      unitPriceCents: area.pricing.amountCents,
      weight: 0,
      href: area.landingUrlId ? `/${area.landingUrlId}` : '/',
      variant: { sku, priceCents: area.pricing.amountCents, onSale: false, unlimited: true, qtyInStock: 0, optionValues: [] },
      ...(plan ? { subscriptionPlan: plan } : {}),
    });
  }
  return found;
}

/** Stock rows of the site's paid areas (never run out), seeded at publish like the products'. */
export function areaStockRows(site: Site, now: number) {
  return (site.settings.memberAreas ?? [])
    .filter((a) => a.pricing.kind !== 'free')
    .map((a) => ({ website_id: site.website.id, sku: areaLine(a.id).sku, item_id: areaLine(a.id).itemId, quantity: 0, unlimited: 1, updated_at: now }));
}
