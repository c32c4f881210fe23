import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agedKey, payload, save, siteWithForms } from '../../src/server/forms/test-client.ts';
import type { FormDefinition } from '../../src/shared/forms/fields.ts';
import { everyFieldForm } from '../../src/shared/forms/test-form.ts';
import { createTestApp, readSite } from '../helpers/app.ts';
import { headers, Inbox } from '../helpers/inbox.ts';

// Notifications through a real SMTP server (smtp-server on a local port): what the owner receives,
// that no value a visitor typed becomes a header, and that a server that was down gets its mail later.

/** The message with its quoted-printable parts decoded (soft line breaks joined, =XX bytes read as UTF-8). */
function decoded(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  return Buffer.from(joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');
}

/** A form that does not validate (the owner turned it off): whatever a visitor types gets through. */
const lax: FormDefinition = {
  ...everyFieldForm,
  id: 'dededededededededededede',
  name: 'Sin validación',
  disableValidation: true,
  fields: [
    { type: 'email', id: 'email', label: 'Correo', description: '', required: false, placeholder: '' },
    { type: 'text', id: 'asunto', label: 'Asunto', description: '', required: false, placeholder: '' },
  ],
};

const inbox = new Inbox();
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  await inbox.start();
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${inbox.port}`, MAIL_FROM: 'Vitrina <no-reply@vitrina.test>' }, { mail: { pollMs: 100, retryBaseMs: 300 } });
  await t.publish(siteWithForms(readSite(), [everyFieldForm, lax]));
});
afterAll(async () => {
  await t.close();
  await inbox.stop().catch(() => {});
});

const outboxRow = () => t.db.selectFrom('mail_outbox').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();

describe('the owner notification over SMTP', () => {
  it('arrives with every value, escaped in the HTML part, Reply-To the visitor, and is marked sent', async () => {
    inbox.messages = [];
    const values = { email: 'ana@ejemplo.com', name: ['Ana', 'Pérez'], textarea: '<b>hola</b>', likert: { '¿Te gustó?': ['2'] } };
    expect((await save(t.app, payload(everyFieldForm.id, await agedKey(t.app, t.db), values))).statusCode).toBe(200);
    const [message] = await inbox.waitFor(1);
    expect(message.to).toEqual(['duena@ejemplo.com']);
    expect(message.from).toBe('no-reply@vitrina.test');
    const h = headers(message.raw);
    expect(h.get('reply-to')).toEqual(['ana@ejemplo.com']);
    expect(h.get('subject')![0]).toMatch(/^=\?UTF-8\?/); // «» are encoded: the subject is the fixed text with the form name
    const body = decoded(message.raw);
    expect(body).toContain('<td>&#60;b&#62;hola&#60;/b&#62;</td>');
    expect(body).not.toContain('<td><b>hola</b>');
    expect(body).toContain('Ana Pérez');
    expect(body).toContain('¿Te gustó?: Muy de acuerdo');
    await expect.poll(async () => (await outboxRow()).sent_at, { timeout: 5_000 }).not.toBeNull();
  });

  it('a value with CR/LF and header names becomes no header; Reply-To only from a valid address', async () => {
    inbox.messages = [];
    const injected = 'x@y.com\r\nBcc: victima@ejemplo.com\r\nSubject: ganaste';
    const values = { email: injected, asunto: 'Hola\r\nBcc: otra@ejemplo.com\nX-Injected: 1' };
    expect((await save(t.app, payload(lax.id, await agedKey(t.app, t.db), values))).statusCode).toBe(200);
    const [message] = await inbox.waitFor(1);
    expect(message.to).toEqual(['duena@ejemplo.com']);
    const h = headers(message.raw);
    expect(h.has('bcc')).toBe(false);
    expect(h.has('x-injected')).toBe(false);
    expect(h.has('reply-to')).toBe(false);
    expect(h.get('subject')).toHaveLength(1);
    expect([...h.values()].flat().join('\n')).not.toMatch(/victima|otra@|ganaste/);
  });
});

describe('the outbox when the mail server is down', () => {
  it('keeps the mail, retries with backoff, and delivers once the server is back', async () => {
    inbox.messages = [];
    await inbox.stop();
    expect((await save(t.app, payload(everyFieldForm.id, await agedKey(t.app, t.db), { email: 'beto@ejemplo.com', name: ['Beto', 'Ruiz'] }))).statusCode).toBe(200);
    // The first attempt fails (connection refused) and is recorded.
    await expect.poll(async () => (await outboxRow()).attempts, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    const failed = await outboxRow();
    expect(failed.sent_at).toBeNull();
    expect(failed.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(failed.next_attempt_at).toBeGreaterThan(Date.now() - 1_000);

    await inbox.start(); // same port
    const [message] = await inbox.waitFor(1, 15_000);
    expect(message.raw).toContain('beto@ejemplo.com');
    await expect.poll(async () => (await outboxRow()).sent_at, { timeout: 5_000 }).not.toBeNull();
  });
});
