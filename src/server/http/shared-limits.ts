import { Redis } from 'ioredis';
import { MemoryLimitStore, type Bucket, type Counter, type LimitStore, type Settlement, type Slots, type Via } from './limit-store.ts';
import { RedisLimitStore } from './redis-limit-store.ts';

/** How long a Redis command may take before the limits fall back on memory (ms). */
export const REDIS_COMMAND_TIMEOUT_MS = 250;
/** After a failed command, Redis is tried again this much later (meanwhile: memory, no waiting). */
const RETRY_AFTER_MS = 1000;

/** The logger's two levels used here (Fastify's logger fits). */
export interface OutageLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

/**
 * The process's Redis client (REDIS_URL): commands fail fast instead of queueing while it is
 * away (no offline queue, a short timeout), and it reconnects on its own.
 */
export function openRedis(url: string): Redis {
  const client = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: (times) => Math.min(times * 100, 1000),
  });
  // Outages are reported by the users of the client (once each), not per reconnection attempt.
  client.on('error', () => {});
  return client;
}

/** Connects `client`, waiting at most `ms`: a Redis that is away does not stop the start (the limits use memory until it is back). */
export async function connectRedis(client: Redis, ms = 2000): Promise<boolean> {
  if (client.status === 'ready') return true;
  const ready = new Promise<boolean>((resolve) => {
    client.once('ready', () => resolve(true));
    setTimeout(() => resolve(false), ms).unref();
  });
  if (client.status === 'wait') client.connect().catch(() => {});
  return ready;
}

/**
 * Limits in Redis, exact across processes, with this process's memory as the fallback: while
 * Redis is away (not connected, or a command took over 250 ms) every call goes to memory, one
 * warning is logged per outage, and the limits return to Redis once it answers again.
 */
export class SharedLimitStore implements LimitStore {
  private readonly redis: RedisLimitStore;
  private away = false;
  private retryAt = 0;
  /** A command failed on a connection that looked ready: one call per second probes Redis. */
  private probing = false;

  constructor(
    private readonly client: Redis,
    private readonly log: OutageLog,
    opts: { prefix?: string; now?: () => number } = {},
    readonly memory = new MemoryLimitStore({ now: opts.now }),
  ) {
    this.redis = new RedisLimitStore(client, opts.prefix, opts.now);
    // Reconnected: try Redis at once rather than after the pause of a failed command.
    client.on('ready', () => {
      this.probing = false;
    });
  }

  async take(buckets: readonly Bucket[]): Promise<number> {
    const shared = await this.attempt(() => this.redis.take(buckets));
    return shared ?? this.memory.take(buckets);
  }

  async admit(counted: readonly Counter[], busy: readonly Slots[], busyWaitMs: number): Promise<{ waitMs: number } | { via: Via }> {
    const shared = await this.attempt(() => this.redis.admit(counted, busy, busyWaitMs));
    return shared ?? this.memory.admit(counted, busy, busyWaitMs);
  }

  /** Settles where the attempt was admitted; a Redis that went away meanwhile lets its slots expire. */
  async settle(s: Settlement): Promise<void> {
    if (s.via === 'memory') return this.memory.settle(s);
    await this.attempt(() => this.redis.settle(s));
  }

  /** True while the limits are in Redis. */
  get shared(): boolean {
    return !this.away;
  }

  private async attempt<T>(op: () => Promise<T>): Promise<T | undefined> {
    if (this.client.status !== 'ready') return this.wentAway(`redis ${this.client.status}`);
    if (this.probing) {
      // One call probes Redis per second; the others meanwhile use memory without waiting.
      if (Date.now() < this.retryAt) return undefined;
      this.retryAt = Date.now() + RETRY_AFTER_MS;
    }
    try {
      const value = await op();
      this.probing = false;
      if (this.away) {
        this.away = false;
        this.log.info({}, 'rate limits: Redis is back, limits shared again');
      }
      return value;
    } catch (err) {
      this.probing = true;
      this.retryAt = Date.now() + RETRY_AFTER_MS;
      return this.wentAway(err instanceof Error ? err.message : String(err));
    }
  }

  private wentAway(reason: string): undefined {
    if (!this.away) {
      this.away = true;
      this.log.warn({ reason }, 'rate limits: Redis is not answering, each process counts on its own until it is back');
    }
    return undefined;
  }
}
