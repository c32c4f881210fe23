import { afterAll, beforeAll } from 'vitest';
import { MINI_ID } from '../../src/server/forms/test-client.ts';
import { createTestApp } from './app.ts';
import { cartWith, checkoutClient, freshKey, GOOD_CARD, MX_DETAILS, storeSite } from './checkout.ts';
import { FlakyProvider } from './flaky-provider.ts';

// The checkout tests (test/api/checkout.test.ts, checkout-retries.test.ts): the store on an app
// whose payment provider can lose its answers, and the reads and writes they check it with.

/** The provider of the file's app, new for each file. */
export let provider: FlakyProvider;
export let t: Awaited<ReturnType<typeof createTestApp>>;
export let c: ReturnType<typeof checkoutClient>;
/** The websites whose stock changed, in order (emptied for each file). */
export const stockChanges: string[] = [];

/** Registers the hooks of a checkout test file: the store site on an app paying through `provider`, its stock changes recorded, and `c` to send the checkout's forms. */
export function checkoutStore(): void {
  beforeAll(async () => {
    // The checkout page's policy must admit the provider's origins: this one names one.
    provider = new FlakyProvider([{ directive: 'frame-src', origin: 'https://pagos.example' }]);
    stockChanges.length = 0;
    t = await createTestApp({}, { payments: provider, stockChanged: (id) => stockChanges.push(id), checkout: { sweepEveryMs: 0, payLimits: { ipPerMinute: 1000, visitorPerMinute: 1000 } } });
    await t.publish(storeSite());
    c = checkoutClient(t.app);
  });
  afterAll(() => t.close());
}

export const stockOf = async (sku: string) => Number((await t.db.selectFrom('stock').select('quantity').where('website_id', '=', MINI_ID).where('sku', '=', sku).executeTakeFirstOrThrow()).quantity);
export const setStock = (sku: string, quantity: number) => t.db.updateTable('stock').set({ quantity }).where('website_id', '=', MINI_ID).where('sku', '=', sku).execute();
export const couponUsed = async (code: string) => Number((await t.db.selectFrom('coupon_uses').select('used').where('website_id', '=', MINI_ID).where('code', '=', code).executeTakeFirst())?.used ?? 0);
export const orderOfKey = (key: string) => t.db.selectFrom('orders').selectAll().where('website_id', '=', MINI_ID).where('idempotency_key', '=', key).executeTakeFirst();
export const setCart = (id: string, patch: { email?: string; address?: string; shipping_option_id?: string; coupon_code?: string | null }) => t.db.updateTable('carts').set(patch).where('id', '=', id).execute();
/** A cart with its details and shipping already chosen (as the forms would leave it). */
export async function readyCart(lines: Parameters<typeof cartWith>[1], extra: { email?: string; coupon?: string } = {}) {
  const cart = await cartWith(t.db, lines);
  await setCart(cart.id, { email: extra.email ?? MX_DETAILS.email, address: JSON.stringify({ ...MX_DETAILS, email: undefined }), shipping_option_id: 'estandar', coupon_code: extra.coupon ?? null });
  return cart;
}
/** Pays a cart with a key of its own (or the one given). */
export const pay = (token: string, card: Record<string, string> = GOOD_CARD, key = freshKey(), ip?: string) => c.post(token, { action: 'pay', key, ...card }, { ip });
export const location = (res: { headers: Record<string, unknown> }) => String(res.headers.location ?? '');
