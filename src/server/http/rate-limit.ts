import { TokenBuckets, addressKey } from './token-buckets.ts';

/** Limits per minute of one kind of call (Config: formsIpPerMinute…, analyticsVisitorPerMinute…). */
export interface RateLimits {
  visitorPerMinute: number;
  ipPerMinute: number;
  /** Buckets kept per limit before the least recently used is forgotten (100,000 by default). */
  maxKeys?: number;
}

/**
 * The one rate limiter of visitors' calls (analytics ingestion, form keys, challenges and
 * submissions): per client address and per visitor of a website, each process on its own.
 * Each domain makes its own instance with its own limits; past either limit the answer is 429.
 */
export class RateLimiter {
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
