import * as v from 'valibot';
import type { ReactNode } from 'react';
import { Href } from '../../model/common.ts';
import { SLIDE_ATTRS } from '../../shared/gallery/dom.ts';
import { t } from '../../shared/messages/index.ts';
import { ResponsiveImage } from '../../ui/ResponsiveImage.tsx';
import type { MediaRef } from '../../ui/media-ref.ts';
import { VideoBlock } from '../video/Video.tsx';
import type { BlockContext } from '../types.ts';
import type { GallerySlide } from './gallery.schema.ts';
import type { GalleryView } from './read.ts';

/** A slide the gallery shows: its data and its image (the poster of a video slide, if any). */
export interface ShownSlide {
  slide: GallerySlide;
  media?: MediaRef;
}

/** The slides that can be shown: images with a known media file, videos with a URL. */
export function shownSlides(slides: readonly GallerySlide[], ctx: Pick<BlockContext, 'media'>): ShownSlide[] {
  const shown: ShownSlide[] = [];
  for (const slide of slides) {
    const media = ctx.media(slide.mediaId);
    if (slide.type === 'video' ? slide.videoUrl : media && slide.mediaType !== 'imageEmpty') shown.push({ slide, media });
  }
  return shown;
}

/** The §3 slide attributes (dom.ts SLIDE_ATTRS) of one slide. */
export function slideAttributes({ slide, media }: ShownSlide): Record<string, string> {
  const attrs: Record<string, string> = { [SLIDE_ATTRS.type]: slide.type, [SLIDE_ATTRS.id]: slide.id };
  if (slide.url) attrs[SLIDE_ATTRS.url] = slide.url;
  if (slide.clickThroughUrl && v.is(Href, slide.clickThroughUrl)) attrs[SLIDE_ATTRS.clickThrough] = slide.clickThroughUrl;
  if (media) {
    attrs[SLIDE_ATTRS.src] = media.src;
    attrs[SLIDE_ATTRS.dimensions] = `${media.width}x${media.height}`;
    attrs[SLIDE_ATTRS.focalPoint] = `${media.focalPoint.x},${media.focalPoint.y}`;
  }
  return attrs;
}

/** Props of one slide's figure. */
export interface SlideFigureProps {
  shown: ShownSlide;
  index: number;
  view: GalleryView;
  sizes: string;
  /** Crop ratio of this design's cells (w / h), or undefined for the image's own. */
  ratio?: number;
  eager: boolean;
  span?: number;
  ctx: Pick<BlockContext, 'media'>;
}

/**
 * One slide's figure: the image (in the lightbox's opener when the lightbox is on, in its
 * click-through link otherwise) or the video placeholder, and its caption.
 */
export function SlideFigure({ shown, index, view, sizes, ratio, eager, span, ctx }: SlideFigureProps) {
  const { slide, media } = shown;
  const title = slide.title.trim();
  const description = slide.description.trim();
  let body: ReactNode;
  if (slide.type === 'video') {
    body = <VideoBlock data={{ url: slide.videoUrl ?? '', title, posterId: slide.mediaId, mode: 'none', caption: '' }} span={span} ctx={ctx} />;
  } else if (media) {
    const image = (
      <ResponsiveImage
        media={media}
        sizes={sizes}
        ratio={ratio}
        eager={eager}
        cropMode={view.autoCrop ? 'cover' : 'contain'}
        alt={media.alt || title}
        className="gallery__img"
      />
    );
    const clickThrough = slideAttributes(shown)[SLIDE_ATTRS.clickThrough];
    if (view.lightbox) {
      const name = title || media.alt;
      body = (
        <button
          type="button"
          className="gallery__open"
          aria-label={name ? t('gallery.open', { name }) : t('gallery.openNumbered', { index: index + 1 })}
          aria-haspopup="dialog"
          data-lightbox-open={index}
        >
          {image}
        </button>
      );
    } else if (clickThrough) {
      body = (
        <a className="gallery__link" href={clickThrough}>
          {image}
        </a>
      );
    } else {
      body = image;
    }
  }
  return (
    <figure className="gallery__figure">
      <div className="gallery__media">{body}</div>
      {title || description ? (
        <figcaption className="gallery__caption" data-slide-caption="">
          {title ? <span className="gallery__title">{title}</span> : null}
          {description ? <span className="gallery__description">{description}</span> : null}
        </figcaption>
      ) : null}
    </figure>
  );
}
