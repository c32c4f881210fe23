/** A media file ready to show: sized variants for srcset (§9 widths) and its focal point. */
export interface MediaRef {
  id: string;
  alt: string;
  width: number;
  height: number;
  focalPoint: { x: number; y: number };
  /** URL of the largest variant. */
  src: string;
  /** Variants, narrowest first: `url` WebP, `avif` the same width in AVIF (sites published before AVIF have none). */
  variants: { width: number; url: string; avif?: string }[];
  /** The share picture (og:image), 1200×630 JPEG cut around the focal point; sites published before it have none. */
  share?: { url: string; width: number; height: number };
}
