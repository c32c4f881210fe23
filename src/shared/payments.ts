/**
 * How a product is paid, in es-419 (SPEC §3 subscription plans, §9 installment offers):
 * "cada 2 semanas, 6 pagos", "cada mes, hasta que se cancele", "4 pagos sin intereses…".
 */
import { t } from './messages/index.ts';
import { formatMoney } from './money.ts';

/** A subscription plan's billing period (§3). */
export interface BillingPeriod {
  value: number;
  unit: 'week' | 'month' | 'year';
}

/**
 * The billing description of a plan: `subscriptionText({ value: 2, unit: 'week' }, 6)` →
 * "cada 2 semanas, 6 pagos"; `numBillingCycles` 0 means indefinite → "cada mes, hasta que se cancele".
 */
export function subscriptionText(period: BillingPeriod, numBillingCycles: number): string {
  const every = Math.max(1, Math.floor(period.value) || 1);
  const periodText = t('commerce.subscriptionPeriod', { unit: period.unit, value: every });
  const cycles = Math.floor(numBillingCycles);
  return cycles > 0
    ? t('commerce.subscriptionCycles', { period: periodText, cycles })
    : t('commerce.subscriptionIndefinite', { period: periodText });
}

/** An installment offer (§9): N interest-free payments for orders up to, or above, an amount. */
export interface InstallmentOffer {
  payments: number;
  /** Whether the offer holds for orders up to the amount, or above it. */
  applies: 'upTo' | 'above';
  amountCents: number;
  currency: string;
}

/** The offer in es-419: "4 pagos sin intereses en pedidos de hasta $1,000.00". */
export function installmentText(offer: InstallmentOffer): string {
  const values = { count: offer.payments, amount: formatMoney(offer.amountCents, offer.currency) };
  return offer.applies === 'upTo' ? t('commerce.installmentsUpTo', values) : t('commerce.installmentsAbove', values);
}
