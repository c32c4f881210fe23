import * as v from 'valibot';
import { Href } from '../../model/common.ts';
import { CROP_MODES, FIT_ALIGNMENTS } from '../../ui/image-config.ts';
import { IMAGE_LAYOUTS } from './image-layouts.ts';

/** Image (block type 5): a media file, an optional caption and link. */
export const ImageData = v.object({
  mediaId: v.string(),
  caption: v.optional(v.pipe(v.string(), v.maxLength(500)), ''),
  href: v.optional(Href),
  /** Crop to a ratio (width / height), or keep the file's own. */
  aspectRatio: v.optional(v.picklist(['original', '1:1', '4:3', '3:2', '16:9', '3:4']), 'original'),
  /** §3 crop mode inside the ratio's box: cover (around the focal point), contain or none. */
  cropMode: v.optional(v.picklist(CROP_MODES), 'cover'),
  /** §3 fit alignment of a contained or uncropped image. */
  fitAlignment: v.optional(v.picklist(FIT_ALIGNMENTS), 'center'),
  /** §3 image variants 1011–1016: inline, poster, card, overlap, collage, stack (image-layouts.ts). */
  layout: v.optional(v.picklist(IMAGE_LAYOUTS), 'inline'),
  /** A title and a short text with the image, placed by the layout (under, over, beside it). */
  title: v.optional(v.pipe(v.string(), v.maxLength(200)), ''),
  description: v.optional(v.pipe(v.string(), v.maxLength(2000)), ''),
  /** With `href`: a button with this text under the title and text links there (the image is then not a link). */
  buttonLabel: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(80)), ''),
});
export type ImageData = v.InferOutput<typeof ImageData>;
