import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromJson } from '../../src/server/db/dialect.ts';
import { agedKey, captchaForm, crumbHeaders, MINI_HOST, payload, requestKey, save, siteWithForms, solvedCaptcha } from '../../src/server/forms/test-client.ts';
import { notificationMail, notificationTemplate } from '../../src/server/forms/mail.ts';
import { tokenHash } from '../../src/server/forms/tokens.ts';
import { claimDueMail } from '../../src/server/mail/outbox.ts';
import { HONEYPOT_FIELD } from '../../src/shared/forms/fields.ts';
import { everyFieldForm } from '../../src/shared/forms/test-form.ts';
import { t as msg } from '../../src/shared/messages/index.ts';
import { createTestApp, readSite } from '../helpers/app.ts';

// SaveFormSubmission (SPEC §3, §7, §8): every answer, and what is (not) stored for each.
let t: Awaited<ReturnType<typeof createTestApp>>;
const OTHER_ID = 'bbbbbbbbbbbbbbbbbbbbbbbb';
const OTHER_HOST = 'otro.vitrina.test';
const FORM = everyFieldForm.id;
const valid = { email: 'ana@ejemplo.com', name: ['Ana', 'Pérez'], textarea: 'Hola', checkbox: ['Arte'], likert: { '¿Te gustó?': ['2'] } };

beforeAll(async () => {
  t = await createTestApp({ FORMS_IP_PER_MINUTE: '100000', FORMS_VISITOR_PER_MINUTE: '100000' }); // limits: forms-limits.test.ts
  await t.publish(siteWithForms(readSite()));
  const other = siteWithForms(readSite());
  other.website = { id: OTHER_ID, identifier: 'otro', title: 'Florería Otra', domains: [] };
  other.collections = other.collections.filter((c: any) => c.urlId === 'contacto').map((c: any) => ({ ...c, id: 'bbbbbbbbbbbbbbbbbbbbbb99' }));
  other.homePage = 'contacto';
  other.media = [];
  await t.publish(other);
});
afterAll(() => t.close());

const submissions = (formId = FORM) => t.db.selectFrom('form_submissions').selectAll().where('form_id', '=', formId).orderBy('id').execute();
const outbox = () => t.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();
const keyLeft = async (key: string) => (await t.db.selectFrom('form_keys').select('key_hash').where('key_hash', '=', tokenHash(key)).executeTakeFirst()) !== undefined;

describe('FormSubmissionKey', () => {
  it('answers a fresh key each time, stored only as its hash', async () => {
    const a = (await requestKey(t.app)).json();
    const b = (await requestKey(t.app)).json();
    expect(a.key).toMatch(/^[\w-]{32}$/);
    expect(a.key).not.toBe(b.key);
    expect(await keyLeft(a.key)).toBe(true);
    expect(await t.db.selectFrom('form_keys').select('key_hash').where('key_hash', '=', a.key).executeTakeFirst()).toBeUndefined();
  });

  it('is refused without a crumb (403 crumbFail)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/form/FormSubmissionKey', headers: { host: MINI_HOST } });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('crumbFail');
  });
});

