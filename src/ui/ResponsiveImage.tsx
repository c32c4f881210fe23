import type { MediaRef } from './media-ref.ts';
import { objectFit, objectPosition, type ImageLoadingConfig } from './image-config.ts';
import { DEFERRED_SRCSET_ATTR, IMAGE_LOADER_ATTR } from '../shared/image-loader.ts';

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
  /**
   * Left to the browser image loader (src/runtime/images/loader.ts) with this §3 config: the
   * candidates are held in `data-srcset` and nothing is fetched until the loader measures the
   * element (a gallery's slides not shown yet). Without it the browser's own lazy loading decides.
   */
  deferred?: Partial<ImageLoadingConfig>;
}

/**
 * Each media's two `srcset`s, written once per variants list: the published site's media are kept
 * per version (sites/site-views.ts), so the same list comes back on every render of its pages.
 */
const setsOf = new WeakMap<MediaRef['variants'], { url: string | undefined; avif: string | undefined }>();

/** The `srcset` of the variants' WebP (`url`) or AVIF files; undefined when any variant lacks one. */
function srcSet(variants: MediaRef['variants'], format: 'url' | 'avif'): string | undefined {
  let sets = setsOf.get(variants);
  if (!sets) setsOf.set(variants, (sets = { url: writeSrcSet(variants, 'url'), avif: writeSrcSet(variants, 'avif') }));
  return sets[format];
}

function writeSrcSet(variants: MediaRef['variants'], format: 'url' | 'avif'): string | undefined {
  let set = '';
  for (const v of variants) {
    const url = v[format];
    if (!url) return undefined;
    set += `${set ? ', ' : ''}${url} ${v.width}w`;
  }
  return set || undefined;
}

/** A `<source>`'s candidates: held for the loader, or the browser's own `srcset` and `sizes`. */
function sourceSet(hold: boolean, set: string | undefined, sizes: string) {
  return hold ? { [DEFERRED_SRCSET_ATTR]: set } : { srcSet: set, sizes };
}

/**
 * A `<picture>`: AVIF `<source>`, then WebP, both with the §9 widths as `srcset`, and an `<img>`
 * with intrinsic width/height (no layout shift), lazy unless in view on load (the first image
 * eager with fetchpriority high), and the focal point kept in view. The `<picture>` is
 * `display: contents`, so the `<img>` is laid out as if it stood alone.
 */
export function ResponsiveImage({ media, sizes, ratio, eager = false, inView = false, cropMode = 'cover', fitAlignment = 'center', width, height, alt, className, deferred }: ResponsiveImageProps) {
  const webp = srcSet(media.variants, 'url');
  const avif = srcSet(media.variants, 'avif');
  const w = width ?? media.width;
  const h = height ?? (ratio ? Math.round(w / ratio) : width ? Math.round((w * media.height) / Math.max(media.width, 1)) : media.height);
  // Held for the loader: the same candidates under data-srcset, no src, no sizes (it measures).
  const hold = deferred !== undefined && webp !== undefined;
  const img = (
    <img
      className={className}
      src={hold ? undefined : media.src}
      {...(hold ? { [DEFERRED_SRCSET_ATTR]: webp, [IMAGE_LOADER_ATTR]: JSON.stringify({ focalPoint: media.focalPoint, ...deferred }) } : { srcSet: webp, sizes: webp ? sizes : undefined })}
      width={w}
      height={h}
      alt={alt ?? media.alt}
      // A held image is fetched when the loader says, not when the browser's lazy loading would.
      loading={eager || inView || hold ? 'eager' : 'lazy'}
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
      <source type="image/avif" {...sourceSet(hold, avif, sizes)} />
      <source type="image/webp" {...sourceSet(hold, webp, sizes)} />
      {img}
    </picture>
  );
}
