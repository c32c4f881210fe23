import * as v from 'valibot';
import { FocalPoint, Text } from './common.ts';

/** A media file of a site: an image uploaded by the owner (or drawn by the demo). */
export const Media = v.object({
  /** Stable id used by blocks (`mediaId`). */
  id: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,64}$/, 'Id de medio: minúsculas, dígitos y guiones')),
  /** Path of the source file relative to the site file's folder. */
  file: v.pipe(v.string(), v.regex(/^[\w./-]+\.(svg|png|jpe?g|webp|avif)$/i, 'Archivo de imagen no admitido'), v.check((f) => !f.includes('..'), 'La ruta no puede salir de la carpeta del sitio')),
  alt: Text(300),
  focalPoint: v.optional(FocalPoint, { x: 0.5, y: 0.5 }),
});
export type Media = v.InferOutput<typeof Media>;
