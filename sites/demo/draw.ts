/**
 * Draws every illustration of the demo site as an SVG file into sites/demo/media/.
 * Deterministic: each picture has its own seeded random source, so re-running changes nothing.
 *
 *   npx tsx sites/demo/draw.ts            # writes sites/demo/media/*.svg
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { landscapes } from './art/landscapes.ts';
import { tabletop } from './art/tabletop.ts';
import { interior } from './art/interior.ts';
import { place } from './art/place.ts';
import { products } from './art/products.ts';
import type { PictureSpec } from './art/picture.ts';
import { Doc, rng } from './art/svg.ts';

/** Every picture the demo site uses, by file name (without `.svg`). */
export const pictures: Record<string, PictureSpec> = {
  ...landscapes,
  ...tabletop,
  ...interior,
  ...place,
  ...products,
};

/** The SVG text of one picture. */
export function drawPicture(name: string): string {
  const spec = pictures[name];
  if (!spec) throw new Error(`No hay una ilustración llamada ${name}`);
  const doc = new Doc(spec.w, spec.h, name);
  return doc.render(spec.draw(doc, rng(name)));
}

/** Writes every picture to `outDir` as `<name>.svg`; returns the file names written. */
export async function drawAll(outDir: string): Promise<string[]> {
  await mkdir(outDir, { recursive: true });
  const files: string[] = [];
  for (const name of Object.keys(pictures).sort()) {
    await writeFile(join(outDir, `${name}.svg`), drawPicture(name));
    files.push(`${name}.svg`);
  }
  return files;
}

const here = fileURLToPath(new URL('.', import.meta.url));
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const files = await drawAll(join(here, 'media'));
  console.log(`${files.length} ilustraciones en sites/demo/media/`);
}
