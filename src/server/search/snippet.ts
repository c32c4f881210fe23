import { fold } from './text.ts';

import type { SnippetPart } from '../../shared/search.ts';

export type { SnippetPart };

/**
 * A short extract of `text` around the first words matching `terms` (folded query words; a
 * word matches when it starts with a term), the matches marked. Folding keeps the length of
 * most Latin text, so positions are taken from a per-character fold of the original.
 * @example snippet('Un café de Colombia', ['cafe'], 40) // [{text:'Un '},{text:'café',mark:true},{text:' de Colombia'}]
 */
export function snippet(text: string, terms: readonly string[], maxChars = 200): SnippetPart[] {
  const spans: { start: number; end: number }[] = [];
  for (const m of text.matchAll(/[\p{L}\p{N}\p{M}]+/gu)) {
    const w = fold(m[0]);
    if (terms.some((t) => t && w.startsWith(t))) spans.push({ start: m.index!, end: m.index! + m[0].length });
  }
  let from = 0;
  if (spans.length) from = Math.max(0, spans[0].start - Math.floor(maxChars / 4));
  if (from > 0) {
    const space = text.indexOf(' ', from);
    if (space !== -1 && space < spans[0].start) from = space + 1;
  }
  let to = Math.min(text.length, from + maxChars);
  if (to < text.length) {
    const space = text.lastIndexOf(' ', to);
    if (space > from) to = space;
  }
  const parts: SnippetPart[] = [];
  if (from > 0) parts.push({ text: '…' });
  let at = from;
  for (const s of spans) {
    if (s.start < from || s.end > to) continue;
    if (s.start > at) parts.push({ text: text.slice(at, s.start) });
    parts.push({ text: text.slice(s.start, s.end), mark: true });
    at = s.end;
  }
  if (to > at) parts.push({ text: text.slice(at, to) });
  if (to < text.length) parts.push({ text: '…' });
  return parts.filter((p) => p.text !== '');
}
