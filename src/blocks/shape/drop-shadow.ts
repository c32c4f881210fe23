/**
 * A shape's optional drop shadow (§3): angle in degrees, distance and blur each a value with a
 * unit. Data that does not parse gives no shadow, the console line 'failed drop-shadow parse'
 * (§8, console-only) and a publish warning; the shape still renders.
 */

/** Units a distance or a blur may have (CSS lengths that drop-shadow() accepts). */
export const SHADOW_UNITS = ['px', 'em', 'rem', 'pt'] as const;
export type ShadowUnit = (typeof SHADOW_UNITS)[number];
/** §8 console-only message, verbatim. */
export const DROP_SHADOW_PARSE_ERROR = 'failed drop-shadow parse';

/** A parsed drop shadow. */
export interface DropShadow {
  /** Degrees, clockwise from the positive x axis: 0 casts right, 90 down. */
  angle: number;
  distance: { value: number; unit: ShadowUnit };
  blur: { value: number; unit: ShadowUnit };
  /** `#rgb` or `#rrggbb`; absent: the theme's ink, softened. */
  color?: string;
}

const HEX = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

function length(x: unknown): { value: number; unit: ShadowUnit } | undefined {
  if (!isRecord(x)) return undefined;
  const { value, unit } = x;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 1000) return undefined;
  if (!(SHADOW_UNITS as readonly unknown[]).includes(unit)) return undefined;
  return { value, unit: unit as ShadowUnit };
}

/** The drop shadow `data` describes, or undefined when it does not parse: `{ angle: 90, distance: { value: 6, unit: 'px' }, blur: { value: 0.5, unit: 'em' } }`. */
export function parseDropShadow(data: unknown): DropShadow | undefined {
  if (!isRecord(data)) return undefined;
  const { angle, color } = data;
  if (typeof angle !== 'number' || !Number.isFinite(angle)) return undefined;
  const distance = length(data.distance);
  const blur = length(data.blur);
  if (!distance || !blur) return undefined;
  if (color !== undefined && (typeof color !== 'string' || !HEX.test(color))) return undefined;
  return { angle, distance, blur, ...(color ? { color } : {}) };
}

const round = (n: number) => Math.round(n * 1000) / 1000 || 0;

/** The CSS filter of a shadow: `drop-shadow(0px 6px 0.5em …)`. */
export function dropShadowFilter(shadow: DropShadow): string {
  const rad = (shadow.angle * Math.PI) / 180;
  const { value, unit } = shadow.distance;
  const color = shadow.color ?? 'color-mix(in srgb, var(--fg) 35%, transparent)';
  return `drop-shadow(${round(value * Math.cos(rad))}${unit} ${round(value * Math.sin(rad))}${unit} ${shadow.blur.value}${shadow.blur.unit} ${color})`;
}
