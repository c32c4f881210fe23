import { createHash } from 'node:crypto';
import type { VisitorRecord } from '../../shared/visitor-cookie.ts';

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
export function visitIdentity(record: VisitorRecord | null | undefined, anon: { secret: string; websiteId: string; ip: string; userAgent: string; now: number }): VisitIdentity {
  if (record) return { visitorId: record.id, sessionId: `${record.id}.${record.visitCount}` };
  const day = Math.floor(anon.now / 86_400_000);
  const hash = createHash('sha256').update(`${anon.secret}\n${day}\n${anon.websiteId}\n${anon.ip}\n${anon.userAgent}`).digest('base64url');
  const visitorId = `anon-${hash.slice(0, 22)}`;
  return { visitorId, sessionId: `${visitorId}.1` };
}
