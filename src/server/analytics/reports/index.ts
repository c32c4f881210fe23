/**
 * The owner's analytics reports (/config/analytics), one query per file, each called as
 * `report(db, websiteId, { from, to, … })` with epoch-millisecond bounds (`to` excluded).
 */
export { campaignSources } from './campaign-sources.ts';
export { devices } from './devices.ts';
export { latestJsErrors } from './js-errors.ts';
export { pageSpeed } from './page-speed.ts';
export type { ReportRange, TopOptions } from './range.ts';
export { summary } from './summary.ts';
export { topPages } from './top-pages.ts';
export { topReferrers } from './top-referrers.ts';
export { viewsPerDay, type PerDayOptions } from './views-per-day.ts';
export type { CampaignRow, DayRow, DeviceRow, ErrorGroup, PageRow, PageSpeedRow, Percentile, ReferrerRow, Summary } from '../../../shared/owner/analytics.ts';
