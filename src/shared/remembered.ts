/**
 * A pure function with its answers kept by a text its argument names (`key`: a markdown block's
 * text, a code block's language and code). For costly work whose input comes back on every render
 * of every page of a site (highlighting, markdown and sanitising: 0.1–2 ms each, against
 * microseconds for a lookup). Bounded by entries and by the characters kept, the keys' and the
 * answers' (`length` of an answer; a string's own by default): about 1 MB each at the defaults.
 * Emptied when full (each answer is then made again once). Answers are shared: callers must not
 * change them.
 * @example const html = rememberedBy(markdownToHtml, (text) => text); html('**hola**')
 */
export function rememberedBy<A, R>(
  make: (arg: A) => R,
  key: (arg: A) => string,
  { entries = 500, chars = 1_000_000, length = (answer: R) => (typeof answer === 'string' ? answer.length : 0) } = {},
): (arg: A) => R {
  const kept = new Map<string, R>();
  let keptChars = 0;
  return (arg) => {
    const text = key(arg);
    if (kept.has(text)) return kept.get(text)!;
    const answer = make(arg);
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
