import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINI_HOST, MINI_ID } from '../../src/server/forms/test-client.ts';
import { approvedReviews, seedReviews, sweepDeps, sweepReviewRequests } from '../../src/server/reviews/index.ts';
import { SiteViews } from '../../src/server/sites/index.ts';
import { SiteUserRole } from '../../src/shared/enums.ts';
import { REVIEW_LIMITS } from '../../src/shared/reviews.ts';
import { createTestApp, readSite } from '../helpers/app.ts';
import { STORE } from '../helpers/checkout.ts';
import { decoded, Inbox } from '../helpers/inbox.ts';
import { insertOrder } from '../helpers/orders.ts';
import { GIFT, REVIEW_ORDER_LINES, reviewClient, reviewLink, reviewsSite } from '../helpers/reviews.ts';

// Product reviews (issue 17, docs/commerce-reviews.md) on both databases: the owner fulfils an
// order → the request is scheduled in that transaction → the sweeper mails «¿Qué te pareció tu
// compra?» over real SMTP → the reviews request page (209) takes one review per product, refuses
// a missing rating, a text over the limit and a second review → the owner approves → the product
// page and its JSON-LD show it. Bad tokens, another site, expiry (410), and two sweepers racing.
const inbox = new Inbox();
let t: Awaited<ReturnType<typeof createTestApp>>;
const OTHER = 'bbbbbbbbbbbbbbbbbbbbbbbb';
const OTHER_HOST = 'otro.vitrina.test';
const PASSWORD = 'pan de masa madre';
const sessions = new Map<number, string>();
let ownerCrumb = '';
let orderNumber = 100;

function owner(method: 'GET' | 'POST', url: string, role: number = SiteUserRole.ADMIN, form: Record<string, string> = {}) {
  const cookie = [`vitrina_session=${sessions.get(role)}`, method === 'POST' ? `crumb=${ownerCrumb}` : ''].filter(Boolean).join('; ');
  return t.app.inject({
    method, url,
    headers: { host: MINI_HOST, cookie, ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded', origin: `http://${MINI_HOST}` } : {}) },
    ...(method === 'POST' ? { payload: new URLSearchParams({ crumb: ownerCrumb, ...form }).toString() } : {}),
  });
}

/** A paid order of the reviews' lines, fulfilled by the owner (the real route, which runs the hook). */
async function fulfilledOrder(): Promise<string> {
  const id = await insertOrder(t.db, { websiteId: MINI_ID, number: ++orderNumber, status: 'paid', email: 'lucia@ejemplo.com', lines: REVIEW_ORDER_LINES });
  const res = await owner('POST', `/config/commerce/orders/${id}/fulfil`);
  expect(res.statusCode).toBe(303);
  return id;
}

const requestRow = (orderId: string) => t.db.selectFrom('review_requests').selectAll().where('order_id', '=', orderId).executeTakeFirst();
const reviewMails = (orderId: string) => t.db.selectFrom('mail_outbox').select(['text_body']).where('website_id', '=', MINI_ID).where('text_body', 'like', `%/commerce/resenas/${orderId}%`).execute();

/** Waits for the request mail of an order in the inbox; answers its decoded body. */
async function mailOf(orderId: string): Promise<string> {
  const until = Date.now() + 10_000;
  for (;;) {
    const found = inbox.messages.map((m) => decoded(m.raw)).find((b) => b.includes(`/commerce/resenas/${orderId}?t=`));
    if (found) return found;
    if (Date.now() > until) throw new Error(`no review request mail for ${orderId}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

beforeAll(async () => {
  await inbox.start();
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${inbox.port}`, MAIL_FROM: 'Vitrina <no-reply@vitrina.test>' }, { mail: { pollMs: 100, retryBaseMs: 300 }, reviews: { sweepEveryMs: 100 } });
  await t.publish(reviewsSite());
  const other = readSite();
  other.website = { ...other.website, id: OTHER, identifier: 'otro', domains: [] };
  await t.publish(other);
  for (const role of [SiteUserRole.ADMIN, SiteUserRole.EDITOR]) {
    const email = `rol${role}@panaderia.mx`;
    await t.app.vitrina.owners.service.addOwner(MINI_ID, { email, password: PASSWORD, role });
    sessions.set(role, (await t.app.vitrina.owners.service.signIn(MINI_ID, { email, password: PASSWORD, rememberMe: false }))!.token);
  }
  ownerCrumb = t.app.vitrina.crumbs.mint(MINI_ID);
});
afterAll(async () => {
  await t?.close();
  await inbox.stop().catch(() => {});
});

