/** Analytics enumerations (SPEC §3): event types, record type → analytics name, url categories. */
import { AnalyticsEventType } from './analytics-events.ts';
import { ItemType } from './collections.ts';
import { defineEnum } from './define.ts';

export { AnalyticsEventType, HitKind } from './analytics-events.ts';
/** Lookups over `AnalyticsEventType`. */
export const AnalyticsEventTypeEnum = /*#__PURE__*/ defineEnum('AnalyticsEventType', AnalyticsEventType);

/** Analytics names of collection items (§3). */
export const AnalyticsItemName = {
  ALBUM_TRACK: 'album track',
  EVENT_ITEM: 'event item',
  GALLERY_IMAGE: 'gallery image',
  PORTFOLIO_ITEM: 'portfolio item',
  BLOG_POST: 'blog post',
  GALLERY_VIDEO: 'gallery video',
} as const;
export type AnalyticsItemName = (typeof AnalyticsItemName)[keyof typeof AnalyticsItemName];
/** Lookups over `AnalyticsItemName`. */
export const AnalyticsItemNameEnum = /*#__PURE__*/ defineEnum('AnalyticsItemName', AnalyticsItemName);

/** Collection item record type → analytics name (§3): audio album track, event event item, … */
export const analyticsNameByRecordType: Readonly<Partial<Record<ItemType, AnalyticsItemName>>> = {
  [ItemType.AUDIO]: AnalyticsItemName.ALBUM_TRACK,
  [ItemType.EVENT]: AnalyticsItemName.EVENT_ITEM,
  [ItemType.IMAGE]: AnalyticsItemName.GALLERY_IMAGE,
  [ItemType.PORTFOLIO_ITEM]: AnalyticsItemName.PORTFOLIO_ITEM,
  [ItemType.TEXT]: AnalyticsItemName.BLOG_POST,
  [ItemType.VIDEO]: AnalyticsItemName.GALLERY_VIDEO,
};

/** The analytics name of an item's record type, or undefined for record types the spec does not map. */
export function analyticsItemName(recordType: unknown): AnalyticsItemName | undefined {
  return typeof recordType === 'number' && Object.prototype.hasOwnProperty.call(analyticsNameByRecordType, recordType)
    ? analyticsNameByRecordType[recordType as ItemType]
    : undefined;
}

/** Url categories of a link (§3), as `urlCategory(href)` in validate/links.ts returns them. */
export const UrlCategory = {
  ANCHOR: 'anchor',
  CONTENT_LINK: 'content-link',
  DEFAULT: 'default',
  EMPTY_STRING: 'empty-string',
  EXTERNAL_LINK: 'external-link',
  FILE_LINK: 'file-link',
  MALFORMED_PROTOCOL: 'malformed-protocol',
  MISC_PROTOCOL: 'misc-protocol',
} as const;
export type UrlCategory = (typeof UrlCategory)[keyof typeof UrlCategory];
/** Lookups over `UrlCategory`. */
export const UrlCategoryEnum = /*#__PURE__*/ defineEnum('UrlCategory', UrlCategory);
