import { TokenBuckets, addressKey } from '../http/token-buckets.ts';

/**
 * Form calls (keys, challenges, submissions) per client address and per visitor of a website,
 * per minute (Config: formsIpPerMinute, formsVisitorPerMinute): past them the answer is 429.
 */
export class FormsLimiter {
  private readonly ips: TokenBuckets;
  private readonly visitors: TokenBuckets;

  constructor(limits: { ipPerMinute: number; visitorPerMinute: number }, now: () => number = Date.now) {
    this.ips = new TokenBuckets(limits.ipPerMinute, 100_000, now);
    this.visitors = new TokenBuckets(limits.visitorPerMinute, 100_000, now);
  }

  /** 0 when the call may go on, else the seconds to wait (for Retry-After). */
  check(ip: string, websiteId: string, visitorId: string | null): number {
    const wait = this.ips.take(addressKey(ip)) || (visitorId ? this.visitors.take(`${websiteId}\n${visitorId}`) : 0);
    return wait && Math.ceil(wait / 1000);
  }
}
