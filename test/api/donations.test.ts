import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleDonationFromEvent, TestProvider, type ChargeRequest, type PaymentProvider } from '../../src/server/commerce/index.ts';
import { storeSettings } from '../../src/model/store.ts';
import { MINI_ID } from '../../src/server/forms/test-client.ts';
import { donateFlows } from '../../src/server/flows/index.ts';
import { SiteUserRole } from '../../src/shared/enums.ts';
import { formatDate, formatTime } from '../../src/shared/messages/index.ts';
import { createTestApp } from '../helpers/app.ts';
import { DECLINED, GOOD_CARD } from '../helpers/checkout.ts';
import { decoded, donateClient, donationKey, donationSite, FIXED, formKey, FUND } from '../helpers/donations.ts';
import { headers, Inbox } from '../helpers/inbox.ts';

// Issue 17, donations (docs/commerce-donations.md): /checkout/donate (203) on both databases —
// suggested and custom amounts, the page's limits checked by the server, idempotency, a declined
// card, a provider that cannot be reached and the sweeper, the receipt over real SMTP, the
// confirmation page's token (204), another site's Host.

/** The test provider, with a switch that loses its answers (the charge happens, the caller never hears). */
class FlakyProvider implements PaymentProvider {
  readonly name = 'test';
  readonly origins = [] as const;
  readonly inner = new TestProvider();
  lose = false;
  /** Answers «pending» (3-D Secure, processing): a webhook settles it. */
  pend = false;
  calls: ChargeRequest[] = [];
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

const provider = new FlakyProvider();
const inbox = new Inbox();
let t: Awaited<ReturnType<typeof createTestApp>>;
let c: ReturnType<typeof donateClient>;

beforeAll(async () => {
  await inbox.start();
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${inbox.port}`, MAIL_FROM: 'Vitrina <no-reply@vitrina.test>' }, { mail: { pollMs: 100, retryBaseMs: 300 }, payments: provider, checkout: { sweepEveryMs: 0, payLimits: { ipPerMinute: 1000, visitorPerMinute: 1000 } } });
  await t.publish(donationSite());
  c = donateClient(t.app);
});
afterAll(async () => {
  await t.close();
  await inbox.stop();
});

const DONOR = { name: 'Lucía Ramírez', email: 'lucia@ejemplo.com' };
const donate = (fields: Record<string, string>, opts?: Parameters<typeof c.post>[1]) => c.post({ donatePageId: FUND.id, key: donationKey(), ...DONOR, ...GOOD_CARD, ...fields }, opts);
const location = (res: { headers: Record<string, unknown> }) => String(res.headers.location ?? '');
const donationOfKey = (key: string) => t.db.selectFrom('donations').selectAll().where('website_id', '=', MINI_ID).where('idempotency_key', '=', key).executeTakeFirst();
const count = async () => Number((await t.db.selectFrom('donations').select((eb) => eb.fn.countAll().as('n')).where('website_id', '=', MINI_ID).executeTakeFirstOrThrow()).n);

describe('the donation page (203)', () => {
  it('is a private, unindexed page of the site with the cause, the suggested amounts, «Otra cantidad» and the card fields', async () => {
    const res = await c.get(`/checkout/donate?donatePageId=${FUND.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    const html = res.body;
    expect(html).toContain('page-type-203');
    expect(html).toContain(FUND.title);
    expect(html).toContain('Cuadernos, libros y desayunos');
    for (const amount of ['$100', '$250', '$500']) expect(html).toContain(`<span>${amount}</span>`);
    expect(html).toContain('<input type="radio" id="checkout-amount-0" name="amount" checked="" value="10000"/>');
    expect(html).toContain('value="custom"');
    expect(html).toContain('Otra cantidad');
    expect(html).toContain('Entre $50.00 y $20,000.00.');
    expect(html).toContain('<label for="checkout-name">Nombre</label>');
    expect(html).toContain('<label for="checkout-anonymous">Donar de forma anónima</label>');
    expect(html).toContain('autoComplete="cc-number"');
    expect(html).toContain('Tienda de prueba: usa 4242 4242 4242 4242');
    expect(formKey(html)).toMatch(/^[A-Za-z0-9_-]{32}$/);
    // Nothing of the store settings beyond the page: no other page, no coupon, no notice address.
    expect(html).not.toContain(FIXED.title);
    expect(html).not.toContain('pedidos@panaderia.mx');
  });

  it('an unknown, missing or malformed donatePageId is the 404 page', async () => {
    for (const url of ['/checkout/donate?donatePageId=nada', '/checkout/donate', '/checkout/donate?donatePageId=%3Cscript%3E', `/checkout/donate?donatePageId=${FUND.id}&donatePageId=x`]) {
      const res = await c.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('No encontramos esta página de donativos');
    }
    expect((await donate({ donatePageId: 'nada', amount: '10000' }, { pageId: 'nada' })).statusCode).toBe(404);
  });
});

