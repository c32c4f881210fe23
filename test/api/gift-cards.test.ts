import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Crumbs } from '../../src/server/http/crumb.ts';
import { SiteUserRole } from '../../src/shared/enums.ts';
import { MINI_ID } from '../../src/server/forms/test-client.ts';
import { codeHash, normaliseCode } from '../../src/server/commerce/gift-cards/index.ts';
import { createTestApp } from '../helpers/app.ts';
import { createTestDb, type TestDb } from '../helpers/db.ts';
import { cartWith, checkoutClient, DECLINED, freshKey, GOOD_CARD, MX_DETAILS, payKey, STORE } from '../helpers/checkout.ts';
import { codeIn, decodedMail, GIFT, GIFT_FORM, giftClient, giftPath, giftSite } from '../helpers/giftcards.ts';
import { Inbox } from '../helpers/inbox.ts';
import { race } from '../reliability/harness/race.ts';
import { childServer, type ChildServer } from '../reliability/harness/server.ts';

// Issue 17, gift cards (docs/commerce-giftcards.md): buying one for someone and through the cart,
// the code mailed over real SMTP, redeeming it partly and fully at /checkout, the ledger, a
// declined card giving the balance back, wrong and voided codes, another site's id, and checkouts
// racing on one card (in one process; on PostgreSQL across two server processes).

const inbox = new Inbox();
let t: Awaited<ReturnType<typeof createTestApp>>;
let c: ReturnType<typeof checkoutClient>;
let g: ReturnType<typeof giftClient>;

beforeAll(async () => {
  await inbox.start();
  t = await createTestApp(
    { SMTP_URL: `smtp://127.0.0.1:${inbox.port}`, MAIL_FROM: 'Vitrina <no-reply@vitrina.test>' },
    { mail: { pollMs: 100, retryBaseMs: 300 }, checkout: { sweepEveryMs: 0, payLimits: { ipPerMinute: 1000, visitorPerMinute: 1000 }, giftCardLimits: { ipPerMinute: 1000, visitorPerMinute: 1000 } } },
  );
  await t.publish(giftSite());
  c = checkoutClient(t.app);
  g = giftClient(t.app);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await inbox.stop().catch(() => {});
});

const location = (res: { headers: Record<string, unknown> }) => String(res.headers.location ?? '');
const cardOfCode = (code: string) => t.db.selectFrom('gift_cards').selectAll().where('website_id', '=', MINI_ID).where('code_hash', '=', codeHash(normaliseCode(code)!)).executeTakeFirstOrThrow();
const balanceOf = async (code: string) => Number((await cardOfCode(code)).balance_cents);
const ledgerOf = async (code: string) => (await t.db.selectFrom('gift_card_ledger').select(['delta_cents', 'reason']).where('card_id', '=', (await cardOfCode(code)).id).orderBy('at').execute()).map((r) => [r.reason, Number(r.delta_cents)]);

const seen = new Set<string>();
/** Buys a card for `to` on the gift checkout; answers its code as read from the recipient's mail. */
async function buyGift(fields: Partial<typeof GIFT_FORM> = {}): Promise<{ code: string; mail: string; orderPath: string }> {
  const form = { ...GIFT_FORM, ...fields };
  const page = await g.get(giftPath());
  const res = await g.post(giftPath(), { ...form, ...GOOD_CARD, key: payKey(page.body)! });
  expect(res.statusCode, res.body.slice(0, 2000)).toBe(303);
  const deadline = Date.now() + 10_000;
  let mail: string | undefined;
  while (!mail && Date.now() < deadline) {
    mail = inbox.messages.map((m) => decodedMail(m.raw)).find((m) => m.includes(`To: ${form.recipientEmail}`) && codeIn(m) && !seen.has(codeIn(m)!));
    if (!mail) await new Promise((r) => setTimeout(r, 50));
  }
  if (!mail) throw new Error(`no gift mail to ${form.recipientEmail}`);
  seen.add(codeIn(mail)!);
  return { code: codeIn(mail)!, mail, orderPath: location(res) };
}

/** A cart with details, ready to pay. */
async function readyCart(lines: Parameters<typeof cartWith>[1]) {
  const cart = await cartWith(t.db, lines);
  await t.db.updateTable('carts').set({ email: 'bea@ejemplo.com', address: JSON.stringify(MX_DETAILS), shipping_option_id: 'estandar' }).where('id', '=', cart.id).execute();
  return cart;
}

