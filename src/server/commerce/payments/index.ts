/**
 * The payment providers (docs/commerce.md, "Payments"): the one the server's config names is
 * built once at start and shared by the checkout, the owner's refunds and the webhook route.
 */
import type { Config } from '../../config.ts';
import type { PaymentProvider } from './provider.ts';
import { StripeProvider } from './stripe-provider.ts';
import { TestProvider } from './test-provider.ts';

/**
 * The provider of `config.payments`: PAYMENT_PROVIDER=test (the default) or stripe with its keys.
 * @example const payments = paymentProvider(config); await payments.charge(request)
 */
export function paymentProvider(config: Pick<Config, 'payments'>): PaymentProvider {
  const p = config.payments;
  if (p.provider === 'stripe') {
    return new StripeProvider({ secretKey: p.secretKey, publishableKey: p.publishableKey, webhookSecret: p.webhookSecret, apiUrl: p.apiUrl });
  }
  return new TestProvider();
}
