import * as v from 'valibot';
import { Href } from '../../model/common.ts';
import { CROP_MODES, FIT_ALIGNMENTS } from '../../ui/image-config.ts';

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
  /** Image block variants (§3 1000-1019: inline, poster, card…); foundation renders inline and card. */
  layout: v.optional(v.picklist(['inline', 'card']), 'inline'),
  /** Card layout: a title and a short text under the image, so they stay together on phones. */
  title: v.optional(v.pipe(v.string(), v.maxLength(200)), ''),
  description: v.optional(v.pipe(v.string(), v.maxLength(2000)), ''),
});
export type ImageData = v.InferOutput<typeof ImageData>;
