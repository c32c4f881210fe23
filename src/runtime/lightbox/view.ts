/**
 * The lightbox's markup, built in the browser: a modal dialog over a 0.95 overlay with the
 * counter and the close button on top, the slide in the middle between previous and next, and
 * the caption below (folded behind a toggle on phones). Every label comes from the catalogue
 * (src/shared/messages/lightbox.ts); icons are inline SVG, hidden from assistive technology.
 * The §9 numbers reach the stylesheet (src/page/styles/lightbox.css) as custom properties.
 */
import {
  LIGHTBOX_CONTENT_FADE_MS, LIGHTBOX_OVERLAY_FADE_MS, LIGHTBOX_OVERLAY_OPACITY, LIGHTBOX_Z_INDEX,
  CAROUSEL_MEDIUM_PX,
} from '../../shared/gallery/constants.ts';
import { lightboxMessages } from '../../shared/messages/lightbox.ts';
import { localised } from '../../shared/messages/page-texts.ts';
import { fillPlain } from '../../shared/messages/plain.ts';
import { DEFERRED_SRCSET_ATTR, IMAGE_LOADER_ATTR, IMAGE_LOADING_CLASS } from '../../shared/image-loader.ts';
import { VIDEO_PLAYER_CLASS, VIDEO_SRC_ATTRIBUTE, VIDEO_STATE_ATTRIBUTE } from '../../shared/video/placeholder.ts';
import { slideCaption, type LightboxSlide } from './slides.ts';

/** A phone, for the caption toggle: narrower than the §9 medium breakpoint (724 px). */
export const PHONE_QUERY = `(max-width: ${CAROUSEL_MEDIUM_PX - 1}px)`;

type Key = keyof typeof lightboxMessages;
/** A catalogue message with its `{name}` arguments filled. */
export const text = (key: Key, values?: Record<string, string | number>): string => fillPlain(localised(lightboxMessages)[key], values);

/** The elements the lightbox wires up. */
export interface LightboxView {
  dialog: HTMLElement;
  stage: HTMLElement;
  close: HTMLButtonElement;
  previous: HTMLButtonElement;
  next: HTMLButtonElement;
  counter: HTMLElement;
  caption: HTMLElement;
  captionToggle: HTMLButtonElement;
}

const SVG = 'http://www.w3.org/2000/svg';
/** 24 × 24 stroked paths: a cross, a left and a right chevron, a text block. */
const ICONS = { close: 'M6 6l12 12M18 6L6 18', previous: 'M15 5l-7 7 7 7', next: 'M9 5l7 7-7 7', caption: 'M5 7h14M5 12h14M5 17h9' } as const;

function icon(doc: Document, name: keyof typeof ICONS): SVGSVGElement {
  const svg = doc.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  const path = doc.createElementNS(SVG, 'path');
  path.setAttribute('d', ICONS[name]);
  svg.append(path);
  return svg;
}

function button(doc: Document, className: string, label: string, name: keyof typeof ICONS): HTMLButtonElement {
  const el = doc.createElement('button');
  el.type = 'button';
  el.className = `lightbox__button ${className}`;
  el.setAttribute('aria-label', label);
  el.append(icon(doc, name));
  return el;
}

let ids = 0;

/** Builds the dialog (not yet in the document) for a gallery labelled `label`, in `theme`. */
export function createView(doc: Document, { label, theme }: { label: string; theme: 'dark' | 'light' }): LightboxView {
  const n = ++ids;
  const dialog = doc.createElement('div');
  dialog.className = `lightbox lightbox--${theme}`;
  dialog.setAttribute('data-lightbox', '');
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-modal', 'true');
  dialog.setAttribute('aria-label', label);
  dialog.tabIndex = -1;
  dialog.style.cssText = `--lightbox-overlay-fade:${LIGHTBOX_OVERLAY_FADE_MS}ms;--lightbox-content-fade:${LIGHTBOX_CONTENT_FADE_MS}ms;--lightbox-overlay-opacity:${LIGHTBOX_OVERLAY_OPACITY};z-index:${LIGHTBOX_Z_INDEX}`;

  const overlay = doc.createElement('div');
  overlay.className = 'lightbox__overlay';

  const bar = doc.createElement('div');
  bar.className = 'lightbox__bar';
  const counter = doc.createElement('p');
  counter.className = 'lightbox__counter';
  counter.id = `lightbox-counter-${n}`;
  // Announced when the slide changes, so a screen reader hears where it is.
  counter.setAttribute('aria-live', 'polite');
  const close = button(doc, 'lightbox__close', text('lightbox.close'), 'close');
  bar.append(counter, close);

  const stage = doc.createElement('div');
  stage.className = 'lightbox__stage';
  const previous = button(doc, 'lightbox__nav lightbox__nav--previous', text('lightbox.previous'), 'previous');
  const next = button(doc, 'lightbox__nav lightbox__nav--next', text('lightbox.next'), 'next');

  const meta = doc.createElement('div');
  meta.className = 'lightbox__meta';
  const caption = doc.createElement('div');
  caption.className = 'lightbox__caption';
  caption.id = `lightbox-caption-${n}`;
  const captionToggle = button(doc, 'lightbox__caption-toggle', text('lightbox.showCaption'), 'caption');
  captionToggle.setAttribute('aria-expanded', 'false');
  captionToggle.setAttribute('aria-controls', caption.id);
  meta.append(captionToggle, caption);

  dialog.setAttribute('aria-describedby', counter.id);
  dialog.append(overlay, bar, stage, previous, next, meta);
  return { dialog, stage, close, previous, next, counter, caption, captionToggle };
}

