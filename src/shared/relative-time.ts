/**
 * Where relative time nodes (§4: 'just now' under 1 s, seconds under 60 s, then a date) are
 * marked. The browser side is src/runtime/relative-time/; this is what the server and it share.
 */

/** The attribute that makes a <time> (or any element with `datetime`) a relative time node. */
export const RELATIVE_TIME_ATTRIBUTE = 'data-time-since';

/** Past this age a relative time node shows its date (§4), which the server has already written. */
export const RELATIVE_TIME_WINDOW_MS = 60_000;

/**
 * The attributes of a date's <time> element: the relative time marker only while the date is
 * under a minute old when the page is rendered. An older date reads the same with or without the
 * browser's script, so marking it would only make the page fetch code that changes nothing.
 */
export function relativeTimeAttributes(iso: string, now = Date.now()): Record<string, string> {
  const age = now - Date.parse(iso);
  return age < RELATIVE_TIME_WINDOW_MS && age > -RELATIVE_TIME_WINDOW_MS ? { [RELATIVE_TIME_ATTRIBUTE]: '' } : {};
}
