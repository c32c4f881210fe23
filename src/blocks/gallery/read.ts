/**
 * The gallery block's options as the view uses them (SPEC §3, §9): one forgiving reading of the
 * stored fields and of the §3 JSON attribute, with the §8 problems it met. Nothing here throws:
 * JSON that does not decode, JSON that is no object and an unknown design or transition each
 * give a problem (a publish warning, a console message in the browser) and the defaults.
 */
import { BlockVariant } from '../../shared/enums/blocks.ts';
import { ActiveAlignmentEnum, GalleryDesign, LightboxThemeEnum, type ActiveAlignment, type LightboxTheme } from '../../shared/enums/gallery.ts';
import { AUTOPLAY_DEFAULT_MS, CAROUSEL_PER_ROW } from '../../shared/gallery/constants.ts';
import { autoplayDurationMs } from '../../shared/gallery/options.ts';
import { columnWidth, galleryDesign, GalleryDesignNotFoundError, imageAspectRatio } from '../../shared/validate/gallery-options.ts';
import { toNumber } from '../../shared/validate/numbers.ts';
import type { GalleryData } from './gallery.schema.ts';

/** §9 grid: 4 per row, 20 px between. */
export const GRID_PER_ROW = 4;
export const GRID_PADDING_PX = 20;
/** §9 autorows: rows 250 px high, 20 px apart (the gutter of the other auto designs too). */
export const AUTOROWS_HEIGHT_PX = 250;
export const AUTO_GUTTER_PX = 20;
/** §9 strip vSize. */
export const STRIP_VSIZE = 10;
/** Thumbnail strip under a slideshow: height and margin (px) unless the block says otherwise. */
export const THUMBNAIL_STRIP_HEIGHT_PX = 72;
export const THUMBNAIL_STRIP_MARGIN_PX = 12;
/** List design: the image takes this share (%) of the row beside its text. */
export const LIST_IMAGE_SIZE = 50;

/** How a stacked gallery changes slides. */
export const TRANSITIONS = ['fade', 'slide', 'ken-burns'] as const;
export type GalleryTransition = (typeof TRANSITIONS)[number];

/** Where captions go: under the image, over it, or beside it (list). */
export type MetaPosition = 'below' | 'overlay' | 'left' | 'right';

/** A §8 problem found while reading the options. */
export type GalleryProblem =
  | { kind: 'decoding' }
  | { kind: 'evaluating' }
  | { kind: 'design'; name: string; fallback: GalleryDesign };

/** The options of one gallery, read. */
export interface GalleryView {
  design: GalleryDesign;
  transition: GalleryTransition;
  /** Crop ratio (w / h), or null for the images' own. */
  aspectRatio: number | null;
  slidesPerRow: number;
  lightbox: boolean;
  lightboxTheme: LightboxTheme;
  mixedContent: boolean;
  columnWidth: number;
  gutter: number;
  listImageSize: number;
  autoplay: boolean;
  autoplayMs: number;
  activeAlignment: ActiveAlignment;
  thumbnails: boolean;
  thumbnailStripHeight: number;
  thumbnailStripMargin: number;
  thumbnailsPerRow: number | null;
  padding: number;
  squareThumbs: boolean;
  autoCrop: boolean;
  vSize: number;
  metaPosition: MetaPosition;
  loop: boolean;
  history: boolean;
}

/** The design a variant shows when its data names none (§3 variants 1000–1003). */
const VARIANT_DESIGNS: Readonly<Record<number, GalleryDesign>> = {
  [BlockVariant.GALLERY_SLIDESHOW]: GalleryDesign.STACKED,
  [BlockVariant.GALLERY_CAROUSEL]: GalleryDesign.CAROUSEL,
  [BlockVariant.GALLERY_GRID]: GalleryDesign.GRID,
  [BlockVariant.GALLERY_STACK]: GalleryDesign.LIST,
};

/** A gallery block (type 8) without a design is a grid: it needs no script to show every image. */
export const defaultDesign = (type?: number): GalleryDesign => (type !== undefined && VARIANT_DESIGNS[type]) || GalleryDesign.GRID;

const bool = (value: unknown, fallback = false): boolean =>
  value === true || value === 'true' || value === 1 || value === '1' ? true
    : value === false || value === 'false' || value === 0 || value === '0' ? false : fallback;

/** A number within [min, max], else the fallback. */
function within(value: unknown, min: number, max: number, fallback: number): number {
  const n = toNumber(value);
  return n !== null && n >= min && n <= max ? n : fallback;
}

