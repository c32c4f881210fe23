import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/**
 * Row types of every table, as Kysely sees them. Shapes that both databases share:
 * timestamps are epoch milliseconds (bigint), booleans are integers 0/1, and JSON columns
 * are written as text (see `toJson`) and read back through `fromJson` (PG returns objects).
 */

/** A JSON column: written as a JSON string, read as a string (SQLite) or a value (PostgreSQL). */
export type JsonColumn = ColumnType<unknown, string, string>;

/** Epoch milliseconds, stored as bigint on both databases. */
export type Millis = ColumnType<number, number, number>;

export interface WebsitesTable {
  id: string;
  identifier: string;
  title: string;
  /** Increases by 1 on every publish; part of every cache key. */
  version: number;
  /** 1 for the one site served on localhost and unknown hosts of the app domain. */
  is_default: number;
  /** The non-collection parts of the site file: website, settings, navigation, headerFooter, homePage. */
  site: JsonColumn;
  created_at: Millis;
  updated_at: Millis;
  published_at: Millis;
}

export interface DomainsTable {
  /** Lowercase host name, no port. */
  host: string;
  website_id: string;
}

export interface CollectionsTable {
  website_id: string;
  id: string;
  url_id: string;
  type: number;
  title: string;
  /** Position in the site file. */
  ordinal: number;
  /** description, permissionType, layout. */
  data: JsonColumn;
}

export interface ItemsTable {
  website_id: string;
  id: string;
  collection_id: string;
  url_id: string;
  title: string;
  record_type: number;
  status: string;
  published_on: Millis;
  /** Position in its collection in the site file (the owner's order). */
  ordinal: number;
  /** Everything else of the item: author, excerpt, tags, categories, mediaId, product, layout. */
  data: JsonColumn;
}

export interface MediaTable {
  website_id: string;
  id: string;
  /** Path of the source file in the site folder it was published from. */
  filename: string;
  mime: string;
  width: number;
  height: number;
  /** Size of the source file. */
  bytes: number;
  alt: string;
  focal_x: number;
  focal_y: number;
  /** [{ width, file }], narrowest first; files live in `<mediaDir>/<website_id>/`. */
  variants: JsonColumn;
}

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

/** An account that may sign in to a site's /config area (migration 0003). */
export interface OwnersTable {
  id: string;
  website_id: string;
  /** Lowercase; unique per website. */
  email: string;
  /** scrypt in a PHC-style string (src/server/owner/password.ts). */
  password_hash: string;
  /** Site user role of §3 (admin 1 … viewer 10). */
  role: number;
  created_at: Millis;
}

/** A signed-in owner's session: the id is the SHA-256 (hex) of the cookie's random token. */
export interface OwnerSessionsTable {
  id: string;
  owner_id: string;
  website_id: string;
  created_at: Millis;
  expires_at: Millis;
  last_seen: Millis;
}

/** A published form or newsletter (migration 0004), rewritten by every publish of its site. */
export interface FormsTable {
  website_id: string;
  id: string;
  kind: string;
  name: string;
  collection_id: string | null;
  /** The whole definition (src/shared/forms/fields.ts), notificationEmail included. */
  definition: JsonColumn;
}

/** A single-use submission key (POST /api/form/FormSubmissionKey). */
export interface FormKeysTable {
  /** SHA-256 (base64url) of the key. */
  key_hash: string;
  website_id: string;
  created_at: Millis;
  expires_at: Millis;
}

/** An ALTCHA solution already used, kept until its challenge expires. */
export interface CaptchaSolutionsTable {
  id: string;
  website_id: string;
  expires_at: Millis;
}

/** One stored form submission with its page fields (§3). */
export interface FormSubmissionsTable {
  id: Generated<number>;
  website_id: string;
  form_id: string;
  collection_id: string;
  object_name: string;
  is_overlay: number;
  submit_button_text: string;
  page_title: string;
  page_id: string;
  content_source: string;
  page_path: string;
  /** Field id → value (src/shared/forms/values.ts). */
  field_values: JsonColumn;
  visitor_id: string | null;
  user_agent: string | null;
  /** 1 when the honeypot was filled: kept, never mailed. */
  spam: number;
  created_at: Millis;
}

/** A newsletter subscriber, one per (website, form, email). */
export interface NewsletterSubscribersTable {
  id: string;
  website_id: string;
  form_id: string;
  email: string;
  name: string;
  status: 'pending' | 'confirmed' | 'unsubscribed';
  confirm_token_hash: string | null;
  unsubscribe_token_hash: string;
  page_path: string;
  created_at: Millis;
  updated_at: Millis;
  confirmation_sent_at: Millis | null;
  confirmed_at: Millis | null;
  unsubscribed_at: Millis | null;
}

/** A mail to send, written in the transaction of what caused it; the worker sends it with retries. */
export interface MailOutboxTable {
  id: Generated<number>;
  website_id: string;
  kind: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Millis;
  locked_until: Millis | null;
  sent_at: Millis | null;
  last_error: string | null;
  created_at: Millis;
}

/** Every table of the database. Later migrations add their tables here. */
export interface Database {
  websites: WebsitesTable;
  domains: DomainsTable;
  collections: CollectionsTable;
  items: ItemsTable;
  media: MediaTable;
  hits: HitsTable;
  events: EventsTable;
  js_errors: JsErrorsTable;
  perf_records: PerfRecordsTable;
  owners: OwnersTable;
  owner_sessions: OwnerSessionsTable;
  forms: FormsTable;
  form_keys: FormKeysTable;
  captcha_solutions: CaptchaSolutionsTable;
  form_submissions: FormSubmissionsTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  mail_outbox: MailOutboxTable;
}

export type WebsiteRow = Selectable<WebsitesTable>;
export type CollectionRow = Selectable<CollectionsTable>;
export type ItemRow = Selectable<ItemsTable>;
export type MediaRow = Selectable<MediaTable>;
export type NewItemRow = Insertable<ItemsTable>;
