import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderToken, subscriptionHook, subscriptionRenewals, subscriptionSite as siteOfSubscriptions, TestProvider, type OrderHook } from '../../src/server/commerce/index.ts';
import { insertOrder } from '../helpers/orders.ts';
import { chargeDate } from '../../src/server/commerce/subscriptions/index.ts';
import { MINI_HOST, MINI_ID } from '../../src/server/forms/test-client.ts';
import { SiteViews } from '../../src/server/sites/index.ts';
import { createTestApp } from '../helpers/app.ts';
import { cartWith, GOOD_CARD, MX_DETAILS, payKey, STORE } from '../helpers/checkout.ts';
import { cartTokenOf, OTHER, otherSubscriptionSite, SUBS, subscribeClient, subscriptionSite } from '../helpers/subscriptions.ts';

// Issue 17, subscriptions (docs/commerce-subscriptions.md): subscribing through a one-line cart of
// its own, the first order starting the subscription, renewals as leased jobs (two sweepers, one
// charge), renewal orders running the order hooks and mailing receipts, a failing card retried then
// cancelled, a plan that completes, cancelling from the order's page, and the refusals.

const DAY = 86_400_000;
const provider = new TestProvider();
let clock = Date.now();
let t: Awaited<ReturnType<typeof createTestApp>>;
let c: ReturnType<typeof subscribeClient>;

beforeAll(async () => {
  t = await createTestApp({}, { payments: provider, checkout: { sweepEveryMs: 0, payLimits: { ipPerMinute: 1000, visitorPerMinute: 1000 } }, subscriptions: { sweepEveryMs: 0, now: () => clock } });
  await t.publish(subscriptionSite());
  await t.publish(otherSubscriptionSite());
  c = subscribeClient(t.app);
});
afterAll(() => t.close());

const location = (res: { headers: Record<string, unknown> }) => String(res.headers.location ?? '');
const subscriptionOf = (firstOrderId: string) => t.db.selectFrom('subscriptions').selectAll().where('website_id', '=', MINI_ID).where('first_order_id', '=', firstOrderId).executeTakeFirstOrThrow();
const ordersOfKey = (key: string) => t.db.selectFrom('orders').selectAll().where('website_id', '=', MINI_ID).where('idempotency_key', '=', key).execute();
const mailsTo = (email: string, like: string) => t.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', email).where('subject', 'like', like).execute();