/** The options object the data carries: its fields, overridden by the decoded §3 JSON. */
function sourceOptions(data: GalleryData): { options: Record<string, unknown>; problem?: GalleryProblem } {
  const { json, slides: _, ...fields } = data;
  if (json === undefined) return { options: fields };
  let decoded: unknown;
  try {
    decoded = JSON.parse(json);
  } catch {
    return { options: fields, problem: { kind: 'decoding' } };
  }
  if (typeof decoded !== 'object' || decoded === null || Array.isArray(decoded)) return { options: fields, problem: { kind: 'evaluating' } };
  return { options: { ...fields, ...(decoded as Record<string, unknown>) } };
}

/** The design named, or the fallback with a problem (§8 "design named X not found"). */
function readDesign(name: unknown, fallback: GalleryDesign): { design: GalleryDesign; problem?: GalleryProblem } {
  if (name === undefined || name === null || name === '') return { design: fallback };
  try {
    return { design: galleryDesign(name) };
  } catch (error) {
    if (!(error instanceof GalleryDesignNotFoundError)) throw error;
    return { design: fallback, problem: { kind: 'design', name: String(name).slice(0, 60), fallback } };
  }
}

/** Reads a gallery's options; `type` is the block's stored number (a variant picks the default design). */
export function readGallery(data: GalleryData, type?: number): { view: GalleryView; problems: GalleryProblem[] } {
  const problems: GalleryProblem[] = [];
  const { options: o, problem } = sourceOptions(data);
  if (problem) problems.push(problem);
  const fallback = defaultDesign(type);
  const design = readDesign(o.design, fallback);
  if (design.problem) problems.push(design.problem);
  const transitionName = typeof o.transition === 'string' ? o.transition.trim().toLowerCase() : '';
  let transition: GalleryTransition = 'fade';
  if ((TRANSITIONS as readonly string[]).includes(transitionName)) transition = transitionName as GalleryTransition;
  else if (o.transition !== undefined && o.transition !== '') problems.push({ kind: 'design', name: String(o.transition).slice(0, 60), fallback: design.design });
  const perRowDefault = design.design === GalleryDesign.GRID ? GRID_PER_ROW : CAROUSEL_PER_ROW;
  const meta = typeof o['meta-position'] === 'string' ? o['meta-position'].trim().toLowerCase() : '';
  const view: GalleryView = {
    design: design.design,
    transition,
    aspectRatio: typeof o.imageAspectRatio === 'string' && o.imageAspectRatio.trim().toLowerCase() === 'auto' ? null : imageAspectRatio(o.imageAspectRatio),
    slidesPerRow: Math.floor(within(o.slidesPerRow, 1, 12, perRowDefault)),
    lightbox: bool(o.lightbox),
    lightboxTheme: LightboxThemeEnum.or(typeof o.lightboxTheme === 'string' ? o.lightboxTheme.trim().toLowerCase() : o.lightboxTheme, 'dark'),
    mixedContent: bool(o.mixedContent),
    columnWidth: Math.min(columnWidth(o.columnWidth), 1200),
    gutter: within(o.gutter, 0, 200, AUTO_GUTTER_PX),
    listImageSize: within(o.listImageSize, 10, 90, LIST_IMAGE_SIZE),
    autoplay: bool(o.autoplay),
    autoplayMs: o['autoplay-duration'] === undefined ? AUTOPLAY_DEFAULT_MS : autoplayDurationMs(o['autoplay-duration']),
    activeAlignment: ActiveAlignmentEnum.or(typeof o['active-alignment'] === 'string' ? o['active-alignment'].trim().toLowerCase() : o['active-alignment'], 'center'),
    thumbnails: bool(o.thumbnails),
    thumbnailStripHeight: within(o['thumbnail-strip-height'], 24, 400, THUMBNAIL_STRIP_HEIGHT_PX),
    thumbnailStripMargin: within(o['thumbnail-strip-margin'], 0, 200, THUMBNAIL_STRIP_MARGIN_PX),
    thumbnailsPerRow: o['thumbnails-per-row'] === undefined ? null : Math.floor(within(o['thumbnails-per-row'], 1, 30, 0)) || null,
    padding: within(o.padding, 0, 200, GRID_PADDING_PX),
    squareThumbs: bool(o['square-thumbs']),
    autoCrop: bool(o['auto-crop'], true),
    vSize: within(o.vSize, 1, 20, STRIP_VSIZE),
    metaPosition: meta === 'overlay' || meta === 'left' || meta === 'right' ? meta : 'below',
    loop: bool(o.loop),
    history: bool(o.history),
  };
  return { view, problems };
}

/** The §8 console text of a problem (not visitor text: it names the problem as §8 does). */
export function problemConsoleText(problem: GalleryProblem): string {
  switch (problem.kind) {
    case 'decoding':
      return 'Error decoding gallery block data';
    case 'evaluating':
      return 'Error evaluating gallery block data';
    case 'design':
      return `design or transition named ${problem.name} not found`;
  }
}
