import type { CSSProperties } from 'react';
import { GalleryDesign } from '../../shared/enums/gallery.ts';
import { createGalleryState } from '../../shared/gallery/state.ts';
import { carouselLayout } from '../../shared/gallery/layout.ts';
import { GALLERY_ATTR, GALLERY_CONFIG_ATTR } from '../../shared/gallery/dom.ts';
import { STACKED_PRELOAD, STACKED_SPEED_MS, STRIP_SPEED_MS } from '../../shared/gallery/constants.ts';
import { t } from '../../shared/messages/index.ts';
import { ResponsiveImage } from '../../ui/ResponsiveImage.tsx';
import { CONTENT_MAX_PX } from '../../ui/sizes.ts';
import type { BlockContext } from '../types.ts';
import { CONTROL_ATTRS, CURRENT_CLASS, NEAR_ATTR, type GalleryScriptConfig } from './config.ts';
import { GalleryControls } from './Controls.tsx';
import type { GalleryData } from './gallery.schema.ts';
import { AUTOROWS_HEIGHT_PX, problemConsoleText, readGallery, type GalleryView } from './read.ts';
import { SlideFigure, shownSlides, slideAttributes, type ShownSlide } from './Slide.tsx';
import { gallerySizes, thumbnailSizes } from './sizes.ts';
import { trimChar } from '../../shared/trim.ts';

/** The designs the script moves; the others are static (their only script is the lightbox's). */
const MOVING: ReadonlySet<GalleryDesign> = new Set([GalleryDesign.STACKED, GalleryDesign.STRIP, GalleryDesign.CAROUSEL]);

/** Props of the gallery block. */
export interface GalleryBlockProps {
  data: GalleryData;
  /** The stored block number: a variant (1000–1003) picks the default design. */
  type?: number;
  span?: number;
  ctx: Pick<BlockContext, 'media' | 'eagerImage' | 'collectionUrl'>;
}

/** The crop ratio (w / h) of a design's cells, or undefined where images keep their own shape. */
function cellRatio(view: GalleryView, slides: ShownSlide[]): number | undefined {
  const first = slides.find((s) => s.media)?.media;
  const own = first ? first.width / Math.max(first.height, 1) : 3 / 2;
  switch (view.design) {
    case GalleryDesign.STACKED:
      return view.aspectRatio ?? own;
    case GalleryDesign.GRID:
    case GalleryDesign.AUTOGRID:
    case GalleryDesign.BASE:
      return view.squareThumbs ? 1 : (view.aspectRatio ?? 1);
    case GalleryDesign.CAROUSEL:
      return view.squareThumbs ? 1 : (view.aspectRatio ?? 3 / 2);
    default:
      return view.aspectRatio ?? undefined;
  }
}

/** The CSS custom properties carrying the §9 numbers and the block's options (gallery.css reads them). */
function cssVars(view: GalleryView, ratio: number | undefined): CSSProperties {
  const vars: Record<string, string | number> = {
    '--gallery-per-row': view.slidesPerRow,
    '--gallery-padding': `${view.padding}px`,
    '--gallery-gutter': `${view.gutter}px`,
    '--gallery-column-width': `${view.columnWidth}px`,
    '--gallery-row-height': `${AUTOROWS_HEIGHT_PX}px`,
    '--gallery-vsize': view.vSize,
    '--gallery-list-image': `${view.listImageSize}%`,
    '--gallery-speed': `${view.design === GalleryDesign.STRIP || view.design === GalleryDesign.CAROUSEL ? STRIP_SPEED_MS : STACKED_SPEED_MS}ms`,
    '--gallery-autoplay': `${view.autoplayMs}ms`,
  };
  if (ratio) vars['--gallery-ratio'] = String(Math.round(ratio * 10000) / 10000);
  if (view.thumbnails) {
    vars['--gallery-thumb-height'] = `${view.thumbnailStripHeight}px`;
    vars['--gallery-thumb-margin'] = `${view.thumbnailStripMargin}px`;
    if (view.thumbnailsPerRow) vars['--gallery-thumbs-per-row'] = view.thumbnailsPerRow;
  }
  return vars as CSSProperties;
}

/**
 * Gallery block (§1 type 8, §3 designs): the slides in the markup of their design, following
 * the contract of src/shared/gallery/dom.ts. Every design shows its images without script;
 * stacked, strip and carousel get controls, swipe, keys and autoplay from gallery.ts. A gallery
 * with nothing to show renders nothing.
 */
