/**
 * While the lightbox is open the page behind it is out of reach (SPEC §4, §5 "focus
 * containment"): every other child of <body> is `inert` (no focus, no clicks, hidden from
 * assistive technology) and <html> gets LIGHTBOX_OPEN_CLASS, which stops the page from
 * scrolling (lightbox.css). Elements that were inert already stay so after the release.
 */

/** The class on <html> while a lightbox is open. */
export const LIGHTBOX_OPEN_CLASS = 'lightbox-open';

/** Makes everything in <body> but `keep` inert and stops the page's scrolling; returns the release. */
export function lockPage(keep: HTMLElement): () => void {
  const doc = keep.ownerDocument;
  const made: Element[] = [];
  for (const child of Array.from(doc.body.children)) {
    if (child === keep || child.hasAttribute('inert') || child.tagName === 'SCRIPT') continue;
    child.setAttribute('inert', '');
    made.push(child);
  }
  doc.documentElement.classList.add(LIGHTBOX_OPEN_CLASS);
  return () => {
    for (const el of made) el.removeAttribute('inert');
    doc.documentElement.classList.remove(LIGHTBOX_OPEN_CLASS);
  };
}
