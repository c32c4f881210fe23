import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve } from 'node:path';
import sharp, { type CreateRaw, type Metadata } from 'sharp';
import type { Media, SiteIssue } from '../../model/index.ts';
import { blobFolder, type LocalBlobs } from '../blobs/index.ts';

/** Image widths of SPEC §9, widest first. */
export const VARIANT_WIDTHS = [2500, 1500, 1000, 750, 500, 300, 100] as const;

/** A media file read and resized, ready to be stored as a `media` row. */
export interface ProcessedMedia {
  id: string;
  filename: string;
  mime: string;
  width: number;
  height: number;
  bytes: number;
  alt: string;
  focalPoint: { x: number; y: number };
  /**
   * Narrowest first; files in `<mediaDir>/<websiteId>/`: `file` WebP, `avif` the same width in AVIF.
   * An image's last entry is its share picture (`share: true`, SHARE_SIZE, JPEG): never in a srcset.
   */
  variants: { width: number; file: string; avif: string; height?: number; share?: true }[];
}

/** The share picture of every image (og:image, twitter:image): the size OpenGraph and X recommend (docs/seo.md). */
export const SHARE_SIZE = { width: 1200, height: 630 } as const;

const MIME: Record<string, string> = { svg: 'image/svg+xml', png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp', heif: 'image/avif', avif: 'image/avif' };

/**
 * Reads every media file of a site from `siteDir` and writes its AVIF and WebP variants (§9 widths
 * no wider than the source, at least one) to `<dataDir>/media/<websiteId>/<id>-<hash8>-<width>.avif`
 * and `.webp`, then sends those the blob store lacks to it (docs/media-store.md).
 * The hash of the source bytes is in the name, so a file already made (here or in the store) is not
 * encoded again. Problems (missing or unreadable files) come back as issues, one per media file.
 */
export async function processMedia(
  media: Media[],
  websiteId: string,
  dirs: { siteDir: string; blobs: LocalBlobs },
): Promise<{ media: ProcessedMedia[]; issues: SiteIssue[] }> {
  const outDir = dirs.blobs.path(blobFolder('media', websiteId));
  await mkdir(outDir, { recursive: true });
  const stored = await dirs.blobs.stored('media', websiteId);
  const made = (file: string) => stored.has(file) || existsSync(join(outDir, file));
  const done: ProcessedMedia[] = new Array(media.length);
  const issues: SiteIssue[] = [];
  // A few files at a time: rendering an SVG is mostly single-threaded, so this uses more
  // cores, while keeping memory bounded for large photos.
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < media.length; index = next++) {
      try {
        done[index] = await processOne(media[index], dirs.siteDir, outDir, made);
      } catch (err) {
        issues.push({ path: `media.${index}.file`, message: (err as Error).message });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(3, media.length) }, worker));
  issues.sort((a, b) => a.path.localeCompare(b.path, 'en', { numeric: true }));
  const processed = done.filter(Boolean);
  await dirs.blobs.upload('media', websiteId, processed.flatMap(mediaFiles), stored);
  return { media: processed, issues };
}

/** Every file a processed media wrote, with its content type. */
function mediaFiles(m: ProcessedMedia): { name: string; contentType: string }[] {
  if (m.width === 0) return m.variants.map((v) => ({ name: v.file, contentType: m.mime }));
  return m.variants.flatMap((v) =>
    v.share ? [{ name: v.file, contentType: 'image/jpeg' }] : [{ name: v.file, contentType: 'image/webp' }, { name: v.avif, contentType: 'image/avif' }],
  );
}

async function processOne(m: Media, siteDir: string, outDir: string, made: (file: string) => boolean): Promise<ProcessedMedia> {
  const source = resolve(siteDir, m.file);
  const rel = relative(resolve(siteDir), source);
  if (rel.startsWith('..') || isAbsolute(rel)) throw new Error(`${m.file} está fuera de la carpeta del sitio`);
  let bytes: Buffer;
  try {
    bytes = await readFile(source);
  } catch {
    throw new Error(`No existe el archivo ${m.file} junto al archivo de sitio`);
  }
  const audio = AUDIO_MIME[m.file.split('.').pop()!.toLowerCase()];
  if (audio) return copyAudio(m, bytes, audio, outDir, made);
  let meta: Metadata;
  try {
    meta = await sharp(bytes).metadata();
  } catch (err) {
    throw new Error(`${m.file} no es una imagen legible: ${(err as Error).message}`);
  }
  // Width and height as shown, after the EXIF rotation that the variants apply too.
  const { width, height } = meta.autoOrient ?? meta;
  if (!width || !height) throw new Error(`${m.file} no tiene dimensiones`);

  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 8);
  const widths = VARIANT_WIDTHS.filter((w) => w <= width);
  if (widths.length === 0) widths.push(width as (typeof VARIANT_WIDTHS)[number]);
  const variants = widths.map((w) => ({ width: w, file: `${m.id}-${hash}-${w}.webp`, avif: `${m.id}-${hash}-${w}.avif` }));
  const missing = variants.flatMap((v) => [
    { width: v.width, file: v.file, format: 'webp' as const },
    { width: v.width, file: v.avif, format: 'avif' as const },
  ]).filter((f) => !made(f.file));
  if (missing.length) {
    // Rendering an SVG is the slow part: do it once, then resize the pixels. Raster files are
    // opened per variant instead, so JPEG and WebP can shrink while decoding.
    const input = meta.format === 'svg' ? await rasterise(bytes, Math.max(...missing.map((v) => v.width))) : { source: bytes };
    await Promise.all(missing.map((f) => writeVariant(input, join(outDir, f.file), f.width, f.format)));
  }
  const share = `${m.id}-${hash}-share.jpg`;
  if (!made(share)) {
    const input = meta.format === 'svg' ? await rasterise(bytes, Math.min(width, VARIANT_WIDTHS[0])) : { source: bytes };
    await writeShare(input, join(outDir, share), m.focalPoint);
  }
  return {
    id: m.id,
    filename: m.file,
    mime: MIME[meta.format ?? ''] ?? 'application/octet-stream',
    width,
    height,
    bytes: bytes.length,
    alt: m.alt,
    focalPoint: { x: m.focalPoint.x, y: m.focalPoint.y },
    variants: [...variants.sort((a, b) => a.width - b.width), { width: SHARE_SIZE.width, height: SHARE_SIZE.height, file: share, avif: '', share: true }],
  };
}

