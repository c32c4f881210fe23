/**
 * The owner's analytics reports (/config/analytics), one query per file, each called as
 * `report(db, websiteId, { from, to, … })` with epoch-millisecond bounds (`to` excluded).
 */
export { campaignSources, type CampaignRow } from './campaign-sources.ts';
export { devices, type DeviceRow } from './devices.ts';
export { latestJsErrors, type ErrorGroup } from './js-errors.ts';
export { pageSpeed, type PageSpeedRow, type Percentile } from './page-speed.ts';
export type { ReportRange, TopOptions } from './range.ts';
export { summary, type Summary } from './summary.ts';
export { topPages, type PageRow } from './top-pages.ts';
export { topReferrers, type ReferrerRow } from './top-referrers.ts';
export { viewsPerDay, type DayRow, type PerDayOptions } from './views-per-day.ts';