/** Ids are unique on a page: a copy keeps none (nor references to them). */
function withoutIds(root: Element): void {
  for (const el of [root, ...Array.from(root.querySelectorAll('[id]'))]) el.removeAttribute('id');
  for (const el of Array.from(root.querySelectorAll('[aria-labelledby],[aria-describedby],[aria-controls]'))) {
    el.removeAttribute('aria-labelledby');
    el.removeAttribute('aria-describedby');
    el.removeAttribute('aria-controls');
  }
}

/**
 * A slide the gallery has not shown yet may hold its candidates for the image loader
 * (src/shared/image-loader.ts: `data-srcset`, no `srcset`): the copy is shown now, so it gets
 * them at once, and is nothing the loader should touch.
 */
function releaseHeld(el: Element): void {
  const held = el.getAttribute(DEFERRED_SRCSET_ATTR);
  if (held && !el.hasAttribute('srcset')) el.setAttribute('srcset', held);
  el.removeAttribute(DEFERRED_SRCSET_ATTR);
  el.removeAttribute(IMAGE_LOADER_ATTR);
  el.classList.remove(IMAGE_LOADING_CLASS);
}

/** The image element of a copy, made to fit the window: every width offered for 100vw, loaded now. */
function fitImage(img: HTMLImageElement, alt: string, current: boolean): void {
  img.loading = 'eager';
  img.decoding = 'async';
  img.setAttribute('fetchpriority', current ? 'high' : 'low');
  img.removeAttribute('style');
  img.className = 'lightbox__image';
  // A mouse drag on the image would start the browser's image drag, not a gesture of ours.
  img.draggable = false;
  if (!img.getAttribute('alt')) img.alt = alt;
}

/**
 * The copy of slide `index` of `count` shown in the lightbox: its <picture> with `sizes="100vw"`
 * (so the browser picks the §9 width for the whole window), its video placeholder (played by the
 * video player on click), or an image of its `data-src`.
 */
export function slideFigure(doc: Document, slide: LightboxSlide, index: number, count: number, current: boolean): HTMLElement {
  const figure = doc.createElement('div');
  figure.className = `lightbox__figure lightbox__figure--${slide.type}`;
  figure.setAttribute('data-lightbox-index', String(index));
  const alt = text('lightbox.slide', { index: index + 1, count });
  const video = slide.type === 'video' ? slide.element.querySelector<HTMLElement>(`[${VIDEO_SRC_ATTRIBUTE}]`) : null;
  if (video) {
    const copy = video.cloneNode(true) as HTMLElement;
    // Always from the placeholder: a player shown on the page does not come along.
    copy.querySelectorAll(`.${VIDEO_PLAYER_CLASS}`).forEach((el) => el.remove());
    copy.setAttribute(VIDEO_STATE_ATTRIBUTE, 'placeholder');
    withoutIds(copy);
    figure.append(copy);
    return figure;
  }
  const picture = slide.element.querySelector('picture');
  const source = picture ?? slide.element.querySelector('img');
  if (source) {
    const copy = source.cloneNode(true) as HTMLElement;
    withoutIds(copy);
    const img = copy instanceof HTMLImageElement ? copy : copy.querySelector('img');
    for (const el of [copy, ...Array.from(copy.querySelectorAll('source,img'))]) {
      if (el.tagName !== 'SOURCE' && el.tagName !== 'IMG') continue;
      releaseHeld(el);
      if (el.tagName === 'SOURCE' || el.hasAttribute('srcset')) el.setAttribute('sizes', '100vw');
    }
    if (img) {
      // A slide held for the image loader may have no src yet: the largest variant, as the fallback.
      if (!img.getAttribute('src') && slide.src) img.src = slide.src;
      fitImage(img, alt, current);
    }
    figure.append(copy);
  } else if (slide.src) {
    const img = doc.createElement('img');
    img.src = slide.src;
    if (slide.dimensions) {
      img.width = slide.dimensions.width;
      img.height = slide.dimensions.height;
    }
    fitImage(img, alt, current);
    figure.append(img);
  }
  return figure;
}

/** Puts the slide's caption in the caption box; returns whether it has one. */
export function fillCaption(view: LightboxView, slide: LightboxSlide): boolean {
  const caption = slideCaption(slide);
  view.caption.replaceChildren();
  for (const node of Array.from(caption?.childNodes ?? [])) {
    const copy = node.cloneNode(true);
    if (copy instanceof Element) withoutIds(copy);
    view.caption.append(copy);
  }
  return caption !== null;
}

/**
 * The caption's place: on a wide window it is always shown and there is no toggle; on a phone
 * (PHONE_QUERY) it is folded behind the toggle, which says whether it is open. Done here rather
 * than in CSS so that a hidden toggle is also out of the focus trap's Tab order.
 */
export function layoutCaption(view: LightboxView, { hasCaption, phone, open }: { hasCaption: boolean; phone: boolean; open: boolean }): void {
  view.captionToggle.hidden = !hasCaption || !phone;
  view.caption.hidden = !hasCaption || (phone && !open);
  view.dialog.classList.toggle('is-caption-open', hasCaption && (!phone || open));
  view.captionToggle.setAttribute('aria-expanded', String(open));
  view.captionToggle.setAttribute('aria-label', text(open ? 'lightbox.hideCaption' : 'lightbox.showCaption'));
}
