import { FailedAttempts, InProgress } from './attempts.ts';
import { TokenBuckets } from './token-buckets.ts';

/** One token bucket: `perMinute` tokens, refilled continuously at `perMinute` per minute. */
export interface Bucket {
  /** The limiter's stable name (the same in every process), e.g. `forms:ip`. */
  name: string;
  key: string;
  perMinute: number;
}

/** A fixed-window count of attempts: past `max` in `windowMs` the key is blocked until its window ends. */
export interface Counter {
  name: string;
  key: string;
  max: number;
  windowMs: number;
}

/** Slots held at once: at most `max` per key (checks in progress). */
export interface Slots {
  name: string;
  key: string;
  max: number;
}

/** Which store admitted an attempt: it is settled there. */
export type Via = 'memory' | 'redis';

/** What an admitted attempt gives back once its outcome is known (see owner/sign-in-guard.ts). */
export interface Settlement {
  via: Via;
  /** Slots left. */
  left: readonly Slots[];
  /** Counters whose reservation is given back (one each). */
  released: readonly Counter[];
  /** Counters forgotten (their failures no longer count). */
  cleared: readonly Counter[];
}

/**
 * Where rate limits and sign-in counters live: in this process's memory (MemoryLimitStore), or in
 * Redis, shared and exact across processes (RedisLimitStore behind SharedLimitStore). Each
 * operation is atomic: no other call of any process slips in between its check and its count.
 */
export interface LimitStore {
  /** Takes a token of each bucket in order, stopping at the first refusal: 0 when all gave one, else the milliseconds until a token is free. */
  take(buckets: readonly Bucket[]): Promise<number>;
  /**
   * Admits an attempt: when a counter is blocked, its wait; when a slot is full, `busyWaitMs`;
   * otherwise reserves one attempt of every counter and takes a slot of each, at once.
   */
  admit(counted: readonly Counter[], busy: readonly Slots[], busyWaitMs: number): Promise<{ waitMs: number } | { via: Via }>;
  /** Settles an admitted attempt (never throws). */
  settle(s: Settlement): Promise<void>;
}

/**
 * The limits of one process, in memory (the default, and the fallback while Redis is away).
 * Each name keeps its own bounded map (`maxKeys` keys, least recently used forgotten).
 */
export class MemoryLimitStore implements LimitStore {
  private readonly buckets = new Map<string, TokenBuckets>();
  private readonly counters = new Map<string, FailedAttempts>();
  private readonly slots = new Map<string, InProgress>();
  private readonly now: () => number;
  private readonly maxKeys: number;

  constructor(opts: { now?: () => number; maxKeys?: number } = {}) {
    this.now = opts.now ?? Date.now;
    this.maxKeys = opts.maxKeys ?? 100_000;
  }

  async take(buckets: readonly Bucket[]): Promise<number> {
    return this.takeNow(buckets);
  }

  /** `take` without a promise (the same atomic step). */
  takeNow(buckets: readonly Bucket[]): number {
    for (const b of buckets) {
      const wait = this.bucketsOf(b).take(b.key);
      if (wait > 0) return wait;
    }
    return 0;
  }

  async admit(counted: readonly Counter[], busy: readonly Slots[], busyWaitMs: number): Promise<{ waitMs: number } | { via: Via }> {
    const waitMs = Math.max(0, ...counted.map((c) => this.counterOf(c).blockedFor(c.key)));
    if (waitMs > 0) return { waitMs };
    if (busy.some((s) => !this.slotsOf(s).hasRoom(s.key))) return { waitMs: busyWaitMs };
    for (const c of counted) this.counterOf(c).reserve(c.key);
    for (const s of busy) this.slotsOf(s).enter(s.key);
    return { via: 'memory' };
  }

  async settle(s: Settlement): Promise<void> {
    for (const slot of s.left) this.slotsOf(slot).leave(slot.key);
    for (const c of s.released) this.counterOf(c).release(c.key);
    for (const c of s.cleared) this.counterOf(c).clear(c.key);
  }

  private bucketsOf(b: Bucket): TokenBuckets {
    const id = `${b.name}\n${b.perMinute}`;
    let found = this.buckets.get(id);
    if (!found) this.buckets.set(id, (found = new TokenBuckets(b.perMinute, this.maxKeys, this.now)));
    return found;
  }

  private counterOf(c: Counter): FailedAttempts {
    const id = `${c.name}\n${c.max}\n${c.windowMs}`;
    let found = this.counters.get(id);
    if (!found) this.counters.set(id, (found = new FailedAttempts(c.max, c.windowMs, this.maxKeys, this.now)));
    return found;
  }

  private slotsOf(s: Slots): InProgress {
    const id = `${s.name}\n${s.max}`;
    let found = this.slots.get(id);
    if (!found) this.slots.set(id, (found = new InProgress(s.max)));
    return found;
  }
}
