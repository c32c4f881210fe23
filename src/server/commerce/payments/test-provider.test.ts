import { describe, expect, it } from 'vitest';
import type { ChargeRequest } from './provider.ts';
import { luhnValid, notExpired, TestProvider } from './test-provider.ts';

const request = (key: string, number: string, extra: Partial<{ expMonth: number; expYear: number; cvc: string }> = {}): ChargeRequest => ({
  websiteId: 'w',
  orderId: 'o',
  orderNumber: 1,
  amountCents: 1000,
  currency: 'MXN',
  email: 'a@ejemplo.com',
  idempotencyKey: key,
  payment: { kind: 'card', number, expMonth: extra.expMonth ?? 12, expYear: extra.expYear ?? 2034, cvc: extra.cvc ?? '123', name: 'A' },
});

describe('the test provider', () => {
  const now = () => new Date('2026-05-01T00:00:00Z');

  it('pays 4242…, declines 4000…0002, refuses invalid numbers, past expiries and bad CVCs', async () => {
    const p = new TestProvider(now);
    expect((await p.charge(request('a', '4242 4242 4242 4242'))).status).toBe('succeeded');
    expect(await p.charge(request('b', '4000000000000002'))).toMatchObject({ status: 'declined', failure: 'commerce.cardDeclined' });
    expect(await p.charge(request('c', '4242424242424241'))).toMatchObject({ status: 'declined', failure: 'commerce.cardInvalid' });
    expect(await p.charge(request('d', '4242424242424242', { expMonth: 4, expYear: 2026 }))).toMatchObject({ failure: 'commerce.cardInvalid' });
    expect((await p.charge(request('e', '4242424242424242', { expMonth: 5, expYear: 26 }))).status).toBe('succeeded');
    expect(await p.charge(request('f', '4242424242424242', { cvc: '12' }))).toMatchObject({ failure: 'commerce.cardInvalid' });
    expect((await p.charge(request('g', '5555 5555 5555 4444'))).status).toBe('succeeded');
    expect(await p.charge({ ...request('h', ''), payment: { kind: 'stripe', paymentMethodId: 'pm' } })).toMatchObject({ failure: 'commerce.cardInvalid' });
  });

  it('answers the same key with the same result and payment id, whatever the replay sends', async () => {
    const p = new TestProvider(now);
    const first = await p.charge(request('k', '4242424242424242'));
    const again = await p.charge(request('k', '4000000000000002'));
    expect(again).toEqual(first);
    expect(p.ledger.charges.size).toBe(1);
  });

  it('records refunds once per key', async () => {
    const p = new TestProvider(now);
    const a = await p.refund('pay_1', 500, 'r1');
    expect(await p.refund('pay_1', 500, 'r1')).toEqual(a);
    await p.refund('pay_1', 200, 'r2');
    expect(p.ledger.refunds.map((r) => r.amountCents)).toEqual([500, 200]);
  });

  it('checks Luhn and expiry', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424243')).toBe(false);
    expect(luhnValid('42')).toBe(false);
    expect(notExpired(5, 2026, now())).toBe(true);
    expect(notExpired(4, 2026, now())).toBe(false);
    expect(notExpired(13, 2030, now())).toBe(false);
  });
});
