/**
 * Numeric enumerations of SPEC §2–§3 that the foundation uses. Each is an `as const` object,
 * the one source of truth for both the server and the browser runtime.
 */

/** Page types (§2). */
export const PageType = {
  MAIN_CONTENT: 1,
  PAGE: 2,
  SPLASH_PAGE: 3,
  CONTENT_ITEM: 50,
  NOT_FOUND: 100,
  ERROR: 101,
  SEARCH: 102,
  LOCK_SCREEN: 103,
  POPUP_OVERLAY: 104,
  PROTECTED_CONTENT: 105,
  MEMBER_AREA_ACCESS_DENIED: 106,
  SHOW_CART: 200,
  CHECKOUT: 201,
  ORDER_CONFIRMED: 202,
  DONATE: 203,
  CONTRIBUTION_CONFIRMED: 204,
  COMMERCE_CART_V2: 205,
  SUBSCRIPTION_CONFIRMED: 206,
  ORDER_RECEIVED: 207,
  MEMBERSHIP_CONFIRMED: 208,
  REVIEWS_REQUEST: 209,
  DIGITAL_PRODUCT_COMPOSER_PREVIEW: 210,
  ORDER_STATUS: 211,
  NEWSLETTER_UNSUBSCRIBE: 300,
  COMMERCE_EMAIL_PREVIEW: 301,
} as const;
export type PageType = (typeof PageType)[keyof typeof PageType];

/** Block types (§3). */
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

/** Collection types (§3). */
export const CollectionType = {
  GENERIC: 1, SUBSCRIPTION: 2, TWITTER: 3, FOURSQUARE: 4, INSTAGRAM: 5, GALLERY_BLOCK: 6,
  TEMPLATE_PAGE: 7, SPLASH_PAGE: 8, PAGE: 10, FIVEHUNDREDPIX: 11, FLICKR: 12, PRODUCTS: 13,
  MOSAIC: 14, SLIDE_GALLERY: 15, SLIDE_ALBUM: 16, SLIDE_VIDEO: 17, ALBUM_BLOCK: 18, PROJECT: 19,
  SECTION_CATALOG: 20, PAGE_CATALOG: 21, ITEM_CATALOG: 22, PORTFOLIO: 23, LESSONS: 24,
} as const;
export type CollectionType = (typeof CollectionType)[keyof typeof CollectionType];

/** Item (record) types (§3). */
export const ItemType = {
  TEXT: 1, IMAGE: 2, QUOTE: 4, LINK: 5, CHAT: 6, AUDIO: 7, VIDEO: 8, REVIEW: 10, STORE_ITEM: 11,
  EVENT: 12, THREAD: 13, GALLERY: 14, BINARY: 15, CSS_ASSET: 16, TWEAK_ASSET: 17, DIGITAL_GOOD: 18,
  ATTACHMENT: 19, EXPORT: 20, EXPORT_2: 21, PROSE_MIRROR_TEXT: 22, TWEET: 50, RSS: 51, CHECKIN: 52,
  KNOWLEDGE_BASE_ARTICLE: 54, PROJECT_ITEM: 55, TAXONOMY_1: 56, TAXONOMY_2: 57, TAXONOMY_3: 58,
  PORTFOLIO_ITEM: 59, EXPORT_3: 60, PLATFORM_VIDEO: 61, LESSON: 62,
} as const;
export type ItemType = (typeof ItemType)[keyof typeof ItemType];

/** Item publication status (§3). */
export const PublicationStatus = {
  PUBLISHED: 1, SCHEDULED: 2, NEEDS_REVIEW: 3, DRAFT: 4, PRIVATE: 5, DELETED: 6,
} as const;
export type PublicationStatus = (typeof PublicationStatus)[keyof typeof PublicationStatus];

/** Product types by name (§3). */
export const ProductTypeName = ['PHYSICAL', 'SERVICE', 'DIGITAL', 'GIFT_CARD'] as const;
export type ProductTypeName = (typeof ProductTypeName)[number];

/** Values of an `as const` enumeration object, as a tuple for schemas (`v.picklist`). */
export function enumValues<T extends Record<string, number>>(e: T): T[keyof T][] {
  return Object.values(e) as T[keyof T][];
}