describe('the gift checkout', () => {
  it('is a private page of the site with the amounts, the recipient, the message and the card; sku preselects', async () => {
    const res = await g.get(giftPath(MINI_ID, GIFT.itemId, GIFT.big.sku));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.body).toContain('Regala una tarjeta de regalo');
    expect(res.body).toMatch(/<input type="radio"[^>]*checked=""[^>]*value="REGALO-1000"/);
    expect(res.body).not.toMatch(/<input type="radio"[^>]*checked=""[^>]*value="REGALO-500"/);
    for (const label of ['Nombre de quien la recibe', 'Correo de quien la recibe', 'Mensaje (opcional)', 'Tu correo electrónico', 'Número de tarjeta']) expect(res.body).toContain(label);
  });

  it('answers 404 for another site’s websiteId, an unknown product, or a product that is not a gift card', async () => {
    expect((await g.get(giftPath('0123456789abcdef01234567'))).statusCode).toBe(404);
    expect((await g.get(giftPath(MINI_ID, 'ffffffffffffffffffffffff'))).statusCode).toBe(404);
    expect((await g.get(giftPath(MINI_ID, STORE.mug.itemId))).statusCode).toBe(404);
    expect((await g.get('/checkout/giftcard')).statusCode).toBe(404);
    const post = await g.post(giftPath('0123456789abcdef01234567'), { ...GIFT_FORM, ...GOOD_CARD, key: freshKey() });
    expect(post.statusCode).toBe(404);
  });

  it('refuses a form with bad fields (400, errors tied to them) and a missing crumb (403), creating nothing', async () => {
    const before = await t.db.selectFrom('orders').select('id').execute();
    const bad = await g.post(giftPath(), { ...GIFT_FORM, recipientEmail: 'no-es-correo', sku: 'OTRA', ...GOOD_CARD, key: freshKey() });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Escribe un correo válido para quien la recibe');
    expect(bad.body).toContain('Elige un monto.');
    expect(bad.body).toContain('aria-describedby="checkout-recipientEmail-hint checkout-recipientEmail-error"');
    const noCrumb = await t.app.inject({ method: 'POST', url: giftPath(), headers: { host: 'mini.vitrina.test', 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams({ ...GIFT_FORM, ...GOOD_CARD, key: freshKey() }).toString() });
    expect(noCrumb.statusCode).toBe(403);
    expect(await t.db.selectFrom('orders').select('id').execute()).toHaveLength(before.length);
  });

  it('a paid gift mails the recipient a working code (real SMTP); the buyer gets the receipt; the ledger starts with the issue', async () => {
    const { code, mail, orderPath } = await buyGift();
    expect(orderPath).toMatch(/^\/pedido\/[0-9a-f]{24}\?t=.+&nuevo=1$/);
    expect(mail).toContain('Ana Pérez te envió una tarjeta de regalo de $500.00');
    expect(mail).toContain('¡Feliz cumpleaños! Disfruta un buen café.');
    expect(mail).toContain('$500.00');
    expect(code).toMatch(/^[2-9A-HJ-NP-Z]{4}(-[2-9A-HJ-NP-Z]{4}){3}$/);
    const card = await cardOfCode(code);
    expect(Number(card.balance_cents)).toBe(GIFT.small.price);
    expect(card.recipient_email).toBe('luis@ejemplo.com');
    expect(card.last4).toBe(code.slice(-4));
    // Only the hash is stored.
    expect(JSON.stringify(await t.db.selectFrom('gift_cards').selectAll().execute())).not.toContain(code.replace(/-/g, ''));
    expect(await ledgerOf(code)).toEqual([['issue', GIFT.small.price]]);
    const receipt = await t.db.selectFrom('mail_outbox').select(['to_address', 'text_body']).where('to_address', '=', 'ana@ejemplo.com').execute();
    expect(receipt.length).toBeGreaterThan(0);
    expect(receipt.some((r) => r.text_body.includes(code))).toBe(false);
    expect(receipt.some((r) => r.text_body.includes(`Tarjeta de regalo de $500.00 enviada a Luis Gómez (luis@ejemplo.com), código terminado en ${code.slice(-4)}.`))).toBe(true);
  });

  it('a gift card bought through the cart goes to the buyer’s own email', async () => {
    const cart = await readyCart([[GIFT.small, 2]]);
    const res = await c.post(cart.token, { action: 'pay', key: freshKey(), ...GOOD_CARD });
    expect(res.statusCode).toBe(303);
    const order = await t.db.selectFrom('orders').select('id').where('cart_id', '=', cart.id).executeTakeFirstOrThrow();
    const cards = await t.db.selectFrom('gift_cards').selectAll().where('order_id', '=', order.id).execute();
    expect(cards).toHaveLength(2);
    expect(cards.every((k) => k.recipient_email === 'bea@ejemplo.com' && Number(k.balance_cents) === GIFT.small.price)).toBe(true);
    expect(new Set(cards.map((k) => k.code_hash)).size).toBe(2);
  });
});

