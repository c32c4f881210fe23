import { BlockVariant } from '../../shared/enums.ts';

/**
 * The image block's layouts, the §3 image variants 1011–1016 in the spec's order: inline, poster
 * (text over the image), card, overlap (a text card overlapping the image), collage (the image
 * and a coloured panel, offset) and stack (image above centred text).
 */
export const IMAGE_LAYOUTS = ['inline', 'poster', 'card', 'overlap', 'collage', 'stack'] as const;
export type ImageLayout = (typeof IMAGE_LAYOUTS)[number];

/** Each layout's §3 variant number. */
export const IMAGE_LAYOUT_VARIANTS: Readonly<Record<ImageLayout, BlockVariant>> = {
  inline: BlockVariant.IMAGE_INLINE,
  poster: BlockVariant.IMAGE_POSTER,
  card: BlockVariant.IMAGE_CARD,
  overlap: BlockVariant.IMAGE_OVERLAP,
  collage: BlockVariant.IMAGE_COLLAGE,
  stack: BlockVariant.IMAGE_STACK,
};

/**
 * The share of the block's width the image takes on a desktop (blocks stack below 800 px, where
 * every layout shows the image full width): overlap and collage set the image beside text.
 * Its `sizes` come from it (`sizesForSpan(span × share)`), so no wider file is fetched.
 */
export const IMAGE_DESKTOP_SHARE: Readonly<Record<ImageLayout, number>> = {
  inline: 1,
  poster: 1,
  card: 1,
  overlap: 8 / 12,
  collage: 7 / 12,
  stack: 1,
};
