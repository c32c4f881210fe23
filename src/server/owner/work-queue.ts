import { VitrinaError } from '../../shared/errors.ts';

/**
 * A bounded queue for expensive work (password hashing): at most `concurrency` jobs run, at
 * most `maxWaiting` wait, and past that a job is refused at once with `rateLimited` (429) rather
 * than queued forever. node:crypto's async scrypt runs on libuv's pool of 4 threads and takes
 * 32 MB each; unbounded, 100 concurrent sign-ins held every thread (file reads, compression and
 * DNS waited behind them) and dropped connections (issue 10, defect 1).
 */
export class WorkQueue {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly concurrency: number,
    private readonly maxWaiting: number,
  ) {}

  /**
   * Runs `job` when a slot is free; throws VitrinaError('rateLimited') when the queue is full.
   * A `priority` job (a sign-in from a known device, bounded by its own limits) goes to the
   * front and is never refused, so a flood from strangers cannot keep the owner out.
   */
  async run<T>(job: () => Promise<T>, priority = false): Promise<T> {
    if (this.running >= this.concurrency) {
      if (!priority && this.waiting.length >= this.maxWaiting) throw new VitrinaError('rateLimited', { cause: new Error('work queue full') });
      await new Promise<void>((resolve) => (priority ? this.waiting.unshift(resolve) : this.waiting.push(resolve)));
    } else {
      this.running++;
    }
    try {
      return await job();
    } finally {
      // The slot passes straight to the next waiting job, so `running` stays counted.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
