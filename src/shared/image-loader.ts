/**
 * The browser image loader's markup contract (SPEC §3 image loading config, §4 "Image loading"):
 * an `<img>` the server leaves for the loader carries its config as JSON in IMAGE_LOADER_ATTR and
 * its candidates in DEFERRED_SRCSET_ATTR (on the `<img>` and on each `<source>` of its
 * `<picture>`), with no `srcset` of its own, so the browser fetches nothing until the loader says.
 * Used where the browser's own `loading="lazy"` cannot decide: slides a gallery has not shown
 * yet, background images. See docs/images.md "The browser loader".
 */
export const IMAGE_LOADER_ATTR = 'data-image-loader';
export const IMAGE_LOADER_SELECTOR = '[data-image-loader]';
/** The srcset held back until the loader releases it. */
export const DEFERRED_SRCSET_ATTR = 'data-srcset';
/** On the element while its image loads (§4: "loading class while loading, removed on load"). */
export const IMAGE_LOADING_CLASS = 'is-image-loading';
/** The CSS width (px) the element's current `sizes` was computed for: it reloads only for a larger one. */
export const IMAGE_LOADED_WIDTH_ATTR = 'data-image-width';