describe('a review from the mailed link to the product page', () => {
  let orderId = '';
  let link = '';
  const visitor = () => reviewClient(t.app);

  it('fulfilling schedules the request and the sweeper mails «¿Qué te pareció tu compra?» with the link', async () => {
    orderId = await fulfilledOrder();
    const row = await requestRow(orderId);
    expect(row?.website_id).toBe(MINI_ID);
    expect(Number(row!.expires_at) - Number(row!.send_at)).toBe(60 * 86_400_000);
    const body = await mailOf(orderId);
    expect(body).toContain('¿Qué te pareció tu compra?');
    expect(body).toContain('Hogaza de centeno');
    expect(body).toContain('Taza de barro');
    expect(body).not.toContain('Tarjeta de regalo');
    link = reviewLink(body)!;
    expect(link).toMatch(new RegExp(`^/commerce/resenas/${orderId}\\?t=`));
    expect((await requestRow(orderId))?.sent_at).not.toBeNull();
    // Fulfilling once more is refused and never mails twice.
    expect((await owner('POST', `/config/commerce/orders/${orderId}/fulfil`)).statusCode).toBe(409);
    expect(await reviewMails(orderId)).toHaveLength(1);
  });

  it('the page lists each purchased product (not the gift card) with a labelled star rating, private and noindex', async () => {
    const res = await visitor().get(link);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.body).toContain('¿Qué te pareció tu compra?');
    expect(res.body).toContain('Hogaza de centeno');
    expect(res.body).toContain('Taza de barro');
    expect(res.body).not.toContain('Tarjeta de regalo');
    // Two loaves are one product: one form each for the bread and the mug.
    expect(res.body.match(/name="itemId"/g)).toHaveLength(2);
    expect(res.body).toContain('1 estrella');
    expect(res.body).toContain('5 estrellas');
    expect(res.body).toContain('name="crumb"');
    expect(res.body).toContain('value="Lucía Rey"');
  });

  it('refuses a review without a rating (400, the message focused and announced) and a text over the limit', async () => {
    const missing = await visitor().post(link, { itemId: STORE.bread.itemId, text: 'Muy buena', name: 'Lucía' });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('Elige una calificación de 1 a 5 estrellas.');
    expect(missing.body).toMatch(/role="alert"[^>]*autofocus|autofocus[^>]*role="alert"/i);
    expect(missing.body).toContain('Muy buena');
    const long = await visitor().post(link, { itemId: STORE.bread.itemId, rating: '4', text: 'a'.repeat(REVIEW_LIMITS.text + 1), name: 'Lucía' });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain(`La reseña puede tener hasta ${REVIEW_LIMITS.text} caracteres; la tuya tiene ${REVIEW_LIMITS.text + 1}.`);
    const badRating = await visitor().post(link, { itemId: STORE.bread.itemId, rating: '6', name: 'Lucía' });
    expect(badRating.statusCode).toBe(400);
    const noCrumb = await visitor().post(link, { itemId: STORE.bread.itemId, rating: '5', name: 'Lucía' }, { crumb: false });
    expect(noCrumb.statusCode).toBe(403);
    const gift = await visitor().post(link, { itemId: GIFT.itemId, rating: '5', name: 'Lucía' });
    expect(gift.statusCode).toBe(404);
    expect(await t.db.selectFrom('reviews').selectAll().execute()).toHaveLength(0);
  });

  it('saves a review as pending, thanks, and refuses a second review of the same product', async () => {
    const res = await visitor().post(link, { itemId: STORE.bread.itemId, rating: '5', title: 'La mejor hogaza', text: 'Corteza crujiente y miga húmeda. <b>Repetiré</b>.', name: 'Lucía R.' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toContain(`&gracias=${STORE.bread.itemId}`);
    const thanks = await visitor().get(res.headers.location!.split('#')[0]);
    expect(thanks.body).toContain('Gracias: tu reseña se publicará cuando la tienda la apruebe');
    const rows = await t.db.selectFrom('reviews').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ website_id: MINI_ID, order_id: orderId, item_id: STORE.bread.itemId, status: 'pending', author_name: 'Lucía R.', title: 'La mejor hogaza' });
    expect(Number(rows[0].rating)).toBe(5);
    const again = await visitor().post(link, { itemId: STORE.bread.itemId, rating: '1', name: 'Lucía' });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('Ya dejaste una reseña de esta compra.');
    const later = await visitor().get(link);
    expect(later.body).toContain('Ya dejaste una reseña de esta compra.');
    expect(later.body.match(/name="itemId"/g)).toHaveLength(1);
    // Two posts at once for the mug: one review.
    const both = await Promise.all([1, 2].map((n) => visitor().post(link, { itemId: STORE.mug.itemId, rating: String(n + 2), name: 'Lucía' })));
    expect(both.map((r) => r.statusCode).sort()).toEqual([303, 409]);
    expect(await t.db.selectFrom('reviews').selectAll().where('item_id', '=', STORE.mug.itemId).execute()).toHaveLength(1);
  });

  it('a pending review is not on the product page; the owner approves it and the page and its JSON-LD show it', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/tienda/hogaza', headers: { host: MINI_HOST } });
    expect(before.statusCode).toBe(200);
    expect(before.body).not.toContain('La mejor hogaza');
    expect(before.body).not.toContain('aggregateRating');
    // The editor may not moderate; the list shows the review to the admin.
    expect((await owner('GET', '/config/commerce/resenas', SiteUserRole.EDITOR)).statusCode).toBe(403);
    const list = await owner('GET', '/config/commerce/resenas');
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('La mejor hogaza');
    const review = await t.db.selectFrom('reviews').select('id').where('item_id', '=', STORE.bread.itemId).executeTakeFirstOrThrow();
    const approve = await owner('POST', `/config/commerce/resenas/${review.id}/approve`, SiteUserRole.ADMIN, { from: 'pending' });
    expect(approve.statusCode).toBe(303);
    expect(approve.headers.location).toBe('/config/commerce/resenas?status=pending&notice=approved');
    // A second click: nothing moves (409).
    expect((await owner('POST', `/config/commerce/resenas/${review.id}/approve`, SiteUserRole.ADMIN, { from: 'pending' })).statusCode).toBe(409);
    const page = await t.app.inject({ method: 'GET', url: '/tienda/hogaza', headers: { host: MINI_HOST } });
    expect(page.body).toContain('La mejor hogaza');
    expect(page.body).toContain('5 de 5 estrellas, 1 reseña');
    expect(page.body).toContain('&lt;b&gt;Repetiré&lt;/b&gt;');
    const ld = [...page.body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1])).find((d) => d['@type'] === 'Product');
    expect(ld.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 5, reviewCount: 1, bestRating: 5, worstRating: 1 });
    expect(ld.review[0]).toMatchObject({ '@type': 'Review', reviewRating: { ratingValue: 5 }, author: { name: 'Lucía R.' }, name: 'La mejor hogaza' });
    // The mug's review is still pending: its page shows none.
    const mug = await t.app.inject({ method: 'GET', url: '/tienda/taza', headers: { host: MINI_HOST } });
    expect(mug.body).not.toContain('aggregateRating');
    // Rejecting takes it away again.
    expect((await owner('POST', `/config/commerce/resenas/${review.id}/reject`, SiteUserRole.ADMIN, { from: 'approved' })).statusCode).toBe(303);
    expect((await t.app.inject({ method: 'GET', url: '/tienda/hogaza', headers: { host: MINI_HOST } })).body).not.toContain('La mejor hogaza');
    expect((await owner('POST', `/config/commerce/resenas/${review.id}/approve`, SiteUserRole.ADMIN, { from: 'rejected' })).statusCode).toBe(303);
  });

  it('averages many reviews and links to the page of all of them', async () => {
    for (const rating of [4, 4, 3, 5, 4, 2]) {
      const id = await insertOrder(t.db, { websiteId: MINI_ID, number: ++orderNumber, status: 'fulfilled', lines: REVIEW_ORDER_LINES.slice(0, 1) });
      await t.db.insertInto('reviews').values({ id: `r${id}`.slice(0, 24), website_id: MINI_ID, order_id: id, item_id: STORE.bread.itemId, product_title: 'Hogaza de centeno', rating, title: null, text: `Reseña de ${rating}`, author_name: 'Cliente', status: 'approved', created_at: Date.now() + rating, decided_at: Date.now() }).execute();
    }
    t.app.vitrina.htmlCache.dropWebsite(MINI_ID);
    const page = await t.app.inject({ method: 'GET', url: '/tienda/hogaza', headers: { host: MINI_HOST } });
    // (5 + 4 + 4 + 3 + 5 + 4 + 2) / 7 = 3.857… → 3.9
    expect(page.body).toContain('3.9 de 5 estrellas, 7 reseñas');
    expect(page.body).toContain(`/commerce/resenas/producto/${STORE.bread.itemId}`);
    const all = await t.app.inject({ method: 'GET', url: `/commerce/resenas/producto/${STORE.bread.itemId}`, headers: { host: MINI_HOST } });
    expect(all.statusCode).toBe(200);
    expect(all.body.match(/class="product-review"/g)).toHaveLength(7);
    expect((await t.app.inject({ method: 'GET', url: `/commerce/resenas/producto/${STORE.bread.itemId}?pagina=2`, headers: { host: MINI_HOST } })).statusCode).toBe(404);
    // The other site (a copy with the same item ids) has none of this site's reviews; a draft or unknown item is a 404.
    const foreign = await t.app.inject({ method: 'GET', url: `/commerce/resenas/producto/${STORE.bread.itemId}`, headers: { host: OTHER_HOST } });
    expect(foreign.body).not.toContain('Reseña de 4');
    expect(foreign.body).toContain('Todavía no hay reseñas de este producto.');
    expect((await t.app.inject({ method: 'GET', url: `/commerce/resenas/producto/${'9'.repeat(24)}`, headers: { host: MINI_HOST } })).statusCode).toBe(404);
  });

  it('a bad token, another site and an unknown order answer 404; an expired request 410 with the §8 message', async () => {
    const [path, query] = link.split('?');
    const token = new URLSearchParams(query).get('t')!;
    const flipped = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    for (const url of [`${path}?t=${flipped}`, path, `${path}?t=`, `/commerce/resenas/${'f'.repeat(24)}?t=${token}`, `/commerce/resenas/nada?t=${token}`]) {
      const res = await visitor().get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('No encontramos esta solicitud');
    }
    const foreign = await reviewClient(t.app, OTHER_HOST, OTHER).get(link);
    expect(foreign.statusCode).toBe(404);
    expect((await reviewClient(t.app, OTHER_HOST, OTHER).post(link, { itemId: STORE.mug.itemId, rating: '5', name: 'X' })).statusCode).toBe(404);
    await t.db.updateTable('review_requests').set({ expires_at: Date.now() - 1 }).where('order_id', '=', orderId).execute();
    const expired = await visitor().get(link);
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain('Esta solicitud de reseña ya caducó.');
    expect((await visitor().post(link, { itemId: STORE.mug.itemId, rating: '5', name: 'Lucía' })).statusCode).toBe(410);
  });
});