/** Subscribes to `item` by the forms, as a visitor would: start, details, shipping, pay. Answers the order's page address and id. */
async function subscribe(item: { itemId: string; sku: string }, opts: { email?: string; card?: Record<string, string> } = {}) {
  const started = await c.start(item.itemId, item.sku);
  expect(started.statusCode).toBe(303);
  const checkout = location(started);
  const email = opts.email ?? `ana+${Math.random().toString(36).slice(2, 8)}@ejemplo.com`;
  expect(location(await c.post(checkout, { action: 'details', ...MX_DETAILS, email }))).toMatch(/#(envio|pago)$/);
  const page = await c.get(checkout);
  if (page.body.includes('name="shipping"')) expect((await c.post(checkout, { action: 'shipping', shipping: 'estandar' })).statusCode).toBe(303);
  const key = payKey((await c.get(checkout)).body)!;
  const paid = await c.post(checkout, { action: 'pay', key, ...(opts.card ?? GOOD_CARD) });
  expect(paid.statusCode).toBe(303);
  const orderUrl = location(paid);
  const orderId = /\/pedido\/([0-9a-f]{24})/.exec(orderUrl)![1];
  return { checkout, orderUrl, orderId, email, token: new URL(orderUrl, 'https://x.invalid').searchParams.get('t')! };
}

describe('subscribing', () => {
  it('the product page of a subscription offers «Suscribirme» with the plan in words, posting to /commerce/subscribe', async () => {
    const page = await c.get('/tienda/cafe-del-mes');
    expect(page.statusCode).toBe(200);
    const form = /<form[^>]*product-buy--subscription[^>]*>[\s\S]*?<\/form>/.exec(page.body)?.[0] ?? '';
    expect(form).toContain('action="/commerce/subscribe"');
    expect(form).toContain('$250.00');
    expect(form).toContain('cada mes, hasta que se cancele');
    expect(form).toContain('Suscribirme');
    expect(form).not.toContain('name="quantity"');
    expect(form).not.toContain('data-chrome');
  });

  it('POST /commerce/subscribe makes a new one-line cart (not the visitor\'s cookie) and sends to its checkout', async () => {
    const res = await c.start(SUBS.coffee.itemId, SUBS.coffee.sku);
    expect(res.statusCode).toBe(303);
    expect(location(res)).toMatch(/^\/checkout\/subscribe\?cartToken=[A-Za-z0-9_-]{43}$/);
    expect(String(res.headers['set-cookie'] ?? '')).not.toContain('vitrina_cart');
    const cart = await t.db.selectFrom('cart_entries').selectAll().where('website_id', '=', MINI_ID).where('sku', '=', SUBS.coffee.sku).execute();
    expect(cart.length).toBeGreaterThan(0);
  });

  it('refuses a post from another origin (403), an unknown product (404) and a product that is not a subscription (400)', async () => {
    expect((await c.start(SUBS.coffee.itemId, SUBS.coffee.sku, { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await c.start(SUBS.coffee.itemId, SUBS.coffee.sku, { 'sec-fetch-site': 'same-site', origin: 'https://otro.vitrina.test' })).statusCode).toBe(403);
    expect((await c.start('aaaaaaaaaaaaaaaaaaaaaa99', 'NADA')).statusCode).toBe(404);
    const plain = await c.start(STORE.mug.itemId, STORE.mug.sku);
    expect(plain.statusCode).toBe(400);
    expect(plain.body).toContain('Este producto no es una suscripción');
  });

  it('the checkout (201) describes the plan in Spanish, is private and unindexed, and its forms post back with the cart token', async () => {
    const res = await c.get(location(await c.start(SUBS.coffee.itemId, SUBS.coffee.sku)));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.headers['referrer-policy']).toBe('same-origin');
    expect(res.body).toContain('page-type-201');
    expect(res.body).toContain('Tu suscripción');
    expect(res.body).toContain('cada mes, hasta que se cancele');
    expect(res.body).toMatch(/action="\/checkout\/subscribe\?cartToken=[A-Za-z0-9_-]{43}"/);
    // Its cart is its own one line, never the visitor's cart: «back» goes to the product.
    expect(res.body).toContain('<a href="/tienda/cafe-del-mes">Volver al producto</a>');
    expect(res.body).not.toContain('Volver al carrito');
    const course = await c.get(location(await c.start(SUBS.course.itemId, SUBS.course.sku)));
    expect(course.body).toContain('cada 2 semanas, 2 pagos');
  });

  it('a bad, unknown, other site\'s or ordinary cart token is the same 404 page', async () => {
    expect((await c.get('/checkout/subscribe')).statusCode).toBe(404);
    expect((await c.get('/checkout/subscribe?cartToken=%3Cscript%3E')).statusCode).toBe(404);
    expect((await c.get(`/checkout/subscribe?cartToken=${'A'.repeat(43)}`)).statusCode).toBe(404);
    const ordinary = await cartWith(t.db, [[STORE.mug, 1]]);
    expect((await c.get(`/checkout/subscribe?cartToken=${ordinary.token}`)).statusCode).toBe(404);
    const other = subscribeClient(t.app, OTHER.host, OTHER.id);
    const theirs = cartTokenOf(location(await other.start(OTHER.itemId, OTHER.sku)));
    expect((await other.get(`/checkout/subscribe?cartToken=${theirs}`)).statusCode).toBe(200);
    const here = await c.get(`/checkout/subscribe?cartToken=${theirs}`);
    expect(here.statusCode).toBe(404);
    expect(here.body).not.toContain('Otro');
    expect((await c.post(`/checkout/subscribe?cartToken=${theirs}`, { action: 'details', ...MX_DETAILS })).statusCode).toBe(404);
  });

  it('a subscription product is refused by the cart, by form and by the JSON call, pointing to «Suscribirme»', async () => {
    const form = await c.postBare('/carrito', { action: 'add', itemId: SUBS.coffee.itemId, sku: SUBS.coffee.sku, quantity: '1' });
    expect(form.statusCode).toBe(400);
    expect(form.body).toContain('«Suscribirme»');
    const json = await t.app.inject({ method: 'POST', url: '/api/commerce/cart/entries', headers: { host: MINI_HOST, 'content-type': 'application/json', cookie: `crumb=${c.crumb}`, 'x-csrf-token': c.crumb }, payload: { itemId: SUBS.coffee.itemId, sku: SUBS.coffee.sku, quantity: 1 } });
    expect(json.statusCode).toBe(400);
    expect(json.json().error).toContain('Suscribirme');
  });

  it('paying starts the subscription: the order paid, the card kept, the 206 page with the next charge', async () => {
    const s = await subscribe(SUBS.coffee);
    expect(s.orderUrl).toContain('&nuevo=1');
    const page = await c.get(s.orderUrl);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('page-type-206');
    expect(page.body).toContain('¡Ya estás suscrito!');
    expect(page.body).toContain('Cancelar suscripción');
    const sub = await subscriptionOf(s.orderId);
    expect(sub).toMatchObject({ status: 'active', email: s.email, item_id: SUBS.coffee.itemId, sku: SUBS.coffee.sku, currency: 'MXN', provider: 'test' });
    expect(Number(sub.cycles_paid)).toBe(1);
    expect(sub.provider_ref).toMatch(/^test_pm_[0-9a-f]{16}_ok$/);
    const order = (await t.db.selectFrom('orders').selectAll().where('id', '=', s.orderId).executeTakeFirstOrThrow());
    expect(order.status).toBe('paid');
    expect(Number(sub.amount_cents)).toBe(Number(order.total_cents));
    expect(Number(sub.next_charge_at)).toBe(chargeDate(Number(order.paid_at), { value: 1, unit: 'month' }, 1));
    // Reloading the checkout of a bought cart goes to its order.
    expect(location(await c.get(s.checkout))).toContain(`/pedido/${s.orderId}`);
    // The order's page without &nuevo=1 is its status page (211) with the subscription.
    const later = await c.get(s.orderUrl.replace('&nuevo=1', ''));
    expect(later.body).toContain('page-type-211');
    expect(later.body).toContain('Próximo cobro');
  });
});

describe('renewals', () => {
  it('a due renewal is charged once by two racing sweepers, as a new numbered order that runs the hooks and queues its receipt', async () => {
    const s = await subscribe(SUBS.coffee);
    const sub = await subscriptionOf(s.orderId);
    clock = Number(sub.next_charge_at) + 1000;
    const seen: string[] = [];
    // Only this subscription's orders: at the advanced clock, other tests' subscriptions fall due too.
    const counting: OrderHook = { name: 'counting', paid: async ({ details }) => void (details.order.idempotency_key.startsWith(`sub-${sub.id}-`) && seen.push(details.order.id)) };
    const other = subscriptionRenewals({ db: t.db, provider, secret: t.config.sessionSecret, hooks: [subscriptionHook, counting], site: siteOfSubscriptions(t.db, new SiteViews(t.db, t.config.appDomain, t.config.publicAddress)), now: () => clock });
    const claimed = await Promise.all([t.app.subscriptionRenewals.sweep(), other.sweep(), t.app.subscriptionRenewals.sweep(), other.sweep()]);
    expect(claimed.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    const renewals = await ordersOfKey(`sub-${sub.id}-2`);
    expect(renewals).toHaveLength(1);
    const renewal = renewals[0];
    const first = await t.db.selectFrom('orders').selectAll().where('id', '=', s.orderId).executeTakeFirstOrThrow();
    expect(renewal.status).toBe('paid');
    expect(Number(renewal.number)).toBeGreaterThan(Number(first.number));
    expect(Number(renewal.total_cents)).toBe(Number(first.total_cents));
    expect(renewal.email).toBe(s.email);
    const lines = await t.db.selectFrom('order_lines').selectAll().where('order_id', '=', renewal.id).execute();
    expect(lines.map((l) => l.sku)).toEqual([SUBS.coffee.sku]);
    expect([...provider.ledger.charges.keys()].filter((k) => k.startsWith(`sub-${sub.id}-`))).toEqual([`sub-${sub.id}-2`]);
    const after = await subscriptionOf(s.orderId);
    expect(Number(after.cycles_paid)).toBe(2);
    expect(after.status).toBe('active');
    expect(Number(after.next_charge_at)).toBe(chargeDate(Number(sub.created_at), { value: 1, unit: 'month' }, 2));
    expect(after.lease_until).toBeNull();
    expect(await mailsTo(s.email, `%n.º ${renewal.number} %`)).toHaveLength(1);
    expect(await mailsTo(s.email, 'Renovamos tu suscripción%')).toHaveLength(1);
    // The renewal's own page (its own token; the first order's does not open it) shows the subscription.
    expect((await c.get(`/pedido/${renewal.id}?t=${encodeURIComponent(s.token)}`)).statusCode).toBe(404);
    const renewalPage = await c.get(`/pedido/${renewal.id}?t=${orderToken(t.config.sessionSecret, renewal.id)}`);
    expect(renewalPage.statusCode).toBe(200);
    expect(renewalPage.body).toContain('renovación n.º 2');
    expect(renewalPage.body).toContain('Cancelar suscripción');
    // Swept again at the same time: nothing is due.
    expect(await t.app.subscriptionRenewals.sweep()).toBe(0);
    if (seen.length) expect(seen).toEqual([renewal.id]);
  });

  it('even when a lease lapsed mid-charge (two renewals of one claimed row), the cycle is charged and recorded once', async () => {
    const s = await subscribe(SUBS.coffee);
    const sub = await subscriptionOf(s.orderId);
    clock = Number(sub.next_charge_at) + 1;
    const { subscriptionById } = await import('../../src/server/commerce/subscriptions/index.ts');
    const row = (await subscriptionById(t.db, MINI_ID, sub.id))!;
    await Promise.all([t.app.subscriptionRenewals.renew(row), t.app.subscriptionRenewals.renew(row), t.app.subscriptionRenewals.renew(row)]);
    expect(await ordersOfKey(`sub-${sub.id}-2`)).toHaveLength(1);
    expect(await t.db.selectFrom('subscription_charges').select('cycle').where('subscription_id', '=', sub.id).execute()).toHaveLength(2);
    expect(Number((await subscriptionOf(s.orderId)).cycles_paid)).toBe(2);
    expect(await mailsTo(s.email, 'Renovamos tu suscripción%')).toHaveLength(1);
  });

  it('a renewal order runs the app\'s order hooks in its transaction (one sweeper with a counting hook)', async () => {
    const s = await subscribe(SUBS.coffee);
    const sub = await subscriptionOf(s.orderId);
    clock = Number(sub.next_charge_at) + 1;
    const seen: string[] = [];
    const counting: OrderHook = { name: 'counting', paid: async ({ details, trx }) => void seen.push(`${details.order.id}:${(await trx.selectFrom('orders').select('status').where('id', '=', details.order.id).executeTakeFirstOrThrow()).status}`) };
    const renewals = subscriptionRenewals({ db: t.db, provider, secret: t.config.sessionSecret, hooks: [subscriptionHook, counting], site: siteOfSubscriptions(t.db, new SiteViews(t.db, t.config.appDomain, t.config.publicAddress)), now: () => clock });
    await renewals.sweep();
    const [renewal] = await ordersOfKey(`sub-${sub.id}-2`);
    expect(seen).toContain(`${renewal.id}:paid`);
    // A renewal order starts no second subscription.
    expect(await t.db.selectFrom('subscriptions').select('id').where('first_order_id', '=', renewal.id).execute()).toHaveLength(0);
  });

  it('a card that fails renewals is retried after 1, 3 and 7 days (past due, a mail each), then the subscription is cancelled with a mail', async () => {
    const s = await subscribe(SUBS.coffee, { card: { ...GOOD_CARD, cardNumber: '4000 0000 0000 0341' } });
    const sub = await subscriptionOf(s.orderId);
    expect(sub.provider_ref).toMatch(/_fail$/);
    const due = Number(sub.next_charge_at);
    const states: Array<[string, number | null, number]> = [];
    for (const at of [due, due + DAY, due + 3 * DAY, due + 7 * DAY]) {
      clock = at + 1;
      await t.app.subscriptionRenewals.sweep();
      const now = await subscriptionOf(s.orderId);
      states.push([now.status, now.next_charge_at === null ? null : Number(now.next_charge_at), Number(now.attempts)]);
    }
    expect(states).toEqual([
      ['past_due', due + DAY, 1],
      ['past_due', due + 3 * DAY, 2],
      ['past_due', due + 7 * DAY, 3],
      ['cancelled', null, 4],
    ]);
    expect(await ordersOfKey(`sub-${sub.id}-2`)).toHaveLength(0);
    expect(await mailsTo(s.email, 'No pudimos cobrar tu suscripción%')).toHaveLength(3);
    expect(await mailsTo(s.email, 'Tu suscripción en % está cancelada')).toHaveLength(1);
    const page = await c.get(s.orderUrl.replace('&nuevo=1', ''));
    expect(page.body).toContain('Cancelada');
    expect(page.body).not.toContain('name="confirm"');
    clock = due + 60 * DAY;
    await t.app.subscriptionRenewals.sweep();
    expect(await ordersOfKey(`sub-${sub.id}-2`)).toHaveLength(0);
  });

  it('a plan of 2 payments completes with its second and charges no more', async () => {
    const s = await subscribe(SUBS.course);
    const sub = await subscriptionOf(s.orderId);
    expect(Number(sub.next_charge_at)).toBe(Number(sub.created_at) + 14 * DAY);
    clock = Number(sub.next_charge_at) + 1;
    await t.app.subscriptionRenewals.sweep();
    const done = await subscriptionOf(s.orderId);
    expect(done.status).toBe('completed');
    expect(done.next_charge_at).toBeNull();
    expect(Number(done.cycles_paid)).toBe(2);
    const renewed = await mailsTo(s.email, 'Renovamos tu suscripción%');
    expect(renewed[0].text_body).toContain('último pago');
    clock += 100 * DAY;
    await t.app.subscriptionRenewals.sweep();
    expect(await ordersOfKey(`sub-${sub.id}-3`)).toHaveLength(0);
  });
});

describe('cancelling from the order page', () => {
  it('a wrong token is 404; the first post asks to confirm; the confirmed one cancels, mails once, and a second changes nothing', async () => {
    const s = await subscribe(SUBS.coffee);
    const path = `/pedido/${s.orderId}/suscripcion`;
    expect((await c.post(path, { t: 'x'.repeat(43), confirm: '1' })).statusCode).toBe(404);
    expect((await c.post(path, { confirm: '1' })).statusCode).toBe(404);
    expect((await c.post(`/pedido/${'f'.repeat(24)}/suscripcion`, { t: s.token, confirm: '1' })).statusCode).toBe(404);
    const ask = await c.post(path, { t: s.token });
    expect(ask.statusCode).toBe(200);
    expect(ask.body).toContain('¿Cancelar tu suscripción?');
    expect(ask.body).toContain('name="confirm" value="1"');
    expect((await subscriptionOf(s.orderId)).status).toBe('active');
    const noCrumb = await c.postBare(path, { t: s.token, confirm: '1' });
    expect(noCrumb.statusCode).toBe(403);
    expect((await subscriptionOf(s.orderId)).status).toBe('active');
    const done = await c.post(path, { t: s.token, confirm: '1' });
    expect(done.statusCode).toBe(303);
    expect(location(done)).toBe(`/pedido/${s.orderId}?t=${encodeURIComponent(s.token)}`);
    const sub = await subscriptionOf(s.orderId);
    expect(sub.status).toBe('cancelled');
    expect(sub.next_charge_at).toBeNull();
    const again = await c.post(path, { t: s.token, confirm: '1' });
    expect(again.statusCode).toBe(303);
    expect(await mailsTo(s.email, 'Tu suscripción en % está cancelada')).toHaveLength(1);
    const page = await c.get(location(done));
    expect(page.body).toContain('no habrá más cobros');
    clock = Number(sub.created_at) + 400 * DAY;
    await t.app.subscriptionRenewals.sweep();
    expect(await ordersOfKey(`sub-${sub.id}-2`)).toHaveLength(0);
  });

  it('an order that is not a subscription has no cancel (404), even with its own token', async () => {
    const id = await insertOrder(t.db, { websiteId: MINI_ID, number: 9001, status: 'paid', lines: [{ sku: STORE.mug.sku, title: 'Taza de barro', unitPriceCents: STORE.mug.price, quantity: 1 }] });
    const token = orderToken(t.config.sessionSecret, id);
    await t.db.updateTable('orders').set({ secret_hash: createHash('sha256').update(token).digest('hex') }).where('id', '=', id).execute();
    expect((await c.get(`/pedido/${id}?t=${token}`)).statusCode).toBe(200);
    expect((await c.post(`/pedido/${id}/suscripcion`, { t: token, confirm: '1' })).statusCode).toBe(404);
  });
});

describe('the owner\'s list', () => {
  it('/config/commerce/suscripciones lists this site\'s subscriptions for the store permission only', async () => {
    const { SiteUserRole } = await import('../../src/shared/enums/site.ts');
    const tokenOf = async (role: number, email: string) => {
      await t.app.vitrina.owners.service.addOwner(MINI_ID, { email, password: 'una clave larga de prueba', role });
      return (await t.app.vitrina.owners.service.signIn(MINI_ID, { email, password: 'una clave larga de prueba', rememberMe: false }))!.token;
    };
    const get = (token: string) => t.app.inject({ method: 'GET', url: '/config/commerce/suscripciones', headers: { host: MINI_HOST, cookie: `vitrina_session=${token}` } });
    const manager = await get(await tokenOf(SiteUserRole.STORE_MANAGER, 'tienda@panaderia.mx'));
    expect(manager.statusCode).toBe(200);
    expect(manager.headers['cache-control']).toContain('no-store');
    expect(manager.body).toContain('Suscripción: café del mes');
    expect(manager.body).toContain('cada mes, hasta que se cancele');
    expect(manager.body).toContain('Cancelada');
    expect(manager.body).toContain('Completada');
    expect(manager.body).not.toContain('Otro');
    expect((await get(await tokenOf(SiteUserRole.EDITOR, 'editor@panaderia.mx'))).statusCode).toBe(403);
  });

  it('the owner refunding a subscription\'s first order stops it (mailed); refunding a renewal does not', async () => {
    const { SiteUserRole } = await import('../../src/shared/enums/site.ts');
    await t.app.vitrina.owners.service.addOwner(MINI_ID, { email: 'admin@panaderia.mx', password: 'una clave larga de prueba', role: SiteUserRole.ADMIN });
    const session = (await t.app.vitrina.owners.service.signIn(MINI_ID, { email: 'admin@panaderia.mx', password: 'una clave larga de prueba', rememberMe: false }))!.token;
    const ownerCrumb = t.app.vitrina.crumbs.mint(MINI_ID);
    const refund = (orderId: string) => t.app.inject({ method: 'POST', url: `/config/commerce/orders/${orderId}/refund`, headers: { host: MINI_HOST, cookie: `vitrina_session=${session}; crumb=${ownerCrumb}`, 'content-type': 'application/x-www-form-urlencoded', origin: `http://${MINI_HOST}` }, payload: new URLSearchParams({ crumb: ownerCrumb }).toString() });
    const s = await subscribe(SUBS.coffee);
    const sub = await subscriptionOf(s.orderId);
    clock = Number(sub.next_charge_at) + 1;
    await t.app.subscriptionRenewals.sweep();
    const [renewal] = await ordersOfKey(`sub-${sub.id}-2`);
    expect((await refund(renewal.id)).statusCode).toBe(303);
    expect((await subscriptionOf(s.orderId)).status).toBe('active');
    expect((await refund(s.orderId)).statusCode).toBe(303);
    const stopped = await subscriptionOf(s.orderId);
    expect(stopped.status).toBe('cancelled');
    expect(stopped.next_charge_at).toBeNull();
    expect(await mailsTo(s.email, 'Tu suscripción en % está cancelada')).toHaveLength(1);
  });
});
