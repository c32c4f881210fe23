import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Crumbs } from '../../src/server/http/crumb.ts';
import { directNewsletter, MINI_HOST, MINI_ID, payload, siteWithForms } from '../../src/server/forms/test-client.ts';
import { tokenHash } from '../../src/server/forms/tokens.ts';
import { enqueueMails } from '../../src/server/mail/outbox.ts';
import { OwnerService } from '../../src/server/owner/index.ts';
import { SiteUserRole } from '../../src/shared/enums.ts';
import { readSite } from '../helpers/app.ts';
import { createTestDb, type TestDb } from '../helpers/db.ts';
import { Inbox } from '../helpers/inbox.ts';
import { childServer, type ChildServer } from '../reliability/harness/server.ts';

// Issue 19 "Proven" (README, Scaling): three `vitrina serve` processes on different ports, one
// PostgreSQL database, one Redis (REDIS_URL), each with its own data folder, as behind a load
// balancer. A session made on one is valid on the others, a rate limit of N accepts exactly N
// across all three, a change made on one shows on all within a second, a mail is sent once,
// and a published file is served by all.

const SECRET = 's'.repeat(40);
const PASSWORD = 'una contraseña larga';
const LIMIT = 6;
// A Redis database of its own (1–15) and addresses no other test uses: counters never meet another run's.
const REDIS_URL = process.env.REDIS_URL ?? `redis://127.0.0.1:6379/${1 + Math.floor(Math.random() * 15)}`;
const net = `10.${60 + Math.floor(Math.random() * 100)}.${Math.floor(Math.random() * 250)}`;

