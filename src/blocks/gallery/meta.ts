import { BlockType, BlockVariant } from '../../shared/enums.ts';
import { slideSegment } from '../../shared/gallery/slide-url.ts';
import { t } from '../../shared/messages/index.ts';
import { videoFromUrl, videoOrigins } from '../../shared/video/provider.ts';
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
 * placeholders, so it declares the player origins of their URLs; its slides' URL segments are
 * paths of its page (the lightbox records them in history, §2).
 */
export default defineBlockMeta({
  name: 'gallery',
  types: [BlockType.GALLERY],
  variants: [BlockVariant.GALLERY_SLIDESHOW, BlockVariant.GALLERY_CAROUSEL, BlockVariant.GALLERY_GRID, BlockVariant.GALLERY_STACK],
  data: GalleryData,
  // Exactly the frame origins its video slides play from, as the video block declares them.
  origins: (data) => data.slides.filter((slide) => slide.type === 'video').flatMap((slide) => videoOrigins(videoFromUrl(slide.videoUrl ?? ''))),
  reads: ['media', 'eagerImage', 'collectionUrl'],
  paths: (data) => data.slides.map((slide) => slideSegment({ id: slide.id, url: slide.url })),
  // The block type is not known here; a variant's default design only changes the fallback named.
  warnings: (data) => readGallery(data).problems.map(problemWarning),
});
