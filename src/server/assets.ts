import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { blockDefinitions } from '../blocks/registry.ts';
import type { PageAssets } from '../page/context.ts';
import { fontUrls } from './fonts/index.ts';

/** One entry of Vite's `.vite/manifest.json`. */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const RUNTIME_ENTRY = 'src/runtime/main.ts';
const ISLAND_ENTRY = /^src\/blocks\/([a-z0-9-]+)\/\1\.island\.tsx$/;

/**
 * What pages link to when there is no build (unit and API tests): the runtime and theme at
 * fixed names, each island at `/assets/<name>.js`, nothing to preload. Rendering still works.
 */
export function fallbackAssets(): PageAssets {
  const islands = blockDefinitions.filter((d) => d.island).map((d) => [d.name, { src: `/assets/${d.name}.js`, preload: [] as string[] }]);
  return { runtime: '/assets/runtime.js', styles: ['/assets/theme.css'], islands: Object.fromEntries(islands), fonts: fontUrls() };
}

/** The chunks `key` imports, directly or not, in load order (for modulepreload). */
function staticImports(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const out: string[] = [];
  for (const dep of manifest[key]?.imports ?? []) {
    if (seen.has(dep) || !manifest[dep]) continue;
    seen.add(dep);
    out.push(manifest[dep].file, ...staticImports(manifest, dep, seen));
  }
  return out;
}

/** Turns a Vite manifest into the URLs a page needs. */
export function assetsFromManifest(manifest: Manifest, base = '/'): PageAssets {
  const url = (file: string) => base + file;
  const runtime = manifest[RUNTIME_ENTRY];
  if (!runtime) throw new Error(`no ${RUNTIME_ENTRY} in the Vite manifest`);
  const styles = new Set<string>();
  const islands: PageAssets['islands'] = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isEntry) continue;
    if (chunk.file.endsWith('.css')) styles.add(url(chunk.file));
    for (const css of chunk.css ?? []) styles.add(url(css));
    const island = ISLAND_ENTRY.exec(key);
    if (island) islands[island[1]] = { src: url(chunk.file), preload: staticImports(manifest, key).map(url) };
  }
  const runtimePreload = staticImports(manifest, RUNTIME_ENTRY).map(url);
  return { runtime: url(runtime.file), ...(runtimePreload.length ? { runtimePreload } : {}), styles: [...styles].sort(), islands, fonts: fontUrls() };
}

/**
 * The built browser assets, read from `<distDir>/.vite/manifest.json` (`vite build`).
 * Without a build (or with an unreadable manifest) it returns `fallbackAssets()`: never throws.
 */
export function loadAssets(distDir = 'dist/client'): PageAssets {
  let text: string;
  try {
    text = readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8');
  } catch {
    return fallbackAssets();
  }
  try {
    return assetsFromManifest(JSON.parse(text) as Manifest);
  } catch (error) {
    console.error('Vitrina: the Vite manifest is unreadable, using fallback asset names', error);
    return fallbackAssets();
  }
}