describe('donating', () => {
  it('a suggested amount: 303 to its page (204) with the amount, reference and thank-you text; charged once for that amount', async () => {
    const before = provider.calls.length;
    const key = donationKey();
    const res = await donate({ amount: '25000', key, message: '¡Ánimo!' });
    expect(res.statusCode).toBe(303);
    expect(location(res)).toMatch(/^\/commerce\/donacion\/[0-9a-f]{24}\?t=[A-Za-z0-9_-]{43}$/);
    const row = await donationOfKey(key);
    expect(row).toMatchObject({ status: 'paid', amount_cents: 25000, currency: 'MXN', email: DONOR.email, name: DONOR.name, message: '¡Ánimo!', donate_page_id: FUND.id, anonymous: 0 });
    expect(provider.calls.length - before).toBe(1);
    expect(provider.calls.at(-1)).toMatchObject({ amountCents: 25000, currency: 'MXN', idempotencyKey: key });
    const page = await c.get(location(res));
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(page.body).toContain('page-type-204');
    expect(page.body).toContain('¡Gracias por tu donativo!');
    expect(page.body).toContain('$250.00');
    expect(page.body).toContain(`D-${String(row!.number).padStart(6, '0')}`);
    expect(page.body).toContain('Con tu ayuda, 40 niñas y niños');
  });

  it('a custom amount as typed («$1,234.50»), anonymous', async () => {
    const key = donationKey();
    const res = await donate({ amount: 'custom', customAmount: '$1,234.50', anonymous: '1', key });
    expect(res.statusCode).toBe(303);
    expect(await donationOfKey(key)).toMatchObject({ status: 'paid', amount_cents: 123450, anonymous: 1 });
    // Without choosing the radio (no script), a typed amount is the custom one.
    const key2 = donationKey();
    expect((await donate({ customAmount: '75', key: key2 })).statusCode).toBe(303);
    expect(await donationOfKey(key2)).toMatchObject({ amount_cents: 7500 });
  });

  it('outside the limits, not a number, custom where not allowed, an amount not offered: 400 with the message, nothing charged', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ amount: 'custom', customAmount: '49.99' }, 'El monto mínimo es $50.00.'],
      [{ amount: 'custom', customAmount: '20000.01' }, 'El monto máximo es $20,000.00.'],
      [{ amount: 'custom', customAmount: 'cien' }, 'Escribe el monto con números'],
      [{ amount: 'custom', customAmount: '-100' }, 'Escribe el monto con números'],
      [{ amount: 'custom', customAmount: '1e5' }, 'Escribe el monto con números'],
      [{ amount: 'custom', customAmount: '100.001' }, 'Escribe el monto con números'],
      [{ amount: 'custom', customAmount: '' }, 'Elige un monto o escribe otra cantidad.'],
      [{ amount: '1' }, 'Elige un monto o escribe otra cantidad.'],
      [{ donatePageId: FIXED.id, amount: 'custom', customAmount: '300' }, 'Elige uno de los montos sugeridos.'],
      [{ donatePageId: FIXED.id, amount: '30000' }, 'Elige uno de los montos sugeridos.'],
      [{ amount: '10000', email: 'no-es-correo' }, 'Escribe un correo electrónico válido'],
      [{ amount: '10000', name: '' }, 'Escribe tu nombre.'],
      [{ amount: '10000', message: 'x'.repeat(501) }, 'hasta 500 caracteres'],
    ];
    const calls = provider.calls.length;
    const rows = await count();
    for (const [fields, message] of cases) {
      const res = await donate(fields, { pageId: fields.donatePageId });
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.body, JSON.stringify(fields)).toContain(message);
      expect(res.body).toContain('role="alert"');
      expect(res.body).toContain('page-type-203');
    }
    expect(provider.calls.length).toBe(calls);
    expect(await count()).toBe(rows);
    // The field keeps what was typed and says why, tied to it.
    const res = await donate({ amount: 'custom', customAmount: '10' });
    expect(res.body).toContain('aria-invalid="true"');
    expect(res.body).toMatch(/id="checkout-customAmount"[^>]*value="10"|value="10"[^>]*id="checkout-customAmount"/);
    expect(res.body).toContain('id="checkout-customAmount-error"');
  });

  it('card fields missing: 400, nothing charged', async () => {
    const calls = provider.calls.length;
    const res = await donate({ amount: '10000', cardNumber: '', cardExpiry: 'mañana' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('id="checkout-cardNumber-error"');
    expect(provider.calls.length).toBe(calls);
  });

  it('a double submit of one form (same key at once) makes one donation and one charge, both answered with it', async () => {
    const key = donationKey();
    const fields = { amount: '50000', key };
    const calls = provider.calls.length;
    const [a, b] = await Promise.all([donate(fields), donate(fields)]);
    expect([a.statusCode, b.statusCode]).toEqual([303, 303]);
    expect(location(a)).toBe(location(b));
    expect(provider.calls.length - calls).toBe(1);
    expect(await t.db.selectFrom('donations').select('id').where('idempotency_key', '=', key).execute()).toHaveLength(1);
    // A retry later too: the same page, never a second charge.
    const again = await donate(fields);
    expect(location(again)).toBe(location(a));
    expect(provider.calls.length - calls).toBe(1);
  });

  it('the same key with other answers is refused (409)', async () => {
    const key = donationKey();
    expect((await donate({ amount: '10000', key })).statusCode).toBe(303);
    const res = await donate({ amount: '50000', key });
    expect(res.statusCode).toBe(409);
    expect(res.body).toContain('ya se usó con otros datos');
  });

  it('a declined card: 400 with why, the donation failed, nothing charged; the same form again answers the same', async () => {
    const key = donationKey();
    const res = await donate({ amount: '10000', key, ...DECLINED });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Tu tarjeta fue rechazada');
    expect(await donationOfKey(key)).toMatchObject({ status: 'failed', failure: 'commerce.cardDeclined', payment_id: null });
    const calls = provider.calls.length;
    const again = await donate({ amount: '10000', key, ...DECLINED });
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('Tu tarjeta fue rechazada');
    expect(provider.calls.length).toBe(calls);
  });

  it('a form without a valid crumb or key changes nothing (403 / 400)', async () => {
    const rows = await count();
    const noCrumb = await donate({ amount: '10000' }, { crumb: false });
    expect(noCrumb.statusCode).toBe(403);
    expect(noCrumb.body).toContain('La página estuvo abierta demasiado tiempo');
    expect((await donate({ amount: '10000', key: 'corta' })).statusCode).toBe(400);
    expect(await count()).toBe(rows);
  });
});

