import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agedKey, directNewsletter, MINI_HOST, payload, save, siteWithForms } from '../../src/server/forms/test-client.ts';
import { newsletterForm } from '../../src/shared/forms/test-form.ts';
import { createTestApp, readSite } from '../helpers/app.ts';

// The newsletter (SPEC §2 page type 300, §3): double opt-in, confirmation and unsubscribe links,
// and never a second subscriber for the same address.
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
  await t.publish(siteWithForms(readSite()));
});
afterAll(() => t.close());

const subscribers = (formId = newsletterForm.id) => t.db.selectFrom('newsletter_subscribers').selectAll().where('form_id', '=', formId).execute();
const mailsTo = (to: string) => t.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).orderBy('id').execute();
const subscribe = async (values: Record<string, unknown>, formId = newsletterForm.id) => save(t.app, payload(formId, await agedKey(t.app, t.db), values, { pagePath: '/' }));
/** The token of a link in a mail's text body. */
const tokenIn = (text: string, path: string) => new URL(text.split('\n').find((l) => l.includes(path))!).searchParams.get('token')!;
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: MINI_HOST } });

describe('subscribing with double opt-in', () => {
  it('stores a pending subscriber and queues the confirmation mail with both links', async () => {
    const res = await subscribe({ email: 'Lucia@Ejemplo.com ', name: ['Lucía', 'Rey'] });
    expect(res.statusCode).toBe(200);
    const [row] = await subscribers();
    expect(row).toMatchObject({ email: 'lucia@ejemplo.com', name: 'Lucía Rey', status: 'pending', page_path: '/', confirmed_at: null });
    const [mail] = await mailsTo('lucia@ejemplo.com');
    expect(mail).toMatchObject({ kind: 'confirmation', subject: 'Confirma tu suscripción a Panadería Mini', reply_to: null });
    // On the site's own address (its first custom domain), never the request's Host.
    expect(mail.text_body).toContain('https://pan.example.com/newsletter/confirm?token=');
    expect(mail.text_body).toContain('https://pan.example.com/newsletter/unsubscribe?token=');
    // The tokens are stored only as hashes.
    expect(row.confirm_token_hash).not.toBe(tokenIn(mail.text_body, '/newsletter/confirm'));
  });

  it('a duplicate (any case) creates no second subscriber and, within 10 minutes, no second mail', async () => {
    expect((await subscribe({ email: 'LUCIA@ejemplo.com' })).statusCode).toBe(200);
    expect(await subscribers()).toHaveLength(1);
    expect(await mailsTo('lucia@ejemplo.com')).toHaveLength(1);
  });

  it('the confirmation link confirms once, on its own site; a second use shows the invalid-link page', async () => {
    const [mail] = await mailsTo('lucia@ejemplo.com');
    const token = tokenIn(mail.text_body, '/newsletter/confirm');
    const foreign = await t.app.inject({ method: 'GET', url: `/newsletter/confirm?token=${token}`, headers: { host: 'otro.vitrina.test' } });
    expect(foreign.statusCode).toBe(404);
    const page = await get(`/newsletter/confirm?token=${token}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.body).toContain('Suscripción confirmada');
    expect(page.body).toContain('«Boletín»');
    expect((await subscribers())[0]).toMatchObject({ status: 'confirmed', confirm_token_hash: null });
    const again = await get(`/newsletter/confirm?token=${token}`);
    expect(again.statusCode).toBe(404);
    expect(again.body).toContain('Enlace no válido');
    expect((await get('/newsletter/confirm')).statusCode).toBe(404);
  });

  it('a confirmed subscriber subscribing again changes nothing', async () => {
    expect((await subscribe({ email: 'lucia@ejemplo.com' })).statusCode).toBe(200);
    expect((await subscribers())[0].status).toBe('confirmed');
    expect(await mailsTo('lucia@ejemplo.com')).toHaveLength(1);
  });

  it('an invalid address: 400 formInvalid on the email field; an empty one is required', async () => {
    expect((await subscribe({ email: 'lucia@' })).json()).toMatchObject({ code: 'formInvalid', errors: { email: expect.stringContaining('no es válido') } });
    expect((await subscribe({})).json()).toMatchObject({ code: 'formInvalid', errors: { email: 'Este campo es obligatorio.' } });
  });
});

describe('unsubscribing (page type 300)', () => {
  it('GET shows a page that asks (a mail scanner following the link unsubscribes nobody); POST unsubscribes', async () => {
    const [mail] = await mailsTo('lucia@ejemplo.com');
    const token = tokenIn(mail.text_body, '/newsletter/unsubscribe');
    const ask = await get(`/newsletter/unsubscribe?token=${token}`);
    expect(ask.statusCode).toBe(200);
    expect(ask.body).toContain('page-type-300');
    expect(ask.body).toContain('lucia@ejemplo.com');
    expect(ask.body).toContain(`action="/newsletter/unsubscribe?token=${token}"`);
    expect((await subscribers())[0].status).toBe('confirmed');

    const done = await t.app.inject({ method: 'POST', url: `/newsletter/unsubscribe?token=${token}`, headers: { host: MINI_HOST, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Suscripción cancelada');
    expect((await subscribers())[0]).toMatchObject({ status: 'unsubscribed' });
    // Idempotent, and the page says so.
    expect((await get(`/newsletter/unsubscribe?token=${token}`)).body).toContain('Suscripción cancelada');
    expect((await get('/newsletter/unsubscribe?token=nada-de-nada-de-nada-x')).statusCode).toBe(404);
  });

  it('subscribing again after unsubscribing starts over: pending, a new confirmation mail, still one row', async () => {
    expect((await subscribe({ email: 'lucia@ejemplo.com' })).statusCode).toBe(200);
    const rows = await subscribers();
    expect(rows).toHaveLength(1);
    expect(rows[0].status).toBe('pending');
    expect(await mailsTo('lucia@ejemplo.com')).toHaveLength(2);
  });
});

describe('without double opt-in', () => {
  it('confirms at once and tells the owner, not the subscriber', async () => {
    expect((await subscribe({ email: 'pablo@ejemplo.com' }, directNewsletter.id)).statusCode).toBe(200);
    expect((await subscribers(directNewsletter.id))[0]).toMatchObject({ status: 'confirmed', confirm_token_hash: null });
    expect(await mailsTo('pablo@ejemplo.com')).toHaveLength(0);
    const owner = (await mailsTo('duena@ejemplo.com')).at(-1)!;
    expect(owner).toMatchObject({ subject: 'Nueva suscripción a «Novedades»' });
    expect(owner.text_body).toContain('pablo@ejemplo.com');
  });

  it('concurrent duplicates still make one subscriber', async () => {
    const answers = await Promise.all([0, 1, 2, 3].map(() => subscribe({ email: 'rafa@ejemplo.com' }, directNewsletter.id)));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect((await subscribers(directNewsletter.id)).filter((s) => s.email === 'rafa@ejemplo.com')).toHaveLength(1);
  });
});