describe.skipIf(process.env.DB !== 'postgres')('three server processes on one PostgreSQL database and one Redis', () => {
  let testDb: TestDb;
  const inbox = new Inbox();
  let servers: ChildServer[] = [];
  const crumb = new Crumbs(SECRET).mint(MINI_ID);
  const url = (s: ChildServer, path: string) => `http://127.0.0.1:${s.port}${path}`;
  const page = (s: ChildServer, path: string, cookie = '') => fetch(url(s, path), { redirect: 'manual', headers: { host: MINI_HOST, ...(cookie ? { cookie } : {}) } });
  const logs = () => servers.map((s, i) => `--- ${'ABC'[i]}\n${s.output()}`).join('\n');

  beforeAll(async () => {
    testDb = await createTestDb();
    await inbox.start();
    const env = { TRUST_PROXY: 'true', SMTP_URL: `smtp://127.0.0.1:${inbox.port}`, MAIL_FROM: 'Vitrina <no-reply@vitrina.test>', FORMS_IP_PER_MINUTE: String(LIMIT), REDIS_URL, SESSION_SECRET: SECRET };
    const site = siteWithForms(readSite());
    servers = await Promise.all([0, 1, 2].map(() => childServer(testDb.url, site, env)));
    // All three start at once on the empty database, as a deploy starts them: one imports the site
    // (its first start), the others wait for it and find it there — never a second import.
    await Promise.all(servers.map((s) => s.start()));
    await new OwnerService(testDb.db).addOwner(MINI_ID, { email: 'ana@panaderia.mx', password: PASSWORD, role: SiteUserRole.ADMIN });
  }, 120_000);
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.kill().catch(() => {})));
    await inbox.stop().catch(() => {});
    await testDb?.destroy();
  });

  /** Signs the owner in on `s`: the session cookie (name=value). */
  async function signIn(s: ChildServer): Promise<string> {
    const form = await page(s, '/config/login');
    const field = /name="crumb" value="([^"]+)"/.exec(await form.text())![1];
    const res = await fetch(url(s, '/config/login'), {
      method: 'POST',
      redirect: 'manual',
      headers: { host: MINI_HOST, 'content-type': 'application/x-www-form-urlencoded', cookie: `crumb=${field}`, 'x-forwarded-for': `${net}.1` },
      body: new URLSearchParams({ crumb: field, email: 'ana@panaderia.mx', password: PASSWORD }).toString(),
    });
    expect(res.status, logs()).toBe(303);
    return /vitrina_session=[^;]+/.exec(res.headers.get('set-cookie') ?? '')![0];
  }

  it('three processes started at once on an empty database import the site once', async () => {
    // A second import would have published it again: version 2.
    const sites = await testDb.db.selectFrom('websites').select(['id', 'version']).execute();
    expect(sites, logs()).toEqual([{ id: MINI_ID, version: 1 }]);
    for (const s of servers) expect((await page(s, '/')).status).toBe(200);
  });

  it('a session made on one process is valid on the other two', async () => {
    const session = await signIn(servers[0]);
    for (const s of servers) {
      expect((await page(s, '/config/design')).status).toBe(303); // no session: to the sign-in page
      expect((await page(s, '/config/design', session)).status).toBe(200);
    }
    // Signed out on the second: refused on all three.
    const out = await fetch(url(servers[1], '/config/logout'), { method: 'POST', redirect: 'manual', headers: { host: MINI_HOST, cookie: `${session}; crumb=${crumb}`, 'content-type': 'application/x-www-form-urlencoded' }, body: `crumb=${crumb}` });
    expect(out.status).toBeLessThan(400);
    for (const s of servers) expect((await page(s, '/config/design', session)).status).toBe(303);
  });

  it(`a rate limit of ${LIMIT} a minute accepts exactly ${LIMIT} across the three (needs REDIS_URL's shared limits)`, async () => {
    const calls = Array.from({ length: LIMIT + 9 }, (_, i) =>
      fetch(url(servers[i % 3], '/api/form/FormSubmissionKey'), { method: 'POST', headers: { host: MINI_HOST, cookie: `crumb=${crumb}`, 'x-csrf-token': crumb, 'x-forwarded-for': `${net}.2` } }).then((r) => r.status),
    );
    const statuses = await Promise.all(calls);
    expect(statuses.filter((s) => s !== 200 && s !== 429), logs()).toEqual([]);
    expect(statuses.filter((s) => s === 200)).toHaveLength(LIMIT);
  });

  it('a change made on one process shows on the other two within a second (their cached pages dropped)', async () => {
    const session = await signIn(servers[0]);
    for (const s of servers) {
      for (let i = 0; i < 2; i++) expect(await (await page(s, '/')).text()).toContain('Horneamos cada mañana.'); // the second from the page cache
    }
    const res = await fetch(url(servers[0], '/api/site-header-footer'), {
      method: 'PUT',
      headers: { host: MINI_HOST, cookie: `${session}; crumb=${crumb}`, 'x-csrf-token': crumb, 'content-type': 'application/json' },
      body: JSON.stringify({ footer: { text: 'Abrimos a las siete.' } }),
    });
    expect(res.status, logs()).toBe(204);
    const started = Date.now();
    for (const s of servers) {
      await expect.poll(async () => (await (await page(s, '/')).text()).includes('Abrimos a las siete.'), { timeout: Math.max(1, 1000 - (Date.now() - started)), interval: 20 }).toBe(true);
    }
  });

  it('a mail is sent once, with the three outbox workers running: a form notification and 20 queued mails', async () => {
    const { key } = await (await fetch(url(servers[0], '/api/form/FormSubmissionKey'), { method: 'POST', headers: { host: MINI_HOST, cookie: `crumb=${crumb}`, 'x-csrf-token': crumb, 'x-forwarded-for': `${net}.3` } })).json();
    // Past the minimum fill time without waiting for it.
    await testDb.db.updateTable('form_keys').set((eb) => ({ created_at: eb('created_at', '-', 5_000) })).where('key_hash', '=', tokenHash(key)).execute();
    const saved = await fetch(url(servers[1], '/api/form/SaveFormSubmission'), {
      method: 'POST',
      headers: { host: MINI_HOST, cookie: `crumb=${crumb}`, 'x-csrf-token': crumb, 'content-type': 'application/json', 'x-forwarded-for': `${net}.3` },
      body: JSON.stringify(payload(directNewsletter.id, key, { email: 'pablo@ejemplo.com' }, { pagePath: '/' })),
    });
    expect(saved.status, await saved.text()).toBe(200);
    const queued = Array.from({ length: 20 }, (_, i) => ({ websiteId: MINI_ID, kind: 'notification' as const, to: `cola${i}@ejemplo.com`, subject: `Aviso ${i}`, text: 'Hola.', html: '<p>Hola.</p>' }));
    await enqueueMails(testDb.db, queued);
    await inbox.waitFor(21, 15_000);
    await new Promise((r) => setTimeout(r, 1_500)); // time for a second sending, were there one
    const to = inbox.messages.map((m) => m.to.join(','));
    expect(to.filter((a) => a === directNewsletter.notificationEmail)).toHaveLength(1);
    for (const mail of queued) expect(to.filter((a) => a === mail.to), mail.to).toHaveLength(1);
    expect(inbox.messages).toHaveLength(21);
    const outbox = await testDb.db.selectFrom('mail_outbox').select(['sent_at', 'attempts']).execute();
    expect(outbox.every((r) => r.sent_at !== null && r.attempts === 1)).toBe(true);
  }, 25_000);

  it('a file published on one process is served by all three (needs the shared media store)', async () => {
    const home = await (await page(servers[0], '/')).text();
    const file = /\/media\/[^"'\s)?]+/.exec(home)?.[0];
    expect(file, 'the home page shows the published image').toBeTruthy();
    for (const s of servers) expect((await page(s, file!)).status, `process on ${s.port}`).toBe(200);
  });
});