describe('a provider that cannot be reached', () => {
  it('leaves the donation pending (its page says so); the sweeper asks again with the same key and settles it, charging once, one receipt', async () => {
    const key = donationKey();
    provider.lose = true;
    const res = await donate({ amount: '10000', key, email: 'pendiente@ejemplo.com' });
    provider.lose = false;
    expect(res.statusCode).toBe(303);
    expect(await donationOfKey(key)).toMatchObject({ status: 'pending' });
    const page = await c.get(location(res));
    expect(page.body).toContain('Recibimos tu donativo');
    expect(page.body).toContain('Pago pendiente');
    const flows = donateFlows({ db: t.db, provider, secret: t.config.sessionSecret, site: async () => ({ title: 'Mini', baseUrl: 'https://mini.vitrina.test', store: storeSettings({}) }) });
    expect(await flows.sweep(60_000)).toBe(0); // not stale yet
    const charges = provider.inner.ledger.charges.size;
    await new Promise((r) => setTimeout(r, 5)); // stale: older than now
    expect(await flows.sweep(0)).toBeGreaterThanOrEqual(1);
    expect(provider.inner.ledger.charges.size).toBe(charges); // the replay answered from the key: no new charge
    expect(await donationOfKey(key)).toMatchObject({ status: 'paid' });
    expect(await flows.sweep(0)).toBe(0);
    expect(await t.db.selectFrom('mail_outbox').select('id').where('to_address', '=', 'pendiente@ejemplo.com').execute()).toHaveLength(1);
  });

  it('a charge the provider never received is failed by the sweeper: nothing charged', async () => {
    const key = donationKey();
    provider.lose = true;
    await donate({ amount: '10000', key, ...GOOD_CARD });
    provider.lose = false;
    const sweeper = donateFlows({ db: t.db, provider: new TestProvider(), secret: t.config.sessionSecret, site: async () => undefined });
    await new Promise((r) => setTimeout(r, 5)); // stale: older than now
    await sweeper.sweep(0);
    expect(await donationOfKey(key)).toMatchObject({ status: 'failed', failure: 'commerce.cardInvalid' });
  });
});

