import { renderPage } from '../../src/page/render.tsx';
import { fixtureAssets } from '../../src/page/test-fixtures.ts';
import { HtmlCache, bodyOf, preparePage, strengthen } from '../../src/server/sites/html-cache.ts';
import type { BenchResult } from '../lib.ts';
import { largePage } from './render.ts';

/**
 * The page cache of one process on a host with many sites (issue 19 "a cache that fits many
 * sites"): 10,000 pages of 1,000 sites (the 40-block page, each site's title and each page's path
 * its own, so no two are alike) go through the cache as misses do — the quick brotli body of the
 * first answer, then the strong copy for those still held. The cache is bounded by bytes
 * (HTML_CACHE_MB, default 64): the figure is how much the process grows against that bound.
 */
const SITES = 1000;
const PAGES_PER_SITE = 10;
const MB = 1024 * 1024;

export async function run(): Promise<BenchResult[]> {
  const gc = (globalThis as { gc?: () => void }).gc;
  const settle = async () => {
    for (let i = 0; i < 3; i++) {
      gc?.();
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const model = largePage();
  const render = (s: number, p: number) =>
    renderPage({ ...model, site: { ...model.site, website: { ...model.site.website, title: `Café ${s}` } }, path: `/pagina-${p}` }, fixtureAssets);
  // Warm-up outside the measure: the renderer's and the catalogue's own caches fill once per process.
  for (let i = 0; i < 200; i++) bodyOf(preparePage(200, render(i, i)), 'br');
  const results: BenchResult[] = [];
  for (const boundMb of [64]) {
    await settle();
    const before = process.memoryUsage();
    const cache = new HtmlCache(boundMb * MB);
    const keys: string[] = [];
    for (let s = 0; s < SITES; s++) {
      const siteId = s.toString(16).padStart(24, '0');
      for (let p = 0; p < PAGES_PER_SITE; p++) {
        const page = preparePage(200, render(s, p));
        bodyOf(page, 'br');
        const key = HtmlCache.key(siteId, 1, `/pagina-${p}`);
        cache.set(key, page);
        keys.push(key);
      }
    }
    // The strong copies of the pages still held, as the background would make them.
    const held = keys.map((k) => [k, cache.get(k)] as const).filter(([, page]) => page);
    for (let i = 0; i < held.length; i += 8) {
      await Promise.all(held.slice(i, i + 8).map(([key, page]) => strengthen(page!, () => cache.resize(key, page!))));
    }
    await settle();
    const after = process.memoryUsage();
    const grown = (after.rss - before.rss) / MB;
    const external = (after.arrayBuffers - before.arrayBuffers + after.heapUsed - before.heapUsed) / MB;
    results.push({
      name: `page cache of one process, 10,000 pages of 1,000 sites through it (HTML_CACHE_MB=${boundMb})`,
      subject: { label: 'bound', value: boundMb },
      baseline: { label: 'heap + buffers grown', value: Math.max(external, 0.1) },
      unit: 'MiB',
      goal: 0.8,
      notes: `${cache.size.toLocaleString('en-US')} pages held (${(cache.bytes / MB).toFixed(1)} MiB counted, ${Math.round(cache.bytes / Math.max(cache.size, 1) / 1024)} KiB a page with its bodies); RSS grew ${grown.toFixed(0)} MiB${gc ? '' : ' (no --expose-gc: figures include garbage)'}`,
    });
    keys.length = 0;
  }
  return results;
}
