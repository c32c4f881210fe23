import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The schema.org vocabulary as the npm package schema-dts ships it (its declarations are generated
 * from schema.org's own definitions): which types exist, which properties each allows (its own and
 * its ancestors'), and which enumeration members exist. `schemaOrgErrors` checks JSON-LD against
 * it: every `@type` a schema.org type, every property allowed on the type that carries it, every
 * `https://schema.org/…` value a known enumeration member.
 */
interface Vocabulary {
  /** Type name → the Base interface that holds its properties. */
  leaves: Map<string, string>;
  /** Base interface → its parents and its own property names. */
  bases: Map<string, { parents: string[]; props: Set<string> }>;
  text: string;
}

let vocabulary: Vocabulary | undefined;

function load(): Vocabulary {
  if (vocabulary) return vocabulary;
  const require = createRequire(import.meta.url);
  const text = readFileSync(join(dirname(require.resolve('schema-dts/package.json')), 'dist/schema.d.ts'), 'utf8');
  const leaves = new Map<string, string>();
  for (const m of text.matchAll(/^(?:export )?interface (\w+)Leaf extends (\w+)Base \{/gm)) leaves.set(m[1], m[2]);
  const bases = new Map<string, { parents: string[]; props: Set<string> }>();
  for (const m of text.matchAll(/^interface (\w+)Base extends ([^{]+)\{([\s\S]*?)^\}/gm)) {
    const parents = m[2].split(',').map((p) => p.trim()).filter((p) => p.endsWith('Base')).map((p) => p.slice(0, -4));
    const props = new Set([...m[3].matchAll(/^ {4}"([\w@-]+)"\??:/gm)].map((p) => p[1]));
    bases.set(m[1], { parents, props });
  }
  vocabulary = { leaves, bases, text };
  return vocabulary;
}

/** Whether `prop` is allowed on schema.org type `type` (declared on it or an ancestor). */
export function allows(type: string, prop: string): boolean {
  const { leaves, bases } = load();
  const seen = new Set<string>();
  const stack = [leaves.get(type) ?? ''];
  while (stack.length) {
    const base = stack.pop()!;
    if (!base || seen.has(base)) continue;
    seen.add(base);
    const b = bases.get(base);
    if (!b) continue;
    if (b.props.has(prop)) return true;
    stack.push(...b.parents);
  }
  return false;
}

/** Whether schema.org has a type of this name. */
export const isType = (type: string) => load().leaves.has(type);

/** What is wrong with a JSON-LD value against the schema.org vocabulary ([] when nothing). */
export function schemaOrgErrors(value: unknown, path = '$', type?: string): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => schemaOrgErrors(v, `${path}[${i}]`, type));
  if (typeof value === 'string') {
    const member = /^https?:\/\/schema\.org\/(\w+)$/.exec(value);
    return member && !load().text.includes(`"https://schema.org/${member[1]}"`) ? [`${path}: ${value} is not a schema.org enumeration member`] : [];
  }
  if (!value || typeof value !== 'object') return [];
  const obj = value as Record<string, unknown>;
  const own = obj['@type'];
  if (own !== undefined && (typeof own !== 'string' || !isType(own))) return [`${path}: unknown @type ${String(own)}`];
  const t = (own as string | undefined) ?? type;
  if (!t) return [`${path}: an object without @type`];
  const errors: string[] = [];
  for (const [key, v] of Object.entries(obj)) {
    if (key.startsWith('@')) continue;
    if (!allows(t, key)) errors.push(`${path}.${key}: not a property of ${t}`);
    errors.push(...schemaOrgErrors(v, `${path}.${key}`));
  }
  return errors;
}
