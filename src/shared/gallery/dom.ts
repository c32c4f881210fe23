/**
 * The gallery's markup contract (SPEC §3 "Gallery block data", slides): the attributes the
 * server writes (src/blocks/gallery/) and the browser reads (the gallery script and the
 * lightbox, src/runtime/lightbox/). One list, so the three never drift apart.
 */
import type { GalleryDesign, LightboxTheme, SlideType } from '../enums/gallery.ts';

/** On the gallery's root element; its value is the design. */
export const GALLERY_ATTR = 'data-gallery';
export const GALLERY_SELECTOR = '[data-gallery]';
/** On the root: the JSON of `GalleryClientConfig`. */
export const GALLERY_CONFIG_ATTR = 'data-gallery-config';

/** What the browser needs to move a gallery and open its lightbox (JSON on the root). */
export interface GalleryClientConfig {
  design: GalleryDesign;
  loop: boolean;
  autoplay: boolean;
  /** §9: 5000 unless the block's autoplay-duration says otherwise. */
  autoplayMs: number;
  lightbox: boolean;
  lightboxTheme: LightboxTheme;
  /** §2: record the shown slide in the browser's history (never in the owner's editor). */
  history: boolean;
  /** The full URL path of the page or collection the gallery is on (`/galeria`), no trailing slash. */
  collectionUrl: string;
}

/** The §3 slide attributes, on every slide element (`[data-slide-id]`), in document order. */
export const SLIDE_ATTRS = {
  /** `image` or `video`. */
  type: 'data-type',
  id: 'data-slide-id',
  /** The slide's own URL segment (its item's url id), when it has one. */
  url: 'data-slide-url',
  clickThrough: 'data-click-through-url',
  /** The largest variant's URL: what the lightbox shows first. */
  src: 'data-src',
  /** `width x height` of the source image. */
  dimensions: 'data-image-dimensions',
  /** Two comma-separated fractions, `x,y`. */
  focalPoint: 'data-image-focal-point',
} as const;
export const SLIDE_SELECTOR = '[data-slide-id]';
/** The caption (title and description) inside a slide, read by the lightbox's meta. */
export const SLIDE_CAPTION_SELECTOR = '[data-slide-caption]';
/** On the control of a slide that opens the lightbox; its value is the slide's index. */
export const LIGHTBOX_OPEN_ATTR = 'data-lightbox-open';

/** One slide as the browser reads it back from the markup. */
export interface SlideRef {
  type: SlideType;
  id: string;
  url: string;
}
