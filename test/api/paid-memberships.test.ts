import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueVariants } from '../../src/server/commerce/catalogue.ts';
import { loadOrder, refundOrder, TestProvider, type OrderSite } from '../../src/server/commerce/index.ts';
import { MINI_HOST, MINI_ID, crumbHeaders } from '../../src/server/forms/test-client.ts';
import { memberMails, MemberService, paidAreasHook } from '../../src/server/members/index.ts';
import { storeSettings } from '../../src/model/store.ts';
import { AREA_GRACE_MS, areaLine, periodEnd } from '../../src/shared/paid-areas.ts';
import { createTestApp, readSite } from '../helpers/app.ts';
import { checkoutClient, GOOD_CARD, payKey } from '../helpers/checkout.ts';
import { Inbox } from '../helpers/inbox.ts';
import { PAID, membershipSite } from '../helpers/memberships.ts';
import { subscribeClient } from '../helpers/subscriptions.ts';
import { subscriptionById } from '../../src/server/commerce/subscriptions/index.ts';
import { insertOrder } from '../helpers/orders.ts';

// Issue 17, paid member areas (docs/members-paid.md): the catalogue prices areas from the site
// file, buying a one-time area through the real cart and checkout grants it to the order's email
// account (made, with a «Crea tu contraseña» mail over real SMTP, or found), the member then sees
// the members-only page and others do not, a refund ends the grant, a subscription's grant lasts
// to the period's end + 3 days and a renewal order extends it, another site's area is 404.

const PASSWORD = 'masa madre 2026 viva';
const inbox = new Inbox();
const provider = new TestProvider();
let t: Awaited<ReturnType<typeof createTestApp>>;
let ipCount = 0;
const nextIp = () => `10.17.${Math.floor(++ipCount / 250)}.${ipCount % 250}`;
const ONE = areaLine(PAID.oneTime.id);
const SUB = areaLine(PAID.monthly.id);

