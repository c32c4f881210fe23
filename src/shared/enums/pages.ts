/** Page enumerations (SPEC §2): page types, tweak page types, collection page kinds, covers, popups. */
import { defineEnum } from './define.ts';

/** Page types (§2): main content/collection 1 … commerce email preview 301. */
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
/** Lookups over `PageType`. */
export const PageTypeEnum = /*#__PURE__*/ defineEnum('PageType', PageType);

/** Tweak (style editor) page types (§2). */
export const TweakPageType = {
  SPLASH_PAGE: 'SPLASH_PAGE',
  LOCK_SCREEN: 'LOCK_SCREEN',
  POPUP_OVERLAY: 'POPUP_OVERLAY',
  CHECKOUT: 'CHECKOUT',
  STYLE: 'STYLE',
} as const;
export type TweakPageType = (typeof TweakPageType)[keyof typeof TweakPageType];
/** Lookups over `TweakPageType`. */
export const TweakPageTypeEnum = /*#__PURE__*/ defineEnum('TweakPageType', TweakPageType);

/** Collection page kinds (§2): products list and item, blog list, gallery list, events list or calendar, search. */
export const CollectionPageKind = {
  PRODUCTS_LIST: 'products-list',
  PRODUCTS_ITEM: 'products-item',
  BLOG_LIST: 'blog-list',
  GALLERY_LIST: 'gallery-list',
  EVENTS_LIST: 'events-list',
  EVENTS_CALENDAR: 'events-calendar',
  SEARCH: 'search',
} as const;
export type CollectionPageKind = (typeof CollectionPageKind)[keyof typeof CollectionPageKind];
/** Lookups over `CollectionPageKind`. */
export const CollectionPageKindEnum = /*#__PURE__*/ defineEnum('CollectionPageKind', CollectionPageKind);

/** Cover/overlay kinds (§2): cover page 1, lock screen 2, popup overlay 3. */
export const CoverKind = { COVER_PAGE: 1, LOCK_SCREEN: 2, POPUP_OVERLAY: 3 } as const;
export type CoverKind = (typeof CoverKind)[keyof typeof CoverKind];
/** Lookups over `CoverKind`. */
export const CoverKindEnum = /*#__PURE__*/ defineEnum('CoverKind', CoverKind);

/** Popup types (§2): button block 1, popup overlay 2. */
export const PopupType = { BUTTON_BLOCK: 1, POPUP_OVERLAY: 2 } as const;
export type PopupType = (typeof PopupType)[keyof typeof PopupType];
/** Lookups over `PopupType`. */
export const PopupTypeEnum = /*#__PURE__*/ defineEnum('PopupType', PopupType);
