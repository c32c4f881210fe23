/**
 * The import rules of docs/architecture.md, held on the real import graph: the server never
 * loads runtime code (the browser's), the runtime never loads server code, and shared/ loads
 * nothing of the server, the runtime, the page or the blocks (model/ does use the block registry:
 * the site file schema is built from it). Type-only imports vanish at build time and do not count.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');
const IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^'"]*?\sfrom\s+)?['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/gm;

/** Every project file reachable from `entry` through value imports, as paths from the root. */
function reachable(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    const rel = relative(ROOT, file);
    if (seen.has(rel)) return;
    seen.add(rel);
    for (const m of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = resolve(dirname(file), m[1] ?? m[2]);
      if (/\.(tsx?|mjs|js)$/.test(target) && existsSync(target)) visit(target);
    }
  };
  visit(join(ROOT, entry));
  return seen;
}

describe('import rules', () => {
  it('the server (and the CLI) never load runtime/ code', () => {
    const files = [...reachable('src/server/main.ts'), ...reachable('src/cli.ts')];
    expect(files).toContain('src/page/render.tsx');
    expect(files.filter((f) => f.startsWith('src/runtime/'))).toEqual([]);
  });

  it('the runtime never loads server code', () => {
    const files = reachable('src/runtime/main.ts');
    expect(files.size).toBeGreaterThan(5);
    expect([...files].filter((f) => f.startsWith('src/server/'))).toEqual([]);
  });

  it('shared/ loads nothing of server, runtime, page or blocks', () => {
    for (const entry of ['src/shared/messages/index.ts', 'src/shared/enums.ts', 'src/shared/forms/validate.ts', 'src/shared/money.ts', 'src/shared/visitor-cookie.ts']) {
      const outside = [...reachable(entry)].filter((f) => /^src\/(server|runtime|page|blocks)\//.test(f));
      expect(outside, entry).toEqual([]);
    }
  });
});
