import type { Item } from '../../model/index.ts';
import type { PageModel } from '../context.ts';
import { BuyForm } from '../../ui/BuyForm.tsx';

/**
 * The product page's buy form (src/ui/BuyForm.tsx, shared with block 43 and quick view): the
 * chosen variant's price, its options, the quantity and «Agregar al carrito» (or «Agotado»), in
 * the store's currency. Stock is the database's (src/server/sites/stock.ts puts it on the item).
 */
export function ProductBuy({ model, item }: { model: PageModel; item: Item & { product: NonNullable<Item['product']> } }) {
  const store = model.site.settings.storeSettings;
  return <BuyForm item={item} currency={store.selectedCurrency} lowStock={store.lowStockThreshold} idPrefix={`buy-${item.id}`} />;
}
