/**
 * A small query string parser with the limits of SPEC §9 (array limit 20, depth 5, 1000
 * parameters), for `a[b][c]=1&x[]=2` style strings. Linear in the input; never throws.
 *
 * - `a=1&a=2` and `a[]=1&a[]=2` give arrays; `a[0]=x&a[3]=y` an array in index order (['x', 'y']).
 * - An array holds at most `arrayLimit` elements: an index ≥ the limit, a push past it, or a
 *   named key beside the indexes makes it an object keyed by index ({ '0': …, '20': … }).
 * - Past `depth` brackets the rest of the key is one literal key: with depth 1, `a[b][c]` → { a: { b: { '[c]': … } } }.
 * - Only the first `parameterLimit` parameters are read; empty keys are skipped.
 * - A value meeting a nested key of the same name (`a=1&a[b]=2`) is kept at the next index: { a: { '0': '1', b: '2' } }.
 * - Objects have no prototype, so any key ('__proto__', 'constructor') is just a key.
 */

/** The defaults of §9. */
export const QUERY_DEFAULTS = { arrayLimit: 20, depth: 5, parameterLimit: 1000 } as const;

/** Parser limits; each defaults to QUERY_DEFAULTS. */
export type QueryOptions = Partial<{ arrayLimit: number; depth: number; parameterLimit: number }>;

/** A parsed value: a string, an array, or an object of parsed values. */
export type QueryValue = string | QueryValue[] | QueryObject;
/** A parsed query: an object with no prototype. */
export interface QueryObject { [key: string]: QueryValue }

/** A node while building: a value, or a branch of named or indexed children. */
type Node = string | Branch;
interface Branch { children: Map<string, Node>; next: number; arrayLike: boolean }

/** Parses a query string (a leading '?' is skipped). Example: parseQuery('a[b]=1&x[]=2') → { a: { b: '1' }, x: ['2'] }. */
export function parseQuery(query: unknown, options: QueryOptions = {}): QueryObject {
  const limits = { ...QUERY_DEFAULTS, ...options };
  const root = branch();
  if (typeof query === 'string') {
    let start = query[0] === '?' ? 1 : 0;
    for (let count = 0; start <= query.length && count < limits.parameterLimit; ) {
      const amp = query.indexOf('&', start);
      const end = amp === -1 ? query.length : amp;
      const part = query.slice(start, end);
      start = end + 1;
      if (part === '') continue;
      count++;
      const eq = part.indexOf('=');
      const key = decode(eq === -1 ? part : part.slice(0, eq));
      if (key === '') continue;
      assign(root, splitKey(key, limits.depth), decode(eq === -1 ? '' : part.slice(eq + 1)), limits.arrayLimit);
    }
  }
  root.arrayLike = false;
  return finish(root) as QueryObject;
}

/** 'a[b][]' → ['a', 'b', '']; brackets past `depth` stay one literal segment; unbalanced text stays literal. */
function splitKey(key: string, depth: number): string[] {
  const open = key.indexOf('[');
  if (open <= 0 || key.indexOf(']', open) === -1) return [key];
  const path = [key.slice(0, open)];
  const segment = /\[([^[\]]*)\]/y;
  segment.lastIndex = open;
  let at = open;
  while (path.length <= depth && at < key.length) {
    const m = segment.exec(key);
    if (!m) break;
    path.push(m[1]);
    at = segment.lastIndex;
  }
  if (at < key.length) path.push(key.slice(at));
  return path;
}

/** Sets `value` at `path` under `node`: '' pushes, a value already there becomes index 0 of a branch. */
function assign(node: Branch, path: string[], value: string, arrayLimit: number): void {
  for (let i = 0; ; i++) {
    const key = childKey(node, path[i], arrayLimit);
    const current = node.children.get(key);
    if (i === path.length - 1) {
      if (current === undefined) node.children.set(key, value);
      else if (typeof current === 'string') node.children.set(key, branchOf([current, value], arrayLimit));
      else current.children.set(childKey(current, '', arrayLimit), value);
      return;
    }
    let next: Branch;
    if (current === undefined) next = branch();
    else if (typeof current === 'string') next = branchOf([current], arrayLimit);
    else next = current;
    node.children.set(key, next);
    node = next;
  }
}

/** The key a segment takes in a branch ('' is the next index), keeping track of array-likeness. */
function childKey(node: Branch, segment: string, arrayLimit: number): string {
  const index = segment === '' ? node.next : /^(?:0|[1-9][0-9]{0,8})$/.test(segment) ? Number(segment) : -1;
  if (index < 0 || index >= arrayLimit) node.arrayLike = false;
  if (index >= node.next) node.next = index + 1;
  return index >= 0 ? String(index) : segment;
}

/** A new empty branch. */
function branch(): Branch {
  return { children: new Map(), next: 0, arrayLike: true };
}

/** A branch holding `values` at indexes 0, 1, … */
function branchOf(values: string[], arrayLimit: number): Branch {
  const b = branch();
  for (const v of values) b.children.set(childKey(b, '', arrayLimit), v);
  return b;
}

/** Turns a built branch into arrays (index order) and prototype-free objects. */
function finish(node: Node): QueryValue {
  if (typeof node === 'string') return node;
  if (node.arrayLike) {
    return [...node.children.entries()].sort((a, b) => Number(a[0]) - Number(b[0])).map(([, child]) => finish(child));
  }
  const out: QueryObject = Object.create(null);
  for (const [key, child] of node.children) out[key] = finish(child);
  return out;
}

/** '+' as space, then percent-decoding; malformed escapes are kept as written. */
function decode(text: string): string {
  const spaced = text.indexOf('+') === -1 ? text : text.replace(/\+/g, ' ');
  if (spaced.indexOf('%') === -1) return spaced;
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}
