import * as v from 'valibot';
import { MAX_EMBED_HTML_LENGTH } from '../../shared/video/embed-html.ts';
import { MAX_VIDEO_URL_LENGTH, VIDEO_MODES } from '../../shared/video/provider.ts';

/** Box shapes an owner may pick for an embed (width:height); without one, the snippet's or §9 56.3 %. */
export const EMBED_RATIOS = ['16:9', '4:3', '3:2', '1:1', '3:4', '9:16', '21:9'] as const;

/**
 * Embed (block type 22), the §3 video element as a site file carries it: a pasted URL or an
 * `<iframe>` snippet (`html`; only its src, title, width and height are read — it is never
 * injected), a title, an optional poster (YouTube and Vimeo only), the §5 mode, a caption and
 * the box's shape. A URL or snippet that is no embed renders the §8 error rather than refusing
 * the site.
 */
export const EmbedData = v.object({
  url: v.optional(v.pipe(v.string(), v.maxLength(MAX_VIDEO_URL_LENGTH)), ''),
  html: v.optional(v.pipe(v.string(), v.maxLength(MAX_EMBED_HTML_LENGTH)), ''),
  title: v.optional(v.pipe(v.string(), v.maxLength(200)), ''),
  /** A media file of the site shown until the visitor plays; YouTube and Vimeo only. */
  posterId: v.optional(v.string()),
  mode: v.optional(v.picklist(VIDEO_MODES), 'none'),
  caption: v.optional(v.pipe(v.string(), v.maxLength(500)), ''),
  aspectRatio: v.optional(v.picklist(EMBED_RATIOS)),
});
export type EmbedData = v.InferOutput<typeof EmbedData>;
