import { fold } from './text.ts';

import type { SnippetPart } from '../../shared/search.ts';

export type { SnippetPart };

/**
 * A short extract of `text` around the first words matching `terms` (folded query words; a
 * word matches when it starts with a term), the matches marked. Folding keeps the length of
 * most Latin text, so positions are taken from a per-character fold of the original.
 * @example snippet('Un café de Colombia', ['cafe'], 40) // [{text:'Un '},{text:'café',mark:true},{text:' de Colombia'}]
 */
export function snippet(fullText: string, terms: readonly string[], maxChars = 200): SnippetPart[] {
  // A match further in than this is shown from the page's start: snippets stay cheap on long pages.
  const text = fullText.slice(0, SCAN_LIMIT);
  const matches = (w: string) => {
    const f = fold(w);
    return terms.some((t) => t && f.startsWith(t));
  };
  // The first match alone decides the window: long pages are not scanned word by word. Folding
  // keeps the length of almost all text; when it does not, the words are folded one by one.
  let first = -1;
  const folded = fold(text);
  const live = terms.filter(Boolean);
  if (live.length === 0) first = -1;
  else if (folded.length === text.length) {
    first = folded.search(new RegExp(`(?<![\\p{L}\\p{N}])(?:${live.join('|')})`, 'u'));
  } else {
    for (const m of text.matchAll(WORD)) {
      if (matches(m[0])) {
        first = m.index!;
        break;
      }
    }
  }
  let from = first > 0 ? Math.max(0, first - Math.floor(maxChars / 4)) : 0;
  if (from > 0) {
    const space = text.indexOf(' ', from);
    if (space !== -1 && space < first) from = space + 1;
  }
  let to = Math.min(text.length, from + maxChars);
  if (to < text.length) {
    const space = text.lastIndexOf(' ', to);
    if (space > from) to = space;
  }
  const window = text.slice(from, to);
  const parts: SnippetPart[] = [];
  if (from > 0) parts.push({ text: '…' });
  let at = 0;
  for (const m of window.matchAll(WORD)) {
    if (!matches(m[0])) continue;
    if (m.index! > at) parts.push({ text: window.slice(at, m.index!) });
    parts.push({ text: m[0], mark: true });
    at = m.index! + m[0].length;
  }
  if (window.length > at) parts.push({ text: window.slice(at) });
  if (to < fullText.length) parts.push({ text: '…' });
  return parts.filter((p) => p.text !== '');
}

/** Characters of a document read for its snippet. */
const SCAN_LIMIT = 20_000;
const WORD = /[\p{L}\p{N}\p{M}]+/gu;
