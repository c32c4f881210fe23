import * as v from 'valibot';
import { MARQUEE_DEFAULTS } from './marquee-motion.ts';

const number = (min: number, max: number, fallback: number) => v.optional(v.pipe(v.number(), v.minValue(min), v.maxValue(max)), fallback);

/** Marquee (block type 70): text items that run across the page, with the §3 props and their defaults. */
export const MarqueeData = v.object({
  /** The texts, shown in order, each followed by the separator. */
  items: v.pipe(v.array(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200))), v.minLength(1), v.maxLength(20)),
  separator: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(8)), '·'),
  /** Waves per copy of the text (rounded). */
  waveFrequency: number(0, 20, MARQUEE_DEFAULTS.waveFrequency),
  /** Wave amplitude: 1 = half a line up and down; 0 = straight. */
  waveIntensity: number(0, 1, MARQUEE_DEFAULTS.waveIntensity),
  animationDirection: v.optional(v.picklist(['left', 'right']), MARQUEE_DEFAULTS.animationDirection),
  /** × 60 px per second. */
  animationSpeed: number(0.1, 10, MARQUEE_DEFAULTS.animationSpeed),
  pausedOnHover: v.optional(v.boolean(), MARQUEE_DEFAULTS.pausedOnHover),
  /** Text size: the site's heading steps. */
  size: v.optional(v.picklist(['small', 'medium', 'large']), 'large'),
});
export type MarqueeData = v.InferOutput<typeof MarqueeData>;
