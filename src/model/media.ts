import * as v from 'valibot';
import { FocalPoint, Text } from './common.ts';

/** A media file of a site: an image uploaded by the owner (or drawn by the demo), or an audio file for the audio and album blocks. */
export const Media = v.object({
  /** Stable id used by blocks (`mediaId`). */
  id: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,64}$/, 'Id de medio: minúsculas, dígitos y guiones')),
  /** Path of the source file relative to the site file's folder. */
  file: v.pipe(v.string(), v.regex(/^[\w./-]+\.(svg|png|jpe?g|webp|avif|wav|mp3|m4a|ogg|opus)$/i, 'Archivo de imagen o de audio no admitido'), v.check((f) => !f.includes('..'), 'La ruta no puede salir de la carpeta del sitio')),
  alt: Text(300),
  focalPoint: v.optional(FocalPoint, { x: 0.5, y: 0.5 }),
});
export type Media = v.InferOutput<typeof Media>;

/** Extensions of files a site ships at `/s/<name>` (documents, not pages or scripts), and their types. */
export const SITE_FILE_TYPES: Readonly<Record<string, string>> = {
  pdf: 'application/pdf', txt: 'text/plain; charset=utf-8', csv: 'text/csv; charset=utf-8', zip: 'application/zip', epub: 'application/epub+zip',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet', ics: 'text/calendar; charset=utf-8', gpx: 'application/gpx+xml',
};

/**
 * A file the site ships (§2 `/s/…` file links; docs/platform-calls.md): uploaded with the site's
 * media, served at `/s/<name>` with its original name. `name` is one path segment: no slash,
 * backslash or control character, not `.`/`..`, no leading dot.
 */
export const SiteFile = v.object({
  id: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,64}$/, 'Id de archivo: minúsculas, dígitos y guiones')),
  /** Path of the source file relative to the site file's folder. */
  file: v.pipe(
    v.string(),
    v.regex(new RegExp(`^[\\w./-]+\\.(${Object.keys(SITE_FILE_TYPES).join('|')})$`, 'i'), 'Archivo no admitido: PDF, texto, CSV, ZIP, EPUB, documentos de oficina, ICS o GPX'),
    v.check((f) => !f.includes('..'), 'La ruta no puede salir de la carpeta del sitio'),
  ),
  /** The original name visitors see and download (default: the source file's name). */
  name: v.optional(
    v.pipe(
      v.string(),
      v.minLength(1),
      v.maxLength(200),
      v.check((n) => !/[\u0000-\u001f\u007f/\\]/.test(n) && !n.startsWith('.') && n.trim() === n, 'Nombre de archivo: sin barras, caracteres de control, espacios al borde ni punto inicial'),
    ),
  ),
});
export type SiteFile = v.InferOutput<typeof SiteFile>;
