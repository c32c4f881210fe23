/**
 * The built-in test provider (docs/commerce.md, "Checkout and orders"): the default, with no
 * network. 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined; a number failing the
 * Luhn check, a past expiry or a CVC that is not 3–4 digits is invalid; any other valid number
 * succeeds. The same idempotency key answers the same result with the same payment id, whatever
 * the card of the replay; refunds are recorded in memory.
 */
import { randomBytes } from 'node:crypto';
import type { ChargeRequest, ChargeResult, PaymentProvider, RenewalRequest } from './provider.ts';

/** The card that is always declined (§ the issue: 4000 0000 0000 0002). */
export const DECLINED_CARD = '4000000000000002';

/**
 * The card that pays its first charge and then fails every renewal (an expired or emptied card in
 * real life): Stripe's «4000 0000 0000 0341», whose saved method fails off-session charges.
 */
export const FAILS_RENEWALS_CARD = '4000000000000341';

/** Whether a string of digits passes the Luhn check. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** Whether a card expiring at the end of `month`/`year` (4 digits) is still valid at `now`. */
export function notExpired(month: number, year: number, now: Date): boolean {
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year)) return false;
  return Date.UTC(year, month, 1) > now.getTime();
}

export class TestProvider implements PaymentProvider {
  readonly name = 'test';
  readonly origins = [] as const;
  private readonly charges = new Map<string, ChargeResult>();
  private readonly refundsByKey = new Map<string, { refundId: string; paymentId: string; amountCents: number }>();

  constructor(private readonly now: () => Date = () => new Date()) {}

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const known = this.charges.get(request.idempotencyKey);
    if (known) return known;
    const result = this.decide(request);
    this.charges.set(request.idempotencyKey, result);
    return result;
  }

  /**
   * A renewal with a saved method: `test_pm_…_ok` pays, `test_pm_…_fail` (saved from
   * FAILS_RENEWALS_CARD) is declined; the same key answers the same result.
   */
  async renew(request: RenewalRequest): Promise<ChargeResult> {
    const known = this.charges.get(request.idempotencyKey);
    if (known) return known;
    const paymentId = `test_pay_${randomBytes(8).toString('hex')}`;
    const result: ChargeResult = !/^test_pm_[0-9a-f]{16}_(ok|fail)$/.test(request.savedMethod)
      ? { status: 'declined', failure: 'commerce.cardInvalid' }
      : request.savedMethod.endsWith('_fail')
        ? { status: 'declined', paymentId, failure: 'commerce.cardDeclined' }
        : { status: 'succeeded', paymentId };
    this.charges.set(request.idempotencyKey, result);
    return result;
  }

  async refund(paymentId: string, amountCents: number, idempotencyKey: string): Promise<{ refundId: string }> {
    const known = this.refundsByKey.get(idempotencyKey);
    if (known) return { refundId: known.refundId };
    const refund = { refundId: `test_re_${randomBytes(8).toString('hex')}`, paymentId, amountCents };
    this.refundsByKey.set(idempotencyKey, refund);
    return { refundId: refund.refundId };
  }

  /** The charges made (by idempotency key) and refunds recorded: what tests look at. */
  get ledger() {
    return { charges: new Map(this.charges), refunds: [...this.refundsByKey.values()] };
  }

  private decide(request: ChargeRequest): ChargeResult {
    const payment = request.payment;
    if (payment.kind !== 'card') return { status: 'declined', failure: 'commerce.cardInvalid' };
    const number = payment.number.replace(/[\s-]/g, '');
    const year = payment.expYear < 100 ? 2000 + payment.expYear : payment.expYear;
    if (!luhnValid(number) || !notExpired(payment.expMonth, year, this.now()) || !/^\d{3,4}$/.test(payment.cvc)) {
      return { status: 'declined', failure: 'commerce.cardInvalid' };
    }
    const paymentId = `test_pay_${randomBytes(8).toString('hex')}`;
    if (number === DECLINED_CARD) return { status: 'declined', paymentId, failure: 'commerce.cardDeclined' };
    if (!request.saveForRenewals) return { status: 'succeeded', paymentId };
    // The saved method keeps no card number: only whether its renewals pay.
    return { status: 'succeeded', paymentId, savedMethod: `test_pm_${randomBytes(8).toString('hex')}_${number === FAILS_RENEWALS_CARD ? 'fail' : 'ok'}` };
  }
}
