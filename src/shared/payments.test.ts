import { describe, expect, it } from 'vitest';
import { installmentText, subscriptionText, type BillingPeriod } from './payments.ts';

describe('subscriptionText (§3: billingPeriod and numBillingCycles, 0 = indefinite)', () => {
  it.each([
    [{ value: 2, unit: 'week' }, 6, 'cada 2 semanas, 6 pagos'],
    [{ value: 1, unit: 'week' }, 1, 'cada semana, 1 pago'],
    [{ value: 1, unit: 'month' }, 0, 'cada mes, hasta que se cancele'],
    [{ value: 3, unit: 'month' }, 4, 'cada 3 meses, 4 pagos'],
    [{ value: 1, unit: 'year' }, 0, 'cada año, hasta que se cancele'],
    [{ value: 2, unit: 'year' }, 12, 'cada 2 años, 12 pagos'],
    [{ value: 0, unit: 'month' }, 0, 'cada mes, hasta que se cancele'], // a period of 0 means every 1
    [{ value: 1, unit: 'month' }, 1000, 'cada mes, 1,000 pagos'],
  ] as [BillingPeriod, number, string][])('%j × %i → %s', (period, cycles, text) => {
    expect(subscriptionText(period, cycles)).toBe(text);
  });
});

describe('installmentText (§9)', () => {
  it.each([
    [{ payments: 4, applies: 'upTo', amountCents: 100000, currency: 'USD' }, '4 pagos sin intereses en pedidos de hasta $1,000.00'],
    [{ payments: 3, applies: 'above', amountCents: 3500, currency: 'MXN' }, '3 pagos sin intereses en pedidos de más de $35.00'],
    [{ payments: 1, applies: 'above', amountCents: 500, currency: 'JPY' }, '1 pago sin intereses en pedidos de más de ¥500'],
  ] as const)('%j → %s', (offer, text) => {
    expect(installmentText(offer)).toBe(text);
  });
});
