import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agedKey, MINI_HOST, payload, save, siteWithForms } from '../../src/server/forms/test-client.ts';
import type { FormDefinition } from '../../src/shared/forms/fields.ts';
import { everyFieldForm } from '../../src/shared/forms/test-form.ts';
import { createTestApp, readSite } from '../helpers/app.ts';
import { headers, Inbox } from '../helpers/inbox.ts';
import { recordFigure } from './harness/figures.ts';
import { addOwner, signInOwner } from './harness/owner.ts';
import { sendOverSocket } from './harness/socket.ts';

// Issue 10, "injection corpora" on the server side: open-redirect vectors on every redirect
// (0 escapes), path traversal on static files and media over a real socket (0 files from
// outside), CRLF in every mail field through a real SMTP server (0 injected headers).
const REDIRECTS: string[] = JSON.parse(readFileSync(new URL('./corpus/redirects.json', import.meta.url), 'utf8'));
const SECRET = `sentinel-${Math.random().toString(36).slice(2)}`;
/** A form that does not validate, so that whatever a visitor types reaches the mail. */
const lax: FormDefinition = { ...everyFieldForm, id: 'dededededededededededede', name: 'Sin validación', disableValidation: true, fields: [{ type: 'email', id: 'email', label: 'Correo', description: '', required: false, placeholder: '' }, { type: 'text', id: 'asunto', label: 'Asunto', description: '', required: false, placeholder: '' }] };

const inbox = new Inbox();
let t: Awaited<ReturnType<typeof createTestApp>>;
let port: number;
let session = '';