describe('the request sweeper', () => {
  it('two sweepers racing over one due request queue one mail', async () => {
    const later = Date.now() + 30 * 86_400_000;
    const id = await insertOrder(t.db, { websiteId: MINI_ID, number: ++orderNumber, status: 'fulfilled', lines: REVIEW_ORDER_LINES });
    // Due in 30 days: the app's own sweeper leaves it; two "processes" sweep as if it were then.
    await t.db.insertInto('review_requests').values({ order_id: id, website_id: MINI_ID, send_at: later - 1, sent_at: null, expires_at: later + 86_400_000, created_at: Date.now() }).execute();
    const sweeper = () => sweepReviewRequests(sweepDeps(t.db, new SiteViews(t.db, t.config.appDomain, t.config.publicAddress), t.config.sessionSecret), later);
    const counts = await Promise.all([sweeper(), sweeper(), sweeper()]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await reviewMails(id)).toHaveLength(1);
    expect(await sweeper()).toBe(0);
  });

  it('does not ask (nor show reviews) when the store turned reviews off, nor ask for an order of only gift cards', async () => {
    const giftOnly = await insertOrder(t.db, { websiteId: MINI_ID, number: ++orderNumber, status: 'paid', lines: REVIEW_ORDER_LINES.slice(2) });
    expect((await owner('POST', `/config/commerce/orders/${giftOnly}/fulfil`)).statusCode).toBe(303);
    expect(await requestRow(giftOnly)).toBeUndefined();
    const site = reviewsSite();
    site.settings.storeSettings.reviews.enabled = false;
    await t.publish(site);
    const off = await insertOrder(t.db, { websiteId: MINI_ID, number: ++orderNumber, status: 'paid', lines: REVIEW_ORDER_LINES });
    expect((await owner('POST', `/config/commerce/orders/${off}/fulfil`)).statusCode).toBe(303);
    expect(await requestRow(off)).toBeUndefined();
    // Nor does it show reviews on product pages while off.
    const hidden = await t.app.inject({ method: 'GET', url: '/tienda/hogaza', headers: { host: MINI_HOST } });
    expect(hidden.body).not.toContain('aggregateRating');
    expect(hidden.body).not.toContain('de 5 estrellas');
    await t.publish(reviewsSite());
    expect((await t.app.inject({ method: 'GET', url: '/tienda/hogaza', headers: { host: MINI_HOST } })).body).toContain('aggregateRating');
  });
});

describe('the demo’s seeded reviews', () => {
  it('are stored once, approved, without an order, and averaged', async () => {
    expect(await seedReviews(t.db, OTHER, 'sites/demo/reviews.json')).toBe(5);
    expect(await seedReviews(t.db, OTHER, 'sites/demo/reviews.json')).toBe(0);
    const chiapas = await approvedReviews(t.db, OTHER, '65f1c0ffee0000000000e001', 5);
    expect(chiapas).toMatchObject({ count: 3, average: 4.7 });
    expect(chiapas.reviews[0].authorName).toBe('Fernanda Ríos');
    // Never another site's.
    expect((await approvedReviews(t.db, MINI_ID, '65f1c0ffee0000000000e001', 5)).count).toBe(0);
  });
});
