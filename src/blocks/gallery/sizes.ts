/**
 * The `sizes` of a gallery's images (docs/images.md): the block's width in columns shared by the
 * slides that stand side by side in its design, so the browser fetches the variant it shows.
 */
import { GalleryDesign } from '../../shared/enums/gallery.ts';
import { sizesForSpan } from '../../ui/sizes.ts';
import { CONTENT_MAX_PX } from '../../ui/sizes.ts';
import type { GalleryView } from './read.ts';

/** Slides side by side at the widest content column, per design. */
export function slidesAcross(view: GalleryView, span = 12): number {
  const blockPx = (CONTENT_MAX_PX * Math.min(Math.max(span, 1), 12)) / 12;
  switch (view.design) {
    case GalleryDesign.GRID:
    case GalleryDesign.CAROUSEL:
      return view.slidesPerRow;
    case GalleryDesign.AUTOGRID:
    case GalleryDesign.AUTOCOLUMNS:
    case GalleryDesign.BASE:
      return Math.max(1, Math.floor(blockPx / view.columnWidth));
    case GalleryDesign.AUTOROWS:
    case GalleryDesign.STRIP:
      // Rows and strips fit images by height: about two landscape images per row.
      return 2;
    case GalleryDesign.LIST:
      return 100 / view.listImageSize;
    default:
      return 1;
  }
}

/** `sizes` for one slide image of a gallery `span` columns wide. */
export const gallerySizes = (view: GalleryView, span = 12): string => sizesForSpan(Math.max(1, span / slidesAcross(view, span)));

/** The thumbnail button's border, top and bottom (gallery.css `.gallery__thumb`). */
const THUMB_BORDERS_PX = 4;

/**
 * `sizes` of a thumbnail of the strip under a slideshow: its exact width, the strip's height
 * (less the button's borders) times the image's own ratio (1 with square thumbs), so a 68 px
 * high 4:3 thumbnail asks for 91 px (the 100w file at DPR 1), not the 300w a guess would.
 */
export const thumbnailSizes = (view: GalleryView, media?: { width: number; height: number }): string => {
  const ratio = view.squareThumbs || !media ? 1 : media.width / Math.max(media.height, 1);
  return `${Math.ceil(Math.max(view.thumbnailStripHeight - THUMB_BORDERS_PX, 1) * ratio)}px`;
};
