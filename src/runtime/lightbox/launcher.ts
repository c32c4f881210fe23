/**
 * What opens a gallery's lightbox, in the moving-parts script (src/runtime/moving-parts.ts): a
 * click on a slide's open control (`data-lightbox-open`), a page whose address names a slide
 * (`#itemId=…` or the last path segment, §2), and Forward back onto a slide's address after the
 * lightbox closed. The lightbox itself (./index.ts) is a chunk of its own, imported on the first
 * open, so a page with a gallery that is never opened never loads it.
 */
import { GALLERY_SELECTOR, LIGHTBOX_OPEN_ATTR } from '../../shared/gallery/dom.ts';
import { slideFromAddress } from '../../shared/gallery/slide-url.ts';
import { readConfig, readSlides } from './slides.ts';

/** The lightbox chunk, fetched on the first open. */
const lightbox = () => import('./index.ts');

const started = new WeakSet<Document>();

/** The control that opens slide `index` of `root` (focus goes back to it on close). */
function openerOf(root: HTMLElement, index: number): HTMLElement | null {
  return root.querySelector<HTMLElement>(`[${LIGHTBOX_OPEN_ATTR}="${index}"]`);
}

/** Opens the lightbox of `root` on slide `index`, loading its chunk if needed. */
export function launchLightbox(root: HTMLElement, index: number, opener: HTMLElement | null, fromAddress: boolean): Promise<void> {
  return lightbox()
    .then(({ openLightbox }) => void openLightbox(root, index, { opener, fromAddress }))
    .catch((error) => console.error('Vitrina: the lightbox failed to open', error));
}

/** The first gallery with a lightbox whose slide the address names, and that slide. */
function namedByAddress(doc: Document, historyOnly: boolean): { root: HTMLElement; index: number } | null {
  for (const root of Array.from(doc.querySelectorAll<HTMLElement>(GALLERY_SELECTOR))) {
    const config = readConfig(root);
    if (!config.lightbox || (historyOnly && !config.history)) continue;
    const index = slideFromAddress(doc.defaultView!.location, config.collectionUrl, readSlides(root));
    if (index >= 0) return { root, index };
  }
  return null;
}

/** Starts the lightboxes of the page's galleries (once per document). */
export function startLightboxes(doc: Document): void {
  if (started.has(doc)) return;
  started.add(doc);
  const win = doc.defaultView!;
  doc.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const control = (event.target as Element | null)?.closest?.<HTMLElement>(`[${LIGHTBOX_OPEN_ATTR}]`);
    const root = control?.closest<HTMLElement>(GALLERY_SELECTOR);
    if (!control || !root || !readConfig(root).lightbox) return;
    const given = Number(control.getAttribute(LIGHTBOX_OPEN_ATTR));
    const index = Number.isInteger(given) && given >= 0 ? given : readSlides(root).findIndex((s) => s.element.contains(control));
    if (index < 0) return;
    event.preventDefault();
    void launchLightbox(root, index, control, false);
  });
  // Forward onto a slide's address after the lightbox closed: open it again on that slide.
  win.addEventListener('popstate', () => {
    if (!doc.querySelector('[data-lightbox]:not(.is-closing)')) void openFromAddress(doc, true);
  });
  void openFromAddress(doc);
}

/**
 * Opens the lightbox on the slide the page's address names (`#itemId=…` or the last path
 * segment), if any gallery has it; `historyOnly` looks only at galleries that record history.
 */
export function openFromAddress(doc: Document, historyOnly = false): Promise<void> {
  const found = namedByAddress(doc, historyOnly);
  return found ? launchLightbox(found.root, found.index, openerOf(found.root, found.index), true) : Promise.resolve();
}
