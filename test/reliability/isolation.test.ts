import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agedKey, crumbHeaders, MINI_HOST, MINI_ID, payload, save, siteWithForms } from '../../src/server/forms/test-client.ts';
import { everyFieldForm, newsletterForm } from '../../src/shared/forms/test-form.ts';
import { createTestApp, readSite } from '../helpers/app.ts';
import { recordFigure } from './harness/figures.ts';
import { addOwner, signInOwner } from './harness/owner.ts';
import { sendOverSocket } from './harness/socket.ts';

// Issue 10, "tenant isolation": a request for site A never reads or writes site B's rows,
// cookies, cache or mail links, Host header tricks included. A is the mini site, B a copy of it
// under another identifier and title, both with the same forms.
/** The mini site's own address: its first custom domain in test/fixtures/mini. */
const MINI_ADDRESS = 'pan.example.com';
const B_ID = 'bbbbbbbbbbbbbbbbbbbbbbbb';
const B_HOST = 'otro.vitrina.test';
const B_TITLE = 'Florería Otra';
let t: Awaited<ReturnType<typeof createTestApp>>;
let port: number;
let aTitle: string;

beforeAll(async () => {
  t = await createTestApp({ FORMS_IP_PER_MINUTE: '100000', FORMS_VISITOR_PER_MINUTE: '100000', TRUST_PROXY: 'true' });
  const a = siteWithForms(readSite());
  aTitle = a.website.title;
  await t.publish(a);
  const b = siteWithForms(readSite());
  b.website = { ...b.website, id: B_ID, identifier: 'otro', title: B_TITLE, domains: [] };
  b.collections = b.collections.map((c: any, i: number) => ({ ...c, id: `bbbbbbbbbbbbbbbbbbbbbb${String(i).padStart(2, '0')}` }));
  await t.publish(b);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(() => t.close());

const rowsOf = async (websiteId: string) => Number((await t.db.selectFrom('form_submissions').select((eb) => eb.fn.countAll().as('n')).where('website_id', '=', websiteId).executeTakeFirstOrThrow()).n);
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';

describe('tenant isolation', () => {
  it("a submission through A's host never writes B's rows, whatever ids, keys and crumbs it carries", async () => {
    const before = await rowsOf(B_ID);
    const values = { email: 'ana@ejemplo.com', name: ['Ana', 'Pérez'] };
    const bKey = await agedKey(t.app, t.db, 5_000, { host: B_HOST, websiteId: B_ID });
    const tries = [
      await save(t.app, payload(everyFieldForm.id, bKey, values)), // B's key on A
      await save(t.app, payload(everyFieldForm.id, await agedKey(t.app, t.db), values), { websiteId: B_ID }), // B's crumb on A
      await save(t.app, payload(everyFieldForm.id, await agedKey(t.app, t.db), values, { collectionId: 'bbbbbbbbbbbbbbbbbbbbbb01', pageId: 'bbbbbbbbbbbbbbbbbbbbbb01' })), // B's page ids on A
      await save(t.app, payload(everyFieldForm.id, await agedKey(t.app, t.db), values), { headers: { 'x-forwarded-host': B_HOST } }), // B's host forwarded
    ];
    expect(tries.map((r) => r.statusCode)).not.toContain(500);
    expect(await rowsOf(B_ID)).toBe(before);
    expect((await save(t.app, payload(everyFieldForm.id, bKey, values), { host: B_HOST, websiteId: B_ID })).statusCode).toBe(200); // B's key still B's
  });

  it("A's crumb and A's owner session open nothing on B", async () => {
    const bKey = await agedKey(t.app, t.db, 5_000, { host: B_HOST, websiteId: B_ID });
    const res = await t.app.inject({ method: 'POST', url: '/api/form/SaveFormSubmission', headers: { host: B_HOST, 'content-type': 'application/json', ...crumbHeaders(t.app, MINI_ID) }, payload: JSON.stringify(payload(everyFieldForm.id, bKey, {})) });
    expect(res.json().code).toBe('crumbFail');
    await addOwner(t.app);
    const { session } = await signInOwner(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/config/forms', headers: { host: MINI_HOST, cookie: session } })).statusCode).toBe(200);
    const onB = await t.app.inject({ method: 'GET', url: '/config/forms', headers: { host: B_HOST, cookie: session } });
    expect(onB.statusCode).toBe(303);
    expect(onB.headers.location).toMatch(/^\/config\/login/);
  });

  const TRICKS: [string, 'A' | 'B' | 'none'][] = [
    ['MINI.VITRINA.TEST', 'A'], ['mini.vitrina.test.', 'A'], ['mini.vitrina.test:80', 'A'], ['mini.vitrina.test:8443', 'A'], [`${B_HOST}:1`, 'B'],
    ['mini.vitrina.test@otro.vitrina.test', 'none'], ['otro.vitrina.test, mini.vitrina.test', 'none'], ['otro.vitrina.test.mini.vitrina.test', 'none'],
    ['mini.vitrina.test/otro', 'none'], ['mini.vitrina.test%00otro.vitrina.test', 'none'], ['', 'A'], // no Host: the default (first) site, as for localhost ['vitrina.test', 'none'], ['*.vitrina.test', 'none'],
  ];

  it(`${TRICKS.length} Host header tricks, over a real socket, each after the other site was cached: never the other site's page`, async () => {
    const leaks = [];
    for (const [host, site] of TRICKS) {
      for (const first of [MINI_HOST, B_HOST]) {
        await sendOverSocket(port, { method: 'GET', url: '/', headers: { host: first }, label: '' }); // fills the page cache
        const res = await sendOverSocket(port, { method: 'GET', url: '/', headers: { host, 'x-forwarded-host': site === 'A' ? B_HOST : MINI_HOST }, label: '' });
        const title = titleOf(res?.body ?? '');
        const shown = title.includes(B_TITLE) ? 'B' : title.includes(aTitle) ? 'A' : 'none';
        if (res && res.status < 500 && shown !== site && shown !== 'none') leaks.push(`Host ${JSON.stringify(host)} after ${first}: showed ${shown}`);
        if (!res || res.status >= 500) leaks.push(`Host ${JSON.stringify(host)}: ${res?.status}`);
      }
    }
    recordFigure('isolation', 'Host header tricks', TRICKS.length * 2);
    recordFigure('isolation', 'pages of the other site shown', leaks.length);
    expect(leaks).toEqual([]);
  });

  it("a subscription on A: its mail links point to A's address, never to B's", async () => {
    const res = await save(t.app, payload(newsletterForm.id, await agedKey(t.app, t.db), { email: 'lia@ejemplo.com' }, { objectName: 'form-2' }));
    expect(res.statusCode, res.body).toBe(200);
    const mail = await t.db.selectFrom('mail_outbox').select(['html_body', 'text_body']).where('website_id', '=', MINI_ID).where('kind', '=', 'confirmation').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const hosts = [...mail.text_body.matchAll(/https?:\/\/([^/\s]+)\//g)].map((m) => m[1]);
    expect(hosts.length).toBeGreaterThan(0);
    // A's own address: its first custom domain (src/server/sites/address.ts), whatever Host was asked.
    expect(new Set(hosts)).toEqual(new Set([MINI_ADDRESS]));
  });

  // Defect 3 of issue 10: with TRUST_PROXY set, X-Forwarded-Host once picked the host of the mail links.
  it("defect 3: with TRUST_PROXY, X-Forwarded-Host naming B does not move A's mail links to B", async () => {
    const res = await save(t.app, payload(newsletterForm.id, await agedKey(t.app, t.db), { email: 'eva@ejemplo.com' }, { objectName: 'form-2' }), { headers: { 'x-forwarded-host': B_HOST } });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await t.db.selectFrom('mail_outbox').select('text_body').where('website_id', '=', MINI_ID).where('kind', '=', 'confirmation').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(mail.text_body).not.toContain(B_HOST);
  });
});
