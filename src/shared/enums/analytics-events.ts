/**
 * Analytics event types and hit kinds, apart from the other analytics enumerations so the
 * always-loaded runtime can read them without the record-type tables.
 */

/** Analytics event types (§3): page view 1, site search 2, heartbeat 10, audio 20, video 21. */
export const AnalyticsEventType = { PAGE_VIEW: 1, SITE_SEARCH: 2, HEARTBEAT: 10, AUDIO: 20, VIDEO: 21 } as const;
export type AnalyticsEventType = (typeof AnalyticsEventType)[keyof typeof AnalyticsEventType];

/**
 * Kinds of the rows of the `hits` table (ours, not §3's): a page view (RecordHit, which the
 * runtime sends as §3 event type 1) or a landing (the Track call, read by the campaign report).
 * Numbers, not `AnalyticsEventType.PAGE_VIEW`: a property read here would keep this module in every
 * bundle that imports the enumerations (tables.test.ts holds that the two page views agree).
 */
export const HitKind = { PAGE_VIEW: 1, LANDING: 2 } as const;
export type HitKind = (typeof HitKind)[keyof typeof HitKind];

