/**
 * The analytics domain: ingestion of the browser's tracking and telemetry calls (SPEC §6, §7),
 * retention, and the owner's reports. Other domains import only this file.
 */
export * as reports from './reports/index.ts';
export { analyticsRoutes, type AnalyticsOptions, type AnalyticsServices } from './routes.ts';
