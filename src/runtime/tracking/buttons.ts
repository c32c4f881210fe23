import { BUTTON_CENSUS_ATTRIBUTE } from '../../shared/census.ts';
import type { CensusSend } from './census.ts';

export { BUTTON_CENSUS_ATTRIBUTE };
const SELECTOR = `[${BUTTON_CENSUS_ATTRIBUTE}]`;

/** Sends a census call of `kind` with the fields of a button element; a broken attribute sends nothing. */
function sendFor(element: Element | null | undefined, kind: string, send: CensusSend): void {
  try {
    if (element) send(kind, JSON.parse(element.getAttribute(BUTTON_CENSUS_ATTRIBUTE)!));
  } catch {
    /* not JSON: not a button the server rendered */
  }
}

/**
 * The button census (§7): button-render for every button block on the page now, button-click
 * when one is clicked (one listener on the document, in the capture phase so a handler that stops
 * the click cannot hide it). Returns the destructor.
 */
export function watchButtons(doc: Document, send: CensusSend): () => void {
  doc.querySelectorAll(SELECTOR).forEach((element) => sendFor(element, 'button-render', send));
  const onClick = (event: Event) => sendFor((event.target as Element).closest?.(SELECTOR), 'button-click', send);
  doc.addEventListener('click', onClick, true);
  return () => doc.removeEventListener('click', onClick, true);
}
