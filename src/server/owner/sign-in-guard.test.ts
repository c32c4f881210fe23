import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LIMIT_STORES, type TestLimitStore } from '../../../test/helpers/redis.ts';
import { SignInGuard, type SignInAttempt, type SignInLimits } from './sign-in-guard.ts';

const LIMITS: SignInLimits = { perAccountAddress: 5, perAddress: 20, perAccount: 20, perDevice: 5, windowMs: 15 * 60_000, inProgress: 2 };
const from = (address: string, device: string | null = null, email = 'ana@ejemplo.com'): SignInAttempt => ({ websiteId: 'w1', email, address, device });

/** Admits and settles one attempt; the answer the route would give. */
async function attempt(g: SignInGuard, a: SignInAttempt, outcome: 'success' | 'failure'): Promise<'checked' | 'refused'> {
  const r = await await g.admit(a);
  if ('waitMs' in r) return 'refused';
  await await g.settle(r.ticket, outcome);
  return 'checked';
}

describe.each(LIMIT_STORES)('the sign-in guard (docs/owner.md, "Sign-in limits"), %s store', (_name, open) => {
  let t: TestLimitStore;
  beforeEach(async () => {
    t = await open();
  });
  afterEach(() => t.close());
  const guard = (limits: SignInLimits) => new SignInGuard(limits, t.store);

  it('counts an attempt before its password is checked: concurrent attempts cannot pass the limit', async () => {
    const g = guard({ ...LIMITS, inProgress: 1000 });
    const admitted = (await Promise.all(Array.from({ length: 300 }, () => g.admit(from('10.0.0.1'))))).filter((r) => 'ticket' in r);
    expect(admitted).toHaveLength(5);
  });

  it('lets at most 2 checks run at once per account, and per address', async () => {
    const g = guard(LIMITS);
    const a = await g.admit(from('10.0.0.1'));
    const b = await g.admit(from('10.0.0.2'));
    expect(await g.admit(from('10.0.0.3'))).toEqual({ waitMs: 1000 });
    expect('ticket' in await g.admit(from('10.0.0.1', null, 'beto@ejemplo.com'))).toBe(true);
    expect(await g.admit(from('10.0.0.1', null, 'carla@ejemplo.com'))).toEqual({ waitMs: 1000 });
    if ('ticket' in a) await g.settle(a.ticket, 'failure');
    expect('ticket' in await g.admit(from('10.0.0.3'))).toBe(true);
    expect(b).toHaveProperty('ticket');
  });

  it('5 failures per account and address block that address only', async () => {
    const g = guard(LIMITS);
    for (let i = 0; i < 5; i++) expect(await attempt(g, from('10.0.0.1'), 'failure')).toBe('checked');
    expect(await attempt(g, from('10.0.0.1'), 'success')).toBe('refused');
    expect(await attempt(g, from('10.0.0.2'), 'success')).toBe('checked');
  });

  it('20 failures of an account from many addresses block new devices, never a known one', async () => {
    const g = guard(LIMITS);
    for (let i = 0; i < 20; i++) expect(await attempt(g, from(`10.1.${i}.1`), 'failure')).toBe('checked');
    expect(await attempt(g, from('10.2.0.1'), 'success')).toBe('refused');
    expect(await attempt(g, from('10.2.0.1', 'dispositivo'), 'success')).toBe('checked');
  });

  it('a known device is limited on its own: 5 failures block it, a success clears them', async () => {
    const g = guard(LIMITS);
    for (let i = 0; i < 4; i++) await attempt(g, from('10.0.0.1', 'd1'), 'failure');
    expect(await attempt(g, from('10.0.0.1', 'd1'), 'success')).toBe('checked');
    for (let i = 0; i < 5; i++) expect(await attempt(g, from('10.0.0.1', 'd1'), 'failure')).toBe('checked');
    expect(await attempt(g, from('10.0.0.1', 'd1'), 'success')).toBe('refused');
    expect(await attempt(g, from('10.0.0.1', 'd2'), 'success')).toBe('checked');
  });

  it('an attempt that could not be checked (queue full) costs nothing', async () => {
    const g = guard({ ...LIMITS, perAccountAddress: 1 });
    const r = await g.admit(from('10.0.0.1'));
    if ('ticket' in r) await g.settle(r.ticket, 'unchecked');
    expect('ticket' in await g.admit(from('10.0.0.1'))).toBe(true);
  });
});
