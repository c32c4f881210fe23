/**
 * A pure function of one text, with its answers kept by that text. For costly work whose input
 * comes back on every render of every page of a site (a code block's code to highlight, a
 * markdown block's text to parse and sanitise: 0.1–2 ms each, against microseconds for a lookup).
 * Bounded by entries and by the characters of the texts kept; emptied when either is full (each
 * answer is then made again once). Answers are shared: callers must not change them.
 * @example const html = rememberedByText(markdownToHtml); html('**hola**')
 */
export function rememberedByText<R>(make: (text: string) => R, { entries = 1000, chars = 4_000_000 } = {}): (text: string) => R {
  const kept = new Map<string, R>();
  let keptChars = 0;
  return (text) => {
    if (kept.has(text)) return kept.get(text)!;
    const answer = make(text);
    if (text.length > chars / 8) return answer; // a huge text would empty the memory for itself alone
    if (kept.size >= entries || keptChars + text.length > chars) {
      kept.clear();
      keptChars = 0;
    }
    kept.set(text, answer);
    keptChars += text.length;
    return answer;
  };
}
