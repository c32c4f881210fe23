import type { Generated } from 'kysely';
import type { JsonColumn, Millis } from './columns.ts';

/** Columns every analytics row has (migration 0002): a surrogate id, the tenant, when it arrived. */
interface AnalyticsRow {
  id: Generated<number>;
  website_id: string;
  created_at: Millis;
}

/** A page view (kind 1, POST /api/census/RecordHit) or a landing (kind 2, GET /api/track/Track). */
export interface HitsTable extends AnalyticsRow {
  kind: number;
  /** The id part of ss_cvr, or an anonymous daily hash when the visitor sent none. */
  visitor_id: string;
  /** `<visitor id>.<visit count>`: one visit (session) of one visitor. */
  session_id: string;
  path: string;
  title: string | null;
  /** Host of an external referrer; null for none or the site itself. */
  referrer_host: string | null;
  referrer_url: string | null;
  source: string | null;
  campaign: string | null;
  subcampaign: string | null;
  channel: string | null;
  subchannel: string | null;
  variation: string | null;
  mkwid: string | null;
  /** mobile, tablet or desktop. */
  device: string;
  browser: string;
  os: string;
  locale: string | null;
  collection_id: string | null;
  item_id: string | null;
  record_type: number | null;
}

/** A census event (button, form, overlay, quick view), a RecordEvent or one Trace item. */
export interface EventsTable extends AnalyticsRow {
  kind: string;
  name: string | null;
  path: string | null;
  visitor_id: string | null;
  payload: JsonColumn;
}

/** One JavaScript error report: the logged-error record of SPEC §3. */
export interface JsErrorsTable extends AnalyticsRow {
  event: string | null;
  app: string | null;
  message: string;
  stack: string | null;
  file: string | null;
  line_number: number | null;
  column_number: number | null;
  /** JSON text of the record's `custom` value. */
  custom: string | null;
  template_id: string | null;
  url: string | null;
  path: string | null;
  user_agent: string | null;
  client_ts: number | null;
}

/** One page-speed metric of one page load (LCP, CLS, INP, FCP, TTFB). */
export interface PerfRecordsTable extends AnalyticsRow {
  page_load_id: string;
  metric: string;
  value: number;
  path: string;
  client_ts: number | null;
}

/** The analytics domain's tables by name (migration 0002). */
export interface AnalyticsTables {
  hits: HitsTable;
  events: EventsTable;
  js_errors: JsErrorsTable;
  perf_records: PerfRecordsTable;
}
