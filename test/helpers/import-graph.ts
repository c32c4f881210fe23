/**
 * The project's import graph, read from the source text: every relative import, export-from and
 * dynamic import() of every .ts/.tsx file under a folder, type-only imports included (a type-only
 * loop still couples the files: neither can be understood or moved without the other).
 * Used by src/import-rules.test.ts and by hand to measure cycles (`npx tsx test/helpers/import-graph.ts`).
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');

/** One import of a file: its target (a path from the root) and whether only types cross it. */
export interface Edge {
  to: string;
  typeOnly: boolean;
}

// `import x from './a.ts'`, `import type { X } from './a.ts'`, `export { y } from './a.ts'`,
// `import './a.ts'` and `import('./a.ts')`, over several lines. Group 1 says "type", 2 or 3 is the path.
const IMPORT = /^\s*(?:import|export)\s+(type\s)?(?:[^'";]*?\sfrom\s+)?['"](\.[^'"]+)['"]|import\(\s*(?:\/\*[^*]*\*\/\s*)?['"](\.[^'"]+)['"]\s*\)/gm;

/** The relative imports of one file (paths from the root), query suffixes such as `?worker&url` dropped. */
export function importsOf(file: string): Edge[] {
  const abs = resolve(ROOT, file);
  const edges: Edge[] = [];
  for (const m of readFileSync(abs, 'utf8').matchAll(IMPORT)) {
    const target = resolve(dirname(abs), (m[2] ?? m[3]).replace(/\?.*$/, ''));
    if (!/\.(tsx?|mjs|js)$/.test(target) || !existsSync(target)) continue;
    edges.push({ to: relative(ROOT, target), typeOnly: !!m[1] || onlyTypeBindings(m[0]) });
  }
  return edges;
}

/** `import { type A, type B } from '…'` (nothing but type bindings, no default import) is type-only too. */
function onlyTypeBindings(statement: string): boolean {
  const clause = /^\s*(?:import|export)\s+\{([^}]*)\}\s*from/.exec(statement);
  if (!clause) return false;
  const names = clause[1].split(',').map((s) => s.trim()).filter(Boolean);
  return names.length > 0 && names.every((s) => s.startsWith('type '));
}

/** Every .ts/.tsx file under `dir` (a path from the root), tests included unless `withTests` is false. */
export function sourceFiles(dir: string, withTests = true): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(join(ROOT, d))) {
      const rel = join(d, name);
      if (statSync(join(ROOT, rel)).isDirectory()) walk(rel);
      else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts') && (withTests || !/\.test\.tsx?$/.test(name))) out.push(rel);
    }
  };
  walk(dir);
  return out.sort();
}

/** The graph of every file under `dir`: file → its imports (both ends paths from the root). */
export function importGraph(dir: string, withTests = false): Map<string, Edge[]> {
  return new Map(sourceFiles(dir, withTests).map((f) => [f, importsOf(f)]));
}

/** Every project file reachable from `entry` through value imports (type-only ones vanish at build time). */
export function reachable(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const e of importsOf(file)) if (!e.typeOnly) visit(e.to);
  };
  visit(entry);
  return seen;
}

/**
 * The strongly connected components of more than one file (or a file importing itself): every
 * import cycle, type-only imports included. Tarjan's algorithm, iterative so a deep graph cannot
 * overflow the stack.
 */
export function importCycles(graph: Map<string, Edge[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  let next = 0;
  for (const root of graph.keys()) {
    if (index.has(root)) continue;
    const work: Array<{ node: string; edges: string[]; i: number }> = [];
    const open = (node: string) => {
      index.set(node, next);
      low.set(node, next++);
      stack.push(node);
      onStack.add(node);
      work.push({ node, edges: (graph.get(node) ?? []).map((e) => e.to).filter((t) => graph.has(t)), i: 0 });
    };
    open(root);
    while (work.length) {
      const top = work[work.length - 1];
      if (top.i < top.edges.length) {
        const to = top.edges[top.i++];
        if (!index.has(to)) open(to);
        else if (onStack.has(to)) low.set(top.node, Math.min(low.get(top.node)!, index.get(to)!));
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1].node;
        low.set(parent, Math.min(low.get(parent)!, low.get(top.node)!));
      }
      if (low.get(top.node) !== index.get(top.node)) continue;
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== top.node);
      const selfLoop = (graph.get(top.node) ?? []).some((e) => e.to === top.node);
      if (component.length > 1 || selfLoop) cycles.push(component.sort());
    }
  }
  return cycles.sort((a, b) => b.length - a.length);
}

// By hand: print the cycles of src/ (count, sizes, the largest's files).
if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const cycles = importCycles(importGraph('src'));
  console.log(`${cycles.length} cycles; sizes ${cycles.map((c) => c.length).join(', ')}`);
  for (const c of cycles) console.log(`\n${c.length} files:\n  ${c.join('\n  ')}`);
}
