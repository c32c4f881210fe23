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
