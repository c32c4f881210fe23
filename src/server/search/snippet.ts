import { stem } from '../../shared/search-words.ts';
import { fold } from './text.ts';

import type { SnippetPart } from '../../shared/search.ts';

export type { SnippetPart };

/**
 * What a query matches, word by word: a word whose stem starts with one of `stems` (the typed
 * words' stems and their corrections'), or whose folded form starts with one of `prefixes` (the
 * folded typed words). Both are folded strings of letters and digits.
 */
export interface WordMatch {
  stems: readonly string[];
  prefixes: readonly string[];
}

/**
 * A short extract of `text` around the first word the query matches (`match`), the matches
 * marked: the same rule as the index (stems as prefixes), so `panes` marks «pan» and `pan` marks
 * «Panes». Folding keeps the length of most Latin text, so positions are taken from a fold of the
 * whole text; candidates are found by a regular expression and confirmed by their stem.
 * @example snippet('Un café de Colombia', { stems: ['caf'], prefixes: ['cafe'] }, 40) // [{text:'Un '},{text:'café',mark:true},{text:' de Colombia'}]
 */
export function snippet(fullText: string, match: WordMatch, maxChars = 200): SnippetPart[] {
  // A match further in than this is shown from the page's start: snippets stay cheap on long pages.
  const text = fullText.slice(0, SCAN_LIMIT);
  const starts = [...new Set([...match.stems, ...match.prefixes].filter(Boolean))];
  const matches = (w: string) => {
    const f = fold(w);
    if (!starts.some((s) => f.startsWith(s))) return false; // cheap: most words start with no term
    if (match.prefixes.some((p) => p && f.startsWith(p))) return true;
    const s = stem(f);
    return match.stems.some((t) => t && s.startsWith(t));
  };
  // The first match alone decides the window: long pages are not scanned word by word. Folding
  // keeps the length of almost all text; when it does not, the words are folded one by one.
  let first = -1;
  if (starts.length === 0) first = -1;
  else {
    const folded = fold(text);
    const source = folded.length === text.length ? folded : null;
    if (source !== null) {
      const candidates = new RegExp(`(?<![\\p{L}\\p{N}])(?:${starts.join('|')})[\\p{L}\\p{N}]*`, 'gu');
      for (const m of source.matchAll(candidates)) {
        if (matches(text.slice(m.index!, m.index! + m[0].length))) {
          first = m.index!;
          break;
        }
      }
    } else {
      for (const m of text.matchAll(WORD)) {
        if (matches(m[0])) {
          first = m.index!;
          break;
        }
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
