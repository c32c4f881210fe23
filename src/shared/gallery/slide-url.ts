/**
 * Lightbox addresses (SPEC §2): with history on, the shown slide is recorded as the collection's
 * full URL plus the slide's URL (or id) with a trailing slash; on load, an item id in the hash
 * (`#itemId=…`) or the last path segment picks the slide.
 *
 * The server's rule that settles it (docs/gallery.md "Addresses"): `/galeria/atardecer` answers
 * the gallery's page (its block claims the segment), and `/galeria/atardecer/` is redirected once
 * to it like every trailing slash; the slide is in the last segment of both, so the lightbox opens
 * on it either way and nothing loops.
 */
import type { SlideRef } from './dom.ts';
import { trimChar } from '../trim.ts';

/** The segment that names a slide in an address: its URL when it has one, else its id. */
export const slideSegment = (slide: Pick<SlideRef, 'id' | 'url'>): string => slide.url || slide.id;

/** `/galeria` + slide → `/galeria/atardecer/` (the trailing slash of §2, added when missing). */
export function slideHistoryUrl(collectionUrl: string, slide: Pick<SlideRef, 'id' | 'url'>): string {
  const base = trimChar(collectionUrl, '/', 'end');
  return `${base}/${encodeURIComponent(slideSegment(slide))}/`;
}

/**
 * The index of the slide the address names, or -1: `#itemId=<id or url>` first, then the last
 * path segment when the path is the collection's URL plus one segment.
 */
export function slideFromAddress(address: { pathname: string; hash: string }, collectionUrl: string, slides: readonly Pick<SlideRef, 'id' | 'url'>[]): number {
  const find = (key: string) => (key ? slides.findIndex((s) => s.id === key || (s.url !== '' && s.url === key)) : -1);
  const hash = /(?:^#|&)itemId=([^&]*)/.exec(address.hash);
  if (hash) {
    const byHash = find(safeDecode(hash[1]));
    if (byHash >= 0) return byHash;
  }
  const base = trimChar(collectionUrl, '/', 'end');
  const path = trimChar(address.pathname, '/', 'end');
  if (!path.startsWith(`${base}/`)) return -1;
  const rest = path.slice(base.length + 1);
  if (rest === '' || rest.includes('/')) return -1;
  return find(safeDecode(rest));
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return '';
  }
}