describe('redeeming at /checkout', () => {
  it('applies partly: the summary shows the card and what is left; the provider is charged the rest; the ledger says so', async () => {
    const { code } = await buyGift({ recipientEmail: 'parcial@ejemplo.com' });
    const cart = await readyCart([[STORE.mug, 3]]); // $750 (shipping free above $900? no: 75000 < 90000 → +$99)
    const apply = await c.post(cart.token, { action: 'giftCard', giftCard: code.toLowerCase().replace(/-/g, ' ') });
    expect(apply.statusCode).toBe(303);
    const page = await c.get('/checkout', cart.token);
    expect(page.body).toContain(`Tarjeta de regalo ···${code.slice(-4)}`);
    expect(page.body).toContain('Por pagar');
    expect(page.body).toContain('-$500.00');
    const total = 3 * STORE.mug.price + 9900;
    expect(page.body).toContain(`name="giftCardCents" value="${GIFT.small.price}"`);
    const res = await c.post(cart.token, { action: 'pay', key: payKey(page.body)!, giftCardCents: String(GIFT.small.price), ...GOOD_CARD });
    expect(res.statusCode).toBe(303);
    expect(await balanceOf(code)).toBe(0);
    expect(await ledgerOf(code)).toEqual([['issue', GIFT.small.price], ['redeem', -GIFT.small.price]]);
    const order = await t.db.selectFrom('orders').selectAll().where('cart_id', '=', cart.id).executeTakeFirstOrThrow();
    expect(order.status).toBe('paid');
    expect(Number(order.total_cents)).toBe(total);
    // Empty now: refused when applied again.
    const other = await readyCart([[STORE.mug, 1]]);
    const again = await c.post(other.token, { action: 'giftCard', giftCard: code });
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('ya no tiene saldo');
  });

  it('covers a whole order: no card fields, no provider charge, the order paid, the rest of the balance kept', async () => {
    const { code } = await buyGift({ sku: GIFT.big.sku, recipientEmail: 'completo@ejemplo.com' });
    const cart = await readyCart([[STORE.mug, 2]]); // $500 + $99
    await c.post(cart.token, { action: 'giftCard', giftCard: code });
    const page = await c.get('/checkout', cart.token);
    const total = 2 * STORE.mug.price + 9900;
    expect(page.body).toContain('Tu tarjeta de regalo cubre todo el pedido');
    expect(page.body).not.toContain('name="cardNumber"');
    const res = await c.post(cart.token, { action: 'pay', key: payKey(page.body)!, giftCardCents: String(total) });
    expect(res.statusCode, res.body.slice(0, 1500)).toBe(303);
    const order = await t.db.selectFrom('orders').selectAll().where('cart_id', '=', cart.id).executeTakeFirstOrThrow();
    expect(order.status).toBe('paid');
    expect(order.payment_id).toBe(`giftcard-${order.id}`);
    expect(await balanceOf(code)).toBe(GIFT.big.price - total);
  });

  it('a declined card gives the balance back (a release row); a changed balance is refused with a clear message', async () => {
    const { code } = await buyGift({ recipientEmail: 'rechazo@ejemplo.com' });
    const cart = await readyCart([[STORE.mug, 3]]);
    await c.post(cart.token, { action: 'giftCard', giftCard: code });
    const declined = await c.post(cart.token, { action: 'pay', key: freshKey(), giftCardCents: String(GIFT.small.price), ...DECLINED });
    expect(declined.statusCode).toBe(400);
    expect(await balanceOf(code)).toBe(GIFT.small.price);
    expect(await ledgerOf(code)).toEqual([['issue', GIFT.small.price], ['redeem', -GIFT.small.price], ['release', GIFT.small.price]]);
    // The page showed $500 from the card; meanwhile another order took part of it.
    await t.db.updateTable('gift_cards').set({ balance_cents: 10000 }).where('code_hash', '=', codeHash(normaliseCode(code)!)).execute();
    const changed = await c.post(cart.token, { action: 'pay', key: freshKey(), giftCardCents: String(GIFT.small.price), ...GOOD_CARD });
    expect(changed.statusCode).toBe(409);
    expect(changed.body).toContain('El saldo de tu tarjeta de regalo cambió');
    expect(await balanceOf(code)).toBe(10000);
  });

  it('refuses wrong and voided codes; cancelling the gift’s order voids its unspent card and refunds only what the provider charged', async () => {
    const cart = await readyCart([[STORE.mug, 1]]);
    for (const wrong of ['', 'ABCD', 'ABCD-EFGH-JKLM-NPQR', '0000-1111-IIII-OOOO']) {
      const res = await c.post(cart.token, { action: 'giftCard', giftCard: wrong });
      expect(res.statusCode).toBe(400);
    }
    const { code } = await buyGift({ recipientEmail: 'anulada@ejemplo.com' });
    const card = await cardOfCode(code);
    const { refundOrder } = await import('../../src/server/commerce/index.ts');
    const { giftCardsHook } = await import('../../src/server/commerce/index.ts');
    const site = { websiteId: MINI_ID, title: 'Mini', baseUrl: 'https://mini.vitrina.test', store: giftSite().settings.storeSettings };
    const refunds: Array<[string, number]> = [];
    const provider = { name: 'test', origins: [], charge: async () => ({ status: 'succeeded' as const, paymentId: 'x' }), refund: async (id: string, amount: number) => (refunds.push([id, amount]), { refundId: 'r' }) };
    const done = await refundOrder({ db: t.db, provider, stockChanged: () => {}, hooks: [giftCardsHook] }, site, card.order_id, 'cancel', false);
    expect(done).toEqual({ done: 'cancelled' });
    expect(refunds).toHaveLength(1);
    expect(refunds[0][1]).toBe(GIFT.small.price);
    expect(await balanceOf(code)).toBe(0);
    expect((await ledgerOf(code)).at(-1)).toEqual(['void', -GIFT.small.price]);
    const res = await c.post(cart.token, { action: 'giftCard', giftCard: code });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('fue anulada');
  });

  it('an order paid partly by a card, refunded by the owner: the provider refunds the charged part, the card gets its part back', async () => {
    const { code } = await buyGift({ recipientEmail: 'reembolso@ejemplo.com' });
    const cart = await readyCart([[STORE.mug, 3]]);
    await c.post(cart.token, { action: 'giftCard', giftCard: code });
    expect((await c.post(cart.token, { action: 'pay', key: freshKey(), ...GOOD_CARD })).statusCode).toBe(303);
    const order = await t.db.selectFrom('orders').selectAll().where('cart_id', '=', cart.id).executeTakeFirstOrThrow();
    const { refundOrder, giftCardsHook } = await import('../../src/server/commerce/index.ts');
    const refunds: number[] = [];
    const provider = { name: 'test', origins: [], charge: async () => ({ status: 'succeeded' as const, paymentId: 'x' }), refund: async (_id: string, amount: number) => (refunds.push(amount), { refundId: 'r' }) };
    const site = { websiteId: MINI_ID, title: 'Mini', baseUrl: 'https://mini.vitrina.test', store: giftSite().settings.storeSettings };
    expect(await refundOrder({ db: t.db, provider, stockChanged: () => {}, hooks: [giftCardsHook] }, site, order.id, 'refund', false)).toEqual({ done: 'refunded' });
    expect(refunds).toEqual([Number(order.total_cents) - GIFT.small.price]);
    expect(await balanceOf(code)).toBe(GIFT.small.price);
    expect((await ledgerOf(code)).at(-1)).toEqual(['refund', GIFT.small.price]);
  });

  it('rate-limits code attempts per cart (429 with Retry-After)', async () => {
    const t2 = await createTestApp({}, { checkout: { sweepEveryMs: 0, giftCardLimits: { ipPerMinute: 100, visitorPerMinute: 3 } } });
    try {
      await t2.publish(giftSite());
      const c2 = checkoutClient(t2.app);
      const cart = await cartWith(t2.db, [[STORE.mug, 1]]);
      const codes = [];
      for (let i = 0; i < 4; i++) codes.push((await c2.post(cart.token, { action: 'giftCard', giftCard: 'ABCD-EFGH-JKLM-NPQR' })).statusCode);
      expect(codes).toEqual([400, 400, 400, 429]);
    } finally {
      await t2.close();
    }
  });
});

