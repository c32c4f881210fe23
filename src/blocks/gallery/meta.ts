import { BlockType, BlockVariant } from '../../shared/enums.ts';
import { slideSegment } from '../../shared/gallery/slide-url.ts';
import { t } from '../../shared/messages/index.ts';
import { VIMEO_EMBED_ORIGIN, YOUTUBE_EMBED_ORIGIN } from '../../shared/video/provider.ts';
import { defineBlockMeta } from '../block-meta.ts';
import { GalleryData } from './gallery.schema.ts';
import { readGallery, type GalleryProblem } from './read.ts';

/** The publish warning (catalogue text) of a §8 problem. */
function problemWarning(problem: GalleryProblem): string {
  switch (problem.kind) {
    case 'decoding':
      return t('gallery.decodingError');
    case 'evaluating':
      return t('gallery.evaluatingError');
    case 'design':
      return t('gallery.designNotFound', { design: problem.name, fallback: problem.fallback });
  }
}

/**
 * Gallery block (type 8; variants slideshow 1000, carousel 1001, grid 1002, stack 1003): static
 * markup per design that the moving-parts script moves (gallery.ts). Its video slides are video
 * placeholders, so it declares the video block's player origins; its slides' URL segments are
 * paths of its page (the lightbox records them in history, §2).
 */
export default defineBlockMeta({
  name: 'gallery',
  types: [BlockType.GALLERY],
  variants: [BlockVariant.GALLERY_SLIDESHOW, BlockVariant.GALLERY_CAROUSEL, BlockVariant.GALLERY_GRID, BlockVariant.GALLERY_STACK],
  data: GalleryData,
  origins: [
    { directive: 'frame-src', origin: YOUTUBE_EMBED_ORIGIN, consent: true },
    { directive: 'frame-src', origin: VIMEO_EMBED_ORIGIN, consent: true },
  ],
  reads: ['media', 'eagerImage', 'collectionUrl'],
  paths: (data) => data.slides.map((slide) => slideSegment({ id: slide.id, url: slide.url })),
  // The block type is not known here; a variant's default design only changes the fallback named.
  warnings: (data) => readGallery(data).problems.map(problemWarning),
});
