/**
 * The text-decoration effect for rich text (§1, §4, §9): a span of owner HTML,
 * `<span data-text-effect="draw" data-shape="underline">café de especialidad</span>`, decorated
 * with a §3 shape that is drawn (revealed along its direction) or faded in once the text scrolls into view.
 * Shared by the publish sanitiser (which attributes and values owner HTML may keep), the html
 * block (which renders the shape) and the browser code (text-effect.dom.ts).
 */
import { isShapeName, SHAPE_NAMES, type ShapeName } from './shapes.ts';

/** §4 effect kinds. */
export const TEXT_EFFECT_KINDS = ['draw', 'fade', 'fadeScale'] as const;
export type TextEffectKind = (typeof TEXT_EFFECT_KINDS)[number];
/** §4 directions. */
export const TEXT_EFFECT_DIRECTIONS = ['right', 'left'] as const;
export type TextEffectDirection = (typeof TEXT_EFFECT_DIRECTIONS)[number];
/** Stroke caps an owner may choose (§9 default square). */
export const TEXT_EFFECT_CAPS = ['square', 'round', 'butt'] as const;
export type TextEffectCaps = (typeof TEXT_EFFECT_CAPS)[number];

/** §9 text effect defaults: wave shape, thickness 0.06em, square caps, no opacity or blend, 0.75 s. */
export const TEXT_EFFECT_DEFAULTS = { shape: 'wave', thickness: '0.06em', caps: 'square', durationSeconds: 0.75, direction: 'right' } as const;
/** §4 start delay after the effect is started directly (already in view at start, or re-armed and in view). */
export const TEXT_EFFECT_START_DELAY_MS = 250;

/** Longest duration an owner may set, in seconds (the spec is silent; 10 s keeps text from waiting forever). */
export const TEXT_EFFECT_MAX_SECONDS = 10;
/** Thickness an owner may set: a number of em or px (`0.1em`, `3px`). */
const THICKNESS = /^(?:\d{1,2}(?:\.\d{1,3})?|\.\d{1,3})(?:em|px)$/;
const SECONDS = /^(?:\d{1,2}(?:\.\d{1,3})?|\.\d{1,3})$/;

/** One span's effect, with the §9 defaults filled in. */
export interface TextEffect {
  kind: TextEffectKind;
  shape: ShapeName;
  direction: TextEffectDirection;
  thickness: string;
  caps: TextEffectCaps;
  durationSeconds: number;
}

const oneOf = <T extends string>(list: readonly T[], value: string | undefined, fallback: T): T =>
  value !== undefined && (list as readonly string[]).includes(value) ? (value as T) : fallback;

/** The effect a span's attributes describe (`data-text-effect`, `data-shape`, …), or undefined when `data-text-effect` names no §4 kind. */
export function readTextEffect(attrs: Readonly<Record<string, string | undefined>>): TextEffect | undefined {
  const kind = attrs['data-text-effect'];
  if (!(TEXT_EFFECT_KINDS as readonly string[]).includes(kind ?? '')) return undefined;
  const seconds = attrs['data-duration'];
  const duration = seconds !== undefined && SECONDS.test(seconds) ? Number(seconds) : NaN;
  const thickness = attrs['data-thickness'];
  return {
    kind: kind as TextEffectKind,
    shape: isShapeName(attrs['data-shape']) ? attrs['data-shape'] : TEXT_EFFECT_DEFAULTS.shape,
    direction: oneOf(TEXT_EFFECT_DIRECTIONS, attrs['data-direction'], TEXT_EFFECT_DEFAULTS.direction),
    thickness: thickness !== undefined && THICKNESS.test(thickness) ? thickness : TEXT_EFFECT_DEFAULTS.thickness,
    caps: oneOf(TEXT_EFFECT_CAPS, attrs['data-caps'], TEXT_EFFECT_DEFAULTS.caps),
    durationSeconds: duration > 0 && duration <= TEXT_EFFECT_MAX_SECONDS ? duration : TEXT_EFFECT_DEFAULTS.durationSeconds,
  };
}

/**
 * The span attributes owner HTML may keep, each with its allowed values (none: checked by
 * `cleanTextEffectAttributes`). The publish sanitiser (src/server/sites/publish-html.ts) uses it.
 */
export const TEXT_EFFECT_ATTRIBUTES: Readonly<Record<string, readonly string[] | undefined>> = {
  'data-text-effect': TEXT_EFFECT_KINDS,
  'data-shape': SHAPE_NAMES,
  'data-direction': TEXT_EFFECT_DIRECTIONS,
  'data-caps': TEXT_EFFECT_CAPS,
  'data-thickness': undefined,
  'data-duration': undefined,
};

/** A span's attributes with only the effect's well-formed ones kept (a value outside its list or pattern is dropped). */
export function cleanTextEffectAttributes(attrs: Readonly<Record<string, string>>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(attrs)) {
    if (!(name in TEXT_EFFECT_ATTRIBUTES)) continue;
    const allowed = TEXT_EFFECT_ATTRIBUTES[name];
    const ok = allowed ? allowed.includes(value) : name === 'data-thickness' ? THICKNESS.test(value) : SECONDS.test(value);
    if (ok) kept[name] = value;
  }
  return 'data-text-effect' in kept ? kept : {};
}

/**
 * §4: where a draw starts, as an offset of the drawn length: -1 when the direction is right,
 * 1 otherwise; played to 0. The stylesheet (src/blocks/html/html.css) turns it into a clip
 * from the far edge (-1: the right edge, so the shape grows rightwards; 1: the left edge).
 */
export function drawStartOffset(direction: TextEffectDirection): number {
  return direction === 'right' ? -1 : 1;
}

/** §4: the delay before the effect plays: 0 when the visibility observer triggered it, 250 ms when it was started directly. */
export function textEffectDelay(trigger: 'visibility' | 'start'): number {
  return trigger === 'visibility' ? 0 : TEXT_EFFECT_START_DELAY_MS;
}