export function GalleryBlock({ data, type, span, ctx }: GalleryBlockProps) {
  const { view, problems } = readGallery(data, type);
  const slides = shownSlides(data.slides, ctx);
  if (slides.length === 0) return null;
  const design = view.design;
  const moving = MOVING.has(design);
  const ratio = cellRatio(view, slides);
  const sizes = gallerySizes(view, span);
  const config: GalleryScriptConfig = {
    design, loop: view.loop, autoplay: view.autoplay, autoplayMs: view.autoplayMs,
    lightbox: view.lightbox, lightboxTheme: view.lightboxTheme, history: view.history,
    collectionUrl: trimChar(ctx.collectionUrl, '/', 'end'),
    slidesPerRow: view.slidesPerRow, activeAlignment: view.activeAlignment, transition: view.transition,
    problems: problems.map(problemConsoleText),
  };
  // The first slide(s) in view on load: the page's first image may load eagerly (docs/images.md).
  const eagerFirst = ctx.eagerImage();
  const count = slides.length;
  const groups = design === GalleryDesign.CAROUSEL;
  const positions = groups ? carouselLayout(CONTENT_MAX_PX, view.slidesPerRow, count).groups : count;
  const controls = createGalleryState({ count: positions, loop: view.loop, now: () => 0 }).controls();

  const items = slides.map((shown, index) => {
    const figure = (
      <SlideFigure shown={shown} index={index} view={view} sizes={sizes} ratio={ratio} eager={eagerFirst && index === 0} span={span} ctx={ctx} />
    );
    const attrs = slideAttributes(shown);
    if (!moving) {
      const grow = design === GalleryDesign.AUTOROWS && shown.media ? shown.media.width / Math.max(shown.media.height, 1) : undefined;
      return (
        <li key={shown.slide.id + index} className="gallery__slide" style={grow ? ({ '--gallery-grow': Math.round(grow * 1000) / 1000 } as CSSProperties) : undefined} {...attrs}>
          {figure}
        </li>
      );
    }
    const near = design === GalleryDesign.STACKED && index !== 0 && (index <= STACKED_PRELOAD || index >= count - STACKED_PRELOAD);
    return (
      <div
        key={shown.slide.id + index}
        className={index === 0 ? `gallery__slide ${CURRENT_CLASS}` : 'gallery__slide'}
        role="group"
        aria-roledescription={t('gallery.roleSlide')}
        aria-label={t('gallery.slideLabel', { index: index + 1, count })}
        {...(near ? { [NEAR_ATTR]: '' } : {})}
        {...attrs}
      >
        {figure}
      </div>
    );
  });

  const className = [
    'gallery', `gallery--${design}`,
    `gallery--meta-${view.metaPosition}`,
    design === GalleryDesign.STACKED ? `gallery--${view.transition}` : '',
    design === GalleryDesign.STRIP ? `gallery--align-${view.activeAlignment}` : '',
    view.autoCrop ? '' : 'gallery--fit',
  ].filter(Boolean).join(' ');
  const rootAttrs = { [GALLERY_ATTR]: design, [GALLERY_CONFIG_ATTR]: JSON.stringify(config) };

  if (!moving) {
    return (
      <div className={className} style={cssVars(view, ratio)} {...rootAttrs}>
        <ul className="gallery__slides">
          {items}
        </ul>
      </div>
    );
  }
  return (
    <div
      className={className}
      style={cssVars(view, ratio)}
      role="group"
      aria-roledescription={t('gallery.roleCarousel')}
      aria-label={t('gallery.label')}
      {...rootAttrs}
    >
      <div className="gallery__viewport" {...{ [CONTROL_ATTRS.viewport]: '' }}>
        <div className="gallery__track" {...{ [CONTROL_ATTRS.track]: '' }}>
          {items}
        </div>
      </div>
      <GalleryControls groups={groups} previousDisabled={controls.previousDisabled} nextDisabled={controls.nextDisabled} autoplay={view.autoplay} />
      <p
        className="visually-hidden"
        aria-live="polite"
        aria-atomic="true"
        data-position-template={t('gallery.position', { index: '{index}', count: '{count}' })}
        data-group-template={t('gallery.groupPosition', { first: '{first}', last: '{last}', count: '{count}' })}
        {...{ [CONTROL_ATTRS.status]: '' }}
      />
      {design === GalleryDesign.STACKED && view.thumbnails ? <Thumbnails slides={slides} view={view} /> : null}
    </div>
  );
}

/** The thumbnail strip linked to a slideshow (§4): one button per slide, the current one marked. */
function Thumbnails({ slides, view }: { slides: ShownSlide[]; view: GalleryView }) {
  return (
    <div className={view.thumbnailsPerRow ? 'gallery__thumbs gallery__thumbs--per-row' : 'gallery__thumbs'} role="group" aria-label={t('gallery.thumbnails')} hidden {...{ [CONTROL_ATTRS.thumbnails]: '' }}>
      {slides.map(({ slide, media }, index) => {
        const name = slide.title.trim() || media?.alt || '';
        return (
          <button
            key={slide.id + index}
            type="button"
            className="gallery__thumb"
            aria-label={t('gallery.thumbnail', { index: index + 1, name })}
            aria-current={index === 0 ? 'true' : undefined}
            {...{ [CONTROL_ATTRS.thumbnail]: index }}
          >
            {media ? (
              <ResponsiveImage media={media} sizes={thumbnailSizes(view, media)} ratio={view.squareThumbs ? 1 : undefined} alt="" className="gallery__thumb-img" />
            ) : (
              <span className="gallery__thumb-video" aria-hidden="true" />
            )}
          </button>
        );
      })}
    </div>
  );
}
