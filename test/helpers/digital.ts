import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { STORE, storeSite } from './checkout.ts';

/** The digital file of the test store's «Recetario digital» (beside the mini site file). */
export const RECETARIO_FILE = resolve('test/fixtures/mini/descargas/recetario.pdf');
export const RECETARIO_BYTES = readFileSync(RECETARIO_FILE);
/** The name its downloads get (not ASCII: the Content-Disposition's filename* carries it). */
export const RECETARIO_NAME = 'Recetario de pan — año 2026.pdf';

/** The test store (storeSite) with the «Recetario digital» delivering its PDF: `maxDownloads` downloads, links of `linkDays` days. */
export function digitalSite(opts: { maxDownloads?: number; linkDays?: number } = {}): any {
  const site = storeSite();
  const book = site.collections.find((c: any) => c.urlId === 'tienda').items.find((i: any) => i.id === STORE.book.itemId);
  book.product.digital = { file: 'descargas/recetario.pdf', fileName: RECETARIO_NAME, maxDownloads: opts.maxDownloads ?? 3, linkDays: opts.linkDays ?? 30 };
  return site;
}

/** The download links in a page or a decoded mail (paths with their token, entities undone). */
export const downloadLinks = (html: string): string[] =>
  [...html.matchAll(/(?:https?:\/\/[^/"\s]+)?(\/commerce\/descarga\/[0-9a-f]{24}\?t=[A-Za-z0-9_%-]+)/g)].map((m) => m[1].replace(/&amp;/g, '&'));