/**
 * The share picture: the image scaled to cover SHARE_SIZE, cut around its focal point, as a JPEG
 * (quality 82, progressive: every crawler reads JPEG). Written beside and renamed, like the variants.
 */
async function writeShare(input: Input, dest: string, focal: { x: number; y: number }): Promise<void> {
  const tmp = `${dest}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  try {
    const image = input.raw ? sharp(input.source, { raw: input.raw }) : sharp(input.source).autoOrient();
    const { width = 1, height = 1 } = input.raw ?? (await sharp(input.source).autoOrient().metadata()).autoOrient ?? {};
    const scale = Math.max(SHARE_SIZE.width / width, SHARE_SIZE.height / height);
    const w = Math.max(SHARE_SIZE.width, Math.round(width * scale));
    const h = Math.max(SHARE_SIZE.height, Math.round(height * scale));
    const clamp = (v: number, max: number) => Math.min(Math.max(0, Math.round(v)), max);
    await image
      .resize(w, h, { fit: 'fill' })
      .extract({ left: clamp(focal.x * w - SHARE_SIZE.width / 2, w - SHARE_SIZE.width), top: clamp(focal.y * h - SHARE_SIZE.height / 2, h - SHARE_SIZE.height), ...SHARE_SIZE })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, progressive: true, mozjpeg: true })
      .toFile(tmp);
    await rename(tmp, dest);
  } catch (err) {
    await rm(tmp, { force: true });
    throw err;
  }
}

type Input = { source: Buffer; raw?: CreateRaw };

/** The pixels of a vector image, drawn once at the widest width needed (sharp draws it at that scale directly). */
async function rasterise(bytes: Buffer, width: number): Promise<Input> {
  const { data, info } = await sharp(bytes).resize({ width, withoutEnlargement: true }).raw().toBuffer({ resolveWithObject: true });
  return { source: data, raw: { width: info.width, height: info.height, channels: info.channels } };
}

/**
 * Encodes one variant, written beside and renamed, so a half-written file is never served or
 * reused. WebP effort 2: 2.5× faster than the default 4 for 5% more bytes. AVIF quality 50 (about
 * WebP 80 to the eye, smaller) at effort 2: the default 4 takes several times as long.
 */
async function writeVariant(input: Input, dest: string, width: number, format: 'webp' | 'avif'): Promise<void> {
  const tmp = `${dest}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  try {
    const image = input.raw ? sharp(input.source, { raw: input.raw }) : sharp(input.source).autoOrient();
    const resized = image.resize({ width, withoutEnlargement: true });
    await (format === 'avif' ? resized.avif({ quality: 50, effort: 2 }) : resized.webp({ quality: 80, effort: 2 })).toFile(tmp);
    await rename(tmp, dest);
  } catch (err) {
    await rm(tmp, { force: true });
    throw err;
  }
}

/** Audio files (audio and album blocks): served as they are, with range requests, by /media/. */
const AUDIO_MIME: Record<string, string> = { wav: 'audio/wav', mp3: 'audio/mpeg', m4a: 'audio/mp4', ogg: 'audio/ogg', opus: 'audio/ogg' };

/** Copies an audio file to `<id>-<hash8>.<ext>` (once): one "variant" of width 0, so its MediaRef's `src` is its URL. */
async function copyAudio(m: Media, bytes: Buffer, mime: string, outDir: string, made: (file: string) => boolean): Promise<ProcessedMedia> {
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 8);
  const file = `${m.id}-${hash}.${m.file.split('.').pop()!.toLowerCase()}`;
  const dest = join(outDir, file);
  if (!made(file)) {
    const tmp = `${dest}.${process.pid}.tmp`;
    await writeFile(tmp, bytes);
    await rename(tmp, dest);
  }
  return { id: m.id, filename: m.file, mime, width: 0, height: 0, bytes: bytes.length, alt: m.alt, focalPoint: { x: 0.5, y: 0.5 }, variants: [{ width: 0, file, avif: '' }] };
}
