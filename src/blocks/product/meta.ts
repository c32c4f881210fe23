import { BlockType, CollectionType } from '../../shared/enums.ts';
import { t } from '../../shared/messages/index.ts';
import { defineBlockMeta } from '../block-meta.ts';
import { ProductBlockData } from './product.schema.ts';

/**
 * Product block (type 43, docs/commerce.md "Storefront"): one product of a products collection —
 * image, title, price, the buy form and a link to its page. Its collection is read for the page
 * (`lists`); a product that is not there shows nothing to visitors and warns at publish.
 */
export default defineBlockMeta({
  name: 'product',
  types: [BlockType.PRODUCT],
  data: ProductBlockData,
  lists: (data) => (data.collectionId ? [data.collectionId] : []),
  reads: ['lists', 'site', 'media', 'eagerImage'],
  warnings: (data, site) => {
    if (!site) return [];
    const collection = site.collections.find((c) => c.id === data.collectionId && c.type === CollectionType.PRODUCTS);
    const found = collection?.items.some((i) => i.id === data.itemId && i.product);
    return found ? [] : [t('storefront.unknownProduct', { itemId: data.itemId, collectionId: data.collectionId })];
  },
});
