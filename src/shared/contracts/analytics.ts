/**
 * The analytics calls of SPEC §7 with their payloads: what the runtime sends and the server
 * validates (src/server/analytics). Every field has its cap and an es-419 message naming what is
 * wrong (fields.ts); unknown fields are dropped. docs/analytics.md lists them for people.
 */
import * as v from 'valibot';
import { t } from '../messages/index.ts';
import { isVisitorValue, parseVisitorRecord } from '../visitor-cookie.ts';
import {
  BUTTON_CLICK_PATH, BUTTON_RENDER_PATH, FORM_RENDER_PATH, OVERLAY_PATH, PERFORMANCE_RECORDS_PATH, PERFORMANCE_SETTINGS_PATH,
  RECORD_EVENT_PATH, RECORD_HIT_PATH, RECORD_JAVASCRIPT_ERRORS_PATH, RECORD_QUICK_VIEW_PATH, TRACE_PATH, TRACK_PATH,
} from './analytics-paths.ts';
import { contract, NoContent } from './contract.ts';
import { anyJson, jsonOf, list, notList, num, obj, optFlag, optInt, optNumber, optText, text } from './fields.ts';

export * from './analytics-paths.ts';

// ── Census (page views, buttons, forms, overlays, quick views) ──────────────────────────────

/** A number or a short text (fields whose form the runtime may choose: dates, permission types). */
const scalar = (max: number) => v.nullish(v.union([v.number(), text(max)], t('analytics.field.numberOrText', { max })));

/** The `data` JSON of a page-view census call (SPEC §7); unknown fields are ignored. */
export const HitData = obj({
  userAgent: optText(1000),
  clientDate: scalar(64),
  viewportInnerWidth: optNumber(0, 100_000),
  viewportInnerHeight: optNumber(0, 100_000),
  screenWidth: optNumber(0, 100_000),
  screenHeight: optNumber(0, 100_000),
  websiteId: optText(64),
  templateId: optText(64),
  locale: optText(35),
  url: text(2000),
  title: optText(500),
  itemId: optText(64),
  recordType: optNumber(0, 10_000),
  collectionId: optText(64),
  permissionType: scalar(64),
  localStorageSupported: v.nullish(v.boolean(t('analytics.field.notFlag'))),
  queryString: optText(2000),
  referrer: optText(2000),
});
/** What the runtime puts in a hit's `data`. */
export type HitData = v.InferInput<typeof HitData>;

/** The ss_cvr visitor record of §3/§5, as sent in the body, read once (empty means none). */
export const VisitorRecordField = v.nullish(
  v.pipe(
    text(200),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const record = parseVisitorRecord(dataset.value);
      if (record || dataset.value === '') return record ?? null;
      addIssue({ message: t('analytics.field.invalidVisitorRecord') });
      return NEVER;
    }),
  ),
);

/** The page-view census: form-encoded event, data (JSON text) and ss_cvr. */
export const RecordHit = obj({
  event: optText(50),
  data: jsonOf(HitData, 16_000),
  ss_cvr: VisitorRecordField,
});

/** visitorCookie: the visitor's ss_cvr record (or its id), empty when there is none. */
const VisitorCookie = v.nullish(v.pipe(text(200), v.check(isVisitorValue, t('analytics.field.invalidVisitorId'))));

/** The page fields every census call carries (§3): page title, id, content source, path. */
const pageFields = {
  pageTitle: optText(500),
  pageId: optText(64),
  contentSource: optText(100),
  pagePath: optText(2000),
  visitorCookie: VisitorCookie,
};

/** button-click and button-render. */
export const ButtonCensus = obj({
  id: text(100),
  buttonText: optText(300),
  clickthroughUrl: optText(2000),
  alignment: optText(20),
  size: optText(20),
  newWindow: optFlag(),
  context: optText(100),
  ...pageFields,
});

/** form-render. */
export const FormCensus = obj({ formId: text(100), ...pageFields });

/** overlay: the overlay's own fields (up to 30 short values) with visitorCookie. */
export const OverlayCensus = v.pipe(
  notList,
  v.record(v.pipe(text(64), v.regex(/^[A-Za-z_][\w-]*$/, t('analytics.field.invalidFieldName'))), v.nullable(v.union([text(1000), v.number(), v.boolean()], t('analytics.field.textNumberOrFlag'))), t('analytics.field.required')),
  v.maxEntries(30, t('analytics.field.maxFields', { max: 30 })),
  v.check((o) => o.visitorCookie === undefined || o.visitorCookie === null || (typeof o.visitorCookie === 'string' && isVisitorValue(o.visitorCookie)), t('analytics.field.invalidVisitorCookie')),
);

/** RecordQuickView/{id}: the id of the item shown (a path parameter). */
export const QuickViewParams = obj({ id: v.pipe(text(64), v.regex(/^[\w-]+$/, t('analytics.field.notIdentifier'))) });

// ── Landing ──────────────────────────────────────────────────────────────────────────────────

const campaign = optText(200);

/** The landing call's query: the landing, its referrer and the campaign parameters of the page URL (§7). */
export const TrackQuery = obj({
  landing: text(2000),
  refer: optText(2000),
  rk: optText(64),
  lang: optText(35),
  screen: v.nullish(v.pipe(text(20), v.regex(/^(\d{1,5}[x×]\d{1,5})?$/, t('analytics.field.screenSize')))),
  source: campaign,
  campaign,
  subcampaign: campaign,
  channel: campaign,
  subchannel: campaign,
  variation: campaign,
  mkwid: campaign,
});