beforeAll(async () => {
  await inbox.start();
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${inbox.port}`, MAIL_FROM: 'Vitrina <no-reply@vitrina.test>', FORMS_IP_PER_MINUTE: '100000', FORMS_VISITOR_PER_MINUTE: '100000' }, { mail: { pollMs: 100, retryBaseMs: 300 } });
  await t.publish(siteWithForms(readSite(), [everyFieldForm, lax]));
  writeFileSync(join(t.config.dataDir, 'secret.txt'), SECRET);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
  await addOwner(t.app);
  session = (await signIn('/config/analytics')).session;
});
afterAll(async () => {
  await t.close();
  await inbox.stop().catch(() => {});
});

const signIn = (next: string, ip?: string) => signInOwner(t.app, { next, ip });

/** Where a browser would go from a Location header, read by the URL parser as a browser reads it. */
const escapes = (location: string | undefined) => location !== undefined && new URL(location, `http://${MINI_HOST}/`).host !== MINI_HOST;

describe(`${REDIRECTS.length} open-redirect vectors on every redirect`, () => {
  it('the sign-in page\'s `next` when signed in: 0 escapes', async () => {
    const escaped = [];
    for (const v of REDIRECTS) {
      const res = await t.app.inject({ method: 'GET', url: `/config/login?next=${encodeURIComponent(v)}`, headers: { host: MINI_HOST, cookie: session } });
      if (escapes(res.headers.location as string)) escaped.push(`${JSON.stringify(v)} → ${res.headers.location}`);
    }
    recordFigure('injection', 'open-redirect vectors', REDIRECTS.length);
    recordFigure('injection', 'redirect escapes (sign-in next)', escaped.length);
    expect(escaped).toEqual([]);
  });

  it('the sign-in form\'s `next` after a successful sign-in: 0 escapes', async () => {
    const escaped = [];
    // Each sign-in pays for the password hash: a sample of a dozen vectors, from a dozen addresses.
    for (const [i, v] of REDIRECTS.filter((_, i) => i % 4 === 0).entries()) {
      const { location } = await signIn(v, `10.1.0.${i + 1}`);
      expect(location, v).toBeTruthy(); // signed in: the answer is a redirect
      if (escapes(location)) escaped.push(`${JSON.stringify(v)} → ${location}`);
    }
    expect(escaped).toEqual([]);
  }, 60_000);

  it('the page address redirects (trailing slash, letter case): 0 escapes', async () => {
    const escaped = [];
    for (const v of REDIRECTS.filter((v) => v.startsWith('/'))) {
      for (const path of [v, `${v}/`, `${v}/Sobre/`]) {
        const res = await sendOverSocket(port, { method: 'GET', url: path.replace(/[\s\u0080-\uffff]/g, encodeURIComponent), headers: { host: MINI_HOST }, label: '' }).catch(() => null);
        if (res && escapes(res.headers.location as string)) escaped.push(`${JSON.stringify(path)} → ${res.headers.location}`);
      }
    }
    recordFigure('injection', 'redirect escapes (page paths)', escaped.length);
    expect(escaped).toEqual([]);
  });
});

const TRAVERSALS = [
  '../secret.txt', '../../secret.txt', '..%2fsecret.txt', '..%2Fsecret.txt', '%2e%2e/secret.txt', '%2e%2e%2fsecret.txt', '..%5csecret.txt', '..\\secret.txt',
  '%252e%252e%252fsecret.txt', '..%c0%afsecret.txt', '..%ef%bc%8fsecret.txt', '....//secret.txt', '..;/secret.txt', '.%2e/secret.txt', '%2e./secret.txt',
  '..%00/secret.txt', 'x/../../secret.txt', 'x/..%2f..%2fsecret.txt', '/secret.txt', '//secret.txt', 'session-secret', '../session-secret', '..%2fsession-secret',
  '../../../../../../etc/passwd', '..%2f..%2f..%2f..%2f..%2f..%2fetc%2fpasswd', '%2fetc%2fpasswd', '..%252f..%252fetc%252fpasswd', '../../package.json', '..%2f..%2fpackage.json',
  '../vitrina.db', '..%2fvitrina.db', '..', '.', '%2e', '%2e%2e',
];

describe(`${TRAVERSALS.length} path-traversal variants on every static prefix`, () => {
  it('serve 0 files from outside their folder (over a real socket)', async () => {
    const secretFile = readFileSync(join(t.config.dataDir, 'session-secret'), 'utf8').trim();
    const outside = [SECRET, secretFile, 'root:x:0:0', '"name": "vitrina"', 'SQLite format 3'];
    const served = [];
    let cases = 0;
    for (const prefix of ['/media/', '/assets/', '/config/assets/', '/', '/media/x/', '/assets/x/']) {
      for (const v of TRAVERSALS) {
        const res = await sendOverSocket(port, { method: 'GET', url: prefix + v, headers: { host: MINI_HOST }, label: '' }).catch(() => null);
        cases++;
        if (res && res.status < 500 && outside.some((s) => res.body.includes(s))) served.push(`${prefix}${v} → ${res.status}`);
        expect(res?.status ?? 0, `${prefix}${v}`).toBeLessThan(500);
      }
    }
    recordFigure('injection', 'traversal requests', cases);
    recordFigure('injection', 'files served from outside', served.length);
    expect(served).toEqual([]);
  });
});

const CRLF = ['\r\nBcc: victim@evil.example', '\nBcc: victim@evil.example', '\rBcc: victim@evil.example', '\r\n\r\nX-Injected: 1', '\r\nX-Injected: yes\r\nSubject: pwned', '\u2028X-Injected: 1', '%0d%0aX-Injected: 1'];

describe('CRLF in every mail field, through a real SMTP server', () => {
  it('0 injected headers and 0 extra recipients', async () => {
    inbox.messages = [];
    let sent = 0;
    for (const c of CRLF) {
      const values = { email: `ana@ejemplo.com${c}`, asunto: `Hola${c}` };
      const res = await save(t.app, payload(lax.id, await agedKey(t.app, t.db), values, { pageTitle: `Contacto${c}`, pagePath: `/contacto${c}`, submitButtonText: `Enviar${c}` }));
      expect(res.statusCode, res.body).toBeLessThan(500);
      if (res.statusCode === 200) sent++;
    }
    const messages = await inbox.waitFor(sent);
    const injected = messages.filter((m) => m.to.some((to) => to !== 'duena@ejemplo.com') || headers(m.raw).has('bcc') || headers(m.raw).has('x-injected') || (headers(m.raw).get('subject') ?? []).length !== 1);
    recordFigure('injection', 'CRLF mails sent', messages.length);
    recordFigure('injection', 'injected mail headers', injected.length);
    expect(sent).toBeGreaterThan(0);
    expect(injected.map((m) => m.raw.split(/\r?\n\r?\n/)[0])).toEqual([]);
  });
});
