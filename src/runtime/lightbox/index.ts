/**
 * The gallery lightbox (SPEC §2, §3, §4, §9): a slide shown over the whole window, dark or
 * light, with close, previous and next, a counter and the caption (folded behind a toggle on
 * phones). A chunk of its own, imported by the gallery script on the first open (launcher.ts),
 * never with the page. docs/lightbox.md describes the rules; in short:
 *
 * - navigation by the buttons, ArrowLeft / ArrowRight, a swipe, or a click in the 2 % at either
 *   edge, at most one per 200 ms; the gallery's loop applies (createGalleryState);
 * - Escape, a click on the overlay and a click on the content (the image) close it; it fades
 *   out (0.35 s, none without motion) and leaves the DOM;
 * - focus stays inside while open, starts on the close button and goes back to the opener;
 *   the page behind is inert and does not scroll;
 * - with the gallery's history on, each slide shown is an entry of the browser's history
 *   (address.ts), and Back / Forward move between slides.
 */
import { createGalleryState, wrapIndex } from '../../shared/gallery/state.ts';
import { swipeDirection } from '../../shared/gallery/layout.ts';
import { LIGHTBOX_OVERLAY_FADE_MS } from '../../shared/gallery/constants.ts';
import { motionAllowed } from '../../shared/motion.ts';
import { VIDEO_SRC_ATTRIBUTE } from '../../shared/video/placeholder.ts';
import { trapFocus } from '../chrome/focus-trap.ts';
import { trackAddress, type LightboxAddress } from './address.ts';
import { createThrottle, edgeDirection, type Direction } from './gestures.ts';
import { lockPage } from './page-lock.ts';
import { readConfig, readSlides } from './slides.ts';
import { createView, fillCaption, layoutCaption, PHONE_QUERY, slideFigure, text } from './view.ts';

export interface LightboxHandle {
  close(): void;
}

/** The open lightbox of the page (one at a time). */
let current: LightboxHandle | null = null;

/** The gallery's own name, when its markup gives one. */
function galleryLabel(root: HTMLElement): string {
  const own = root.getAttribute('aria-label')?.trim();
  if (own) return own;
  const by = root.getAttribute('aria-labelledby');
  const named = by ? root.ownerDocument.getElementById(by)?.textContent?.trim() : '';
  return named || text('lightbox.label');
}

/**
 * Opens the lightbox of the gallery `root` (the markup of src/shared/gallery/dom.ts) on slide
 * `index`. `opener` gets focus back on close; `fromAddress` says the page's address named the
 * slide (a deep link), which history then records as the page plus the slide.
 */
