import { describe, expect, it } from 'vitest';
import { SignInGuard, type SignInAttempt, type SignInLimits } from './sign-in-guard.ts';

const LIMITS: SignInLimits = { perAccountAddress: 5, perAddress: 20, perAccount: 20, perDevice: 5, windowMs: 15 * 60_000, inProgress: 2 };
const from = (address: string, device: string | null = null, email = 'ana@ejemplo.com'): SignInAttempt => ({ websiteId: 'w1', email, address, device });

/** Admits and settles one attempt; the answer the route would give. */
function attempt(g: SignInGuard, a: SignInAttempt, outcome: 'success' | 'failure'): 'checked' | 'refused' {
  const r = g.admit(a);
  if ('waitMs' in r) return 'refused';
  g.settle(r.ticket, outcome);
  return 'checked';
}

describe('the sign-in guard (docs/owner.md, "Sign-in limits")', () => {
  it('counts an attempt before its password is checked: concurrent attempts cannot pass the limit', () => {
    const g = new SignInGuard({ ...LIMITS, inProgress: 1000 });
    const admitted = Array.from({ length: 300 }, () => g.admit(from('10.0.0.1'))).filter((r) => 'ticket' in r);
    expect(admitted).toHaveLength(5);
  });

  it('lets at most 2 checks run at once per account, and per address', () => {
    const g = new SignInGuard(LIMITS);
    const a = g.admit(from('10.0.0.1'));
    const b = g.admit(from('10.0.0.2'));
    expect(g.admit(from('10.0.0.3'))).toEqual({ waitMs: 1000 });
    expect('ticket' in g.admit(from('10.0.0.1', null, 'beto@ejemplo.com'))).toBe(true);
    expect(g.admit(from('10.0.0.1', null, 'carla@ejemplo.com'))).toEqual({ waitMs: 1000 });
    if ('ticket' in a) g.settle(a.ticket, 'failure');
    expect('ticket' in g.admit(from('10.0.0.3'))).toBe(true);
    expect(b).toHaveProperty('ticket');
  });

  it('5 failures per account and address block that address only', () => {
    const g = new SignInGuard(LIMITS);
    for (let i = 0; i < 5; i++) expect(attempt(g, from('10.0.0.1'), 'failure')).toBe('checked');
    expect(attempt(g, from('10.0.0.1'), 'success')).toBe('refused');
    expect(attempt(g, from('10.0.0.2'), 'success')).toBe('checked');
  });

  it('20 failures of an account from many addresses block new devices, never a known one', () => {
    const g = new SignInGuard(LIMITS);
    for (let i = 0; i < 20; i++) expect(attempt(g, from(`10.1.${i}.1`), 'failure')).toBe('checked');
    expect(attempt(g, from('10.2.0.1'), 'success')).toBe('refused');
    expect(attempt(g, from('10.2.0.1', 'dispositivo'), 'success')).toBe('checked');
  });

  it('a known device is limited on its own: 5 failures block it, a success clears them', () => {
    const g = new SignInGuard(LIMITS);
    for (let i = 0; i < 4; i++) attempt(g, from('10.0.0.1', 'd1'), 'failure');
    expect(attempt(g, from('10.0.0.1', 'd1'), 'success')).toBe('checked');
    for (let i = 0; i < 5; i++) expect(attempt(g, from('10.0.0.1', 'd1'), 'failure')).toBe('checked');
    expect(attempt(g, from('10.0.0.1', 'd1'), 'success')).toBe('refused');
    expect(attempt(g, from('10.0.0.1', 'd2'), 'success')).toBe('checked');
  });

  it('an attempt that could not be checked (queue full) costs nothing', () => {
    const g = new SignInGuard({ ...LIMITS, perAccountAddress: 1 });
    const r = g.admit(from('10.0.0.1'));
    if ('ticket' in r) g.settle(r.ticket, 'unchecked');
    expect('ticket' in g.admit(from('10.0.0.1'))).toBe(true);
  });
});