describe('the owner’s gift cards', () => {
  const tokens = new Map<number, string>();
  const ownerGet = (url: string, role: number | null) =>
    t.app.inject({ method: 'GET', url, headers: { host: 'mini.vitrina.test', ...(role !== null ? { cookie: `vitrina_session=${tokens.get(role)}` } : {}) } });
  beforeAll(async () => {
    for (const role of [SiteUserRole.ADMIN, SiteUserRole.STORE_MANAGER, SiteUserRole.EDITOR]) {
      const email = `tarjetas${role}@panaderia.mx`;
      await t.app.vitrina.owners.service.addOwner(MINI_ID, { email, password: 'una clave larga 123', role });
      tokens.set(role, (await t.app.vitrina.owners.service.signIn(MINI_ID, { email, password: 'una clave larga 123', rememberMe: false }))!.token);
    }
  });

  it('lists the cards (last 4, recipient, initial, balance, status) for admin and store manager; one card shows its ledger; others are refused', async () => {
    const { code } = await buyGift({ recipientEmail: 'dueno@ejemplo.com', recipientName: 'Marta Ruiz' });
    const card = await cardOfCode(code);
    for (const role of [SiteUserRole.ADMIN, SiteUserRole.STORE_MANAGER]) {
      const list = await ownerGet('/config/commerce/tarjetas', role);
      expect(list.statusCode).toBe(200);
      expect(list.body).toContain(`···${code.slice(-4)}`);
      expect(list.body).toContain('Marta Ruiz (dueno@ejemplo.com)');
      expect(list.body).toContain('Activa');
      expect(list.body).not.toContain(code);
    }
    const one = await ownerGet(`/config/commerce/tarjetas/${card.id}`, SiteUserRole.ADMIN);
    expect(one.statusCode).toBe(200);
    expect(one.body).toContain('Emitida');
    expect(one.body).toContain('+$500.00');
    expect((await ownerGet(`/config/commerce/tarjetas/${'f'.repeat(24)}`, SiteUserRole.ADMIN)).statusCode).toBe(404);
    expect((await ownerGet('/config/commerce/tarjetas', SiteUserRole.EDITOR)).statusCode).toBe(403);
    expect([302, 303]).toContain((await ownerGet('/config/commerce/tarjetas', null)).statusCode);
  });
});