export function openLightbox(root: HTMLElement, index: number, opts: { opener?: HTMLElement | null; fromAddress?: boolean } = {}): LightboxHandle {
  if (current) return current;
  const doc = root.ownerDocument;
  const win = doc.defaultView!;
  const slides = readSlides(root);
  const config = readConfig(root);
  if (slides.length === 0) return { close() {} };

  const count = slides.length;
  const state = createGalleryState({ count, startIndex: index, loop: config.loop, now: () => Date.now() });
  const view = createView(doc, { label: galleryLabel(root), theme: config.lightboxTheme });
  const throttle = createThrottle(() => Date.now());
  const figures = new Map<number, HTMLElement>();
  let closing = false;
  let fromHistory = false;
  let address: LightboxAddress | null = null;
  const phone = win.matchMedia?.(PHONE_QUERY);
  let hasCaption = false;
  let captionOpen = false;
  const placeCaption = () => layoutCaption(view, { hasCaption, phone: phone?.matches === true, open: captionOpen });

  /** Shows slide `i`; its neighbours (images) wait hidden, already loading. */
  const show = (i: number) => {
    const keep = new Set([i]);
    for (const n of [i - 1, i + 1]) {
      const k = config.loop ? wrapIndex(n, count) : n;
      if (k >= 0 && k < count && slides[k].type === 'image') keep.add(k);
    }
    for (const [k, figure] of figures) {
      // A video left behind goes away with its player, which stops it.
      if (!keep.has(k)) {
        figure.remove();
        figures.delete(k);
      }
    }
    for (const k of keep) {
      let figure = figures.get(k);
      if (!figure) {
        figure = slideFigure(doc, slides[k], k, count, k === i);
        figures.set(k, figure);
        view.stage.append(figure);
      }
      figure.hidden = k !== i;
    }
    view.counter.textContent = text('lightbox.counter', { index: i + 1, count });
    hasCaption = fillCaption(view, slides[i]);
    placeCaption();
  };
  const controls = ({ previousDisabled, nextDisabled }: { previousDisabled: boolean; nextDisabled: boolean }) => {
    view.previous.setAttribute('aria-disabled', String(previousDisabled));
    view.next.setAttribute('aria-disabled', String(nextDisabled));
    // With one slide there is nowhere to go: no arrows at all.
    view.previous.hidden = view.next.hidden = count < 2;
  };
  state.on('indexChange', ({ index: i }) => {
    show(i);
    if (!fromHistory) address?.record(i);
  });
  state.on('controlsState', controls);

  const go = (direction: Direction) => {
    if (closing || !throttle.pass()) return;
    if (direction === 'next') state.next();
    else state.previous();
  };

  let releaseFocus = () => {};
  let releasePage = () => {};
  const finish = (viaInterface: boolean) => {
    if (closing) return;
    closing = true;
    current = null;
    view.dialog.classList.add('is-closing');
    view.dialog.setAttribute('inert', '');
    doc.removeEventListener('keydown', onKey);
    phone?.removeEventListener?.('change', placeCaption);
    releasePage();
    releaseFocus();
    if (opts.opener?.isConnected) opts.opener.focus({ preventScroll: true });
    if (viaInterface) address?.leave();
    else address?.stop();
    const remove = () => view.dialog.remove();
    if (motionAllowed(doc)) win.setTimeout(remove, LIGHTBOX_OVERLAY_FADE_MS);
    else remove();
  };
  const handle: LightboxHandle = { close: () => finish(true) };

  const onKey = (event: KeyboardEvent) => {
    if (closing || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      go(event.key === 'ArrowLeft' ? 'previous' : 'next');
    }
  };

  // Clicks: the buttons do their own; the 2 % edges navigate; the caption and a video's
  // placeholder are left alone; anything else (the overlay, the image) closes.
  let swiped = false;
  view.dialog.addEventListener('click', (event) => {
    if (closing) return;
    if (swiped) {
      swiped = false;
      return;
    }
    const target = event.target as Element;
    if (target.closest('button')) return;
    const edge = edgeDirection(event.clientX, win.innerWidth);
    if (edge) return go(edge);
    if (target.closest(`.lightbox__meta,[${VIDEO_SRC_ATTRIBUTE}]`)) return;
    finish(true);
  });
  view.close.addEventListener('click', () => finish(true));
  view.previous.addEventListener('click', () => go('previous'));
  view.next.addEventListener('click', () => go('next'));
  view.captionToggle.addEventListener('click', () => {
    captionOpen = !captionOpen;
    placeCaption();
  });
  // Turning a phone (or resizing a window) across the breakpoint moves the caption.
  phone?.addEventListener?.('change', placeCaption);

  // A swipe (touch or pen) of 50 px, or a quick flick, moves; the click that follows it does not close.
  let start: { x: number; t: number } | null = null;
  view.stage.addEventListener('pointerdown', (event) => {
    start = event.isPrimary && event.pointerType !== 'mouse' ? { x: event.clientX, t: event.timeStamp } : null;
  });
  // The browser took the gesture over (a pinch zoom): it is no swipe.
  view.stage.addEventListener('pointercancel', () => (start = null));
  view.stage.addEventListener('pointerup', (event) => {
    if (!start) return;
    const direction = swipeDirection({ dx: event.clientX - start.x, dt: event.timeStamp - start.t });
    start = null;
    if (!direction) return;
    swiped = true;
    // A swipe with no click after it (the browser sends none when the finger moved far) leaves no flag behind.
    win.setTimeout(() => (swiped = false), 0);
    go(direction);
  });

  show(state.currentIndex);
  controls(state.controls());
  doc.body.append(view.dialog);
  releasePage = lockPage(view.dialog);
  releaseFocus = trapFocus(view.dialog, { onEscape: () => finish(true), initial: view.close });
  doc.addEventListener('keydown', onKey);
  if (config.history) {
    address = trackAddress(win, {
      collectionUrl: config.collectionUrl,
      slides,
      index: state.currentIndex,
      fromAddress: opts.fromAddress === true,
      onSlide: (i) => {
        fromHistory = true;
        try {
          state.goTo(i);
        } finally {
          fromHistory = false;
        }
      },
      onLeave: () => finish(false),
    });
  }
  current = handle;
  return handle;
}
