/**
 * PLACEHOLDER so the payments branch compiles: the built-in test provider is the checkout
 * engineer's file, and the integrator keeps their version of it. Only the export's name and
 * shape matter here (`new TestProvider()`, a PaymentProvider named 'test').
 */
import { randomUUID } from 'node:crypto';
import type { ChargeRequest, ChargeResult, PaymentProvider } from './provider.ts';

export class TestProvider implements PaymentProvider {
  readonly name = 'test';
  readonly origins = [];

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    if (request.payment.kind !== 'card') return { status: 'declined', failure: 'commerce.cardInvalid' };
    const number = request.payment.number.replace(/\D/g, '');
    if (number === '4242424242424242') return { status: 'succeeded', paymentId: `test_${request.idempotencyKey}` };
    return { status: 'declined', failure: number === '4000000000000002' ? 'commerce.cardDeclined' : 'commerce.cardInvalid' };
  }

  async refund(): Promise<{ refundId: string }> {
    return { refundId: `test_refund_${randomUUID()}` };
  }
}
