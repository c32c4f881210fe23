import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dropKeys, keysUnder, RedisRelay, TEST_REDIS_URL, testPrefix } from '../../../test/helpers/redis.ts';
import { SignInGuard, DEFAULT_SIGN_IN_LIMITS } from '../owner/index.ts';
import { RateLimiter } from './rate-limit.ts';
import { connectRedis, openRedis, SharedLimitStore, type OutageLog } from './shared-limits.ts';

/** A log that keeps its lines. */
function recordingLog(): OutageLog & { lines: Array<[string, string]> } {
  const lines: Array<[string, string]> = [];
  return { lines, warn: (_o, msg) => lines.push(['warn', msg]), info: (_o, msg) => lines.push(['info', msg]) };
}

// Two clients, two stores: two processes' worth of limits on one Redis.
describe('limits shared in Redis across processes', () => {
  const prefix = testPrefix();
  const clients: Redis[] = [];
  let stores: SharedLimitStore[];
  beforeAll(async () => {
    for (let i = 0; i < 2; i++) clients.push(openRedis(TEST_REDIS_URL));
    for (const c of clients) expect(await connectRedis(c)).toBe(true);
    stores = clients.map((c) => new SharedLimitStore(c, recordingLog(), { prefix }));
  });
  afterAll(async () => {
    await dropKeys(clients[0], prefix);
    await Promise.all(clients.map((c) => c.quit()));
  });

  it('N + k concurrent calls spread over two processes: exactly N accepted', async () => {
    const n = 25;
    const limiters = stores.map((s) => new RateLimiter('forms', { ipPerMinute: n, visitorPerMinute: 1000 }, s));
    const answers = await Promise.all(Array.from({ length: n + 40 }, (_, i) => limiters[i % 2].check('203.0.113.9', 'w1', `v${i}`)));
    expect(answers.filter((w) => w === 0)).toHaveLength(n);
    expect(answers.filter((w) => w > 0).every((w) => w >= 1 && w <= 60)).toBe(true);
    // Nothing counted in either process's memory: both counted in Redis.
    expect(await keysUnder(clients[0], `${prefix}rl:forms:ip:`)).toEqual([`${prefix}rl:forms:ip:203.0.113.9`]);
    expect(await limiters[0].check('203.0.113.9', 'w1', 'later')).toBeGreaterThan(0);
  });

  it('a sign-in block made on one process holds on the other, and concurrent guesses are admitted exactly', async () => {
    const limits = { ...DEFAULT_SIGN_IN_LIMITS, inProgress: 1000 };
    const guards = stores.map((s) => new SignInGuard(limits, s, 'owner-sign-in'));
    const who = (address: string) => ({ websiteId: 'w1', email: 'ana@ejemplo.com', address, device: null });
    const tries = await Promise.all(Array.from({ length: 60 }, (_, i) => guards[i % 2].admit(who('10.0.0.1'))));
    const admitted = tries.filter((r) => 'ticket' in r);
    expect(admitted).toHaveLength(limits.perAccountAddress);
    for (const r of admitted) if ('ticket' in r) await guards[0].settle(r.ticket, 'failure');
    expect(await guards[1].admit(who('10.0.0.1'))).toEqual({ waitMs: expect.any(Number) });
    expect(await guards[0].admit(who('10.0.0.1'))).toEqual({ waitMs: expect.any(Number) });
    // Another address of the same account is still let in, on either process.
    expect(await guards[1].admit(who('10.0.0.2'))).toHaveProperty('ticket');
  });
});

// Redis going away: through a TCP relay that can stop, come back, or hang.
describe('limits while Redis is away', () => {
  const prefix = testPrefix();
  const relay = new RedisRelay();
  const direct = new Redis(TEST_REDIS_URL);
  let client: Redis;
  afterEach(async () => {
    await dropKeys(direct, prefix);
  });
  afterAll(async () => {
    client?.disconnect();
    await relay.stop();
    await direct.quit();
  });

  it('falls back on memory without failing or waiting, warns once per outage, and returns to Redis when it is back', async () => {
    await relay.start();
    client = openRedis(relay.url);
    expect(await connectRedis(client)).toBe(true);
    const log = recordingLog();
    const store = new SharedLimitStore(client, log, { prefix });
    const limiter = new RateLimiter('forms', { ipPerMinute: 3, visitorPerMinute: 100 }, store);
    // Concurrent calls: which one is refused depends on which store answered first.
    const checks = async (n: number, ip: string) => (await Promise.all(Array.from({ length: n }, () => limiter.check(ip, 'w1', null)))).sort((a, b) => a - b);

    expect(await checks(4, '198.51.100.1')).toEqual([0, 0, 0, 20]);
    expect(await keysUnder(direct, prefix)).toHaveLength(1);

    await relay.stop(); // Redis gone: connection refused
    const started = Date.now();
    expect(await checks(4, '198.51.100.2')).toEqual([0, 0, 0, 20]); // counted in memory
    expect(Date.now() - started).toBeLessThan(200);
    expect(await keysUnder(direct, prefix)).toHaveLength(1);
    expect(log.lines.filter(([level]) => level === 'warn')).toHaveLength(1);
    expect(store.shared).toBe(false);

    await relay.start(); // back on the same port: the client reconnects on its own
    await expect.poll(() => client.status, { timeout: 5000, interval: 50 }).toBe('ready');
    expect(await checks(4, '198.51.100.3')).toEqual([0, 0, 0, 20]);
    expect(await keysUnder(direct, `${prefix}rl:forms:ip:198.51.100.3`)).toHaveLength(1);
    expect(store.shared).toBe(true);
    expect(log.lines.map(([level]) => level)).toEqual(['warn', 'info']);
  });

  it('a Redis that does not answer costs one short timeout, then memory until it answers again', async () => {
    await relay.stop();
    await relay.start();
    client?.disconnect();
    client = openRedis(relay.url);
    expect(await connectRedis(client)).toBe(true);
    const log = recordingLog();
    const store = new SharedLimitStore(client, log, { prefix });
    const limiter = new RateLimiter('forms', { ipPerMinute: 2, visitorPerMinute: 100 }, store);

    relay.hang();
    const started = Date.now();
    expect(await limiter.check('192.0.2.1', 'w1', null)).toBe(0);
    expect(Date.now() - started).toBeLessThan(1000); // the 250 ms command timeout, not a hang
    const quick = Date.now();
    expect((await Promise.all([0, 1, 2].map(() => limiter.check('192.0.2.1', 'w1', null)))).sort()).toEqual([0, 30, 30]);
    expect(Date.now() - quick).toBeLessThan(100); // no second wait: memory at once
    expect(log.lines).toHaveLength(1);
    expect(log.lines[0][0]).toBe('warn');
  });
});