describe('a payment the provider settles later (webhook)', () => {
  it('a pending charge keeps its payment id; the provider’s event settles it once, with one receipt; a failed event fails another', async () => {
    const flows = donateFlows({ db: t.db, provider, secret: t.config.sessionSecret, site: async () => ({ title: 'Mini', baseUrl: 'https://pan.example.com', store: storeSettings({}) }) });
    const key = donationKey();
    const failKey = donationKey();
    provider.pend = true;
    const res = await donate({ amount: '10000', key, email: 'webhook@ejemplo.com' });
    await donate({ amount: '10000', key: failKey, email: 'webhook-falla@ejemplo.com' });
    provider.pend = false;
    expect(res.statusCode).toBe(303);
    expect(await donationOfKey(key)).toMatchObject({ status: 'pending', payment_id: `pi_${key}` });
    await settleDonationFromEvent(t.db, 'test', flows, { type: 'payment.succeeded', paymentId: `pi_${key}` });
    await settleDonationFromEvent(t.db, 'test', flows, { type: 'payment.succeeded', paymentId: `pi_${key}` }); // a replay
    await settleDonationFromEvent(t.db, 'test', flows, { type: 'payment.failed', paymentId: `pi_${key}` }); // too late: paid stays paid
    expect(await donationOfKey(key)).toMatchObject({ status: 'paid', payment_id: `pi_${key}` });
    expect(await t.db.selectFrom('mail_outbox').select('id').where('to_address', '=', 'webhook@ejemplo.com').execute()).toHaveLength(1);
    await settleDonationFromEvent(t.db, 'test', flows, { type: 'payment.failed', paymentId: `pi_${failKey}` });
    expect(await donationOfKey(failKey)).toMatchObject({ status: 'failed', failure: 'commerce.cardDeclined' });
    // Another provider's or an unknown payment changes nothing.
    await settleDonationFromEvent(t.db, 'stripe', flows, { type: 'payment.succeeded', paymentId: `pi_${failKey}` });
    expect(await donationOfKey(failKey)).toMatchObject({ status: 'failed' });
  });
});

