import { afterEach, beforeEach, vi } from 'vitest';
import { writeGallery } from '../../../test/fixtures/lightbox-gallery.ts';
import { LIGHTBOX_NAV_THROTTLE_MS } from '../../shared/gallery/constants.ts';
import { NOMOTION_CLASS } from '../../shared/motion.ts';
import { openLightbox, type LightboxHandle } from './index.ts';

// The lightbox tests' page and their ways to reach the dialog (lightbox.test.ts, history.test.ts).

let handle: LightboxHandle | undefined;

/** Registers the hooks of a lightbox test file: a fake clock at a fixed time on the gallery's address; after each test its lightbox closed and gone. */
export function lightboxPage(): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout'] });
    vi.setSystemTime(1_000_000);
    history.replaceState(null, '', '/galeria');
  });
  afterEach(() => {
    handle?.close();
    vi.advanceTimersByTime(1000);
    handle = undefined;
    document.documentElement.classList.remove(NOMOTION_CLASS);
  });
}

export const dialog = () => document.querySelector<HTMLElement>('[data-lightbox]');
export const shown = () => dialog()!.querySelector<HTMLElement>('.lightbox__figure:not([hidden])')!;
export const counter = () => dialog()!.querySelector('.lightbox__counter')!.textContent;
export const button = (name: 'close' | 'nav--previous' | 'nav--next' | 'caption-toggle') => dialog()!.querySelector<HTMLButtonElement>(`.lightbox__${name}`)!;
export const key = (k: string) => document.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));
export const click = (el: Element, clientX = 500) => el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, clientX }));
/** Lets the 200 ms throttle pass. */
export const later = () => vi.advanceTimersByTime(LIGHTBOX_NAV_THROTTLE_MS);
export const flush = () => new Promise((r) => queueMicrotask(() => r(undefined)));

/** The lightbox the test opened last (closed after the test). */
export const current = () => handle;

/** Opens the lightbox of `root` on slide `index`, kept to be closed after the test. */
export function openOn(root: HTMLElement, index: number, options: Parameters<typeof openLightbox>[2] = {}): LightboxHandle | undefined {
  handle = openLightbox(root, index, options);
  return handle;
}

/** Writes a gallery, focuses the opener of slide `index` and opens the lightbox from it. */
export function open(options: Parameters<typeof writeGallery>[0] = {}, index = 1, fromAddress = false) {
  const root = writeGallery(options);
  const opener = root.querySelector<HTMLElement>(`[data-lightbox-open="${index}"]`);
  opener?.focus();
  openOn(root, index, { opener, fromAddress });
  return { root, opener };
}
