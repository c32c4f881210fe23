/** Image and video enumerations (SPEC §3): load and crop modes, size format, fit alignment, video type and mode. */
import { defineEnum } from './define.ts';

/** Image load modes (§3): load at once ('true'), do not load ('false'), or when in the viewport. */
export const ImageLoadMode = { TRUE: 'true', FALSE: 'false', VIEWPORT: 'viewport' } as const;
export type ImageLoadMode = (typeof ImageLoadMode)[keyof typeof ImageLoadMode];
/** Lookups over `ImageLoadMode`. */
export const ImageLoadModeEnum = /*#__PURE__*/ defineEnum('ImageLoadMode', ImageLoadMode);

/** Image crop modes (§3): cover, contain, none. */
export const ImageCropMode = { COVER: 'cover', CONTAIN: 'contain', NONE: 'none' } as const;
export type ImageCropMode = (typeof ImageCropMode)[keyof typeof ImageCropMode];
/** Lookups over `ImageCropMode`. */
export const ImageCropModeEnum = /*#__PURE__*/ defineEnum('ImageCropMode', ImageCropMode);

/** Image size format (§3): size in the query string or in the file name. */
export const ImageSizeFormat = { QUERY_STRING: 'queryString', FILENAME: 'filename' } as const;
export type ImageSizeFormat = (typeof ImageSizeFormat)[keyof typeof ImageSizeFormat];
/** Lookups over `ImageSizeFormat`. */
export const ImageSizeFormatEnum = /*#__PURE__*/ defineEnum('ImageSizeFormat', ImageSizeFormat);

/** Image fit alignment (§3): top, left, center, right, bottom. */
export const FitAlignment = { TOP: 'top', LEFT: 'left', CENTER: 'center', RIGHT: 'right', BOTTOM: 'bottom' } as const;
export type FitAlignment = (typeof FitAlignment)[keyof typeof FitAlignment];
/** Lookups over `FitAlignment`. */
export const FitAlignmentEnum = /*#__PURE__*/ defineEnum('FitAlignment', FitAlignment);

/** Video element type (§3): iframe, object, invalid. */
export const VideoType = { IFRAME: 'iframe', OBJECT: 'object', INVALID: 'invalid' } as const;
export type VideoType = (typeof VideoType)[keyof typeof VideoType];
/** Lookups over `VideoType`. */
export const VideoTypeEnum = /*#__PURE__*/ defineEnum('VideoType', VideoType);

/** Video mode (§3, §5): none, fit, fill (or null when unset). */
export const VideoMode = { NONE: 'none', FIT: 'fit', FILL: 'fill' } as const;
export type VideoMode = (typeof VideoMode)[keyof typeof VideoMode];
/** Lookups over `VideoMode`. */
export const VideoModeEnum = /*#__PURE__*/ defineEnum('VideoMode', VideoMode);
