/**
 * Block animations (§4): on a site that animates blocks (`has-animations` on <body>), each block
 * not in view when the script starts waits hidden (`data-animate="waiting"`, CSS) and gets the
 * loaded marker (`data-animate="loaded"`) once at least half of it is visible, or once it is
 * taller than the window and on screen, after its images have loaded (at most 2 s). Blocks
 * already on screen get the marker at once, unanimated: nothing the visitor sees first (the LCP
 * image) is ever hidden, and nothing is hidden without this script. Skipped in edit mode and
 * when the visitor asked for less motion.
 */
import { ANIMATED_BODY_CLASS, ANIMATE_ATTRIBUTE, ANIMATION_THRESHOLDS, EDIT_MODE_ATTRIBUTE } from '../../shared/animations.ts';
import { motionAllowed } from '../../shared/motion.ts';

/** The elements that animate: the page's block cells. */
export const ANIMATED_SELECTOR = '.block';
/** Longest wait for a block's images before it is shown anyway. */
export const IMAGE_WAIT_MS = 2000;

/** §4: at least half visible, or taller than the window and intersecting. */
export function readyToShow(entry: Pick<IntersectionObserverEntry, 'intersectionRatio' | 'isIntersecting' | 'boundingClientRect'>, windowHeight: number): boolean {
  return entry.intersectionRatio >= 0.5 || (entry.isIntersecting && entry.boundingClientRect.height > windowHeight);
}

/** Resolves when every image of `el` has loaded or failed, or after IMAGE_WAIT_MS. */
export function imagesLoaded(el: Element, wait = IMAGE_WAIT_MS): Promise<void> {
  const pending = [...el.querySelectorAll('img')].filter((img) => !img.complete);
  if (!pending.length) return Promise.resolve();
  const all = Promise.all(pending.map((img) => new Promise<void>((done) => {
    img.addEventListener('load', () => done(), { once: true });
    img.addEventListener('error', () => done(), { once: true });
  })));
  return Promise.race([all.then(() => undefined), new Promise<void>((done) => setTimeout(done, wait))]);
}

/** Starts the animations of `doc`; false when the page does not animate (no setting, edit mode, reduced motion). */
export function startAnimations(doc: Document): boolean {
  const body = doc.body;
  const win = doc.defaultView;
  if (!body?.classList.contains(ANIMATED_BODY_CLASS) || body.hasAttribute(EDIT_MODE_ATTRIBUTE) || !motionAllowed(doc)) return false;
  if (!win || typeof win.IntersectionObserver !== 'function') return false;
  const seen = new WeakSet<Element>();
  const observer = new win.IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const el = entry.target;
        if (!seen.has(el)) {
          seen.add(el);
          // In view when the script starts: shown as it is, never hidden.
          if (entry.isIntersecting) {
            el.setAttribute(ANIMATE_ATTRIBUTE, 'loaded');
            observer.unobserve(el);
            continue;
          }
          el.setAttribute(ANIMATE_ATTRIBUTE, 'waiting');
        }
        if (readyToShow(entry, win.innerHeight)) {
          observer.unobserve(el);
          void imagesLoaded(el).then(() => el.setAttribute(ANIMATE_ATTRIBUTE, 'loaded'));
        }
      }
    },
    { threshold: [...ANIMATION_THRESHOLDS] },
  );
  doc.querySelectorAll(ANIMATED_SELECTOR).forEach((el) => observer.observe(el));
  return true;
}
