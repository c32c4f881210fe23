/**
 * A pure function of one text, with its answers kept by that text. For costly work whose input
 * comes back on every render of every page of a site (a code block's code to highlight, a
 * markdown block's text to parse and sanitise: 0.1–2 ms each, against microseconds for a lookup).
 * Bounded by entries and by the characters kept, the texts' and the answers' (`length` of an
 * answer; a string's own by default): about 1 MB each at the defaults. Emptied when full (each
 * answer is then made again once). Answers are shared: callers must not change them.
 * @example const html = rememberedByText(markdownToHtml); html('**hola**')
 */
export function rememberedByText<R>(
  make: (text: string) => R,
  { entries = 500, chars = 1_000_000, length = (answer: R) => (typeof answer === 'string' ? answer.length : 0) } = {},
): (text: string) => R {
  const kept = new Map<string, R>();
  let keptChars = 0;
  return (text) => {
    if (kept.has(text)) return kept.get(text)!;
    const answer = make(text);
    const size = text.length + length(answer);
    if (size > chars / 8) return answer; // a huge text would empty the memory for itself alone
    if (kept.size >= entries || keptChars + size > chars) {
      kept.clear();
      keptChars = 0;
    }
    kept.set(text, answer);
    keptChars += size;
    return answer;
  };
}
