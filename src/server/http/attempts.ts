/**
 * Sign-in attempts counted per key (an account, an address, an account from an address, a known
 * device) in a fixed window: past `max` attempts the key is blocked until its window ends.
 *
 * An attempt is counted when it is *reserved*, before the password is checked, so concurrent
 * guesses cannot all pass the check while the first ones are still hashing (issue 10, defect 1).
 * The caller settles it afterwards: a success `release`s its reservation (it was no failure),
 * a failure simply keeps it. In memory, per process, at most `maxKeys` keys (the oldest
 * forgotten first): MemoryLimitStore's counters; redis-limit-store.ts keeps the same rules in Redis.
 */
export class FailedAttempts {
  private readonly keys = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly maxKeys = 100_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** 0 when `key` may try, else the milliseconds until it may try again. */
  blockedFor(key: string): number {
    const entry = this.keys.get(key);
    const now = this.now();
    if (!entry || entry.resetAt <= now) return 0;
    return entry.count >= this.max ? entry.resetAt - now : 0;
  }

  /** Counts one attempt of `key` now, before its outcome is known (check `blockedFor` first). */
  reserve(key: string): void {
    const now = this.now();
    let entry = this.keys.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + this.windowMs };
      this.keys.delete(key);
      if (this.keys.size >= this.maxKeys) this.keys.delete(this.keys.keys().next().value!);
      this.keys.set(key, entry);
    }
    entry.count++;
  }

  /** Gives back one reservation of `key` (the attempt succeeded or was never checked). */
  release(key: string): void {
    const entry = this.keys.get(key);
    if (entry && entry.count > 0) entry.count--;
  }

  /** Forgets `key`: its failures no longer count (a success from the same account and place). */
  clear(key: string): void {
    this.keys.delete(key);
  }
}

/** Attempts of each key still being checked: at most `max` at once, so a burst cannot queue up behind one account. */
export class InProgress {
  private readonly counts = new Map<string, number>();

  constructor(private readonly max: number) {}

  /** True when `key` has a free slot. */
  hasRoom(key: string): boolean {
    return (this.counts.get(key) ?? 0) < this.max;
  }

  /** Takes a slot of `key` (check `hasRoom` first). */
  enter(key: string): void {
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
  }

  /** Gives back a slot of `key`. */
  leave(key: string): void {
    const n = (this.counts.get(key) ?? 0) - 1;
    if (n > 0) this.counts.set(key, n);
    else this.counts.delete(key);
  }
}
