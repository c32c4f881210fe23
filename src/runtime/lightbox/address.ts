/**
 * The lightbox in the browser's history (SPEC §2): with the gallery's history on, each slide
 * shown is an entry whose address is the collection's URL plus the slide's URL (or id) with the
 * trailing slash (slideHistoryUrl). Back and Forward move between slides; Back past the first
 * slide reaches an address that names none, and the lightbox closes.
 *
 * Each entry the lightbox pushes carries `{ vitrinaLightbox: n }`, its place among the
 * lightbox's entries (1 for the first), so closing from the interface can go back exactly past
 * them and leave the address on the page, never on a slide.
 */
import { slideFromAddress, slideHistoryUrl } from '../../shared/gallery/slide-url.ts';
import type { SlideRef } from '../../shared/gallery/dom.ts';

/** The state key of the lightbox's history entries. */
export const HISTORY_KEY = 'vitrinaLightbox';

export interface AddressOptions {
  collectionUrl: string;
  slides: readonly Pick<SlideRef, 'id' | 'url'>[];
  /** The slide shown first. */
  index: number;
  /** Opened because the page's address named the slide (a deep link, or Forward back into the lightbox). */
  fromAddress: boolean;
  /** Back or Forward reached an entry naming this slide. */
  onSlide(index: number): void;
  /** Back or Forward reached an address naming no slide: close, without touching history. */
  onLeave(): void;
}

export interface LightboxAddress {
  /** The visitor moved to slide `index`: record it. */
  record(index: number): void;
  /** The lightbox closes from its interface: go back past its entries. */
  leave(): void;
  /** Stop listening (the lightbox closed from history). */
  stop(): void;
}

const place = (state: unknown): number | null => {
  const n = (state as Record<string, unknown> | null)?.[HISTORY_KEY];
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null;
};

/** Starts recording the lightbox of `win` in history; see the module comment. */
export function trackAddress(win: Window, options: AddressOptions): LightboxAddress {
  const { history, location } = win;
  const url = (index: number) => slideHistoryUrl(options.collectionUrl, options.slides[index]);
  let position = 1;
  const adopted = options.fromAddress ? place(history.state) : null;
  if (adopted !== null) {
    // Forward (or a reload) onto an entry the lightbox made: it is already recorded.
    position = adopted;
  } else {
    // A deep link: the entry becomes the page itself, the slide one more, so Back closes the
    // lightbox and stays on the page.
    if (options.fromAddress) history.replaceState(null, '', options.collectionUrl + location.search);
    history.pushState({ [HISTORY_KEY]: 1 }, '', url(options.index));
  }

  const onPop = (event: PopStateEvent) => {
    const index = slideFromAddress(location, options.collectionUrl, options.slides);
    if (index < 0) {
      stop();
      options.onLeave();
      return;
    }
    position = place(event.state) ?? position;
    options.onSlide(index);
  };
  win.addEventListener('popstate', onPop);
  const stop = () => win.removeEventListener('popstate', onPop);

  return {
    record(index) {
      position += 1;
      history.pushState({ [HISTORY_KEY]: position }, '', url(index));
    },
    leave() {
      stop();
      if (place(history.state) === position) history.go(-position);
      else history.replaceState(null, '', options.collectionUrl + location.search);
    },
    stop,
  };
}
