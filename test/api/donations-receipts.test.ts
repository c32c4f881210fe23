import { beforeAll, describe, expect, it } from 'vitest';
import { TestProvider } from '../../src/server/commerce/index.ts';
import { MINI_ID } from '../../src/server/forms/test-client.ts';
import { SiteUserRole } from '../../src/shared/enums.ts';
import { formatDate, formatTime } from '../../src/shared/messages/index.ts';
import { createTestApp } from '../helpers/app.ts';
import { DECLINED, GOOD_CARD } from '../helpers/checkout.ts';
import { decoded, donateClient, donationKey, donationSite, FIXED, FUND } from '../helpers/donations.ts';
import { headers } from '../helpers/inbox.ts';
import { c, donate, donationOfKey, donationsApp, DONOR, inbox, location, provider, t } from '../helpers/donations-app.ts';

// Issue 17, donations (docs/commerce-donations.md): the receipt over real SMTP, the confirmation
// page's token (204), another site's Host, the rate limits, and the owner's donations.
donationsApp();

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
