import { addressKey } from './token-buckets.ts';
import { MemoryLimitStore, type LimitStore } from './limit-store.ts';

/** Limits per minute of one kind of call (Config: formsIpPerMinute…, analyticsVisitorPerMinute…). */
export interface RateLimits {
  visitorPerMinute: number;
  ipPerMinute: number;
}

/**
 * The one rate limiter of visitors' calls (analytics ingestion, form keys, challenges and
 * submissions…): per client address and per visitor of a website. Its buckets live in `store`:
 * this process's memory by default, Redis (shared by every process, exact) when REDIS_URL is set.
 * Each domain makes its own instance with a stable `name` (the same in every process) and its own
 * limits; past either limit the answer is 429.
 */
export class RateLimiter {
  constructor(
    private readonly name: string,
    private readonly limits: RateLimits,
    private readonly store: LimitStore = new MemoryLimitStore(),
  ) {}

  /** 0 when the call may go on, else the seconds to wait (for Retry-After). The visitor's bucket is taken only when the address had a token. */
  async check(ip: string, websiteId: string, visitorId: string | null): Promise<number> {
    const address = { name: `${this.name}:ip`, key: addressKey(ip), perMinute: this.limits.ipPerMinute };
    const visitor = visitorId ? [{ name: `${this.name}:visitor`, key: `${websiteId}\n${visitorId}`, perMinute: this.limits.visitorPerMinute }] : [];
    const wait = await this.store.take([address, ...visitor]);
    return wait && Math.ceil(wait / 1000);
  }
}