describe('a valid submission', () => {
  it('is answered 200 only once committed: the row with its page fields, the notification in the outbox', async () => {
    const before = (await outbox()).length;
    const key = await agedKey(t.app, t.db);
    const ok = await save(t.app, payload(FORM, key, valid));
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ status: 'ok' });
    const [row] = (await submissions()).slice(-1);
    expect(row).toMatchObject({ website_id: 'aaaaaaaaaaaaaaaaaaaaaaaa', collection_id: 'aaaaaaaaaaaaaaaaaaaaaa99', object_name: 'form-0', page_title: 'Contacto', page_path: '/contacto', submit_button_text: 'Enviar', spam: 0, is_overlay: 0 });
    const values = fromJson<Record<string, unknown>>(row.field_values);
    expect(values).toMatchObject({ email: 'ana@ejemplo.com', name: ['Ana', 'Pérez'], checkbox: ['Arte'], likert: { '¿Te gustó?': ['2'] }, phone: ['', '', '', ''], hidden: 'directo' });
    expect(values).not.toHaveProperty('section');
    const mails = await outbox();
    expect(mails.length).toBe(before + 1);
    expect(mails.at(-1)).toMatchObject({ kind: 'notification', to_address: 'duena@ejemplo.com', reply_to: 'ana@ejemplo.com', subject: 'Nuevo envío del formulario «Contacto»', sent_at: null });
    // Its bodies are written when it is sent, from what the row holds (forms-mail.test.ts reads them off SMTP).
    expect([mails.at(-1)!.text_body, mails.at(-1)!.html_body]).toEqual(['', '']);
    expect(JSON.parse(mails.at(-1)!.content!)).toEqual({ template: 'form-notification', formId: FORM, formName: 'Contacto', pageTitle: 'Contacto', pagePath: '/contacto', values });
    expect(await keyLeft(key)).toBe(false);
  });

  it('the notification written when sent is the one the form as published makes: its labels, the site, the page, the time it was sent', async () => {
    await t.db.deleteFrom('mail_outbox').execute();
    const key = await agedKey(t.app, t.db);
    expect((await save(t.app, payload(FORM, key, valid))).statusCode).toBe(200);
    const [claimed] = await claimDueMail(t.db, Date.now() + 1);
    const content = JSON.parse(claimed.content!);
    const written = await notificationTemplate(t.db)(content, claimed);
    const site = await t.db.selectFrom('websites').select('title').where('id', '=', 'aaaaaaaaaaaaaaaaaaaaaaaa').executeTakeFirstOrThrow();
    const direct = notificationMail(everyFieldForm, content.values, { websiteId: claimed.websiteId, siteTitle: site.title, pageTitle: 'Contacto', pagePath: '/contacto', now: claimed.createdAt })!;
    expect(written).toEqual({ text: direct.text, html: direct.html });
    expect(written.text).toContain('Nombre:\nAna Pérez');
    expect(claimed).toMatchObject({ to: direct.to, replyTo: direct.replyTo, subject: direct.subject });
    // A form the owner removed before the mail went: the values still arrive, each under its field id;
    // so does a value whose field is gone from the form.
    const removed = await notificationTemplate(t.db)({ ...content, formId: 'ffffffffffffffffffffffff' }, claimed);
    expect(removed.text).toContain('name:\nAna, Pérez');
    expect(removed.text).toContain('email:\nana@ejemplo.com');
    const dropped = await notificationTemplate(t.db)({ ...content, values: { ...content.values, alergias: 'nueces' } }, claimed);
    expect(dropped.text).toContain('Nombre:\nAna Pérez');
    expect(dropped.text).toContain('alergias:\nnueces');
    expect(dropped.html).toContain('<th align="left" valign="top">alergias</th><td>nueces</td>');
    await t.db.deleteFrom('mail_outbox').where('id', '=', claimed.id).execute();
  });

  it('reads form-encoded bodies too, and the visitor id from ss_cvr', async () => {
    const key = await agedKey(t.app, t.db);
    const crumb = t.app.vitrina.crumbs.mint('aaaaaaaaaaaaaaaaaaaaaaaa');
    const body = new URLSearchParams({ ...payload(FORM, key, valid), isOverlayForm: 'true' } as Record<string, string>).toString();
    const res = await t.app.inject({ method: 'POST', url: '/api/form/SaveFormSubmission', headers: { host: MINI_HOST, cookie: `crumb=${crumb}; ss_cvr=visitante-9|1|1|2|1`, 'x-csrf-token': crumb, 'content-type': 'application/x-www-form-urlencoded' }, payload: body });
    expect(res.statusCode).toBe(200);
    expect((await submissions()).at(-1)).toMatchObject({ is_overlay: 1, visitor_id: 'visitante-9' });
  });
});

