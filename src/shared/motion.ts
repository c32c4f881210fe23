/**
 * Motion on or off (SPEC §2 "nomotion=true"): the query `nomotion=true` puts NOMOTION_CLASS on
 * <html> (src/runtime/main.ts) and `prefers-reduced-motion: reduce` means the same; the
 * stylesheet src/page/styles/motion.css stops animations, transitions and smooth scrolling for
 * both, and code that moves things itself (scroll tween, gallery autoplay, marquee) asks
 * `motionAllowed()` first.
 */

/** The class on <html> when the address says `nomotion=true`. */
export const NOMOTION_CLASS = 'nomotion';

/** The media query of a visitor who asked their system for less motion. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * Whether the page may move things on its own: not when <html> has NOMOTION_CLASS, not when
 * the visitor prefers reduced motion.
 */
export function motionAllowed(doc: Document = document): boolean {
  if (doc.documentElement.classList.contains(NOMOTION_CLASS)) return false;
  return !doc.defaultView?.matchMedia?.(REDUCED_MOTION_QUERY).matches;
}
