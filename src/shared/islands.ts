/**
 * What the server and the runtime's island loader agree on about waking an island: the
 * strategies (src/runtime/islands/<name>.ts) and the attributes that carry one on the element.
 */

/** Strategy names: at once, when idle, near the viewport, at first interaction, while a media query matches. */
export const HYDRATION_STRATEGIES = ['load', 'idle', 'visible', 'interaction', 'media'] as const;
export type HydrationStrategyName = (typeof HYDRATION_STRATEGIES)[number];

/**
 * When an island wakes, as a block declares it: a name, or `{ media }` with its query,
 * e.g. `{ media: '(min-width: 800px)' }`.
 */
export type HydrationStrategy = Exclude<HydrationStrategyName, 'media'> | { media: string };

/** The attribute naming the strategy of an island element. */
export const HYDRATE_ATTRIBUTE = 'data-hydrate';
/** The attribute holding the media query of the `media` strategy. */
export const HYDRATE_MEDIA_ATTRIBUTE = 'data-hydrate-media';

/** The attributes the server writes on an island element for its strategy. */
export function hydrationAttributes(strategy: HydrationStrategy): Record<string, string> {
  return typeof strategy === 'string'
    ? { [HYDRATE_ATTRIBUTE]: strategy }
    : { [HYDRATE_ATTRIBUTE]: 'media', [HYDRATE_MEDIA_ATTRIBUTE]: strategy.media };
}

import { GALLERY_SELECTOR } from './gallery/dom.ts';

/** A gallery block's root (the gallery's markup contract, src/shared/gallery/dom.ts). */
export { GALLERY_SELECTOR };

/**
 * What makes a page load the runtime's moving parts: an island, content held for consent, a
 * video placeholder (data-video-src, src/shared/video/placeholder.ts), an image held for the
 * image loader (data-image-loader), a gallery (its lightbox, src/shared/gallery/dom.ts) or a
 * block with a script of its own (data-block-script, src/blocks/block-script.ts), a relative time
 * node (data-time-since) or a site that animates its blocks (.has-animations on <body>).
 */
export const MOVING_PARTS_SELECTOR = `[data-island],[data-consent-src],[data-video-src],[data-image-loader],${GALLERY_SELECTOR},[data-block-script],[data-time-since],.has-animations`;

/**
 * The attribute that names a block's script on its root element (src/blocks/block-script.ts):
 * `data-block-script="menu"` makes the page fetch `src/blocks/menu/menu.script.ts`'s chunk.
 */
export const BLOCK_SCRIPT_ATTRIBUTE = 'data-block-script';

/** The attributes the server writes on the root element of a block that has a script. */
export function blockScriptAttributes(name: string): Record<string, string> {
  return { [BLOCK_SCRIPT_ATTRIBUTE]: name };
}
