import type { MediaRef } from './media-ref.ts';
import { objectFit, objectPosition, type ImageLoadingConfig } from './image-config.ts';

/** Props of a responsive image: the media, its `sizes`, an optional crop ratio (w / h). */
export interface ResponsiveImageProps {
  media: MediaRef;
  sizes: string;
  ratio?: number;
  /** The page's first image in view (the likely LCP element): eager, fetchpriority high. */
  eager?: boolean;
  /** In view on load but not the main image (the header logo): eager, normal priority. */
  inView?: boolean;
  /** §3 crop mode and fit alignment; cover around the focal point by default. */
  cropMode?: ImageLoadingConfig['cropMode'];
  fitAlignment?: ImageLoadingConfig['fitAlignment'];
  /** Rendered size, when it is not the media's own (the logo at 48 px high). */
  width?: number;
  height?: number;
  alt?: string;
  className?: string;
}

const srcSet = (entries: { width: number; url?: string }[]) =>
  entries.every((e) => e.url) && entries.length ? entries.map((e) => `${e.url} ${e.width}w`).join(', ') : undefined;

/**
 * A `<picture>`: AVIF `<source>`, then WebP, both with the §9 widths as `srcset`, and an `<img>`
 * with intrinsic width/height (no layout shift), lazy unless in view on load (the first image
 * eager with fetchpriority high), and the focal point kept in view. The `<picture>` is
 * `display: contents`, so the `<img>` is laid out as if it stood alone.
 */
export function ResponsiveImage({ media, sizes, ratio, eager = false, inView = false, cropMode = 'cover', fitAlignment = 'center', width, height, alt, className }: ResponsiveImageProps) {
  const webp = srcSet(media.variants.map((v) => ({ width: v.width, url: v.url })));
  const avif = srcSet(media.variants.map((v) => ({ width: v.width, url: v.avif })));
  const w = width ?? media.width;
  const h = height ?? (ratio ? Math.round(w / ratio) : width ? Math.round((w * media.height) / Math.max(media.width, 1)) : media.height);
  const img = (
    <img
      className={className}
      src={media.src}
      srcSet={webp}
      sizes={webp ? sizes : undefined}
      width={w}
      height={h}
      alt={alt ?? media.alt}
      loading={eager || inView ? 'eager' : 'lazy'}
      decoding={eager ? undefined : 'async'}
      fetchPriority={eager ? 'high' : undefined}
      style={{
        objectFit: cropMode === 'cover' ? undefined : objectFit(cropMode),
        objectPosition: objectPosition({ cropMode, focalPoint: media.focalPoint, fitAlignment }),
        // With a crop the ratio must hold after loading too, not only from the attributes.
        aspectRatio: ratio ? `${w} / ${h}` : undefined,
      }}
    />
  );
  if (!avif || !webp) return img;
  return (
    <picture style={{ display: 'contents' }}>
      <source type="image/avif" srcSet={avif} sizes={sizes} />
      <source type="image/webp" srcSet={webp} sizes={sizes} />
      {img}
    </picture>
  );
}