describe('the receipt', () => {
  it('arrives over SMTP with the amount, the date in the site’s time zone, the reference, the note and the link; the owner gets a notice', async () => {
    const key = donationKey();
    const res = await donate({ amount: 'custom', customAmount: '333', key, email: 'recibo@ejemplo.com', message: 'Para <b>libros</b>' });
    const row = (await donationOfKey(key))!;
    const reference = `D-${String(row.number).padStart(6, '0')}`;
    const arrived = (to: string) => inbox.messages.find((m) => m.to.includes(to) && decoded(m.raw).includes(reference));
    await expect.poll(() => arrived('recibo@ejemplo.com'), { timeout: 10_000 }).toBeDefined();
    await expect.poll(() => arrived('pedidos@panaderia.mx'), { timeout: 10_000 }).toBeDefined();
    const receipt = arrived('recibo@ejemplo.com')!;
    const notice = arrived('pedidos@panaderia.mx')!;
    const body = decoded(receipt.raw);
    expect(body).toContain('$333.00');
    expect(body).toContain(reference);
    expect(body).toContain(`${formatDate(Number(row.paid_at), 'long', 'America/Mexico_City')}, ${formatTime(Number(row.paid_at), 'America/Mexico_City')}`);
    expect(body).toContain('Este donativo no es deducible de impuestos.');
    expect(body).toContain(`https://pan.example.com${location(res)}`);
    expect(headers(notice.raw).get('reply-to')).toEqual(['recibo@ejemplo.com']);
    const noticeBody = decoded(notice.raw);
    expect(noticeBody).toContain('<p>Mensaje: Para &lt;b&gt;libros&lt;/b&gt;</p>');
    expect(noticeBody).not.toContain('<b>libros</b></p>');
  });
});

