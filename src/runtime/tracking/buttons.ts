import { BUTTON_CENSUS_ATTRIBUTE } from '../../shared/census.ts';
import { BUTTON_CLICK_PATH, BUTTON_RENDER_PATH } from '../../shared/contracts/analytics-paths.ts';
import type { CensusSend } from './census.ts';

export { BUTTON_CENSUS_ATTRIBUTE };
const SELECTOR = `[${BUTTON_CENSUS_ATTRIBUTE}]`;

/** Sends the census call to `path` with the fields of a button element; a broken attribute sends nothing. */
function sendFor(element: Element | null | undefined, path: string, send: CensusSend): void {
  try {
    if (element) send(path, JSON.parse(element.getAttribute(BUTTON_CENSUS_ATTRIBUTE)!));
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
  doc.querySelectorAll(SELECTOR).forEach((element) => sendFor(element, BUTTON_RENDER_PATH, send));
  const onClick = (event: Event) => sendFor((event.target as Element).closest?.(SELECTOR), BUTTON_CLICK_PATH, send);
  doc.addEventListener('click', onClick, true);
  return () => doc.removeEventListener('click', onClick, true);
}
