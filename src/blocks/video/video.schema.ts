import * as v from 'valibot';
import { MAX_VIDEO_URL_LENGTH, VIDEO_MODES } from '../../shared/video/provider.ts';

/**
 * Video (block type 32): the URL the owner pasted (a YouTube or Vimeo page or player URL), a
 * title for the play button and the frame, an optional poster from the site's media, the §5
 * mode and a caption. The URL is kept as given: one that is no video renders the §8 error
 * state ('La integración del video no es válida.') rather than refusing the whole site.
 */
export const VideoData = v.object({
  url: v.pipe(v.string(), v.maxLength(MAX_VIDEO_URL_LENGTH)),
  title: v.optional(v.pipe(v.string(), v.maxLength(200)), ''),
  /** A media file of the site shown until the visitor plays; without one, a neutral poster. */
  posterId: v.optional(v.string()),
  /** How the player sits in its box: none (the 56.3 % box), fit (contain) or fill (cover). */
  mode: v.optional(v.picklist(VIDEO_MODES), 'none'),
  caption: v.optional(v.pipe(v.string(), v.maxLength(500)), ''),
});
export type VideoData = v.InferOutput<typeof VideoData>;