describe('the donation’s page', () => {
  it('opens only with its token: none, wrong, another donation’s, another site → 404', async () => {
    const one = location(await donate({ amount: '10000' }));
    const two = location(await donate({ amount: '10000' }));
    const [pathOne, tokenOne] = one.split('?t=');
    const [pathTwo] = two.split('?t=');
    expect((await c.get(one)).statusCode).toBe(200);
    for (const url of [pathOne, `${pathOne}?t=`, `${pathOne}?t=${'A'.repeat(43)}`, `${pathTwo}?t=${tokenOne}`, '/commerce/donacion/zzz?t=x', `${pathOne}?t=${tokenOne}x`]) {
      const res = await c.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('No encontramos este donativo');
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
    const other = donationSite();
    other.website = { ...other.website, id: 'bbbbbbbbbbbbbbbbbbbbbbbb', identifier: 'otra', domains: [] };
    await t.publish(other);
    const foreign = await t.app.inject({ method: 'GET', url: one, headers: { host: 'otra.vitrina.test' } });
    expect(foreign.statusCode).toBe(404);
    // The form of another site's Host gives to that site, never this one: the key finds nothing here.
    const key = donationKey();
    const oc = donateClient(t.app, 'otra.vitrina.test', 'bbbbbbbbbbbbbbbbbbbbbbbb');
    expect((await oc.post({ donatePageId: FUND.id, key, amount: '10000', ...DONOR, ...GOOD_CARD })).statusCode).toBe(303);
    expect(await donationOfKey(key)).toBeUndefined();
    expect(await t.db.selectFrom('donations').select('website_id').where('idempotency_key', '=', key).executeTakeFirst()).toEqual({ website_id: 'bbbbbbbbbbbbbbbbbbbbbbbb' });
  });

  it('a host that is not a site answers the unknown-site page', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/checkout/donate?donatePageId=${FUND.id}`, headers: { host: 'nadie.vitrina.test' } });
    expect(res.statusCode).toBe(404);
  });
});

describe('limits', () => {
  it('past the attempts per address: 429 with Retry-After, nothing charged', async () => {
    const limited = await createTestApp({}, { payments: new TestProvider(), checkout: { sweepEveryMs: 0, payLimits: { ipPerMinute: 2, visitorPerMinute: 100 } } });
    try {
      await limited.publish(donationSite());
      const lc = donateClient(limited.app);
      const send = () => lc.post({ donatePageId: FUND.id, key: donationKey(), amount: '10000', ...DONOR, ...GOOD_CARD }, { ip: '10.99.0.1' });
      expect((await send()).statusCode).toBe(303);
      expect((await send()).statusCode).toBe(303);
      const res = await send();
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toMatch(/^\d+$/);
      expect(res.body).toContain('Demasiados intentos');
      expect(Number((await limited.db.selectFrom('donations').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)).toBe(2);
    } finally {
      await limited.close();
    }
  }, 60_000);
});

describe('the owner’s donations (/config/commerce/donativos)', () => {
  const THIRD = 'cccccccccccccccccccccccc';
  const HOST3 = 'tercera.vitrina.test';
  const tokens = new Map<number, string>();
  let crumb = '';
  let paidId = '';
  let foreignId = '';
  const call = (method: 'GET' | 'POST', url: string, role: number | null = SiteUserRole.ADMIN, withCrumb = true) => {
    const token = role === null ? undefined : tokens.get(role);
    const cookie = [token ? `vitrina_session=${token}` : '', withCrumb ? `crumb=${crumb}` : ''].filter(Boolean).join('; ');
    return t.app.inject({
      method, url,
      headers: { host: HOST3, ...(cookie ? { cookie } : {}), ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded', origin: `http://${HOST3}` } : {}) },
      ...(method === 'POST' ? { payload: new URLSearchParams(withCrumb ? { crumb } : {}).toString() } : {}),
    });
  };

  beforeAll(async () => {
    const third = donationSite();
    third.website = { ...third.website, id: THIRD, identifier: 'tercera', domains: [] };
    await t.publish(third);
    for (const role of [SiteUserRole.ADMIN, SiteUserRole.STORE_MANAGER, SiteUserRole.EDITOR, SiteUserRole.VIEWER]) {
      const email = `rol${role}@tercera.mx`;
      await t.app.vitrina.owners.service.addOwner(THIRD, { email, password: 'pan de masa madre', role });
      tokens.set(role, (await t.app.vitrina.owners.service.signIn(THIRD, { email, password: 'pan de masa madre', rememberMe: false }))!.token);
    }
    crumb = t.app.vitrina.crumbs.mint(THIRD);
    // 52 donations through the page (two pages of 50): 50 × $100 and 1 × $500 to the fund, 1 × $200 to the other page; one declined.
    const tc = donateClient(t.app, HOST3, THIRD);
    const give = (fields: Record<string, string>) => tc.post({ donatePageId: FUND.id, key: donationKey(), ...DONOR, ...GOOD_CARD, ...fields }, { pageId: fields.donatePageId });
    for (let i = 0; i < 50; i++) expect((await give({ amount: '10000' })).statusCode).toBe(303);
    expect((await give({ donatePageId: FIXED.id, amount: '20000', anonymous: '1', name: 'Anónima Real' })).statusCode).toBe(303);
    const big = await give({ amount: '50000', email: 'grande@ejemplo.com', message: 'Para el comedor' });
    paidId = location(big).split('/')[3].split('?')[0];
    expect((await give({ amount: '10000', ...DECLINED })).statusCode).toBe(400);
    foreignId = (await t.db.selectFrom('donations').select('id').where('website_id', '=', MINI_ID).where('status', '=', 'paid').executeTakeFirstOrThrow()).id;
  }, 60_000);

  it('admin and store manager open it; editor and viewer get the 403 page; signed out goes to the sign-in', async () => {
    for (const role of [SiteUserRole.ADMIN, SiteUserRole.STORE_MANAGER]) expect((await call('GET', '/config/commerce/donativos', role)).statusCode).toBe(200);
    for (const role of [SiteUserRole.EDITOR, SiteUserRole.VIEWER]) {
      expect((await call('GET', '/config/commerce/donativos', role)).statusCode).toBe(403);
      expect((await call('POST', `/config/commerce/donativos/${paidId}/refund`, role)).statusCode).toBe(403);
    }
    const out = await call('GET', '/config/commerce/donativos', null);
    expect(out.statusCode).toBe(303);
    expect(String(out.headers.location)).toMatch(/^\/config\/login/);
    expect(await t.db.selectFrom('donations').select('status').where('id', '=', paidId).executeTakeFirstOrThrow()).toEqual({ status: 'paid' });
  });

  it('shows the totals by page (paid only) and the donations, newest first, 50 a page', async () => {
    const res = await call('GET', '/config/commerce/donativos');
    const html = res.body;
    expect(html).toContain('aria-current="page">Donativos</a>');
    expect(html).toMatch(/<th scope="row">Fondo escolar de Pluma Hidalgo<\/th><td class="num">51<\/td><td class="num">\$5,500.00<\/td>/);
    expect(html).toMatch(/<th scope="row">Útiles para el ciclo escolar<\/th><td class="num">1<\/td><td class="num">\$200.00<\/td>/);
    expect(html).toContain('Página 1 de 2');
    expect(html.indexOf('D-000053')).toBeGreaterThan(-1); // the declined attempt, newest
    expect(html.indexOf('D-000053')).toBeLessThan(html.indexOf('D-000052'));
    expect(html).toContain('Pago rechazado');
    expect(html).toContain('Anónimo · Anónima Real');
    expect(html).toContain('Para el comedor');
    expect(html).not.toContain('D-000003<');
    const two = await call('GET', '/config/commerce/donativos?page=2');
    expect(two.body).toContain('D-000001');
    expect(two.body).toContain('Página 2 de 2');
  });

  it('refunds a paid donation through the provider once: 303 with the notice, the totals without it; a second post changes nothing', async () => {
    const refunds = provider.inner.ledger.refunds.length;
    const res = await call('POST', `/config/commerce/donativos/${paidId}/refund`);
    expect(res.statusCode).toBe(303);
    const back = await call('GET', String(res.headers.location));
    expect(back.body).toContain('Listo: el donativo D-000052 quedó reembolsado.');
    expect(back.body).toMatch(/Fondo escolar de Pluma Hidalgo<\/th><td class="num">50<\/td><td class="num">\$5,000.00</);
    expect(await t.db.selectFrom('donations').select('status').where('id', '=', paidId).executeTakeFirstOrThrow()).toEqual({ status: 'refunded' });
    expect(provider.inner.ledger.refunds.length).toBe(refunds + 1);
    expect(provider.inner.ledger.refunds.at(-1)).toMatchObject({ amountCents: 50000 });
    const again = await call('POST', `/config/commerce/donativos/${paidId}/refund`);
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('este donativo está «Reembolsado»');
    expect(provider.inner.ledger.refunds.length).toBe(refunds + 1);
    // The donor's page says so.
  });

  it('another site’s donation, an unknown id and a post without the crumb change nothing', async () => {
    expect((await call('POST', `/config/commerce/donativos/${foreignId}/refund`)).statusCode).toBe(404);
    expect((await call('POST', '/config/commerce/donativos/zzz/refund')).statusCode).toBe(404);
    expect(await t.db.selectFrom('donations').select('status').where('id', '=', foreignId).executeTakeFirstOrThrow()).toEqual({ status: 'paid' });
    const noCrumb = await call('POST', `/config/commerce/donativos/${paidId}/refund`, SiteUserRole.ADMIN, false);
    expect(noCrumb.statusCode).toBe(403);
    expect(noCrumb.body).toContain('El formulario venció');
  });
});
