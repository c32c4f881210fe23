/**
 * The texts a browser script shows itself, in the page's language (docs/multilingual.md): the
 * script imports its es-419 domain file as before, and `localised` overlays the translations the
 * server wrote into the page (`<script type="application/json" id="vitrina-texts">`, only on a
 * page in another language, only the keys of the scripts' domains). No second catalogue ships.
 */

/** The id of the page's translated script texts. */
export const PAGE_TEXTS_ELEMENT_ID = 'vitrina-texts';

/** The key prefixes of the domains browser scripts read (what the server writes for them). */
export const PAGE_TEXT_DOMAINS = ['dialogs.', 'lightbox.', 'storefront.', 'time.'] as const;

let own: Record<string, string> | undefined;

function pageTexts(): Record<string, string> {
  if (own) return own;
  own = {};
  const element = typeof document === 'undefined' ? null : document.getElementById(PAGE_TEXTS_ELEMENT_ID);
  try {
    const parsed: unknown = element ? JSON.parse(element.textContent ?? '') : {};
    if (parsed && typeof parsed === 'object') for (const [k, v] of Object.entries(parsed)) if (typeof v === 'string') own[k] = v;
  } catch {
    // A page without readable texts keeps es-419.
  }
  return own;
}

/**
 * A domain's messages with the page's translations over them.
 * @example const TEXT = localised(dialogMessages); TEXT['dialogs.close'] // "Close" on an English page
 */
export function localised<T extends Record<string, string>>(messages: T): T {
  const texts = pageTexts();
  const out: Record<string, string> = { ...messages };
  for (const key of Object.keys(messages)) if (texts[key] !== undefined) out[key] = texts[key];
  return out as T;
}
