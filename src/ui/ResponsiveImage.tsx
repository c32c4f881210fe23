import type { MediaRef } from './media-ref.ts';

/** Props of a responsive image: the media, its `sizes`, an optional crop ratio (w / h). */
export interface ResponsiveImageProps {
  media: MediaRef;
  sizes: string;
  ratio?: number;
  eager?: boolean;
  className?: string;
}

/**
 * An `<img>` with a `srcset` of the §9 widths, intrinsic width/height (no layout shift),
 * lazy loading unless it is the page's first image, and the focal point kept in view.
 */
export function ResponsiveImage({ media, sizes, ratio, eager = false, className }: ResponsiveImageProps) {
  const srcSet = media.variants.length ? media.variants.map((v) => `${v.url} ${v.width}w`).join(', ') : undefined;
  const height = ratio ? Math.round(media.width / ratio) : media.height;
  const { x, y } = media.focalPoint;
  return (
    <img
      className={className}
      src={media.src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={media.width}
      height={height}
      alt={media.alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding={eager ? undefined : 'async'}
      fetchPriority={eager ? 'high' : undefined}
      style={{
        objectPosition: `${round(x * 100)}% ${round(y * 100)}%`,
        // With a crop the ratio must hold after loading too, not only from the attributes.
        aspectRatio: ratio ? `${media.width} / ${height}` : undefined,
      }}
    />
  );
}

const round = (n: number) => Math.round(n * 100) / 100;
