import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { FONT_FAMILIES, FONT_SUBSETS, fontFileKey, type FontStyle, type FontSubset } from '../../model/fonts.ts';

/** Where font files are served: `/assets/fonts/<family>-<subset>-<style>.<hash>.woff2`. */
export const FONT_PREFIX = '/assets/fonts/';

/** One servable file: its bytes, read once at start, and its public name (with a content hash). */
export interface FontFile {
  name: string;
  bytes: Buffer;
}

const require = createRequire(import.meta.url);

/** The woff2 file of one family, subset and style in its @fontsource-variable package (weight axis). */
function packageFile(id: string, subset: FontSubset, style: FontStyle): string {
  return require.resolve(`@fontsource-variable/${id}/files/${id}-${subset}-wght-${style}.woff2`);
}

let files: { byKey: Map<string, FontFile>; byName: Map<string, FontFile> } | undefined;

/**
 * The allow-list: every file of the offered set (src/model/fonts.ts), by key and by public name.
 * Built once from a fixed list of package paths, so nothing from a request ever names a file
 * on disk; the content hash in the name makes year-long immutable caching safe across upgrades.
 */
export function fontFiles() {
  if (files) return files;
  const byKey = new Map<string, FontFile>();
  for (const family of FONT_FAMILIES) {
    for (const style of family.italic ? (['normal', 'italic'] as const) : (['normal'] as const)) {
      for (const subset of Object.keys(FONT_SUBSETS) as FontSubset[]) {
        const key = fontFileKey(family.id, subset, style);
        try {
          const bytes = readFileSync(packageFile(family.id, subset, style));
          const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10);
          byKey.set(key, { name: `${key}.${hash}.woff2`, bytes });
        } catch (error) {
          console.error(`Vitrina: font file ${key} is missing (is @fontsource-variable/${family.id} installed?)`, error);
        }
      }
    }
  }
  files = { byKey, byName: new Map([...byKey.values()].map((f) => [f.name, f])) };
  return files;
}

/** Font file key (`fraunces-latin-normal`) → its URL, for the page's @font-face and preloads. */
export function fontUrls(): Record<string, string> {
  return Object.fromEntries([...fontFiles().byKey].map(([key, file]) => [key, FONT_PREFIX + file.name]));
}
