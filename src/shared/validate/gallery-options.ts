/**
 * Gallery option parsing (SPEC §3, §5): design names, column width, strip alignment, swipe
 * boundaries, snap points, aspect ratio, video mode. Only an unknown design throws.
 */
import {
  GalleryDesign, GalleryDesignEnum, StripAlignment, SwipeBoundaryEnum,
  type SwipeBoundary,
} from '../enums/gallery.ts';
import { VideoModeEnum, type VideoMode } from '../enums/media.ts';
import { toNumber } from './numbers.ts';

/** Default column width of autogrid/autocolumns, in pixels (§9). */
export const DEFAULT_COLUMN_WIDTH = 250;

/** Thrown for a gallery design name that is not one of §3's designs (§8 "design named X not found"). */
export class GalleryDesignNotFoundError extends Error {
  readonly code = 'GALLERY_DESIGN_NOT_FOUND';
  readonly design: string;
  constructor(design: string) {
    super(`Gallery design named ${JSON.stringify(design.slice(0, 60))} not found`);
    this.name = 'GalleryDesignNotFoundError';
    this.design = design;
  }
}

/** The names people see for two designs (§3): slideshow is stacked, slider is strip. */
const DESIGN_ALIASES: Readonly<Record<string, GalleryDesign>> = {
  slideshow: GalleryDesign.STACKED,
  slider: GalleryDesign.STRIP,
};

/** The design for a name (case-insensitive, aliases slideshow/slider accepted); throws GalleryDesignNotFoundError otherwise. */
export function galleryDesign(name: unknown): GalleryDesign {
  const key = typeof name === 'string' ? name.trim().toLowerCase() : '';
  if (GalleryDesignEnum.is(key)) return key;
  if (Object.prototype.hasOwnProperty.call(DESIGN_ALIASES, key)) return DESIGN_ALIASES[key];
  throw new GalleryDesignNotFoundError(typeof name === 'string' ? name : typeof name);
}

/** Autocolumns column width: a positive number or numeric string ('300'), else the default 250. */
export function columnWidth(value: unknown, fallback = DEFAULT_COLUMN_WIDTH): number {
  const n = toNumber(value);
  return n !== null && n > 0 ? n : fallback;
}

/** Strip alignment (§5): start/middle/end as they are; left → start, center → middle, right → end; anything else → middle. */
export function stripAlignment(value: unknown): StripAlignment {
  switch (typeof value === 'string' ? value.trim().toLowerCase() : '') {
    case 'start':
    case 'left':
      return StripAlignment.START;
    case 'end':
    case 'right':
      return StripAlignment.END;
    default:
      return StripAlignment.MIDDLE;
  }
}

/** Swipe boundaries (§5): 'none', 'hard' or 'inertial' (case-insensitive), else undefined (the gallery's own default). */
export function swipeBoundaries(value: unknown): SwipeBoundary | undefined {
  const key = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return SwipeBoundaryEnum.or(key, undefined);
}

/**
 * Snap points (§5): 'none', or a percentage from 0 to 100 written '25%', '25' or 25, given back
 * as the number 25; anything else → undefined.
 */
export function snapPoints(value: unknown): number | 'none' | undefined {
  if (typeof value === 'string') {
    const text = value.trim().toLowerCase();
    if (text === 'none') return 'none';
    return percentage(text.endsWith('%') ? text.slice(0, -1) : text);
  }
  return percentage(value);
}

/** A number from 0 to 100, else undefined. */
function percentage(value: unknown): number | undefined {
  const n = toNumber(value);
  return n !== null && n >= 0 && n <= 100 ? n : undefined;
}

/** Image aspect ratio (§3): 'Auto' or invalid → null (none); '16:9' → 16/9; a positive number as it is. */
export function imageAspectRatio(value: unknown): number | null {
  if (typeof value === 'string') {
    const m = /^\s*([0-9.]{1,12})\s*[:/x]\s*([0-9.]{1,12})\s*$/i.exec(value);
    if (m) {
      const w = toNumber(m[1]);
      const h = toNumber(m[2]);
      return w !== null && h !== null && w > 0 && h > 0 ? w / h : null;
    }
  }
  const n = toNumber(value);
  return n !== null && n > 0 ? n : null;
}

/** Video mode (§5): 'none', 'fit' or 'fill', else null. */
export function videoMode(value: unknown): VideoMode | null {
  return VideoModeEnum.or(value, null);
}
