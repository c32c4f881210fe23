import { TokenBuckets, addressKey } from '../http/token-buckets.ts';

// Moved to src/server/http so that forms share them; re-exported for the analytics code and tests.
export { TokenBuckets, addressKey };

/** Limits of analytics ingestion, per minute (Config: analyticsVisitorPerMinute, analyticsIpPerMinute). */
export interface RateLimits {
  visitorPerMinute: number;
  ipPerMinute: number;
  maxKeys?: number;
}

/** The two limits together: per client address and per visitor of a website. */
export class AnalyticsLimiter {
  private readonly ips: TokenBuckets;
  private readonly visitors: TokenBuckets;

  constructor(limits: RateLimits, now: () => number = Date.now) {
    this.ips = new TokenBuckets(limits.ipPerMinute, limits.maxKeys, now);
    this.visitors = new TokenBuckets(limits.visitorPerMinute, limits.maxKeys, now);
  }

  /** 0 when the call may go on, else the seconds to wait (for Retry-After). */
  check(ip: string, websiteId: string, visitorId: string | null): number {
    const wait = this.ips.take(addressKey(ip)) || (visitorId ? this.visitors.take(`${websiteId}\n${visitorId}`) : 0);
    return wait && Math.ceil(wait / 1000);
  }
}
