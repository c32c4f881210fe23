import * as v from 'valibot';
import { MASK_HEIGHTS, parseViewBox, SHAPE_NAMES } from '../../shared/effects/shapes.ts';

/** Theme colours a shape may take (site styles set them); or a `#rrggbb` colour of its own. */
export const SHAPE_THEME_COLORS = ['accent', 'ink', 'soft'] as const;

/** Shape (block type 71, §3): a decoration shape, its view box or mask, colour and optional drop shadow. */
export const ShapeData = v.object({
  /** One of the twelve §3 shape names. */
  shape: v.picklist(SHAPE_NAMES),
  /** §9 mask: the default view box height for a width of 100 (compact 100, tall 150, wide 67). */
  mask: v.optional(v.picklist(Object.keys(MASK_HEIGHTS) as ['compact', 'tall', 'wide']), 'compact'),
  /** §3 view box, `"0 0 100 60"`: overrides the mask's. */
  viewBox: v.optional(v.pipe(v.string(), v.check((s) => parseViewBox(s) !== undefined, 'A view box is four numbers with a positive width and height.'))),
  color: v.optional(v.union([v.picklist(SHAPE_THEME_COLORS), v.pipe(v.string(), v.regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/))]), 'accent'),
  /** Stroke width in CSS pixels, the same at any size. */
  strokeWidth: v.optional(v.pipe(v.number(), v.minValue(0.5), v.maxValue(40)), 4),
  /** Caps of the stroke (§9 default square, as the text effect). */
  caps: v.optional(v.picklist(['square', 'round', 'butt']), 'square'),
  /** What the shape means, for a screen reader; empty: decoration, hidden from assistive technology. */
  label: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200)), ''),
  /** §3 drop shadow: checked by parseDropShadow (drop-shadow.ts), not here, so bad data warns instead of refusing the site. */
  dropShadow: v.optional(v.unknown()),
});
export type ShapeData = v.InferOutput<typeof ShapeData>;
