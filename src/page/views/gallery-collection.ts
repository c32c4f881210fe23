/**
 * A gallery collection's list page (§2 "gallery list"; §3 collection types 6 and 15): its items
 * shown as one gallery block, so the page gets the gallery's markup, script, lightbox and
 * security-policy origins exactly as a gallery on any page would. Each item is a slide whose
 * URL is the item's url id: `/galeria/atardecer` is the item's address and opens the lightbox
 * on it (resolve.ts serves it as this page).
 */
import type { Collection, Item, Layout } from '../../model/index.ts';
import { BlockType, CollectionType, ItemType } from '../../shared/enums.ts';

const GALLERY_COLLECTIONS: ReadonlySet<number> = new Set([CollectionType.GALLERY_BLOCK, CollectionType.SLIDE_GALLERY]);

/** Whether the collection is a gallery (its list page is a gallery). */
export const isGalleryCollection = (collection: Pick<Collection, 'type'> | undefined): boolean =>
  collection !== undefined && GALLERY_COLLECTIONS.has(collection.type);

/** What a gallery collection shows unless its `gallery` options say otherwise. */
const DEFAULTS = { design: 'grid', lightbox: true, history: true } as const;

/** The layout of one full-width gallery block holding the items (none for other collections). */
export function galleryCollectionLayout(collection: Omit<Collection, 'items'>, items: readonly Item[]): Layout | undefined {
  if (!isGalleryCollection(collection)) return undefined;
  const slides = items.map((item) => ({
    id: item.id,
    url: item.urlId,
    type: item.recordType === ItemType.VIDEO ? 'video' : 'image',
    mediaId: item.mediaId,
    title: item.title,
    description: item.excerpt,
  }));
  return {
    columns: 12,
    sections: [{ id: 'gallery', theme: 'light', rows: [{ blocks: [{ id: `gallery-${collection.id}`.slice(0, 64), type: BlockType.GALLERY, span: 12, data: { ...DEFAULTS, ...collection.gallery, slides } }] }] }],
  };
}
