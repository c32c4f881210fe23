import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAVE_COMMENT_PATH } from '../../src/shared/contracts/comments.ts';
import { MINI_HOST, MINI_ID } from '../../src/server/forms/test-client.ts';
import { createTestApp, readSite } from '../helpers/app.ts';
import { headers, Inbox } from '../helpers/inbox.ts';

// A comment waiting for moderation is mailed to the site's owners through the outbox, over a real
// SMTP server (smtp-server on a local port): the post, the name, the text (escaped in the HTML
// part, never in a header) and the link to /config/comments. Spam and trusted comments mail nobody.

/** The message with its quoted-printable parts decoded (soft line breaks joined, =XX bytes read as UTF-8). */
function decoded(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  return Buffer.from(joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');
}

const POST = 'aaaaaaaaaaaaaaaaaaaaaa04';
const inbox = new Inbox();
let t: Awaited<ReturnType<typeof createTestApp>>;
let ip = 0;

function comment(body: Record<string, unknown>, extra: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: SAVE_COMMENT_PATH,
    headers: { host: MINI_HOST, 'content-type': 'application/json', ...extra },
    payload: JSON.stringify({ itemId: POST, name: 'Lucía', text: 'Qué rico pan', ...body }),
    remoteAddress: `10.9.0.${++ip}`,
  });
}
const outboxRows = () => t.db.selectFrom('mail_outbox').selectAll().where('website_id', '=', MINI_ID).orderBy('id').execute();

beforeAll(async () => {
  await inbox.start();
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${inbox.port}`, MAIL_FROM: 'Vitrina <no-reply@vitrina.test>' }, { mail: { pollMs: 100, retryBaseMs: 300 } });
  const site = readSite();
  site.settings = { ...site.settings, commentsEnabled: true };
  await t.publish(site);
  for (const email of ['ana@panaderia.mx', 'beto@panaderia.mx']) await t.app.vitrina.owners.service.addOwner(MINI_ID, { email, password: 'pan de masa madre', role: 1 });
});
afterAll(async () => {
  await t.close();
  await inbox.stop().catch(() => {});
});

describe('the owners’ mail about a new comment', () => {
  it('reaches every owner with the post, the name, the escaped text and the moderation link', async () => {
    inbox.messages = [];
    const text = '<script>alert(1)</script> ¿Usan harina integral?\nSaludos';
    const res = await comment({ name: 'Lucía <b>', email: 'lucia@ejemplo.com', text });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', state: 'pending' });
    const messages = await inbox.waitFor(2);
    expect(messages.map((m) => m.to).flat().sort()).toEqual(['ana@panaderia.mx', 'beto@panaderia.mx']);
    const [message] = messages;
    const h = headers(message.raw);
    expect(h.get('reply-to')).toEqual(['lucia@ejemplo.com']);
    expect(h.get('subject')).toHaveLength(1);
    expect([...h.values()].flat().join('\n')).not.toMatch(/script|harina/);
    const body = decoded(message.raw);
    expect(body).toContain('Cómo cuidamos la masa madre');
    // The links use the site's address (the mini site's primary domain).
    expect(body).toContain('<a href="https://pan.example.com/config/comments">');
    expect(body).toContain('https://pan.example.com/blog/masa-madre');
    // Plain text as typed; in the HTML part every value escaped.
    expect(body).toContain(text.split('\n')[0]);
    expect(body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(body).toContain('Lucía &lt;b&gt;');
    expect(body).not.toMatch(/<script>alert\(1\)<\/script>\s*¿Usan[^\n]*<\/blockquote>/);
    await expect.poll(async () => (await outboxRows()).every((r) => r.sent_at !== null), { timeout: 5_000 }).toBe(true);
  });

  it('mails nobody for a honeypot (spam) comment', async () => {
    const before = (await outboxRows()).length;
    const res = await comment({ company_website: 'http://spam.example' });
    expect(res.statusCode).toBe(200);
    const last = await t.db.selectFrom('comments').select('status').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(last.status).toBe('spam');
    expect((await outboxRows()).length).toBe(before);
  });

  it('queues the mail with the comment: without an owner, no mail and the comment is still kept', async () => {
    const before = (await outboxRows()).length;
    const other = readSite();
    other.website = { ...other.website, id: 'cccccccccccccccccccccccc', identifier: 'sin-duenos', domains: [] };
    other.settings = { ...other.settings, commentsEnabled: true };
    // Same post ids on another site with no owner account.
    await t.publish(other);
    const res = await t.app.inject({
      method: 'POST', url: SAVE_COMMENT_PATH,
      headers: { host: 'sin-duenos.vitrina.test', 'content-type': 'application/json' },
      payload: JSON.stringify({ itemId: POST, name: 'Eva', text: 'Hola' }),
      remoteAddress: '10.9.1.1',
    });
    expect(res.statusCode).toBe(200);
    expect((await outboxRows()).length).toBe(before);
  });
});
