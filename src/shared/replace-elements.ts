/**
 * `html.replace(/<(tags)\b([^>]*)>([\s\S]*?)<\/\1>/g, replace)` in linear time: each element whose
 * opening tag `opening` finds, from that tag to the first closing tag of the same name (no nesting),
 * replaced by what `replace` returns. The lazy expression retries the whole rest of the text from
 * every opening tag that has no closing one — quadratic on a long run of them (bench/suites/regex.ts
 * timed `<p>` × 100 KB at 761 ms) — where here a name found without a closing tag is not searched again.
 * `opening`: a global expression whose group 1 is the name and group 2 the attributes, e.g.
 * `/<(h[1-4]|p)\b([^<>]*)>/g` (attributes without '<', so that a run of `<p` without '>' is not
 * scanned to its end from each one); with the `i` flag, closing tags are matched in any case too.
 * @example replaceElements('<p a>x</p>', /<(p)\b([^>]*)>/g, (whole, tag, attrs, inner) => inner) // → 'x'
 */
export function replaceElements(html: string, opening: RegExp, replace: (whole: string, tag: string, attrs: string, inner: string) => string): string {
  const anyCase = opening.flags.includes('i');
  const re = new RegExp(opening.source, opening.flags.includes('g') ? opening.flags : `${opening.flags}g`);
  const closings = new Map<string, RegExp>();
  const unclosed = new Set<string>();
  let out = '';
  let at = 0;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    const tag = m[1]!;
    const name = anyCase ? tag.toLowerCase() : tag;
    // An element that cannot close here: the search goes on from the next character (an opening
    // tag may begin inside this one's attributes), as the expression's would.
    if (unclosed.has(name)) {
      re.lastIndex = m.index + 1;
      continue;
    }
    let closing = closings.get(name);
    if (!closing) closings.set(name, (closing = new RegExp(`</${name.replace(/[^A-Za-z0-9-]/g, '')}>`, anyCase ? 'gi' : 'g')));
    const innerStart = m.index + m[0].length;
    closing.lastIndex = innerStart;
    const close = closing.exec(html);
    if (!close) {
      unclosed.add(name); // none after this tag, so none after any later one
      re.lastIndex = m.index + 1;
      continue;
    }
    const end = close.index + close[0].length;
    out += html.slice(at, m.index) + replace(html.slice(m.index, end), tag, m[2] ?? '', html.slice(innerStart, close.index));
    at = end;
    re.lastIndex = end;
  }
  return out + html.slice(at);
}
