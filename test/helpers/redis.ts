import { randomBytes } from 'node:crypto';
import { createServer, Socket, type Server } from 'node:net';
import { Redis } from 'ioredis';
import { MemoryLimitStore, type LimitStore } from '../../src/server/http/limit-store.ts';
import { RedisLimitStore } from '../../src/server/http/redis-limit-store.ts';

/** The tests' Redis (TEST_REDIS_URL, default the local one at 127.0.0.1:6379). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A key prefix of one test's own (`vitrina-test:<random>:`), so tests running together never share a key. */
export function testPrefix(): string {
  return `vitrina-test:${randomBytes(6).toString('hex')}:`;
}

/** Deletes every key under `prefix` (a test's clean-up). */
export async function dropKeys(client: Redis, prefix: string): Promise<void> {
  let cursor = '0';
  do {
    const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
    if (keys.length) await client.del(...keys);
    cursor = next;
  } while (cursor !== '0');
}

/** The keys under `prefix` now. */
export async function keysUnder(client: Redis, prefix: string): Promise<string[]> {
  const found: string[] = [];
  let cursor = '0';
  do {
    const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
    found.push(...keys);
    cursor = next;
  } while (cursor !== '0');
  return found;
}

/**
 * A TCP relay in front of the tests' Redis, to make it go away and come back: `stop()` closes
 * every connection and the port, `start()` opens the same port again, and `hang()` keeps the
 * connections open but passes nothing (a Redis that does not answer).
 */
export class RedisRelay {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  private hanging = false;
  port = 0;

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const target = new URL(TEST_REDIS_URL);
    this.hanging = false;
    this.server = createServer((client) => {
      const upstream = new Socket();
      upstream.connect(Number(target.port || 6379), target.hostname);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('error', () => {});
        s.on('close', () => this.sockets.delete(s));
      }
      client.on('data', (d) => this.hanging || upstream.write(d));
      upstream.on('data', (d) => this.hanging || client.write(d));
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as { port: number }).port;
  }

  /** Nothing passes any more, in either direction (connections stay open). */
  hang(): void {
    this.hanging = true;
  }

  async stop(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = null;
  }
}

/** A limit store for one test, and its clean-up (its keys deleted, its client closed). */
export interface TestLimitStore {
  store: LimitStore;
  close(): Promise<void>;
}

/**
 * Both limit stores, for tests that hold each to the same rules: memory, and Redis itself (no
 * fallback: a Redis error fails the test), on a key prefix of the test's own; `now` is the clock.
 * @example describe.each(LIMIT_STORES)('%s store', (_name, open) => { … })
 */
export const LIMIT_STORES: Array<[string, (now?: () => number) => Promise<TestLimitStore>]> = [
  ['memory', async (now) => ({ store: new MemoryLimitStore({ now }), close: async () => {} })],
  [
    'redis',
    async (now) => {
      const client = new Redis(TEST_REDIS_URL);
      const prefix = testPrefix();
      return {
        store: new RedisLimitStore(client, prefix, now),
        close: async () => {
          await dropKeys(client, prefix);
          await client.quit();
        },
      };
    },
  ],
];
