/** Block enumerations (SPEC §3): block types 1…71 and block variants 1000–1019. */
import { defineEnum } from './define.ts';

/** Block types (§3). Numbers 15, 34–40 and 64 are not assigned. */
export const BlockType = {
  NAVIGATION: 1, HTML: 2, LOGO: 3, MAP: 4, IMAGE: 5, TWITTER: 6, JOURNAL: 7, GALLERY: 8, FORM: 9,
  GEO: 10, INDEX: 11, COLLECTION_LINK: 12, LINK: 13, TAG_CLOUD: 14, COMMENTS: 16, FOLDER: 17,
  MENU: 18, SOCIAL_LINKS: 19, SUMMARY: 20, SPACER: 21, EMBED: 22, CODE: 23, FOURSQUARE: 24,
  INSTAGRAM: 25, CALENDAR: 26, POSTS_BY_AUTHOR: 27, POSTS_BY_TAG: 28, POSTS_BY_CATEGORY: 29,
  POSTS_BY_MONTH: 30, QUOTE: 31, VIDEO: 32, SEARCH: 33, AUDIO: 41, FIVEHUNDREDPIX: 42, PRODUCT: 43,
  MARKDOWN: 44, FLICKR: 45, AMAZON: 46, HORIZONTAL_RULE: 47, SOCIAL_ACCOUNT_LINKS: 48, RSS: 49,
  OPENTABLE: 50, NEWSLETTER: 51, DONATION: 52, BUTTON: 53, SOCIAL_ACCOUNT_LINKS_V2: 54,
  SUMMARY_V2: 55, SOUNDCLOUD: 56, EMAIL_FOOTER: 57, IN_BROWSER_MESSAGE_LINK: 58, TOUR_DATES: 59,
  ALBUM: 60, ARCHIVE: 61, CHART: 62, ZOLA: 63, ACUITY: 65, OPENTABLE_V2: 66, MEMBER_AREA: 67,
  TOCK: 68, ACCORDION: 69, MARQUEE: 70, SHAPE: 71,
} as const;
export type BlockType = (typeof BlockType)[keyof typeof BlockType];
/** Lookups over `BlockType`. */
export const BlockTypeEnum = /*#__PURE__*/ defineEnum('BlockType', BlockType);

/**
 * Block variants (§3), numbered 1000–1019 in the order the spec lists them. The spec names 19
 * variants for 20 numbers; the two table-booking variants take the last two (1018, 1019) so the
 * range ends where the spec says, and 1017 stays unassigned.
 */
export const BlockVariant = {
  GALLERY_SLIDESHOW: 1000,
  GALLERY_CAROUSEL: 1001,
  GALLERY_GRID: 1002,
  GALLERY_STACK: 1003,
  SUMMARY_WALL: 1004,
  SUMMARY_CAROUSEL: 1005,
  SUMMARY_LIST: 1006,
  SUMMARY_GRID: 1007,
  CHART_BAR: 1008,
  CHART_LINE: 1009,
  CHART_PIE: 1010,
  IMAGE_INLINE: 1011,
  IMAGE_POSTER: 1012,
  IMAGE_CARD: 1013,
  IMAGE_OVERLAP: 1014,
  IMAGE_COLLAGE: 1015,
  IMAGE_STACK: 1016,
  TABLE_BOOKING_RESERVATIONS: 1018,
  TABLE_BOOKING_EVENTS: 1019,
} as const;
export type BlockVariant = (typeof BlockVariant)[keyof typeof BlockVariant];
/** Lookups over `BlockVariant`. */
export const BlockVariantEnum = /*#__PURE__*/ defineEnum('BlockVariant', BlockVariant);
