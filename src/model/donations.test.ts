import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DonationPage, StoreSettings } from './index.ts';

// The donation pages of the store settings (docs/commerce-donations.md): limits that make sense,
// suggestions within them, one id each.
describe('DonationPage', () => {
  const ok = { id: 'fondo-escolar', title: 'Fondo escolar', suggestedAmountsCents: [10000, 25000], minCents: 5000, maxCents: 2000000 };

  it('fills the defaults: custom amounts allowed, no texts', () => {
    expect(v.parse(DonationPage, { id: 'x', title: 'X' })).toEqual({ id: 'x', title: 'X', description: '', suggestedAmountsCents: [], minCents: 100, maxCents: 100_000_000, allowCustom: true, thankYouText: '', receiptNote: '' });
    expect(v.safeParse(DonationPage, ok).success).toBe(true);
  });

  it.each([
    ['min above max', { ...ok, minCents: 3000000 }],
    ['a suggestion below the minimum', { ...ok, suggestedAmountsCents: [1000] }],
    ['a suggestion above the maximum', { ...ok, suggestedAmountsCents: [3000000] }],
    ['no suggestion and no custom amount', { ...ok, suggestedAmountsCents: [], allowCustom: false }],
    ['an id that cannot go in a query string', { ...ok, id: 'fondo escolar' }],
    ['a fractional amount', { ...ok, minCents: 50.5 }],
  ])('refuses %s', (_name, page) => {
    expect(v.safeParse(DonationPage, page).success).toBe(false);
  });

  it('two pages of one store may not share an id', () => {
    expect(v.safeParse(StoreSettings, { donationPages: [ok, { ...ok, title: 'Otra' }] }).success).toBe(false);
    expect(v.safeParse(StoreSettings, { donationPages: [ok, { ...ok, id: 'otra' }] }).success).toBe(true);
  });
});
