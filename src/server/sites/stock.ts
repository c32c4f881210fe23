/**
 * Stock on pages (docs/commerce.md "Storefront"): the units left of each sku live in the
 * database (commerce's `stock` table), not in the site file. Before a page is rendered, the
 * product variants it shows — the item page's product, a store's grid, the products blocks list —
 * get the database's levels (`qtyInStock`, `unlimited`), so «Agotado» and the buy form follow
 * real stock. Sites only asks through `StockReader`; app.ts hands in commerce's `stockLevels`.
 */
import type { Item } from '../../model/index.ts';
import type { PageModel } from '../../page/context.ts';

/** Units left per sku of one website (`Infinity`: unlimited; absent: no row, the site file's number stands). */
export interface StockReader {
  levels(websiteId: string, skus: readonly string[]): Promise<ReadonlyMap<string, number>>;
}

/**
 * How long a page that shows stock may stay in the HTML cache (ms). `stockChanged` (app.ts)
 * drops a website's pages at once in the process where stock changed; this bounds what other
 * server processes keep showing.
 */
export const STOCK_MAX_AGE_MS = 60_000;

type ProductOf = Pick<Item, 'product'>;

/** The products a page model shows: its item, its list's items, the items its blocks list. */
function productItems(model: PageModel): ProductOf[] {
  const items: ProductOf[] = [];
  if (model.item?.product) items.push(model.item);
  for (const item of model.items ?? []) if (item.product) items.push(item);
  for (const list of Object.values(model.lists ?? {})) for (const item of list.items) if (item.product) items.push(item);
  return items;
}

/** A product with each variant's stock replaced by the database's level, where it has one. */
export function withStock<T extends ProductOf>(item: T, levels: ReadonlyMap<string, number>): T {
  if (!item.product) return item;
  const variants = item.product.variants.map((variant) => {
    const level = levels.get(variant.sku);
    if (level === undefined) return variant;
    return level === Infinity ? { ...variant, unlimited: true } : { ...variant, unlimited: false, qtyInStock: Math.max(0, level) };
  });
  return { ...item, product: { ...item.product, variants } };
}

/**
 * The page model with the database's stock on every product it shows (a new model: cached site
 * views and lists are never changed), and whether it shows any (then its cache life is bounded).
 */
export async function overlayStock(model: PageModel, reader: StockReader): Promise<{ model: PageModel; showsStock: boolean }> {
  const skus = productItems(model).flatMap((item) => item.product!.variants.map((v) => v.sku));
  if (skus.length === 0) return { model, showsStock: false };
  const levels = await reader.levels(model.site.website.id, skus);
  const lists = model.lists
    ? Object.fromEntries(Object.entries(model.lists).map(([id, list]) => [id, { ...list, items: list.items.map((i) => withStock(i, levels)) }]))
    : undefined;
  return {
    model: {
      ...model,
      ...(model.item ? { item: withStock(model.item, levels) } : {}),
      ...(model.items ? { items: model.items.map((i) => withStock(i, levels)) } : {}),
      ...(lists ? { lists } : {}),
    },
    showsStock: true,
  };
}
