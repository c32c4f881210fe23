/**
 * Block animations (§4, §9), what the site file, the page and the runtime agree on: the site's
 * style setting (`website.styles.animation`), the classes the page puts on <body> for it, the
 * loaded marker the runtime puts on each block (src/runtime/animations/animations.ts) and the
 * body marker of edit mode, where nothing is animated.
 */

/** How blocks come in: not at all (the default), fading, rising a little, or growing a little. */
export const ANIMATION_KINDS = ['none', 'fade', 'rise', 'scale'] as const;
export type AnimationKind = (typeof ANIMATION_KINDS)[number];

/** On <body> when the site animates blocks; the moving-parts script is loaded for it. */
export const ANIMATED_BODY_CLASS = 'has-animations';

/** The <body> classes of a site's animation setting: '' for none. */
export function animationBodyClass(kind: AnimationKind | undefined): string {
  return kind && kind !== 'none' ? `${ANIMATED_BODY_CLASS} animations-${kind}` : '';
}

/** On each animated block: `waiting` (below the fold, hidden by CSS) then `loaded` (the loaded marker). */
export const ANIMATE_ATTRIBUTE = 'data-animate';

/** On <body> while the owner edits the page: no animation runs (§4). */
export const EDIT_MODE_ATTRIBUTE = 'data-edit-mode';

/** §9: animation thresholds (IntersectionObserver). */
export const ANIMATION_THRESHOLDS = [0, 0.1, 0.25, 0.5, 1] as const;

/** §9: animation duration default, in seconds (the transition in src/page/styles/animations.css). */
export const ANIMATION_DURATION_S = 0.3;
