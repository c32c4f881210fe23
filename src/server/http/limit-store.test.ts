import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LIMIT_STORES, type TestLimitStore } from '../../../test/helpers/redis.ts';
import type { Counter, Slots, Via } from './limit-store.ts';

// The rules of FailedAttempts and InProgress (attempts.test.ts), held through the LimitStore
// interface on both stores: the memory one and Redis's scripts must agree.
describe.each(LIMIT_STORES)('sign-in counters, %s store', (name, open) => {
  let now = 1_000_000;
  let t: TestLimitStore;
  beforeEach(async () => {
    now = 1_000_000;
    t = await open(() => now);
  });
  afterEach(() => t.close());
  const counter = (key: string, max: number): Counter => ({ name: 'c', key, max, windowMs: 60_000 });
  const slot = (key: string, max: number): Slots => ({ name: 's', key, max });
  const reserve = (c: Counter) => t.store.admit([c], [], 1000);
  const settle = (s: { left?: Slots[]; released?: Counter[]; cleared?: Counter[] }) => t.store.settle({ via: name as Via, left: [], released: [], cleared: [], ...s });

  it('block a key after max reserved attempts until its window ends, then let it try again', async () => {
    for (let i = 0; i < 3; i++) expect(await reserve(counter('ana', 3))).not.toHaveProperty('waitMs');
    expect(await reserve(counter('ana', 3))).toEqual({ waitMs: 60_000 });
    expect(await reserve(counter('beto', 3))).not.toHaveProperty('waitMs');
    now += 59_999;
    expect(await reserve(counter('ana', 3))).toEqual({ waitMs: 1 });
    now += 1;
    expect(await reserve(counter('ana', 3))).not.toHaveProperty('waitMs');
    expect(await reserve(counter('ana', 3))).not.toHaveProperty('waitMs');
  });

  it('count a reservation at once, and give it back on release; clear forgets the key', async () => {
    const ana = counter('ana', 2);
    await reserve(ana);
    await reserve(ana);
    expect(await reserve(ana)).toEqual({ waitMs: 60_000 });
    await settle({ released: [ana] });
    expect(await reserve(ana)).not.toHaveProperty('waitMs');
    await settle({ cleared: [ana] });
    await reserve(ana);
    expect(await reserve(ana)).not.toHaveProperty('waitMs');
    await settle({ released: [counter('nadie', 2)] });
    expect(await reserve(counter('nadie', 1))).not.toHaveProperty('waitMs');
  });

  it('an attempt blocked by one counter reserves none of the others', async () => {
    const full = counter('full', 1);
    await reserve(full);
    expect(await t.store.admit([counter('other', 1), full], [], 1000)).toEqual({ waitMs: 60_000 });
    expect(await reserve(counter('other', 1))).not.toHaveProperty('waitMs');
  });

  it('hold at most max slots per key, free one on leave, and reserve nothing while they are full', async () => {
    const ana = slot('ana', 2);
    expect(await t.store.admit([], [ana], 1000)).not.toHaveProperty('waitMs');
    expect(await t.store.admit([], [ana], 1000)).not.toHaveProperty('waitMs');
    expect(await t.store.admit([counter('x', 1)], [ana], 1000)).toEqual({ waitMs: 1000 });
    expect(await t.store.admit([], [slot('beto', 2)], 1000)).not.toHaveProperty('waitMs');
    await settle({ left: [ana] });
    expect(await t.store.admit([counter('x', 1)], [ana], 1000)).not.toHaveProperty('waitMs');
  });
});
