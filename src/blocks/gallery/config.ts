/**
 * What the gallery's server markup and its browser script (gallery.ts) agree on beyond the
 * shared contract (src/shared/gallery/dom.ts): the rest of the root's config JSON, and the
 * attributes of the controls the script drives.
 */
import type { ActiveAlignment } from '../../shared/enums/gallery.ts';
import type { GalleryClientConfig } from '../../shared/gallery/dom.ts';
import type { GalleryTransition } from './read.ts';

/** The root's `data-gallery-config`: the shared fields (the lightbox reads them too) and the script's. */
export interface GalleryScriptConfig extends GalleryClientConfig {
  /** Carousel slides per row asked for (the §9 caps at 480/724 px apply in the browser). */
  slidesPerRow: number;
  /** Strip: where the current slide sits. */
  activeAlignment: ActiveAlignment;
  /** Stacked: fade, slide or ken-burns. */
  transition: GalleryTransition;
  /** The §8 console-only messages of this gallery's data (logged once by the script). */
  problems: string[];
}

/** The previous and next buttons, the autoplay toggle, the live region and the thumbnail buttons. */
export const CONTROL_ATTRS = {
  previous: 'data-gallery-previous',
  next: 'data-gallery-next',
  autoplay: 'data-gallery-autoplay',
  status: 'data-gallery-status',
  controls: 'data-gallery-controls',
  viewport: 'data-gallery-viewport',
  track: 'data-gallery-track',
  thumbnails: 'data-gallery-thumbnails',
  /** On a thumbnail button: the index of the slide it shows. */
  thumbnail: 'data-gallery-thumbnail',
} as const;

/** Slide state the script writes and the CSS reads: the shown slide, and the slides kept loaded beside it. */
export const CURRENT_CLASS = 'is-current';
export const NEAR_ATTR = 'data-near';
/** On the root once the script has taken it over (progressive enhancement: CSS changes layout). */
export const ENHANCED_CLASS = 'is-enhanced';
