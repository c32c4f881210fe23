/**
 * The gallery's browser script (vanilla, no React, no catalogue: its words come from the server's
 * markup), started by the moving-parts script for every `[data-gallery]` of the page. It wires the
 * state machine of src/shared/gallery to the DOM of Gallery.tsx (docs/gallery.md "The block"):
 * previous/next, arrow keys, swipe (swipe.ts), stacked click by side, autoplay with one timer, video
 * slides, the thumbnail strip linked to a slideshow, carousel groups kept on resize and the image
 * queue (image-queue.ts).
 * The lightbox is opened by its own launcher (src/runtime/lightbox/launcher.ts), on a click on a
 * `data-lightbox-open` control; the click that ends a drag is stopped by swipe.ts, so it never reaches
 * the launcher. Idempotent: a root is started once.
 */
import { GalleryDesign } from '../../shared/enums/gallery.ts';
import { RESIZE_DEBOUNCE_MS, STACKED_PRELOAD, STACKED_SPEED_MS, STRIP_SPEED_MS } from '../../shared/gallery/constants.ts';
import {
  GALLERY_CONFIG_ATTR, GALLERY_SELECTOR, SLIDE_ATTRS, SLIDE_SELECTOR,
} from '../../shared/gallery/dom.ts';
import { carouselGroupAfterResize, carouselLayout, stackedClickDirection } from '../../shared/gallery/layout.ts';
import { galleryNeedsRerender } from '../../shared/gallery/options.ts';
import { createGalleryState, type GalleryState } from '../../shared/gallery/state.ts';
import { motionAllowed } from '../../shared/motion.ts';
import { VIDEO_COMMAND_EVENT, VIDEO_HIDDEN_EVENT, VIDEO_SHOWN_EVENT, VIDEO_SRC_ATTRIBUTE } from '../../shared/video/placeholder.ts';
import { CONTROL_ATTRS, CURRENT_CLASS, ENHANCED_CLASS, NEAR_ATTR, type GalleryScriptConfig } from './config.ts';
import { imageQueue } from './image-queue.ts';
import type { Listen } from './listen.ts';
import { listenSwipe } from './swipe.ts';

/** A started gallery: `stop()` removes its listeners and timers. */
export interface GalleryHandle {
  root: HTMLElement;
  state: () => GalleryState | null;
  stop(): void;
}

const started = new WeakMap<HTMLElement, GalleryHandle>();
const MOVING = new Set<string>([GalleryDesign.STACKED, GalleryDesign.STRIP, GalleryDesign.CAROUSEL]);

/** Reads the root's config; null when it is missing or not JSON. */
export function readConfig(root: Element): GalleryScriptConfig | null {
  try {
    const config = JSON.parse(root.getAttribute(GALLERY_CONFIG_ATTR) ?? '');
    return config && typeof config === 'object' && typeof config.design === 'string' ? (config as GalleryScriptConfig) : null;
  } catch {
    return null;
  }
}

/** Starts every gallery of the document. */
export function startGalleries(doc: Document = document): GalleryHandle[] {
  return [...doc.querySelectorAll<HTMLElement>(GALLERY_SELECTOR)].map((root) => startGallery(root));
}

/** Starts one gallery (once: a second call gives the first handle). */
export function startGallery(root: HTMLElement): GalleryHandle {
  const existing = started.get(root);
  if (existing) return existing;
  let current = run(root);
  const handle: GalleryHandle = {
    root,
    state: () => current.state(),
    stop: () => {
      current.stop();
      observer?.disconnect();
      started.delete(root);
    },
  };
  started.set(root, handle);
  // §4: a change of an option that shapes the gallery (aspect ratio, autoplay, lightbox…) renders it
  // again: here, the script starts over on the new config; other changes are read live.
  let before = readConfig(root);
  const Observer = root.ownerDocument.defaultView?.MutationObserver;
  const observer = Observer
    ? new Observer(() => {
        const after = readConfig(root);
        if (galleryNeedsRerender(asOptions(before), asOptions(after))) {
          current.stop();
          current = run(root);
        }
        before = after;
      })
    : null;
  observer?.observe(root, { attributes: true, attributeFilter: [GALLERY_CONFIG_ATTR] });
  return handle;
}

/** The config in the block's option names, for galleryNeedsRerender. */
function asOptions(config: GalleryScriptConfig | null): Record<string, unknown> {
  if (!config) return {};
  return {
    autoplay: config.autoplay, 'autoplay-duration': config.autoplayMs, lightbox: config.lightbox,
    lightboxTheme: config.lightboxTheme, method: config.design, transient: config.transition,
  };
}