describe('refusals (§8)', () => {
  it('a reused key: 400 formKeyInvalid, nothing stored twice', async () => {
    const key = await agedKey(t.app, t.db);
    expect((await save(t.app, payload(FORM, key, valid))).statusCode).toBe(200);
    const count = (await submissions()).length;
    const again = await save(t.app, payload(FORM, key, valid));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: msg('error.formKeyInvalid'), code: 'formKeyInvalid' });
    expect((await submissions()).length).toBe(count);
  });

  it('one key sent by several requests at once: exactly one is stored (group commit keeps keys single-use)', async () => {
    const count = (await submissions()).length;
    const key = await agedKey(t.app, t.db);
    const answers = await Promise.all(Array.from({ length: 6 }, () => save(t.app, payload(FORM, key, valid))));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400, 400, 400, 400, 400]);
    expect(answers.filter((r) => r.statusCode === 400).every((r) => r.json().code === 'formKeyInvalid')).toBe(true);
    expect((await submissions()).length).toBe(count + 1);
  });

  it('many submissions at once, each with its own key: all answered 200 and all stored', async () => {
    const count = (await submissions()).length;
    const keys = await Promise.all(Array.from({ length: 30 }, () => agedKey(t.app, t.db)));
    const answers = await Promise.all(keys.map((key) => save(t.app, payload(FORM, key, valid))));
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    expect((await submissions()).length).toBe(count + 30);
  });

  it('an unknown, expired or foreign key: 400 formKeyInvalid', async () => {
    expect((await save(t.app, payload(FORM, 'no-existe-esta-clave', valid))).json().code).toBe('formKeyInvalid');
    const expired = await agedKey(t.app, t.db);
    await t.db.updateTable('form_keys').set({ expires_at: Date.now() - 1 }).where('key_hash', '=', tokenHash(expired)).execute();
    expect((await save(t.app, payload(FORM, expired, valid))).json().code).toBe('formKeyInvalid');
    const foreign = await agedKey(t.app, t.db, 5_000, { host: OTHER_HOST, websiteId: OTHER_ID });
    const res = await save(t.app, payload(FORM, foreign, valid));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('formKeyInvalid');
    // …while on its own site the same key works.
    expect((await save(t.app, payload(FORM, foreign, valid), { host: OTHER_HOST, websiteId: OTHER_ID })).statusCode).toBe(200);
  });

  it('a key used less than 2 s after it was issued: 400 formTooFast, and the key stays good for a later try', async () => {
    const { key } = (await requestKey(t.app)).json();
    const res = await save(t.app, payload(FORM, key, valid));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: msg('error.formTooFast'), code: 'formTooFast' });
    expect(await keyLeft(key)).toBe(true);
    await t.db.updateTable('form_keys').set((eb) => ({ created_at: eb('created_at', '-', 3_000) })).where('key_hash', '=', tokenHash(key)).execute();
    expect((await save(t.app, payload(FORM, key, valid))).statusCode).toBe(200);
  });

  it('an unknown form: 404 formNotConfigured, in es-419', async () => {
    const res = await save(t.app, payload('0123456789abcdef01234567', await agedKey(t.app, t.db), valid));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Este formulario aún no está configurado.', code: 'formNotConfigured' });
  });

  it('invalid fields: 400 formInvalid with the messages by field id; nothing stored; the key still good', async () => {
    const count = (await submissions()).length;
    const key = await agedKey(t.app, t.db);
    const res = await save(t.app, payload(FORM, key, { ...valid, email: 'ana@', textarea: 'x'.repeat(21), radio: 'XL' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Uno o más campos no son válidos. Revisa tus entradas.',
      code: 'formInvalid',
      errors: {
        email: 'El correo electrónico no es válido. Las direcciones de correo electrónico deben seguir el formato nombre@ejemplo.com.',
        textarea: 'Excediste el límite de caracteres.',
        radio: msg('validation.invalidOption'),
      },
    });
    expect((await submissions()).length).toBe(count);
    expect((await save(t.app, payload(FORM, key, valid))).statusCode).toBe(200);
  });

  it('form values that are not a JSON object: 400 formUnparsable', async () => {
    for (const form of ['{no json', '[1,2]', '"texto"', 'null']) {
      const res = await save(t.app, { ...payload(FORM, await agedKey(t.app, t.db), {}), form });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: msg('forms.sanitizeError'), code: 'formUnparsable' });
    }
  });

  it('a payload that does not validate: 400 badRequest with the payload fields', async () => {
    const res = await save(t.app, { formId: 'x', form: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'badRequest', errors: { key: msg('validation.invalidValue'), formId: msg('validation.invalidValue'), form: msg('validation.invalidValue') } });
    expect((await save(t.app, '{"key": ')).statusCode).toBe(400);
  });

  it('a body over 256 KB: 413 payloadTooLarge', async () => {
    const res = await save(t.app, payload(FORM, 'k', { textarea: 'x'.repeat(300_000) }));
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('payloadTooLarge');
  });

  it('without a crumb: 403 crumbFail, nothing stored', async () => {
    const count = (await submissions()).length;
    const res = await t.app.inject({ method: 'POST', url: '/api/form/SaveFormSubmission', headers: { host: MINI_HOST, 'content-type': 'application/json' }, payload: JSON.stringify(payload(FORM, await agedKey(t.app, t.db), valid)) });
    expect(res.statusCode).toBe(403);
    expect((await submissions()).length).toBe(count);
  });
});

