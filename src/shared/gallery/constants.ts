/**
 * Gallery constants (SPEC §9). One place for the numbers of the gallery state machine, the
 * carousel layout, swipes and the image load queue; the modules beside this one use them.
 */

/** Block gallery autoplay: milliseconds between slides unless the block says otherwise. */
export const AUTOPLAY_DEFAULT_MS = 5000;
/** Lightbox gallery autoplay timeout in milliseconds. */
export const LIGHTBOX_AUTOPLAY_MS = 1000;
/** The slide a gallery starts on unless told otherwise. */
export const START_INDEX = 0;

/** Images loaded at once by a gallery on a desktop. */
export const IMAGE_QUEUE_DESKTOP = 16;
/** Images loaded at once by a gallery on a phone. */
export const IMAGE_QUEUE_MOBILE = 1;

/** A drag of at least this many pixels moves to the next or previous slide. */
export const SWIPE_DISTANCE_PX = 50;
/** A shorter drag still counts when it lasts at most this many milliseconds (a flick). */
export const SWIPE_TIME_MS = 250;
/** A flick must be at least this fast (px/ms): the §9 distance covered in the §9 time. */
export const SWIPE_FLICK_VELOCITY = SWIPE_DISTANCE_PX / SWIPE_TIME_MS;

/** Carousel slides per row by default. */
export const CAROUSEL_PER_ROW = 3;
/** Carousel gutter, in percent of the row width. */
export const CAROUSEL_GUTTER_PERCENT = 1;
/** Below this width (px) a carousel shows at most 2 slides per row. */
export const CAROUSEL_NARROW_PX = 480;
/** Below this width (px) a carousel shows at most 3 slides per row. */
export const CAROUSEL_MEDIUM_PX = 724;
/** Slides per row below CAROUSEL_NARROW_PX. */
export const CAROUSEL_NARROW_PER_ROW = 2;
/** Slides per row below CAROUSEL_MEDIUM_PX. */
export const CAROUSEL_MEDIUM_PER_ROW = 3;

/** Resize debounce of galleries in milliseconds (the general default is 300). */
export const RESIZE_DEBOUNCE_MS = 100;
/** Stacked (slideshow) transition, milliseconds. */
export const STACKED_SPEED_MS = 1000;
/** Strip (slider) transition, milliseconds. */
export const STRIP_SPEED_MS = 500;
/** Slides preloaded on each side of the current one in a stacked gallery. */
export const STACKED_PRELOAD = 1;

/** Lightbox (§9): the overlay fades in and out in this many milliseconds. */
export const LIGHTBOX_OVERLAY_FADE_MS = 350;
/** Lightbox (§9): a slide's content fades in over this many milliseconds. */
export const LIGHTBOX_CONTENT_FADE_MS = 600;
/** Lightbox (§9): at most one navigation (button, key, swipe, edge click) per this many milliseconds. */
export const LIGHTBOX_NAV_THROTTLE_MS = 200;
/** Lightbox (§9): a click this close to the left or right edge, in percent of the window width, navigates. */
export const LIGHTBOX_EDGE_ZONE_PERCENT = 2;
/** Lightbox (§9): the overlay's opacity over the page. */
export const LIGHTBOX_OVERLAY_OPACITY = 0.95;
/** Lightbox (§9): the base z-index of the lightbox layer. */
export const LIGHTBOX_Z_INDEX = 888;