describe('two checkouts racing on one card', () => {
  it('in one process: 10 orders at once on a $500 card (each $250+): at most what the balance holds is debited, never below 0', async () => {
    const { code } = await buyGift({ recipientEmail: 'carrera@ejemplo.com' });
    const carts = await Promise.all(Array.from({ length: 10 }, () => readyCart([[STORE.mug, 1]])));
    for (const cart of carts) expect((await c.post(cart.token, { action: 'giftCard', giftCard: code })).statusCode).toBe(303);
    const r = await race(10, (i) => c.post(carts[i].token, { action: 'pay', key: freshKey(), ...GOOD_CARD }), (res) => res.statusCode === 303);
    expect(r.results.filter((res) => res.statusCode >= 500)).toHaveLength(0);
    const balance = await balanceOf(code);
    expect(balance).toBeGreaterThanOrEqual(0);
    const debited = (await ledgerOf(code)).filter(([reason]) => reason !== 'issue').reduce((s, [, d]) => s - Number(d), 0);
    expect(debited).toBeLessThanOrEqual(GIFT.small.price);
    expect(balance).toBe(GIFT.small.price - debited);
    expect(r.winners).toBeGreaterThanOrEqual(1);
  });
});

describe.skipIf(process.env.DB !== 'postgres')('two server processes on one PostgreSQL database', () => {
  let testDb: TestDb;
  let servers: ChildServer[] = [];
  beforeAll(async () => {
    testDb = await createTestDb();
    const site = giftSite();
    servers = [await childServer(testDb.url, site, { TRUST_PROXY: 'true' }), await childServer(testDb.url, site, { TRUST_PROXY: 'true' })];
    await servers[0].start();
    await servers[1].start();
  }, 120_000);
  afterAll(async () => {
    for (const s of servers) await s.stop().catch(() => {});
    await testDb?.destroy();
  });

  it('20 checkouts across both processes redeem one $1,000 card: the sum debited ≤ the balance, balance ≥ 0', async () => {
    const crumb = new Crumbs('s'.repeat(40)).mint(MINI_ID);
    const host = 'mini.vitrina.test';
    const post = (port: number, url: string, fields: Record<string, string>, cartToken?: string, ip = '10.50.0.1') =>
      fetch(`http://127.0.0.1:${port}${url}`, { method: 'POST', redirect: 'manual', headers: { host, 'content-type': 'application/x-www-form-urlencoded', cookie: `crumb=${crumb}${cartToken ? `; vitrina_cart=${cartToken}` : ''}`, 'x-forwarded-for': ip }, body: new URLSearchParams({ crumb, ...fields }).toString() });
    // Buy the card on the first server; read its code from the database's issue (no SMTP here): re-key it to a known code.
    const bought = await post(servers[0].port, giftPath(), { ...GIFT_FORM, sku: GIFT.big.sku, ...GOOD_CARD, key: freshKey() });
    const boughtBody = await bought.text();
    expect(bought.status, boughtBody.match(/checkout-alert__title">[^<]*/)?.[0] ?? boughtBody.match(/checkout-field__error"[^<]*</g)?.join(' ')).toBe(303);
    const code = 'CARR-ERAS-DSPR-KZ23';
    await testDb.db.updateTable('gift_cards').set({ code_hash: codeHash(normaliseCode(code)!) }).where('website_id', '=', MINI_ID).execute();
    const cartOf = async () => {
      const cart = await cartWith(testDb.db, [[STORE.mug, 1]]);
      await testDb.db.updateTable('carts').set({ email: `c.${cart.id.slice(0, 6)}@ejemplo.com`, address: JSON.stringify(MX_DETAILS), shipping_option_id: 'estandar' }).where('id', '=', cart.id).execute();
      return cart;
    };
    const carts = await Promise.all(Array.from({ length: 20 }, cartOf));
    for (const [i, cart] of carts.entries()) expect((await post(servers[i % 2].port, '/checkout', { action: 'giftCard', giftCard: code }, cart.token, `10.51.0.${i + 1}`)).status).toBe(303);
    const r = await race(carts.length, async (i) => {
      const res = await post(servers[i % 2].port, '/checkout', { action: 'pay', key: freshKey(), ...GOOD_CARD }, carts[i].token, `10.52.0.${i + 1}`);
      return { status: res.status, body: await res.text() };
    }, (res) => res.status === 303);
    expect(r.results.filter((res) => res.status >= 500), servers.map((s) => s.output()).join('\n')).toHaveLength(0);
    const card = await testDb.db.selectFrom('gift_cards').selectAll().where('website_id', '=', MINI_ID).executeTakeFirstOrThrow();
    const ledger = await testDb.db.selectFrom('gift_card_ledger').select(['delta_cents', 'reason']).where('card_id', '=', card.id).execute();
    const debited = ledger.filter((l) => l.reason !== 'issue').reduce((s, l) => s - Number(l.delta_cents), 0);
    expect(Number(card.balance_cents)).toBeGreaterThanOrEqual(0);
    expect(debited).toBeLessThanOrEqual(GIFT.big.price);
    expect(Number(card.balance_cents)).toBe(GIFT.big.price - debited);
    expect(r.winners).toBeGreaterThanOrEqual(1);
    // Every loser was told why (the balance changed), never a 500.
    expect(r.results.filter((res) => res.status !== 303).every((res) => res.status === 409 && res.body.includes('El saldo de tu tarjeta de regalo cambió'))).toBe(true);
  }, 120_000);
});