describe('spam', () => {
  it('a filled honeypot: answered like a success, kept as spam, never mailed', async () => {
    const mails = (await outbox()).length;
    const res = await save(t.app, payload(FORM, await agedKey(t.app, t.db), { email: 'bot@spam.com', [HONEYPOT_FIELD]: 'http://spam.example' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    const row = (await submissions()).at(-1)!;
    expect(row.spam).toBe(1);
    expect(fromJson<Record<string, unknown>>(row.field_values)).not.toHaveProperty(HONEYPOT_FIELD);
    expect((await outbox()).length).toBe(mails);
  });

  it('captcha on: missing or wrong → 400 captchaRequired; solved → 200; the same solution again → 400', async () => {
    const values = { email: 'ana@ejemplo.com' };
    const missing = await save(t.app, payload(captchaForm.id, await agedKey(t.app, t.db), values));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: 'Completa el CAPTCHA antes de enviar.', code: 'captchaRequired' });
    const wrong = await save(t.app, payload(captchaForm.id, await agedKey(t.app, t.db), values, { captchaKey: Buffer.from('{"challenge":{"parameters":{}},"solution":{}}').toString('base64') }));
    expect(wrong.json().code).toBe('captchaRequired');
    const captchaKey = await solvedCaptcha(t.app);
    const right = await save(t.app, payload(captchaForm.id, await agedKey(t.app, t.db), values, { captchaKey }));
    expect(right.statusCode).toBe(200);
    expect((await submissions(captchaForm.id)).length).toBe(1);
    const reused = await save(t.app, payload(captchaForm.id, await agedKey(t.app, t.db), values, { captchaKey }));
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('captchaRequired');
    expect((await submissions(captchaForm.id)).length).toBe(1);
  });

  it('a challenge solved for another site does not pass here', async () => {
    const captchaKey = await solvedCaptcha(t.app, { host: OTHER_HOST });
    const res = await save(t.app, payload(captchaForm.id, await agedKey(t.app, t.db), { email: 'ana@ejemplo.com' }, { captchaKey }));
    expect(res.json().code).toBe('captchaRequired');
  });
});

describe('publishing', () => {
  it('keeps notificationEmail off the page and sanitises the post-submit HTML', async () => {
    const withHtml = { ...everyFieldForm, postSubmitHtml: '<p>¡Gracias!</p><script>alert(1)</script><img src=x onerror=alert(2)>' };
    await t.publish(siteWithForms(readSite(), [withHtml, captchaForm]));
    const page = await t.app.inject({ method: 'GET', url: '/contacto', headers: { host: MINI_HOST } });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('duena@ejemplo.com');
    expect(page.body).not.toContain('alert(1)');
    const stored = await t.db.selectFrom('forms').select('definition').where('website_id', '=', 'aaaaaaaaaaaaaaaaaaaaaaaa').where('id', '=', FORM).executeTakeFirstOrThrow();
    expect(fromJson<{ postSubmitHtml: string; notificationEmail: string }>(stored.definition)).toMatchObject({ postSubmitHtml: '<p>¡Gracias!</p>', notificationEmail: 'duena@ejemplo.com' });
  });

  it('a form removed by a republish answers 404 formNotConfigured; its submissions stay', async () => {
    const count = (await submissions()).length;
    await t.publish(siteWithForms(readSite(), [captchaForm]));
    const res = await save(t.app, payload(FORM, await agedKey(t.app, t.db), valid));
    expect(res.statusCode).toBe(404);
    expect((await submissions()).length).toBe(count);
    await t.publish(siteWithForms(readSite()));
  });
});
