/**
 * The visitor cookies (SPEC §3, §4, §5, §9): the ss_cvr record (id, first visit, previous visit,
 * latest visit, visit count), the ss_cvt session value, their lifetimes, and the visit
 * transition. Pure: the browser runtime reads and writes document.cookie with these values.
 */

/** Cookie names. */
export const VISITOR_COOKIES = {
  /** The visitor record, five pipe-separated parts (§3). */
  record: 'ss_cvr',
  /** The session value: the timestamp of the visitor's latest activity (§3). */
  session: 'ss_cvt',
  /** Cookie consent: "true" accepted, "false" refused (§3, §4). */
  consent: 'ss_cookieAllowed',
} as const;

const DAY = 24 * 60 * 60;

/** Cookie lifetimes in seconds (§9; a year counts 365 days). */
export const COOKIE_MAX_AGE = {
  /** Visitor record: 2 years. */
  record: 2 * 365 * DAY,
  /** Session: 30 minutes. */
  session: 30 * 60,
  /** Consent (ss_cookieAllowed, path /): 30 days. */
  consent: 30 * DAY,
  /** Analytics cookie: 390 days. */
  analytics: 390 * DAY,
} as const;

/** The path of the consent cookie (§9). */
export const CONSENT_COOKIE_PATH = '/';

/** Cookies cleared when a restrictive cookie policy applies without consent (§4, §9). */
export const RESTRICTIVE_POLICY_COOKIES = [
  'SS_MATTR', 'SS_MID', 'SS_lastvisit', 'user_segment', 'ss_cid', 'ss_cpvisit', 'ss_cvisit', 'ss_cvr', 'ss_cvt',
] as const;

/** The decoded ss_cvr record; times are epoch milliseconds. */
export interface VisitorRecord {
  id: string;
  firstVisit: number;
  previousVisit: number;
  latestVisit: number;
  visitCount: number;
}

/** §5: an id of word characters or dashes, then four positive integers each after a pipe. */
export const VISITOR_RECORD_PATTERN = /^[\w-]+(?:\|[1-9]\d*){4}$/;
/** §5: the session value is a positive integer. */
export const SESSION_VALUE_PATTERN = /^[1-9]\d*$/;
/** §5: a visitor id is word characters or dashes. */
const VISITOR_ID = /^[\w-]+$/;
/**
 * Longest visitor value read (a whole record or a bare id). §5 sets no length; this bound is ours:
 * the census body field was already capped there, and it keeps a hostile cookie (up to a 16 KB
 * header) from becoming a row's visitor id or a rate-limit key. The runtime's records are ~60.
 */
export const VISITOR_VALUE_MAX = 200;

/**
 * The record in a cookie value, or `undefined` when the value is missing or invalid (§5): the
 * pattern above, at most VISITOR_VALUE_MAX characters, every number a safe integer.
 * The one parser of ss_cvr, for the runtime and the server alike.
 */
export function parseVisitorRecord(raw: string | undefined | null): VisitorRecord | undefined {
  if (typeof raw !== 'string' || raw.length > VISITOR_VALUE_MAX || !VISITOR_RECORD_PATTERN.test(raw)) return undefined;
  const [id, ...parts] = raw.split('|');
  const [firstVisit, previousVisit, latestVisit, visitCount] = parts.map(Number);
  if (![firstVisit, previousVisit, latestVisit, visitCount].every(Number.isSafeInteger)) return undefined;
  return { id, firstVisit, previousVisit, latestVisit, visitCount };
}

/** The visitor id of a census `visitorCookie` (§7): a whole ss_cvr record or a bare id; undefined otherwise. */
export function visitorIdOf(value: string | undefined | null): string | undefined {
  if (!value) return undefined;
  return parseVisitorRecord(value)?.id ?? (value.length <= VISITOR_VALUE_MAX && VISITOR_ID.test(value) ? value : undefined);
}

/** True when `value` is empty, a visitor record or a bare visitor id (what census calls may send). */
export function isVisitorValue(value: string): boolean {
  return value === '' || visitorIdOf(value) !== undefined;
}

/** The cookie value of a record: "id|first|previous|latest|count". */
export function formatVisitorRecord(record: VisitorRecord): string {
  return [record.id, record.firstVisit, record.previousVisit, record.latestVisit, record.visitCount].join('|');
}

/** The session timestamp in a cookie value, or `undefined` when missing or invalid (§5). */
export function parseSessionValue(raw: string | number | undefined | null): number | undefined {
  const text = typeof raw === 'number' ? String(raw) : raw;
  if (typeof text !== 'string' || !SESSION_VALUE_PATTERN.test(text)) return undefined;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : undefined;
}

/** The cookies after a page view, and what changed. */
export interface VisitState {
  record: VisitorRecord;
  /** The new ss_cvt value: this page view's time. */
  session: number;
  isNewVisitor: boolean;
  isNewSession: boolean;
  /** A /search page: the visit carries the site-search event only, never a page view nor a landing call (§7). */
  searchOnly?: boolean;
}

/**
 * The §4 transition for a page view at `now` (epoch ms). Invalid cookie values count as absent
 * and are replaced (§5). No record → a new visitor (`newId`) with a new session; a record
 * whose session cookie is gone (expired) → visit count + 1, previous = latest, latest = now,
 * new session; otherwise the same visit, with the session renewed.
 * @example nextVisit(cookies.ss_cvr, cookies.ss_cvt, Date.now(), randomId())
 */
export function nextVisit(
  record: VisitorRecord | string | undefined,
  session: number | string | undefined,
  now: number,
  newId: string,
): VisitState {
  const time = Math.floor(now);
  if (!Number.isSafeInteger(time) || time <= 0) throw new RangeError(`Invalid visit time: ${now}`);
  const current = typeof record === 'string' || record === undefined ? parseVisitorRecord(record) : record;
  if (!current) {
    if (!VISITOR_ID.test(newId)) throw new TypeError(`Invalid visitor id: "${newId}"`);
    return {
      record: { id: newId, firstVisit: time, previousVisit: time, latestVisit: time, visitCount: 1 },
      session: time,
      isNewVisitor: true,
      isNewSession: true,
    };
  }
  if (parseSessionValue(session) !== undefined) return { record: current, session: time, isNewVisitor: false, isNewSession: false };
  return {
    record: { ...current, previousVisit: current.latestVisit, latestVisit: time, visitCount: current.visitCount + 1 },
    session: time,
    isNewVisitor: false,
    isNewSession: true,
  };
}

/** The cookie values to write after a visit transition: { ss_cvr, ss_cvt }. */
export function visitCookieValues(state: VisitState): { ss_cvr: string; ss_cvt: string } {
  return { ss_cvr: formatVisitorRecord(state.record), ss_cvt: String(state.session) };
}
