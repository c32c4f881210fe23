import type { BlockContext } from '../types.ts';
import { isExternal } from '../../ui/links.ts';
import { ResponsiveImage } from '../../ui/ResponsiveImage.tsx';
import { sizesForSpan } from '../../ui/sizes.ts';
import { IMAGE_DESKTOP_SHARE } from './image-layouts.ts';
import type { ImageData } from './image.schema.ts';
import { classList } from '../../ui/class-list.ts';

const RATIOS: Record<ImageData['aspectRatio'], number | undefined> = {
  original: undefined,
  '1:1': 1,
  '4:3': 4 / 3,
  '3:2': 3 / 2,
  '16:9': 16 / 9,
  '3:4': 3 / 4,
};

/** Props of the image block: its data, its width in columns and the page's render context. */
export interface ImageBlockProps {
  data: ImageData;
  span?: number;
  ctx: Pick<BlockContext, 'media' | 'eagerImage'>;
}

/**
 * Image block, in its §3 layout: inline or card (text under the image), poster (text over it,
 * on a scrim), overlap (a text card over its edge), collage (beside a coloured panel, offset) or
 * stack (centred text under it). With `href` and `buttonLabel` a button carries the link; with
 * `href` alone the image does. Layouts beside or over the image stack on phones (image.css).
 */
export function ImageBlock({ data, span = 12, ctx }: ImageBlockProps) {
  const media = ctx.media(data.mediaId);
  if (!media) return null;
  const button = data.href && data.buttonLabel ? data.buttonLabel : '';
  const image = (
    <ResponsiveImage
      media={media}
      sizes={sizesForSpan(span * IMAGE_DESKTOP_SHARE[data.layout])}
      ratio={RATIOS[data.aspectRatio]}
      cropMode={data.cropMode}
      fitAlignment={data.fitAlignment}
      eager={ctx.eagerImage()}
      className="image-block__img"
    />
  );
  const linked =
    data.href && !button ? (
      <a className="image-block__link" href={data.href}>
        {image}
      </a>
    ) : (
      image
    );
  const hasText = Boolean(data.title || data.description || button);
  const body = hasText ? (
    <>
      {data.title ? <h3 className="image-block__title">{data.title}</h3> : null}
      {data.description ? <p className="image-block__description">{data.description}</p> : null}
      {button ? (
        <p className="image-block__action">
          <a className="btn btn--primary btn--small" href={data.href} rel={isExternal(data.href!) ? 'noopener noreferrer' : undefined}>
            {button}
          </a>
        </p>
      ) : null}
      {data.caption ? <p className="image-block__caption">{data.caption}</p> : null}
    </>
  ) : null;

  if (data.layout === 'inline' || data.layout === 'card' || !hasText) {
    // Without text every layout is the plain image (nothing to place over or beside it).
    const layout = hasText ? data.layout : data.layout === 'card' ? 'card' : 'inline';
    return (
      <figure className={classList`image-block image-block--${layout}`}>
        {linked}
        {hasText ? (
          <figcaption className="image-block__body">{body}</figcaption>
        ) : data.caption ? (
          <figcaption className="image-block__caption">{data.caption}</figcaption>
        ) : null}
      </figure>
    );
  }
  // Poster text sits on a dark scrim and the collage panel on the accent: each sets its own colour roles.
  const bodyScheme = data.layout === 'poster' ? ' theme-dark' : data.layout === 'collage' ? ' theme-accent' : '';
  return (
    <figure className={classList`image-block image-block--${data.layout}`}>
      <div className="image-block__media">{linked}</div>
      <figcaption className={classList`image-block__body${bodyScheme}`}>{body}</figcaption>
    </figure>
  );
}