// ── Events ───────────────────────────────────────────────────────────────────────────────────

/** The analytics event payload of SPEC §3: its common fields are type-checked, others kept. */
export const EventData = v.pipe(
  notList,
  v.looseObject(
    {
      eventName: optText(100),
      websiteId: optText(64),
      memberAccountId: optText(64),
      templateId: optText(64),
      variantId: optText(64),
      website_locale: optText(35),
      member_locale: optText(35),
      pageHash: optText(500),
      pagePath: optText(2000),
      isFirstLanding: optFlag(),
      isFirstSession: optFlag(),
      sessionId: optText(100),
    },
    t('analytics.field.required'),
  ),
);

/** RecordEvent: form-encoded crumb (checked by the crumb guard), event, data. */
export const RecordEvent = obj({ crumb: optText(200), event: text(100), data: v.nullish(jsonOf(EventData, 16_000)) });

/** One item of the Trace queue. */
export const TraceItem = obj({ pageUrl: optText(2000), type: text(100), data: v.optional(anyJson(4000)) });

/** Trace: `data` is the JSON text of the queue (at most 50 items). */
export const Trace = obj({ data: jsonOf(list(TraceItem, 50), 60_000) });

// ── Error reports ────────────────────────────────────────────────────────────────────────────

/** The logged-error record of SPEC §3; the stack is cut to 5000 characters by the reporter (§9). */
export const ErrorRecord = obj({
  app: optText(100),
  message: text(2000),
  stack: optText(5000),
  file: optText(2000),
  line: optInt(0, 10_000_000),
  column: optInt(0, 10_000_000),
  custom: v.optional(anyJson(2000)),
  websiteId: optText(64),
  templateId: optText(64),
  url: optText(2000),
  userAgent: optText(1000),
});

/** A client time: epoch milliseconds, or an ISO 8601 timestamp. */
export const ClientTime = v.nullish(
  v.union([num(0, 1e14), v.pipe(v.string(), v.isoTimestamp(), v.transform((s) => Date.parse(s)))], t('analytics.field.notTime')),
);

/** RecordJavascriptErrors: a JSON array (≤ 50) of {event, data (JSON text), timestamp}. */
export const JsErrorReports = list(obj({ event: optText(100), data: jsonOf(ErrorRecord, 12_000), timestamp: ClientTime }), 50);

// ── Page speed ───────────────────────────────────────────────────────────────────────────────

/** The page-speed metrics collected (web-vitals names). */
export const METRICS = ['LCP', 'CLS', 'INP', 'FCP', 'TTFB'] as const;

/** A record's `data`: one metric of the page at `path` (a web-vitals metric plus the path). */
export const PerfData = obj({
  name: v.picklist(METRICS, t('analytics.field.oneOf', { options: METRICS.join(', ') })),
  value: num(0, 10_000_000),
  path: text(2000),
});

/** One page-speed record of §3: app, data, event, pageLoadId, ts. */
export const PerfRecord = obj({
  app: optText(100),
  event: optText(100),
  pageLoadId: v.pipe(text(64), v.regex(/^[\w-]{8,64}$/, t('analytics.field.invalidPageLoadId'))),
  ts: ClientTime,
  data: jsonOf(PerfData, 4000),
});

/** performance/records: a JSON array of at most 50 records. */
export const PerfRecords = list(PerfRecord, 50);

/** performance/settings answers a fresh page-load id. */
export const PerfSettings = v.object({ pageLoadId: v.string() });
export type PerfSettings = v.InferOutput<typeof PerfSettings>;

// ── The calls ────────────────────────────────────────────────────────────────────────────────

/** Every analytics call: failures are ignored by the runtime (§7); a success answers 204 (settings: JSON). */
export const analyticsCalls = {
  recordHit: contract('POST', RECORD_HIT_PATH, { request: RecordHit, answer: NoContent }),
  buttonClick: contract('POST', BUTTON_CLICK_PATH, { request: ButtonCensus, answer: NoContent }),
  buttonRender: contract('POST', BUTTON_RENDER_PATH, { request: ButtonCensus, answer: NoContent }),
  formRender: contract('POST', FORM_RENDER_PATH, { request: FormCensus, answer: NoContent }),
  overlay: contract('POST', OVERLAY_PATH, { request: OverlayCensus, answer: NoContent }),
  recordQuickView: contract('POST', RECORD_QUICK_VIEW_PATH, { request: QuickViewParams, answer: NoContent }),
  track: contract('GET', TRACK_PATH, { request: TrackQuery, answer: NoContent }),
  recordEvent: contract('POST', RECORD_EVENT_PATH, { request: RecordEvent, answer: NoContent }),
  trace: contract('POST', TRACE_PATH, { request: Trace, answer: NoContent }),
  recordJavascriptErrors: contract('POST', RECORD_JAVASCRIPT_ERRORS_PATH, { request: JsErrorReports, answer: NoContent }),
  performanceSettings: contract('GET', PERFORMANCE_SETTINGS_PATH, { request: undefined, answer: PerfSettings }),
  performanceRecords: contract('POST', PERFORMANCE_RECORDS_PATH, { request: PerfRecords, answer: NoContent }),
};
