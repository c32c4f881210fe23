/** Other enumerations of SPEC §3: overlay styles, positions, map styles, shapes, cohorts and small lists. */
import { defineEnum } from './define.ts';

/** Overlay style (§3): none 1, light 2, dark 3. */
export const OverlayStyle = { NONE: 1, LIGHT: 2, DARK: 3 } as const;
export type OverlayStyle = (typeof OverlayStyle)[keyof typeof OverlayStyle];
/** Lookups over `OverlayStyle`. */
export const OverlayStyleEnum = /*#__PURE__*/ defineEnum('OverlayStyle', OverlayStyle);

/** The nine positions (§3): top, center, bottom by left, center, right, written `vertical-horizontal`. */
export const NinePosition = {
  TOP_LEFT: 'top-left', TOP_CENTER: 'top-center', TOP_RIGHT: 'top-right',
  CENTER_LEFT: 'center-left', CENTER_CENTER: 'center-center', CENTER_RIGHT: 'center-right',
  BOTTOM_LEFT: 'bottom-left', BOTTOM_CENTER: 'bottom-center', BOTTOM_RIGHT: 'bottom-right',
} as const;
export type NinePosition = (typeof NinePosition)[keyof typeof NinePosition];
/** Lookups over `NinePosition`. */
export const NinePositionEnum = /*#__PURE__*/ defineEnum('NinePosition', NinePosition);

/** Horizontal alignment (§3 "Other"): left, right. */
export const Alignment = { LEFT: 'left', RIGHT: 'right' } as const;
export type Alignment = (typeof Alignment)[keyof typeof Alignment];
/** Lookups over `Alignment`. */
export const AlignmentEnum = /*#__PURE__*/ defineEnum('Alignment', Alignment);

/**
 * Map styles by number (§3), the mapping the form/map helper uses: 1 original, 2 grayscale,
 * 3 satellite, 4 minimal light, 5 minimal dark, 6 minimal blue.
 */
export const MapStyle = {
  ORIGINAL: 1, GRAYSCALE: 2, SATELLITE: 3, MINIMAL_LIGHT: 4, MINIMAL_DARK: 5, MINIMAL_BLUE: 6,
} as const;
export type MapStyle = (typeof MapStyle)[keyof typeof MapStyle];
/** Lookups over `MapStyle`. */
export const MapStyleEnum = /*#__PURE__*/ defineEnum('MapStyle', MapStyle);

/** Shape names of the text-decoration effect (§3). */
export const ShapeName = {
  CIRCLE: 'circle', CROSS: 'cross', ENCLOSE: 'enclose', JAGGED: 'jagged', MARKER: 'marker',
  SCRIBBLE: 'scribble', STRIKE: 'strike', STRIKE_DIAGONAL: 'strikeDiagonal', UNDERLINE: 'underline',
  UNDERLINE_CURVE: 'underlineCurve', UNDERLINE_DOUBLE: 'underlineDouble', WAVE: 'wave',
} as const;
export type ShapeName = (typeof ShapeName)[keyof typeof ShapeName];
/** Lookups over `ShapeName`. */
export const ShapeNameEnum = /*#__PURE__*/ defineEnum('ShapeName', ShapeName);

/** Text-decoration effect kinds (§4): draw, fade, fadeScale. */
export const TextEffectKind = { DRAW: 'draw', FADE: 'fade', FADE_SCALE: 'fadeScale' } as const;
export type TextEffectKind = (typeof TextEffectKind)[keyof typeof TextEffectKind];
/** Lookups over `TextEffectKind`. */
export const TextEffectKindEnum = /*#__PURE__*/ defineEnum('TextEffectKind', TextEffectKind);

/** Survey cohorts (§3): A to E. */
export const SurveyCohort = { A: 'A', B: 'B', C: 'C', D: 'D', E: 'E' } as const;
export type SurveyCohort = (typeof SurveyCohort)[keyof typeof SurveyCohort];
/** Lookups over `SurveyCohort`. */
export const SurveyCohortEnum = /*#__PURE__*/ defineEnum('SurveyCohort', SurveyCohort);

/** Content generator types (§3): default 0, icon 1. */
export const ContentGeneratorType = { DEFAULT: 0, ICON: 1 } as const;
export type ContentGeneratorType = (typeof ContentGeneratorType)[keyof typeof ContentGeneratorType];
/** Lookups over `ContentGeneratorType`. */
export const ContentGeneratorTypeEnum = /*#__PURE__*/ defineEnum('ContentGeneratorType', ContentGeneratorType);

/** Text filters (§3): url-slug, url-slug-with-slash. */
export const TextFilter = { URL_SLUG: 'url-slug', URL_SLUG_WITH_SLASH: 'url-slug-with-slash' } as const;
export type TextFilter = (typeof TextFilter)[keyof typeof TextFilter];
/** Lookups over `TextFilter`. */
export const TextFilterEnum = /*#__PURE__*/ defineEnum('TextFilter', TextFilter);

/** Parts of the site header/footer entity (§3): header, footer. */
export const HeaderFooterPart = { HEADER: 'header', FOOTER: 'footer' } as const;
export type HeaderFooterPart = (typeof HeaderFooterPart)[keyof typeof HeaderFooterPart];
/** Lookups over `HeaderFooterPart`. */
export const HeaderFooterPartEnum = /*#__PURE__*/ defineEnum('HeaderFooterPart', HeaderFooterPart);
