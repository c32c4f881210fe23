/**
 * Failed sign-in attempts counted per key (a client address, or an email of a website) in a
 * fixed window: past `max` failures the key is blocked until its window ends. Successful
 * sign-ins cost nothing, so an owner who types well is never locked out by their own visits.
 * In memory, per process, at most `maxKeys` keys (the oldest forgotten first).
 */
export class FailedAttempts {
  private readonly keys = new Map<string, { failures: number; resetAt: number }>();

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
    return entry.failures >= this.max ? entry.resetAt - now : 0;
  }

  /** Counts one failure of `key`. */
  fail(key: string): void {
    const now = this.now();
    let entry = this.keys.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { failures: 0, resetAt: now + this.windowMs };
      this.keys.delete(key);
      if (this.keys.size >= this.maxKeys) this.keys.delete(this.keys.keys().next().value!);
      this.keys.set(key, entry);
    }
    entry.failures++;
  }
}
