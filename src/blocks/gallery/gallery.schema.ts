import * as v from 'valibot';
import { GalleryMediaType } from '../../shared/enums/gallery.ts';

const Text = (max: number) => v.pipe(v.string(), v.maxLength(max));
/** An option as site files and the §3 JSON write them: a string, number or boolean (read forgivingly by read.ts). */
const Option = v.optional(v.union([v.string(), v.number(), v.boolean()]));

/**
 * One slide (§3): its id, its own URL segment (what the lightbox records in history, §2), image
 * or video, the site media it shows (the poster of a video), a caption and a click-through link.
 */
export const GallerySlide = v.object({
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  /** The slide's URL segment (`atardecer`): letters, digits, `-`, `_`, `.`, `~` only. */
  url: v.optional(v.pipe(v.string(), v.maxLength(200), v.regex(/^[\w.~-]*$/u)), ''),
  type: v.optional(v.picklist(['image', 'video']), 'image'),
  /** §3 media type; informative (imageEmpty slides show nothing). */
  mediaType: v.optional(v.picklist(Object.values(GalleryMediaType))),
  mediaId: v.optional(Text(64)),
  title: v.optional(Text(500), ''),
  description: v.optional(Text(5000), ''),
  /** Where the slide leads when the lightbox is off; unsafe URLs are ignored when rendering. */
  clickThroughUrl: v.optional(Text(2048)),
  /** A video slide's YouTube or Vimeo URL (as the video block takes it). */
  videoUrl: v.optional(Text(2048)),
});
export type GallerySlide = v.InferOutput<typeof GallerySlide>;

/**
 * Gallery block data (type 8 and variants 1000–1003; §3 "Gallery block data"): the options
 * either as the §3 JSON attribute in `json` or as fields of their own (stored data), both read
 * by read.ts — JSON that does not decode or is no object, and unknown designs, do not refuse the
 * site (§8): the block renders its fallback and publishing warns (meta `warnings`).
 */
export const GalleryData = v.object({
  /** The §3 JSON attribute as a string; its options win over the fields below. */
  json: v.optional(Text(20000)),
  /** At most 250 (the §9 size of a user-orderable collection, which a gallery collection lists). */
  slides: v.optional(v.pipe(v.array(GallerySlide), v.maxLength(250)), []),
  design: Option,
  /** Not §3's list, but the §8 "transition named X": stacked slides fade, slide or ken-burns. */
  transition: Option,
  imageAspectRatio: Option,
  slidesPerRow: Option,
  lightbox: Option,
  lightboxTheme: Option,
  mixedContent: Option,
  columnWidth: Option,
  gutter: Option,
  listImageSize: Option,
  autoplay: Option,
  'autoplay-duration': Option,
  'active-alignment': Option,
  thumbnails: Option,
  'thumbnail-strip-height': Option,
  'thumbnail-strip-margin': Option,
  'thumbnails-per-row': Option,
  padding: Option,
  'square-thumbs': Option,
  'auto-crop': Option,
  vSize: Option,
  'meta-position': Option,
  loop: Option,
  /** §2: record the shown slide of the lightbox in the browser's history. */
  history: Option,
});
export type GalleryData = v.InferOutput<typeof GalleryData>;
