import { describe, expect, it } from 'vitest';
import { settleDonationFromEvent, TestProvider } from '../../src/server/commerce/index.ts';
import { storeSettings } from '../../src/model/store.ts';
import { donateFlows } from '../../src/server/flows/index.ts';
import { DECLINED, GOOD_CARD } from '../helpers/checkout.ts';
import { donationKey, FIXED, formKey, FUND } from '../helpers/donations.ts';
import { headers } from '../helpers/inbox.ts';
import { c, count, donate, donationOfKey, donationsApp, DONOR, location, provider, t } from '../helpers/donations-app.ts';

// Issue 17, donations (docs/commerce-donations.md): /checkout/donate (203) on both databases —
// suggested and custom amounts, the page's limits checked by the server, idempotency, a declined
// card, a provider that cannot be reached and the sweeper, a payment settled later by webhook.
// The receipt, the confirmation page, the limits and the owner's list: donations-receipts.test.ts.
donationsApp();

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
