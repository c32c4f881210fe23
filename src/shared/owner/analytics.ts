/**
 * What the owner's analytics page (src/page/owner/AnalyticsView.tsx) shows, one shape per report:
 * the server's report queries (src/server/analytics/reports) answer in these shapes and the page
 * draws them, so the page layer never imports server code.
 */
/** One row of the campaign sources. */
export interface CampaignRow {
  /** The `source` parameter of the landing URL. */
  source: string;
  /** Landings (GET /api/track/Track calls) with that source. */
  landings: number;
  visitors: number;
}

/** Page views and visitors of one device class. */
export interface DeviceRow {
  device: 'mobile' | 'tablet' | 'desktop';
  views: number;
  visitors: number;
}

/** One JavaScript error message and how often it was reported. */
export interface ErrorGroup {
  message: string;
  count: number;
  /** Pages (paths) it was reported from. */
  pages: number;
  /** When it was last reported (epoch ms). */
  lastSeen: number;
}

/** The headline figures of a period. */
export interface Summary {
  /** Page views (RecordHit calls counted). */
  pageViews: number;
  /** Distinct visits: a visitor's visit number from ss_cvr (an anonymous visitor: one per day). */
  visits: number;
  /** Distinct visitors. */
  visitors: number;
}

/** One row of the top pages. */
export interface PageRow {
  path: string;
  views: number;
  visitors: number;
}

/** One row of the top referrers. */
export interface ReferrerRow {
  /** Host of the referring site, without `www.`. */
  host: string;
  views: number;
  visitors: number;
}

/** Page views of one calendar day. */
export interface DayRow {
  /** YYYY-MM-DD in the report's time zone offset. */
  date: string;
  views: number;
}

/** The metrics of the owner's page-speed table. */
export const REPORTED_METRICS = ['LCP', 'CLS', 'INP'] as const;
export type Reported = (typeof REPORTED_METRICS)[number];

/** The 75th percentile of one metric and the number of samples it stands on. */
export interface Percentile {
  p75: number;
  samples: number;
}

/** Page speed of one page: p75 of LCP (ms), CLS (unitless) and INP (ms); null when not measured. */
export type PageSpeedRow = { path: string } & Record<Reported, Percentile | null>;
