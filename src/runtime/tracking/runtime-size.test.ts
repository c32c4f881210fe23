import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

// The size budget of the always-loaded runtime (CONVENTIONS.md: "its own bundle with a size
// budget"): the runtime entry and every chunk it imports statically, gzip level 9, at most 6 KB.
// The after-load tracking script is fetched after the load event and is reported apart.
// `npm test` builds before vitest runs; without a build there is nothing to measure.

const DIST = join(import.meta.dirname, '../../../dist/client');
const MANIFEST = join(DIST, '.vite/manifest.json');
const BUDGET = 6 * 1024;
const built = existsSync(MANIFEST);

type Manifest = Record<string, { file: string; imports?: string[]; assets?: string[] }>;
const gzipSize = (file: string) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;

/** The files `key` loads before it runs: itself and its static imports, transitively. */
function alwaysLoaded(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  return [manifest[key].file, ...(manifest[key].imports ?? []).flatMap((dep) => alwaysLoaded(manifest, dep, seen))];
}

const TITLE = built
  ? 'runtime entry + static imports ≤ 6 KB gzip; the after-load script is not among them'
  : 'skipped: no build in dist/client to measure (run `npm run build`; `npm test` builds first)';

describe('the always-loaded runtime stays under 6 KB gzip', () => {
  it.skipIf(!built)(TITLE, () => {
    const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
    const files = alwaysLoaded(manifest, 'src/runtime/main.ts');
    const total = files.reduce((sum, file) => sum + gzipSize(file), 0);
    const afterLoad = (manifest['src/runtime/main.ts'].assets ?? []).filter((f) => /after-load-[\w-]+\.js$/.test(f));
    console.info(`runtime: ${files.join(' + ')} = ${total} B gzip (budget ${BUDGET}); after load: ${afterLoad.map((f) => `${f} ${gzipSize(f)} B`).join(', ')}`);
    expect(total).toBeLessThanOrEqual(BUDGET);
    expect(afterLoad).toHaveLength(1);
    expect(files).not.toContain(afterLoad[0]);
  });
});
