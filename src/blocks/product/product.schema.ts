import * as v from 'valibot';

const Ref = v.pipe(v.string(), v.maxLength(64));

/**
 * Product block data (type 43, docs/commerce.md "Storefront"): one product of a products
 * collection (§3 type 13), by the collection's id and the item's id, and what of it to show.
 */
export const ProductBlockData = v.object({
  /** The products collection the product is in (its items are read for the page: meta `lists`). */
  collectionId: v.optional(Ref, ''),
  /** The product item's id. */
  itemId: v.optional(Ref, ''),
  /** Image beside the text (`side`) or above it (`stacked`). */
  layout: v.optional(v.picklist(['side', 'stacked']), 'side'),
  showImage: v.optional(v.boolean(), true),
  showExcerpt: v.optional(v.boolean(), true),
  /** The buy form (options, quantity, «Agregar al carrito»); off: the price and a link only. */
  showBuy: v.optional(v.boolean(), true),
});
export type ProductBlockData = v.InferOutput<typeof ProductBlockData>;
