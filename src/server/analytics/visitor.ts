import { createHash } from 'node:crypto';

/** The visitor record cookie of SPEC §3 (ss_cvr): id|first|previous|latest|count. */
export interface VisitorRecord {
  id: string;
  first: number;
  previous: number;
  latest: number;
  count: number;
}

/** §5: an id of word characters or dashes, then four positive integers each after a pipe. */
const RECORD = /^([\w-]{1,64})\|([1-9]\d{0,15})\|([1-9]\d{0,15})\|([1-9]\d{0,15})\|([1-9]\d{0,8})$/;
const BARE_ID = /^[\w-]{1,64}$/;

/** Parses an ss_cvr value; null when it does not follow §5. */
export function parseVisitorRecord(value: string | undefined | null): VisitorRecord | null {
  const m = value ? RECORD.exec(value) : null;
  return m ? { id: m[1], first: Number(m[2]), previous: Number(m[3]), latest: Number(m[4]), count: Number(m[5]) } : null;
}

/** The visitor id of a census `visitorCookie`: a whole ss_cvr record or a bare id; null otherwise. */
export function visitorIdOf(value: string | undefined | null): string | null {
  if (!value) return null;
  return parseVisitorRecord(value)?.id ?? (BARE_ID.test(value) ? value : null);
}

/** True when `value` is empty, a visitor record or a bare visitor id (what census calls may send). */
export function isVisitorValue(value: string): boolean {
  return value === '' || visitorIdOf(value) !== null;
}

/** Who a page view is from: the visitor and the visit (session) it belongs to. */
export interface VisitIdentity {
  visitorId: string;
  sessionId: string;
}

/**
 * The visitor and visit of a hit: from its ss_cvr record when there is one; otherwise an
 * anonymous id, a hash of the site, address and user agent with a secret that changes every
 * day (the address itself is never stored), counted as one visit per day.
 */
export function visitIdentity(record: VisitorRecord | null, anon: { secret: string; websiteId: string; ip: string; userAgent: string; now: number }): VisitIdentity {
  if (record) return { visitorId: record.id, sessionId: `${record.id}.${record.count}` };
  const day = Math.floor(anon.now / 86_400_000);
  const hash = createHash('sha256').update(`${anon.secret}\n${day}\n${anon.websiteId}\n${anon.ip}\n${anon.userAgent}`).digest('base64url');
  const visitorId = `anon-${hash.slice(0, 22)}`;
  return { visitorId, sessionId: `${visitorId}.1` };
}
