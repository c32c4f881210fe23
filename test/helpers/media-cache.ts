import { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Media variants that tests' publishes encoded (every demo image at the seven §9 widths, AVIF and
 * WebP: tens of seconds), kept for the next publishes of the run, whatever the website id.
 * Variant files are named `<mediaId>-<hash of the source>-<width>.<format>`
 * (src/server/sites/publish-media.ts) and publishing encodes only the files it does not find, so
 * a seeded file is used only when it is that very image: this changes how long a publish takes,
 * never what it makes.
 */
const MEDIA_CACHE = join(tmpdir(), 'vitrina-test-media-cache');

/** Copies the cached variants into a website's media folder before it is published. */
export function seedMedia(websiteDir: string): void {
  if (!existsSync(MEDIA_CACHE)) return;
  mkdirSync(websiteDir, { recursive: true });
  for (const file of readdirSync(MEDIA_CACHE)) {
    if (!existsSync(join(websiteDir, file))) copyFileSync(join(MEDIA_CACHE, file), join(websiteDir, file));
  }
}

/** Adds a website's encoded variants to the cache (each file written whole, then renamed: safe across test workers). */
export function keepMedia(websiteDir: string): void {
  if (!existsSync(websiteDir)) return;
  mkdirSync(MEDIA_CACHE, { recursive: true });
  for (const file of readdirSync(websiteDir)) {
    if (!/\.(avif|webp|jpg)$/.test(file) || existsSync(join(MEDIA_CACHE, file))) continue;
    const partial = join(MEDIA_CACHE, `.${file}.${process.pid}`);
    copyFileSync(join(websiteDir, file), partial);
    renameSync(partial, join(MEDIA_CACHE, file));
  }
}
