/**
 * A class list written from a template with parts from data, made once per call site and parts:
 * `` className={classList`button-block align-${data.alignment}`} ``. The static renderer keeps
 * each attribute it has written by its value (src/page/static-markup/attributes.ts), and a
 * string made afresh on every render has to be read whole to be found there, where one kept is
 * found by its identity; on the 40-block benchmark page a quarter of the attribute values were
 * such fresh class lists. Each call site keeps at most PARTS_KEPT lists a part (parts come from
 * a site's data: alignments, themes, spans).
 */
interface Made {
  text?: string;
  next?: Map<unknown, Made>;
}

const PARTS_KEPT = 256;
const sites = new WeakMap<TemplateStringsArray, Made>();

export function classList(strings: TemplateStringsArray, ...parts: (string | number)[]): string {
  let made: Made | undefined = sites.get(strings);
  if (made === undefined) sites.set(strings, (made = {}));
  for (const part of parts) {
    const next: Map<unknown, Made> = (made.next ??= new Map());
    let after: Made | undefined = next.get(part);
    if (after === undefined) {
      if (next.size >= PARTS_KEPT) next.clear();
      next.set(part, (after = {}));
    }
    made = after;
  }
  if (made.text === undefined) {
    let text = strings[0]!;
    for (let i = 0; i < parts.length; i++) text += String(parts[i]) + strings[i + 1]!;
    made.text = text;
  }
  return made.text;
}
