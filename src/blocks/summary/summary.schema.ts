import * as v from 'valibot';

const Text = (max: number) => v.pipe(v.string(), v.maxLength(max));
const flag = (value: boolean) => v.optional(v.boolean(), value);

/** The four §3 designs of a summary: wall (masonry), carousel, list, grid. */
export const SUMMARY_DESIGNS = ['wall', 'carousel', 'list', 'grid'] as const;
export type SummaryDesign = (typeof SUMMARY_DESIGNS)[number];

/** Thumbnail shapes (width:height); `auto` keeps each image's own shape (the wall's default). */
export const SUMMARY_RATIOS = { '1:1': 1, '4:3': 4 / 3, '3:2': 3 / 2, '16:9': 16 / 9, '3:4': 3 / 4, '2:3': 2 / 3, auto: undefined } as const;
export type SummaryRatio = keyof typeof SUMMARY_RATIOS;

/** What each card shows (docs/summary.md). */
export const SummaryShow = v.object({
  title: flag(true),
  thumbnail: flag(true),
  excerpt: flag(true),
  /** The publication date, or an event's date and time (in the site's time zone). */
  date: flag(true),
  author: flag(false),
  /** A product's price (store collections). */
  price: flag(false),
  /** A «Leer más» link under each card. */
  readMore: flag(false),
});
export type SummaryShow = v.InferOutput<typeof SummaryShow>;

/**
 * Summary block data (types 20 and 55, variants wall 1004, carousel 1005, list 1006, grid 1007;
 * docs/summary.md): which collection, which of its published items, and how they look.
 */
export const SummaryData = v.object({
  /** The collection whose published items the block shows (a blog, an events collection, a store…). */
  collectionId: v.optional(Text(64), ''),
  /** The design; absent: the variant's (1004–1007), else a grid. */
  design: v.optional(v.picklist(SUMMARY_DESIGNS)),
  /** How many items at most (1–30). */
  pageSize: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(30)), 6),
  /** Only items with this tag (exact, case-insensitive). */
  tag: v.optional(Text(50), ''),
  /** Only items in this category (exact, case-insensitive). */
  category: v.optional(Text(25), ''),
  show: v.optional(SummaryShow, {}),
  /** A heading above the items («Del blog»); none when empty. */
  headerText: v.optional(Text(200), ''),
  /** The level of that heading (the items' titles are one level below). */
  headingLevel: v.optional(v.picklist([2, 3, 4]), 2),
  /** Thumbnail shape; absent: `auto` on a wall, 3:2 elsewhere. */
  aspectRatio: v.optional(v.picklist(Object.keys(SUMMARY_RATIOS) as SummaryRatio[])),
  /** Columns of a grid or wall on wide screens (1–4); a carousel shows about this many at once. */
  columns: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(4)), 3),
});
export type SummaryData = v.InferOutput<typeof SummaryData>;
