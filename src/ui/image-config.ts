import * as v from 'valibot';
import { nextImageWidth } from './sizes.ts';

/**
 * The image loading config of SPEC §3, with the §5 image rules as pure helpers: what the server
 * renders (object-fit, object-position, the ratio) and what a loader computes (the width to
 * fetch, the source to load). Unknown or invalid values fall back to the defaults, never throw.
 */

const Fraction = v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(1));
const Positive = v.pipe(v.number(), v.finite(), v.gtValue(0));

export const CROP_MODES = ['cover', 'contain', 'none'] as const;
export const FIT_ALIGNMENTS = ['top', 'left', 'center', 'right', 'bottom'] as const;

export const ImageLoadingConfig = v.object({
  /** Intrinsic size of the source, in pixels. */
  dimensions: v.fallback(v.nullable(v.object({ width: Positive, height: Positive })), null),
  /** Keep this ratio (width / height) whatever the container does; null: the source's own. */
  fixedRatio: v.fallback(v.nullable(Positive), null),
  focalPoint: v.fallback(v.object({ x: v.fallback(Fraction, 0.5), y: v.fallback(Fraction, 0.5) }), { x: 0.5, y: 0.5 }),
  /** true: load now; false: never; 'viewport': when within the lazy margin of the viewport. */
  load: v.fallback(v.union([v.boolean(), v.literal('viewport')]), 'viewport'),
  forceImageUpdate: v.fallback(v.boolean(), false),
  cropMode: v.fallback(v.picklist(CROP_MODES), 'cover'),
  /** Multiplies the width to fetch; at least 0 (§5), default 1. */
  sizeAdjustment: v.fallback(v.pipe(v.number(), v.finite(), v.transform((n) => Math.max(0, n))), 1),
  sizeFormat: v.fallback(v.picklist(['queryString', 'filename']), 'filename'),
  source: v.fallback(v.nullable(v.string()), null),
  stretch: v.fallback(v.boolean(), false),
  useBgImage: v.fallback(v.boolean(), false),
  useAdvancedPositioning: v.fallback(v.boolean(), false),
  allowSaveData: v.fallback(v.boolean(), false),
  dprMin: v.fallback(v.nullable(Positive), null),
  dprMax: v.fallback(v.nullable(Positive), null),
  /** Where a contained or uncropped image sits in its box. */
  fitAlignment: v.fallback(v.picklist(FIT_ALIGNMENTS), 'center'),
});
export type ImageLoadingConfig = v.InferOutput<typeof ImageLoadingConfig>;

/** A config from anything (stored data, a data attribute's JSON): every field defaulted or checked. */
export function parseImageConfig(input: unknown): ImageLoadingConfig {
  return v.parse(ImageLoadingConfig, input && typeof input === 'object' && !Array.isArray(input) ? input : {});
}

const pct = (n: number) => `${Math.round(n * 10000) / 100}%`;

const ALIGN: Record<ImageLoadingConfig['fitAlignment'], string> = {
  top: '50% 0%',
  left: '0% 50%',
  center: '50% 50%',
  right: '100% 50%',
  bottom: '50% 100%',
};

/** CSS object-fit of a crop mode. */
export function objectFit(cropMode: ImageLoadingConfig['cropMode']): 'cover' | 'contain' | 'none' {
  return cropMode;
}

/** CSS object-position: the focal point when cropping (it stays in view), the fit alignment otherwise. */
export function objectPosition(config: Pick<ImageLoadingConfig, 'cropMode' | 'focalPoint' | 'fitAlignment'>): string {
  if (config.cropMode === 'cover') return `${pct(config.focalPoint.x)} ${pct(config.focalPoint.y)}`;
  return ALIGN[config.fitAlignment];
}

/** Height for a width: the fixed ratio when there is one, else the source's, else null. */
export function heightFor(width: number, config: Pick<ImageLoadingConfig, 'fixedRatio' | 'dimensions'>): number | null {
  const ratio = config.fixedRatio ?? (config.dimensions ? config.dimensions.width / config.dimensions.height : null);
  return ratio ? Math.round(width / ratio) : null;
}

/** The device pixel ratio a config lets count: within dprMin…dprMax when they are set. */
export function effectiveDpr(dpr: number, config: Pick<ImageLoadingConfig, 'dprMin' | 'dprMax'>): number {
  let d = Number.isFinite(dpr) && dpr > 0 ? dpr : 1;
  if (config.dprMax != null) d = Math.min(d, config.dprMax);
  if (config.dprMin != null) d = Math.max(d, config.dprMin);
  return d;
}

/** The §9 width to fetch for an element `displayed` CSS px wide on a screen of ratio `dpr`. */
export function widthToFetch(displayed: number, dpr: number, config: Pick<ImageLoadingConfig, 'dprMin' | 'dprMax' | 'sizeAdjustment'>, available?: readonly number[]): number {
  return nextImageWidth(displayed * config.sizeAdjustment * effectiveDpr(dpr, config), available);
}

/**
 * An image URL as it should be loaded: `http:` on one of the platform's own hosts (or a
 * subdomain of one) becomes `https:`; other hosts and relative URLs are left as they are.
 */
export function secureUrl(url: string, ownHosts: readonly string[]): string {
  const m = /^http:\/\/([^/?#:]+)(.*)$/i.exec(url.trim());
  if (!m) return url;
  const host = m[1].toLowerCase().replace(/\.$/, '');
  const own = ownHosts.some((h) => host === h.toLowerCase() || host.endsWith(`.${h.toLowerCase()}`));
  return own ? `https://${m[1]}${m[2]}` : url;
}

/**
 * The source to load into an element, or null when the load is skipped (§5: the element is not
 * an image, or the source is missing or invalid), with a console warning only.
 */
export function loadableSource(
  tagName: string,
  source: string | null | undefined,
  ownHosts: readonly string[],
  warn: (message: string) => void = (m) => console.warn(m),
): string | null {
  if (tagName.toUpperCase() !== 'IMG') {
    warn(`Vitrina: image load skipped, <${tagName.toLowerCase()}> is not an image`);
    return null;
  }
  const s = source?.trim();
  if (!s) {
    warn('Vitrina: image load skipped, no source');
    return null;
  }
  let parsed: URL;
  try {
    parsed = new URL(s, 'https://base.invalid/');
  } catch {
    warn(`Vitrina: image load skipped, invalid source ${s}`);
    return null;
  }
  if (!['http:', 'https:', 'data:', 'blob:'].includes(parsed.protocol)) {
    warn(`Vitrina: image load skipped, invalid source ${s}`);
    return null;
  }
  return secureUrl(s, ownHosts);
}
