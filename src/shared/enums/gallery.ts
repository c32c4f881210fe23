/** Gallery enumerations (SPEC §3, §5): designs, media and slide types, alignments, swipe boundaries. */
import { defineEnum } from './define.ts';

/** Gallery designs (§3; autorows from §9's row height and gutter). The editor shows `stacked` as "slideshow" and `strip` as "slider". */
export const GalleryDesign = {
  STACKED: 'stacked', STRIP: 'strip', GRID: 'grid', AUTOGRID: 'autogrid',
  AUTOCOLUMNS: 'autocolumns', AUTOROWS: 'autorows', CAROUSEL: 'carousel', LIST: 'list', BASE: 'base',
} as const;
export type GalleryDesign = (typeof GalleryDesign)[keyof typeof GalleryDesign];
/** Lookups over `GalleryDesign`. */
export const GalleryDesignEnum = /*#__PURE__*/ defineEnum('GalleryDesign', GalleryDesign);

/** Gallery media types (§3). */
export const GalleryMediaType = {
  IMAGE_EMPTY: 'imageEmpty', IMAGE_FILE: 'imageFile', IMAGE_LICENSED: 'imageLicensed',
  IMAGE_REUSED: 'imageReused', ASSET_REUSED: 'assetReused', VIDEO: 'video',
} as const;
export type GalleryMediaType = (typeof GalleryMediaType)[keyof typeof GalleryMediaType];
/** Lookups over `GalleryMediaType`. */
export const GalleryMediaTypeEnum = /*#__PURE__*/ defineEnum('GalleryMediaType', GalleryMediaType);

/** Slide data-type (§3): image or video. */
export const SlideType = { IMAGE: 'image', VIDEO: 'video' } as const;
export type SlideType = (typeof SlideType)[keyof typeof SlideType];
/** Lookups over `SlideType`. */
export const SlideTypeEnum = /*#__PURE__*/ defineEnum('SlideType', SlideType);

/** Lightbox theme (§3): light or dark. */
export const LightboxTheme = { LIGHT: 'light', DARK: 'dark' } as const;
export type LightboxTheme = (typeof LightboxTheme)[keyof typeof LightboxTheme];
/** Lookups over `LightboxTheme`. */
export const LightboxThemeEnum = /*#__PURE__*/ defineEnum('LightboxTheme', LightboxTheme);

/** Gallery active-alignment as stored (§3): left, center, right. */
export const ActiveAlignment = { LEFT: 'left', CENTER: 'center', RIGHT: 'right' } as const;
export type ActiveAlignment = (typeof ActiveAlignment)[keyof typeof ActiveAlignment];
/** Lookups over `ActiveAlignment`. */
export const ActiveAlignmentEnum = /*#__PURE__*/ defineEnum('ActiveAlignment', ActiveAlignment);

/** Thumbnail strip alignment (§5): start, middle, end. */
export const StripAlignment = { START: 'start', MIDDLE: 'middle', END: 'end' } as const;
export type StripAlignment = (typeof StripAlignment)[keyof typeof StripAlignment];
/** Lookups over `StripAlignment`. */
export const StripAlignmentEnum = /*#__PURE__*/ defineEnum('StripAlignment', StripAlignment);

/** Swipe boundaries (§5): none, hard, inertial. */
export const SwipeBoundary = { NONE: 'none', HARD: 'hard', INERTIAL: 'inertial' } as const;
export type SwipeBoundary = (typeof SwipeBoundary)[keyof typeof SwipeBoundary];
/** Lookups over `SwipeBoundary`. */
export const SwipeBoundaryEnum = /*#__PURE__*/ defineEnum('SwipeBoundary', SwipeBoundary);
