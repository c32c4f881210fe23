import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LIMIT_STORES, type TestLimitStore } from '../../../test/helpers/redis.ts';
import { RateLimiter } from './rate-limit.ts';
import { TokenBuckets, addressKey } from './token-buckets.ts';

describe('TokenBuckets', () => {
  it('grants a burst of perMinute, then one token every 60/perMinute seconds', () => {
    let now = 0;
    const b = new TokenBuckets(60, 100, () => now);
    for (let i = 0; i < 60; i++) expect(b.take('v')).toBe(0);
    expect(b.take('v')).toBe(1000);
    now += 500;
    expect(b.take('v')).toBe(500);
    now += 500;
    expect(b.take('v')).toBe(0);
    expect(b.take('v')).toBeGreaterThan(0);
  });

  it('refills to at most perMinute', () => {
    let now = 0;
    const b = new TokenBuckets(5, 100, () => now);
    b.take('v');
    now += 3_600_000;
    for (let i = 0; i < 5; i++) expect(b.take('v')).toBe(0);
    expect(b.take('v')).toBeGreaterThan(0);
  });

  it('holds at most maxKeys buckets, forgetting the least recently used', () => {
    const b = new TokenBuckets(1, 3, () => 0);
    b.take('a');
    b.take('b');
    b.take('c');
    expect(b.take('a')).toBeGreaterThan(0); // a is now the most recent
    b.take('d'); // evicts b
    expect(b.size).toBe(3);
    expect(b.take('b')).toBe(0); // forgotten: full again
    expect(b.take('a')).toBeGreaterThan(0); // a kept its empty bucket… until evicted
    for (let i = 0; i < 100_000; i++) b.take(`k${i}`);
    expect(b.size).toBe(3);
  });
});

describe.each(LIMIT_STORES)('token buckets and the RateLimiter, %s store', (_name, open) => {
  let now = 0;
  let t: TestLimitStore;
  beforeEach(async () => {
    now = 0;
    t = await open(() => now);
  });
  afterEach(() => t.close());
  const take = (key: string, perMinute: number) => t.store.take([{ name: 'b', key, perMinute }]);

  it('grants a burst of perMinute, then one token every 60/perMinute seconds', async () => {
    for (let i = 0; i < 60; i++) expect(await take('v', 60)).toBe(0);
    expect(await take('v', 60)).toBe(1000);
    now += 500;
    expect(await take('v', 60)).toBe(500);
    now += 500;
    expect(await take('v', 60)).toBe(0);
    expect(await take('v', 60)).toBeGreaterThan(0);
  });

  it('refills to at most perMinute', async () => {
    await take('v', 5);
    now += 3_600_000;
    for (let i = 0; i < 5; i++) expect(await take('v', 5)).toBe(0);
    expect(await take('v', 5)).toBeGreaterThan(0);
  });

  it('limits each visitor of a site, and each address, answering seconds to wait', async () => {
    const l = new RateLimiter('test', { visitorPerMinute: 2, ipPerMinute: 4 }, t.store);
    expect([await l.check('1.1.1.1', 's', 'v'), await l.check('1.1.1.1', 's', 'v')]).toEqual([0, 0]);
    expect(await l.check('1.1.1.1', 's', 'v')).toBe(30);
    expect(await l.check('1.1.1.1', 'other-site', 'v')).toBe(0); // visitors are per website
    expect(await l.check('1.1.1.1', 's', 'w')).toBe(15); // the address is spent: 4 per minute, refused calls count
    expect(await l.check('2.2.2.2', 's', null)).toBe(0);
  });

  it('keeps the buckets of two limiters apart by their names', async () => {
    const a = new RateLimiter('a', { visitorPerMinute: 1, ipPerMinute: 1 }, t.store);
    const b = new RateLimiter('b', { visitorPerMinute: 1, ipPerMinute: 1 }, t.store);
    expect(await a.check('1.1.1.1', 's', null)).toBe(0);
    expect(await a.check('1.1.1.1', 's', null)).toBe(60);
    expect(await b.check('1.1.1.1', 's', null)).toBe(0);
  });
});

describe('addressKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8::1', '2001:db8:0:0'],
    ['2001:db8:0:0:ffff::2', '2001:db8:0:0'],
    ['2001:0db8:00aa:0001:1:2:3:4', '2001:db8:aa:1'],
    ['::1', '0:0:0:0'],
    ['fe80::1%eth0', 'fe80:0:0:0'],
  ])('%s → %s', (ip, key) => expect(addressKey(ip)).toBe(key));
});