beforeAll(async () => {
  await inbox.start();
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${inbox.port}`, MAIL_FROM: 'Vitrina <no-reply@vitrina.test>' }, { mail: { pollMs: 100, retryBaseMs: 300 }, payments: provider, memberMailPerMinute: 1000, checkout: { sweepEveryMs: 0, payLimits: { ipPerMinute: 1000, visitorPerMinute: 1000 } } });
  await t.publish(membershipSite());
});
afterAll(async () => {
  await t.close();
  await inbox.stop().catch(() => {});
});

type Res = Awaited<ReturnType<typeof t.app.inject>>;
const cookieOf = (res: Res, name: string) => ([] as string[]).concat((res.headers['set-cookie'] as string | string[] | undefined) ?? []).find((c) => c.startsWith(`${name}=`))?.split(';')[0].slice(name.length + 1);
const get = (url: string, cookie = '', host = MINI_HOST) => t.app.inject({ method: 'GET', url, headers: { host, ...(cookie ? { cookie } : {}) } });
function form(url: string, fields: Record<string, string>, cookie = '') {
  const crumb = t.app.vitrina.crumbs.mint(MINI_ID);
  return t.app.inject({ method: 'POST', url, remoteAddress: nextIp(), headers: { host: MINI_HOST, origin: `http://${MINI_HOST}`, 'content-type': 'application/x-www-form-urlencoded', cookie: `crumb=${crumb}${cookie ? `; ${cookie}` : ''}` }, payload: new URLSearchParams({ crumb, ...fields }).toString() });
}
const addEntry = (body: Record<string, unknown>, host = MINI_HOST, websiteId = MINI_ID) => {
  const h = crumbHeaders(t.app, websiteId);
  return t.app.inject({ method: 'POST', url: '/api/commerce/cart/entries', remoteAddress: nextIp(), headers: { host, 'content-type': 'application/json', ...h }, payload: JSON.stringify(body) });
};
const decoded = (raw: string) => Buffer.from(raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8');
const mailsTo = (email: string) => inbox.messages.filter((m) => m.to.includes(email)).map((m) => decoded(m.raw));
async function mailTo(email: string, subject: RegExp): Promise<string> {
  const until = Date.now() + 10_000;
  for (;;) {
    const found = mailsTo(email).find((m) => subject.test(m));
    if (found) return found;
    if (Date.now() > until) throw new Error(`no mail to ${email} matching ${subject}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
const grants = (orderId: string) => t.db.selectFrom('member_area_grants').selectAll().where('website_id', '=', MINI_ID).where('order_id', '=', orderId).execute();
const memberByEmail = (email: string) => t.db.selectFrom('members').selectAll().where('website_id', '=', MINI_ID).where('email', '=', email).executeTakeFirst();

/** Joins the one-time area as the join page's form does, then checks out with the test card: the order's page. */
async function buyOneTime(email: string): Promise<{ orderUrl: string; orderId: string }> {
  const join = await get(`/cuenta/unirse?area=${PAID.oneTime.id}`);
  expect(join.statusCode).toBe(200);
  expect(join.body).toContain('$450');
  const added = await t.app.inject({ method: 'POST', url: '/carrito', remoteAddress: nextIp(), headers: { host: MINI_HOST, origin: `http://${MINI_HOST}`, 'sec-fetch-site': 'same-origin', 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams({ action: 'add', ...ONE, quantity: '1', back: '/checkout' }).toString() });
  expect(added.statusCode).toBe(303);
  expect(added.headers.location).toBe('/checkout');
  const cart = cookieOf(added, 'vitrina_cart')!;
  const c = checkoutClient(t.app);
  expect((await c.post(cart, { action: 'details', email, name: 'Marta Ruiz' })).statusCode).toBe(303);
  const page = await c.get('/checkout', cart);
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain(PAID.oneTime.title);
  const paid = await c.post(cart, { action: 'pay', key: payKey(page.body)!, ...GOOD_CARD });
  expect(paid.statusCode).toBe(303);
  const orderUrl = String(paid.headers.location);
  return { orderUrl, orderId: /\/pedido\/([0-9a-f]{24})/.exec(orderUrl)![1] };
}

/** Sets the password with the «Crea tu contraseña» link and signs in: the member cookie. */
async function setPasswordFromMail(email: string): Promise<string> {
  const mail = await mailTo(email, /crea tu contrase/i);
  const token = /\/cuenta\/restablecer\?token=([A-Za-z0-9_-]{43})/.exec(mail)![1];
  expect((await get(`/cuenta/restablecer?token=${token}`)).statusCode).toBe(200);
  const set = await form('/cuenta/restablecer', { token, password: PASSWORD });
  expect(set.statusCode).toBe(200);
  expect(set.body).toContain('action="/cuenta/ingresar');
  const signedIn = await form('/cuenta/ingresar', { email, password: PASSWORD });
  expect(signedIn.statusCode).toBe(303);
  return `vitrina_member=${cookieOf(signedIn, 'vitrina_member')}`;
}

describe('the catalogue', () => {
  it('prices a paid area from the site file, never from the request; one at most; free and unknown areas are 404', async () => {
    const res = await addEntry({ ...ONE, quantity: 1, unitPriceCents: 1, priceCents: 1 });
    expect(res.statusCode).toBe(201);
    expect(res.json().entries).toEqual([expect.objectContaining({ ...ONE, title: PAID.oneTime.title, productType: 'SERVICE', unitPriceCents: PAID.oneTime.price, quantity: 1 })]);
    expect((await addEntry({ ...ONE, quantity: 2 })).statusCode).toBe(400);
    for (const body of [areaLine(PAID.free.id), areaLine('f0f0f0f0f0f0f0f0f0f0f0f0'), { itemId: ONE.itemId, sku: SUB.sku }, { itemId: ONE.itemId, sku: ONE.sku.toLowerCase() }]) {
      expect((await addEntry({ ...body, quantity: 1 })).statusCode, JSON.stringify(body)).toBe(404);
    }
    // Not an item id at all: a bad body.
    expect((await addEntry({ itemId: `area:${PAID.oneTime.id.toUpperCase()}`, sku: ONE.sku, quantity: 1 })).statusCode).toBe(400);
  });

  it('a subscription-priced area is a line with its plan (monthly, until cancelled)', async () => {
    const found = await catalogueVariants(t.db, MINI_ID, [SUB, ONE], { unlocked: new Set() } as never);
    expect(found.get(`${SUB.itemId} ${SUB.sku}`)).toMatchObject({ unitPriceCents: PAID.monthly.price, productType: 'SERVICE', subscriptionPlan: { billingPeriod: { value: 1, unit: 'month' }, numBillingCycles: 0 } });
    expect(found.get(`${ONE.itemId} ${ONE.sku}`)?.subscriptionPlan).toBeUndefined();
  });

  it("another site's area is 404 on this site, and this site's on the other", async () => {
    const other = readSite();
    other.website = { id: 'dddddddddddddddddddddd17', identifier: 'otro17', title: 'Otro sitio', domains: [] };
    other.settings = { memberAreas: [{ id: 'd7d7d7d7d7d7d7d7d7d7d7d7', title: 'Club ajeno', pricing: { kind: 'oneTime', amountCents: 100 } }] };
    other.navigation = { main: [] };
    other.collections = [{ ...other.collections[0], id: 'dddddddddddddddddddddd71' }];
    await t.publish(other);
    expect((await addEntry({ ...areaLine('d7d7d7d7d7d7d7d7d7d7d7d7'), quantity: 1 })).statusCode).toBe(404);
    expect((await addEntry({ ...ONE, quantity: 1 }, 'otro17.vitrina.test', 'dddddddddddddddddddddd17')).statusCode).toBe(404);
    expect((await get(`/cuenta/unirse?area=${PAID.oneTime.id}`, '', 'otro17.vitrina.test')).statusCode).toBe(404);
  });
});

describe('buying a one-time area', () => {
  it('makes the account of a new email, mails «Crea tu contraseña», grants the area for ever; the member sees the page, others do not', async () => {
    const email = 'marta@ejemplo.com';
    const { orderUrl, orderId } = await buyOneTime(email);
    const confirmed = await get(orderUrl);
    expect(confirmed.body).toContain('Tu membresía');
    expect(confirmed.body).toContain(`href="/cuenta/ingresar?next=%2F${PAID.oneTime.page}"`);
    const member = await memberByEmail(email);
    expect(member).toMatchObject({ name: 'Marta Ruiz', password_hash: '', email_verified_at: null });
    expect(await grants(orderId)).toEqual([expect.objectContaining({ account_id: member!.id, area_id: PAID.oneTime.id, until: null })]);
    // No password yet: signing in fails like a wrong password.
    expect((await form('/cuenta/ingresar', { email, password: 'cualquier cosa 123' })).statusCode).toBe(401);
    const session = await setPasswordFromMail(email);
    expect((await memberByEmail(email))!.email_verified_at).not.toBeNull();
    const page = await get(`/${PAID.oneTime.page}`, session);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(PAID.oneTime.secret);
    expect(page.headers['cache-control']).toBe('private, no-store');
    // Not the monthly area's page; and nobody else sees the taller.
    expect((await get(`/${PAID.monthly.page}`, session)).statusCode).toBe(403);
    const anonymous = await get(`/${PAID.oneTime.page}`);
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.body).not.toContain(PAID.oneTime.secret);
    // The access-denied page (106) names the area with its price and links to its join page.
    expect(anonymous.body).toContain(`href="/cuenta/unirse?area=${PAID.oneTime.id}"`);
    expect(anonymous.body).toContain(`Unirme a ${PAID.oneTime.title} ($450 pago único)`);
    const stranger = await form('/cuenta/registro', { name: 'Otra', email: 'otra@ejemplo.com', password: PASSWORD });
    expect((await get(`/${PAID.oneTime.page}`, `vitrina_member=${cookieOf(stranger, 'vitrina_member')}`)).statusCode).toBe(403);
    // The join page now says they are a member.
    expect((await get(`/cuenta/unirse?area=${PAID.oneTime.id}`, session)).body).toContain('Ya eres miembro');
  }, 30_000);

  it('grants it to the existing account of the email (no password mail), and a refund ends it', async () => {
    const email = 'pablo@ejemplo.com';
    const signUp = await form('/cuenta/registro', { name: 'Pablo', email, password: PASSWORD });
    expect(signUp.statusCode).toBe(303);
    const session = `vitrina_member=${cookieOf(signUp, 'vitrina_member')}`;
    expect((await get(`/${PAID.oneTime.page}`, session)).statusCode).toBe(403);
    const { orderId } = await buyOneTime(email);
    const member = (await memberByEmail(email))!;
    expect(member.password_hash).toMatch(/^\$scrypt/);
    expect((await grants(orderId))[0]).toMatchObject({ account_id: member.id, until: null });
    expect((await get(`/${PAID.oneTime.page}`, session)).body).toContain(PAID.oneTime.secret);
    await inbox.waitFor(1);
    await new Promise((r) => setTimeout(r, 400));
    expect(mailsTo(email).filter((m) => /crea tu contrase/i.test(m))).toEqual([]);

    const site: OrderSite = { websiteId: MINI_ID, title: 'Panadería', baseUrl: `http://${MINI_HOST}`, store: storeSettings(membershipSite().settings.storeSettings) };
    const hooks = [paidAreasHook(new MemberService(t.db, memberMails))];
    expect(await refundOrder({ db: t.db, provider, stockChanged: () => {}, hooks }, site, orderId, 'refund', false)).not.toHaveProperty('problem');
    expect(Number((await grants(orderId))[0].until)).toBeLessThanOrEqual(Date.now());
    expect((await get(`/${PAID.oneTime.page}`, session)).statusCode).toBe(403);
    // The refunded order's page no longer offers the area.
    const details = await loadOrder(t.db, MINI_ID, orderId);
    expect(details?.order.status).toBe('refunded');
  }, 30_000);
});

describe('a subscription-priced area', () => {
  const site = (): OrderSite => ({ websiteId: MINI_ID, title: 'Panadería', baseUrl: `http://${MINI_HOST}`, store: storeSettings(membershipSite().settings.storeSettings) });
  const line = { ...SUB, itemId: SUB.itemId, title: PAID.monthly.title, unitPriceCents: PAID.monthly.price, quantity: 1, productType: 'SERVICE' };
  let n = 900;
  /** A paid order of the monthly area, its paid hook run at `now` as the place-order flow (or a renewal) runs it. */
  async function paidAt(email: string, now: number): Promise<string> {
    const orderId = await insertOrder(t.db, { websiteId: MINI_ID, number: ++n, status: 'paid', email, lines: [line], shipping: null, createdAt: now });
    const details = (await loadOrder(t.db, MINI_ID, orderId))!;
    await t.db.transaction().execute((trx) => paidAreasHook(new MemberService(trx, memberMails, () => now)).paid!({ trx, details, site: site(), token: 'x', now }));
    return orderId;
  }

  it('lasts until the end of the paid month plus 3 days; a renewal order extends it from the period end; after it, the page closes', async () => {
    const email = 'sofia@ejemplo.com';
    const start = Date.UTC(2026, 0, 31, 12);
    const first = await paidAt(email, start);
    const firstEnd = periodEnd(start, 'month');
    expect(new Date(firstEnd).toISOString()).toBe('2026-02-28T12:00:00.000Z');
    expect(Number((await grants(first))[0].until)).toBe(firstEnd + AREA_GRACE_MS);
    // The renewal is paid two days before the period ends: the next month counts from its end.
    const renewal = await paidAt(email, firstEnd - 2 * 24 * 3600_000);
    const secondEnd = periodEnd(firstEnd, 'month');
    expect(Number((await grants(renewal))[0].until)).toBe(secondEnd + AREA_GRACE_MS);

    const member = (await memberByEmail(email))!;
    const at = (now: number) => new MemberService(t.db, memberMails, () => now).areas(MINI_ID, member.id);
    expect(await at(firstEnd + AREA_GRACE_MS + 1000)).toContain(PAID.monthly.id);
    expect(await at(secondEnd + AREA_GRACE_MS - 1000)).toContain(PAID.monthly.id);
    expect(await at(secondEnd + AREA_GRACE_MS + 1000)).not.toContain(PAID.monthly.id);
    // A late renewal (after the grace) starts a new month from its own payment.
    const late = secondEnd + 10 * 24 * 3600_000;
    const third = await paidAt(email, late);
    expect(Number((await grants(third))[0].until)).toBe(periodEnd(late, 'month') + AREA_GRACE_MS);
  });

  it('the live grant opens the members-only page to its holder through a real session; an ended one closes it', async () => {
    const email = 'ines@ejemplo.com';
    const orderId = await paidAt(email, Date.now());
    const session = await setPasswordFromMail(email);
    expect((await get(`/${PAID.monthly.page}`, session)).body).toContain(PAID.monthly.secret);
    await t.db.updateTable('member_area_grants').set({ until: Date.now() - 1 }).where('order_id', '=', orderId).execute();
    expect((await get(`/${PAID.monthly.page}`, session)).statusCode).toBe(403);
  }, 30_000);

  it('bought through /commerce/subscribe and /checkout/subscribe: the first order starts a subscription on the area\'s plan and grants it; the app\'s renewal order extends the grant', async () => {
    const email = 'lucia@ejemplo.com';
    const c = subscribeClient(t.app);
    const started = await c.start(SUB.itemId, SUB.sku);
    expect(started.statusCode).toBe(303);
    const checkout = String(started.headers.location);
    expect(checkout).toMatch(/^\/checkout\/subscribe\?cartToken=/);
    expect((await c.post(checkout, { action: 'details', email, name: 'Lucía Paz' })).statusCode).toBe(303);
    const page = await c.get(checkout);
    expect(page.body).toContain(PAID.monthly.title);
    const paid = await c.post(checkout, { action: 'pay', key: payKey(page.body)!, ...GOOD_CARD });
    expect(paid.statusCode).toBe(303);
    const orderId = /\/pedido\/([0-9a-f]{24})/.exec(String(paid.headers.location))![1];
    const sub = await t.db.selectFrom('subscriptions').selectAll().where('website_id', '=', MINI_ID).where('first_order_id', '=', orderId).executeTakeFirstOrThrow();
    expect(sub.item_id).toBe(SUB.itemId);
    expect(sub.status).toBe('active');
    const firstUntil = Number((await grants(orderId))[0].until);
    expect(firstUntil).toBeGreaterThan(Date.now() + 27 * 24 * 3600_000);

    const row = (await subscriptionById(t.db, MINI_ID, sub.id))!;
    await t.app.subscriptionRenewals.renew(row);
    const renewal = await t.db.selectFrom('orders').select('id').where('website_id', '=', MINI_ID).where('idempotency_key', '=', `sub-${sub.id}-2`).executeTakeFirstOrThrow();
    expect(Number((await grants(renewal.id))[0].until)).toBeGreaterThan(firstUntil + 27 * 24 * 3600_000);
  }, 30_000);

  it('its join page offers «Unirme» through /commerce/subscribe with the area\'s sku', async () => {
    const page = await get(`/cuenta/unirse?area=${PAID.monthly.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('action="/commerce/subscribe"');
    expect(page.body).toContain(`name="sku" value="${SUB.sku}"`);
    expect(page.body).toContain('$99');
  });
});
