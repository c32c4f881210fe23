/**
 * Token buckets that keep a flood of calls from filling the disk (analytics ingestion, form
 * submissions): one bucket per key (a visitor of a website, a client address), in memory, each
 * process on its own.
 * A bucket holds `perMinute` tokens, refills continuously at `perMinute` per minute, and every
 * ingestion call takes one. The map is bounded: past `maxKeys` the least recently used bucket
 * is forgotten (it starts full again if that key comes back).
 */
export class TokenBuckets {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private readonly perMs: number;

  constructor(
    private readonly perMinute: number,
    private readonly maxKeys = 100_000,
    private readonly now: () => number = Date.now,
  ) {
    this.perMs = perMinute / 60_000;
  }

  /** Takes a token for `key`: 0 when granted, otherwise the milliseconds until one is free. */
  take(key: string): number {
    const t = this.now();
    let b = this.buckets.get(key);
    if (b) {
      this.buckets.delete(key); // re-inserted below: Map order is the LRU order
      b.tokens = Math.min(this.perMinute, b.tokens + (t - b.at) * this.perMs);
      b.at = t;
    } else {
      b = { tokens: this.perMinute, at: t };
      if (this.buckets.size >= this.maxKeys) this.buckets.delete(this.buckets.keys().next().value!);
    }
    this.buckets.set(key, b);
    if (b.tokens >= 1) {
      b.tokens -= 1;
      return 0;
    }
    return Math.ceil((1 - b.tokens) / this.perMs);
  }

  /** Buckets held now (at most `maxKeys`). */
  get size(): number {
    return this.buckets.size;
  }
}

/**
 * The key of a client address: IPv4 as is, IPv6 by its /64 network (one subscriber usually
 * holds a whole /64, so rotating the host part must not buy a fresh bucket).
 * @example addressKey('2001:db8::1') === '2001:db8:0:0'
 */
export function addressKey(ip: string): string {
  if (!ip.includes(':')) return ip; // IPv4
  const v4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (v4) return v4[1];
  const [head, tail] = ip.toLowerCase().split('%')[0].split('::');
  const left = head ? head.split(':') : [];
  const right = tail === undefined ? [] : tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':');
}
