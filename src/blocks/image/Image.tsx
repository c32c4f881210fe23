import type { BlockContext } from '../types.ts';
import { ResponsiveImage } from '../../ui/ResponsiveImage.tsx';
import { sizesForSpan } from '../../ui/sizes.ts';
import type { ImageData } from './image.schema.ts';

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

/** Image block: a responsive image, an optional link and caption, inline or as a card. */
export function ImageBlock({ data, span, ctx }: ImageBlockProps) {
  const media = ctx.media(data.mediaId);
  if (!media) return null;
  const image = (
    <ResponsiveImage
      media={media}
      sizes={sizesForSpan(span)}
      ratio={RATIOS[data.aspectRatio]}
      cropMode={data.cropMode}
      fitAlignment={data.fitAlignment}
      eager={ctx.eagerImage()}
      className="image-block__img"
    />
  );
  return (
    <figure className={`image-block image-block--${data.layout}`}>
      {data.href ? (
        <a className="image-block__link" href={data.href}>
          {image}
        </a>
      ) : (
        image
      )}
      {data.title || data.description ? (
        <figcaption className="image-block__body">
          {data.title ? <h3 className="image-block__title">{data.title}</h3> : null}
          {data.description ? <p className="image-block__description">{data.description}</p> : null}
          {data.caption ? <p className="image-block__caption">{data.caption}</p> : null}
        </figcaption>
      ) : data.caption ? (
        <figcaption className="image-block__caption">{data.caption}</figcaption>
      ) : null}
    </figure>
  );
}