/** One run of a gallery's script, from its config; `stop` undoes it. */
function run(root: HTMLElement): { state: () => GalleryState | null; stop(): void } {
  const doc = root.ownerDocument;
  const win = doc.defaultView!;
  const cleanups: (() => void)[] = [];
  const listen: Listen = (target, type, fn, opts) => {
    target.addEventListener(type, fn, opts);
    cleanups.push(() => target.removeEventListener(type, fn, opts));
  };
  const stop = () => {
    for (const cleanup of cleanups.splice(0)) cleanup();
  };
  const config = readConfig(root);
  if (!config) {
    console.error('Error evaluating gallery block data');
    return { state: () => null, stop };
  }
  for (const problem of config.problems ?? []) console.error(problem);
  if (!MOVING.has(config.design)) return { state: () => null, stop };

  const slides = [...root.querySelectorAll<HTMLElement>(SLIDE_SELECTOR)];
  const viewport = root.querySelector<HTMLElement>(`[${CONTROL_ATTRS.viewport}]`);
  const track = root.querySelector<HTMLElement>(`[${CONTROL_ATTRS.track}]`);
  const controls = root.querySelector<HTMLElement>(`[${CONTROL_ATTRS.controls}]`);
  const previousButton = root.querySelector<HTMLElement>(`[${CONTROL_ATTRS.previous}]`);
  const nextButton = root.querySelector<HTMLElement>(`[${CONTROL_ATTRS.next}]`);
  const autoplayButton = root.querySelector<HTMLElement>(`[${CONTROL_ATTRS.autoplay}]`);
  const status = root.querySelector<HTMLElement>(`[${CONTROL_ATTRS.status}]`);
  const thumbs = root.querySelector<HTMLElement>(`[${CONTROL_ATTRS.thumbnails}]`);
  if (!viewport || !track || slides.length === 0) return { state: () => null, stop };

  const design = config.design;
  const motion = motionAllowed(doc);
  const speed = design === GalleryDesign.STACKED ? STACKED_SPEED_MS : STRIP_SPEED_MS;
  const carousel = design === GalleryDesign.CAROUSEL;
  const videoIndexes = slides.flatMap((s, i) => (s.getAttribute(SLIDE_ATTRS.type) === 'video' ? [i] : []));
  root.classList.add(ENHANCED_CLASS);
  cleanups.push(() => root.classList.remove(ENHANCED_CLASS));
  if (controls) controls.hidden = false;
  if (thumbs) thumbs.hidden = false;
  // Without motion autoplay never runs: a pause button would do nothing.
  if (autoplayButton && (!motion || !config.autoplay)) autoplayButton.hidden = true;

  const width = () => viewport.getBoundingClientRect().width || viewport.clientWidth;
  let layout = carousel ? carouselLayout(width(), config.slidesPerRow, slides.length) : null;
  let state!: GalleryState;
  let thumbState: GalleryState | null = null;
  let offState: (() => void)[] = [];
  let motionTimer: ReturnType<typeof setTimeout> | undefined;
  let autoplayTimer: ReturnType<typeof setTimeout> | undefined;
  cleanups.push(() => {
    clearTimeout(motionTimer);
    clearTimeout(autoplayTimer);
    for (const off of offState) off();
  });

  /** The state for the current layout (a carousel's is rebuilt when its groups change). */
  const build = (startIndex: number) => {
    for (const off of offState) off();
    const positions = carousel ? layout!.groups : slides.length;
    state = createGalleryState({
      count: positions, startIndex, loop: config.loop, autoplay: autoplayOn, autoplayMs: config.autoplayMs,
      motionAllowed: motion, videoSlides: carousel ? [] : videoIndexes, videoLeave: 'pause', now: () => Date.now(),
    });
    offState = [
      state.on('indexChange', ({ index, previous, source }) => {
        draw(index, previous);
        if (source !== 'autoplay') announce(index);
        schedule();
      }),
      state.on('controlsState', drawControls),
      state.on('videoLeave', ({ index }) => {
        const stage = slides[index]?.querySelector(`[${VIDEO_SRC_ATTRIBUTE}]`);
        stage?.dispatchEvent(new CustomEvent(VIDEO_COMMAND_EVENT, { detail: 'pause', bubbles: true }));
      }),
    ];
    if (thumbState) state.link(thumbState);
    draw(state.currentIndex, -1);
    drawControls(state.controls());
  };

  // Thumbnail strip linked to the slideshow (§4): moving either moves both.
  const thumbButtons = thumbs ? [...thumbs.querySelectorAll<HTMLElement>(`[${CONTROL_ATTRS.thumbnail}]`)] : [];
  if (thumbButtons.length) {
    thumbState = createGalleryState({ count: slides.length, loop: config.loop, now: () => Date.now() });
    const offThumbs = thumbState.on('indexChange', ({ index }) => drawThumbs(index));
    cleanups.push(offThumbs);
    listen(thumbs!, 'click', (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest?.<HTMLElement>(`[${CONTROL_ATTRS.thumbnail}]`);
      if (button) thumbState!.goTo(Number(button.getAttribute(CONTROL_ATTRS.thumbnail)));
    });
  }
  const drawThumbs = (index: number) => {
    thumbButtons.forEach((button, i) => {
      if (i === index) {
        button.setAttribute('aria-current', 'true');
        // Keep the current thumbnail in view inside the strip (not the page).
        const strip = thumbs!;
        const left = button.offsetLeft - strip.clientWidth / 2 + button.offsetWidth / 2;
        if (typeof strip.scrollTo === 'function') strip.scrollTo({ left: Math.max(0, left), behavior: motion ? 'smooth' : 'auto' });
      } else button.removeAttribute('aria-current');
    });
  };

  const drawControls = ({ previousDisabled, nextDisabled }: { previousDisabled: boolean; nextDisabled: boolean }) => {
    previousButton?.setAttribute('aria-disabled', String(previousDisabled));
    nextButton?.setAttribute('aria-disabled', String(nextDisabled));
    if (controls) {
      // §4 carousel: no controls when every slide fits; a single slide needs none either.
      const none = (layout?.controlsHidden ?? false) || slides.length < 2;
      controls.hidden = none && !(autoplayButton && !autoplayButton.hidden);
      previousButton?.toggleAttribute('hidden', none);
      nextButton?.toggleAttribute('hidden', none);
    }
  };

  /** Puts the slides where the index says; the transition's end releases the motion lock. */
  const draw = (index: number, previous: number) => {
    if (design === GalleryDesign.STACKED) {
      const count = slides.length;
      slides.forEach((slide, i) => {
        const isCurrent = i === index;
        const distance = Math.min(Math.abs(i - index), count - Math.abs(i - index));
        slide.classList.toggle(CURRENT_CLASS, isCurrent);
        slide.toggleAttribute(NEAR_ATTR, !isCurrent && distance <= STACKED_PRELOAD);
        slide.toggleAttribute('inert', !isCurrent);
        if (isCurrent && previous >= 0) slide.setAttribute('data-from', i > previous ? 'next' : 'previous');
      });
      // The entering slide starts offset (the slide transition) and moves in on the next frame.
      win.requestAnimationFrame?.(() => slides[index]?.removeAttribute('data-from'));
    } else if (design === GalleryDesign.STRIP) {
      slides.forEach((slide, i) => slide.classList.toggle(CURRENT_CLASS, i === index));
      track.style.transform = `translateX(${-stripOffset(index)}px)`;
    } else {
      const perRow = layout!.perRow;
      slides.forEach((slide, i) => {
        const shown = Math.floor(i / perRow) === index;
        slide.classList.toggle(CURRENT_CLASS, shown);
        slide.toggleAttribute('inert', !shown);
      });
      track.style.transform = index === 0 ? '' : `translateX(calc(${-index} * 101%))`;
    }
    if (previous >= 0 && motion) {
      state.setInMotion(true);
      clearTimeout(motionTimer);
      motionTimer = setTimeout(() => state.setInMotion(false), speed + 50);
    }
    queueImages();
  };

  /** How far the strip's track moves for slide `index`, by active-alignment, never past either end. */
  const stripOffset = (index: number): number => {
    const slide = slides[index];
    const view = viewport.clientWidth;
    const max = Math.max(0, track.scrollWidth - view);
    let left = slide.offsetLeft;
    if (config.activeAlignment === 'center') left = slide.offsetLeft + slide.offsetWidth / 2 - view / 2;
    else if (config.activeAlignment === 'right') left = slide.offsetLeft + slide.offsetWidth - view;
    return Math.min(max, Math.max(0, left));
  };

  /** The live region: where the visitor is after a move they made (not autoplay's: no chatter). */
  const announce = (index: number) => {
    if (!status) return;
    const template = status.getAttribute(carousel ? 'data-group-template' : 'data-position-template') ?? '';
    const count = slides.length;
    const perRow = layout?.perRow ?? 1;
    status.textContent = template
      .replace('{index}', String(index + 1))
      .replace('{first}', String(index * perRow + 1))
      .replace('{last}', String(Math.min(count, (index + 1) * perRow)))
      .replace('{count}', String(count));
  };

  // Autoplay: one timer, set for nextAutoplayAt() after anything that changes it.
  let autoplayOn = config.autoplay;
  const schedule = () => {
    clearTimeout(autoplayTimer);
    const at = state.nextAutoplayAt();
    if (at === null) return;
    autoplayTimer = setTimeout(() => {
      // While in motion tick() waits: try again a little later.
      if (!state.tick() && state.nextAutoplayAt() !== null && state.nextAutoplayAt()! <= Date.now()) {
        autoplayTimer = setTimeout(schedule, 100);
        return;
      }
      schedule();
    }, Math.max(0, at - Date.now()));
  };


  // A stacked gallery preloads its neighbours itself (NEAR_ATTR); the others queue their images.
  const queueImages = design === GalleryDesign.STACKED ? () => {} : imageQueue(slides, win, listen);
  build(0);
  schedule();

  const go = (direction: 'next' | 'previous' | null) => {
    if (direction === 'next') state.next();
    else if (direction === 'previous') state.previous();
  };
  if (previousButton) listen(previousButton, 'click', () => previousButton.getAttribute('aria-disabled') !== 'true' && state.previous());
  if (nextButton) listen(nextButton, 'click', () => nextButton.getAttribute('aria-disabled') !== 'true' && state.next());
  if (autoplayButton) {
    listen(autoplayButton, 'click', () => {
      autoplayOn = !state.autoplay;
      state.setAutoplay(autoplayOn);
      autoplayButton.setAttribute(CONTROL_ATTRS.autoplay, autoplayOn ? 'playing' : 'paused');
      autoplayButton.setAttribute('aria-label', autoplayButton.getAttribute(autoplayOn ? 'data-label-pause' : 'data-label-play') ?? '');
      schedule();
    });
  }

  // Arrow keys while focus is in the gallery (not in a form field, not in a player frame).
  listen(root, 'keydown', (event: KeyboardEvent) => {
    const target = event.target as HTMLElement | null;
    if (event.altKey || event.ctrlKey || event.metaKey || target?.closest?.('input, textarea, select, [contenteditable]')) return;
    if (state.key(event.key)) event.preventDefault();
  });

  // Focus reaching a slide out of view brings it into view (tabbing through a strip or carousel).
  listen(root, 'focusin', (event: FocusEvent) => {
    state.pointerEnter('controls');
    schedule();
    const slide = (event.target as Element | null)?.closest?.<HTMLElement>(SLIDE_SELECTOR);
    const i = slide ? slides.indexOf(slide) : -1;
    if (i < 0 || design === GalleryDesign.STACKED) return;
    state.goTo(carousel ? Math.floor(i / layout!.perRow) : i);
  });
  listen(root, 'focusout', (event: FocusEvent) => {
    if (event.relatedTarget instanceof win.Node && root.contains(event.relatedTarget as Node)) return;
    state.pointerLeave('controls');
    schedule();
  });
  // Autoplay pauses under the pointer (mouse only: a touch has no hover to end it).
  listen(root, 'pointerenter', (event: PointerEvent) => {
    if (event.pointerType === 'touch') return;
    state.pointerEnter('container');
    schedule();
  });
  listen(root, 'pointerleave', (event: PointerEvent) => {
    if (event.pointerType === 'touch') return;
    state.pointerLeave('container');
    schedule();
  });

  // Video slides: autoplay stops while one plays and is restored when it stops.
  listen(root, VIDEO_SHOWN_EVENT, () => (state.videoPlaying(true), schedule()));
  listen(root, VIDEO_HIDDEN_EVENT, () => (state.videoPlaying(false), schedule()));


  // Swipe (§4, §9); on a stacked gallery a plain click moves by side.
  listenSwipe(viewport, listen, {
    swipe: go,
    click: (event) => {
      if (design !== GalleryDesign.STACKED || (event.target as Element | null)?.closest?.('button, a, iframe, [data-video-src]')) return;
      const rect = viewport.getBoundingClientRect();
      go(stackedClickDirection(event.clientX - rect.left, rect.width));
    },
  });

  // Carousel groups kept on resize (§4, debounced 100 ms, §9); the strip re-aligns.
  let resizeTimer: ReturnType<typeof setTimeout> | undefined;
  listen(win, 'resize', () => {
    clearTimeout(resizeTimer);
    resizeTimer = setTimeout(() => {
      if (carousel) {
        const next = carouselLayout(width(), config.slidesPerRow, slides.length);
        if (next.perRow !== layout!.perRow || next.groups !== layout!.groups) {
          const group = carouselGroupAfterResize(state.currentIndex, layout!.perRow, next.perRow, slides.length);
          layout = next;
          build(group);
          schedule();
        }
      } else if (design === GalleryDesign.STRIP) {
        track.style.transform = `translateX(${-stripOffset(state.currentIndex)}px)`;
      }
    }, RESIZE_DEBOUNCE_MS);
  });
  cleanups.push(() => clearTimeout(resizeTimer));

  return { state: () => state, stop };
}
