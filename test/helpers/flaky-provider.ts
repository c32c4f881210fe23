import type { BlockOrigin } from '../../src/blocks/block-meta.ts';
import { TestProvider, type ChargeRequest, type PaymentProvider } from '../../src/server/commerce/index.ts';

/**
 * The test provider with two switches: `lose` loses its answers (the charge happens, the caller
 * never hears: a connection reset), `pend` answers «pending» (3-D Secure, processing: a webhook
 * settles it). `calls` records every charge asked for.
 */
export class FlakyProvider implements PaymentProvider {
  readonly name = 'test';
  readonly inner = new TestProvider();
  lose = false;
  pend = false;
  calls: ChargeRequest[] = [];
  constructor(readonly origins: readonly BlockOrigin[] = []) {}

  async charge(request: ChargeRequest) {
    this.calls.push(request);
    if (this.pend) return { status: 'pending' as const, paymentId: `pi_${request.idempotencyKey}` };
    const result = await this.inner.charge(request);
    if (this.lose) throw new Error('connection reset');
    return result;
  }

  refund(paymentId: string, amountCents: number, key: string) {
    return this.inner.refund(paymentId, amountCents, key);
  }
}
