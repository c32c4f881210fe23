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

/**
 * Up to four parts (the most any class list here has); named, not a rest parameter, so a call
 * allocates nothing once its list is made.
 */
export function classList(strings: TemplateStringsArray, a?: Part, b?: Part, c?: Part, d?: Part): string {
  let made: Made | undefined = sites.get(strings);
  if (made === undefined) sites.set(strings, (made = {}));
  const count = strings.length - 1;
  if (count > 4) throw new Error('classList: at most four parts');
  if (count > 0) made = after(made, a);
  if (count > 1) made = after(made, b);
  if (count > 2) made = after(made, c);
  if (count > 3) made = after(made, d);
  if (made.text === undefined) {
    const parts = [a, b, c, d];
    let text = strings[0]!;
    for (let i = 0; i < count; i++) text += String(parts[i]) + strings[i + 1]!;
    made.text = text;
  }
  return made.text;
}

type Part = string | number;

function after(made: Made, part: Part | undefined): Made {
  const next: Map<unknown, Made> = (made.next ??= new Map());
  let found = next.get(part);
  if (found === undefined) {
    if (next.size >= PARTS_KEPT) next.clear();
    next.set(part, (found = {}));
  }
  return found;
}
