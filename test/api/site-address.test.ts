import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { agedKey, MINI_HOST, payload, save, siteWithForms } from '../../src/server/forms/test-client.ts';
import { newsletterForm } from '../../src/shared/forms/test-form.ts';
import { SiteFileError } from '../../src/server/sites/publish.ts';
import { createTestApp, readSite } from '../helpers/app.ts';

// Issue 10, defects 2, 3 and 5: which site a request is for, and the address a site's links
// are made from. The mini site answers on pan.example.com (its first custom domain) and
// mini.vitrina.test (its built-in address, APP_DOMAIN=vitrina.test).
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true' });
  await t.publish(siteWithForms(readSite()));
});
afterAll(() => t.close());

const get = (host: string, url = '/', headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { host, ...headers } });

/** A second site whose file lists `domains`. */
function otherSite(domains: string[]) {
  const other = readSite();
  other.website = { id: 'bbbbbbbbbbbbbbbbbbbbbbbb', identifier: 'otro', title: 'Florería Otra', domains };
  other.collections = [{ ...other.collections[0], id: 'bbbbbbbbbbbbbbbbbbbbbb01' }];
  return other;
}

/** The issues of a refused publish (fails the test when the publish passes). */
async function refusal(site: unknown): Promise<{ path: string; message: string }[]> {
  const err = await t.publish(site).then(() => undefined, (e: unknown) => e);
  expect(err).toBeInstanceOf(SiteFileError);
  return (err as SiteFileError).issues;
}

describe('defect 2: one site cannot take another site’s address', () => {
  it("a site file listing another site's built-in address is refused at import, naming the domain", async () => {
    const issues = await refusal(otherSite(['flores.example.com', 'mini.vitrina.test']));
    expect(issues).toEqual([{ path: 'website.domains.1', message: expect.stringContaining('mini.vitrina.test') }]);
    // Nothing was written: the demo site keeps its address, sign-in page included.
    expect((await get('mini.vitrina.test')).body).toContain('Panadería Mini');
    expect((await get('mini.vitrina.test', '/config/login')).body).toContain('Panadería Mini');
    expect((await get('flores.example.com')).statusCode).toBe(404);
  });

  it.each(['vitrina.test', 'nadie.vitrina.test', 'a.b.vitrina.test'])('any name under APP_DOMAIN (%s) is refused as a custom domain', async (domain) => {
    const issues = await refusal(otherSite([domain]));
    expect(issues[0]).toMatchObject({ path: 'website.domains.0', message: expect.stringContaining(domain) });
  });

  it("another site's custom domain is refused", async () => {
    const issues = await refusal(otherSite(['pan.example.com']));
    expect(issues[0]).toMatchObject({ path: 'website.domains.0', message: expect.stringContaining('pan.example.com') });
  });

  it('a custom domain row can never shadow a built-in address (rows written before the rule)', async () => {
    await t.publish(otherSite(['flores.example.com']));
    await t.db.insertInto('domains').values({ host: 'mini.vitrina.test', website_id: 'bbbbbbbbbbbbbbbbbbbbbbbb' }).execute();
    t.app.vitrina.siteChanged('bbbbbbbbbbbbbbbbbbbbbbbb');
    try {
      expect((await get('mini.vitrina.test')).body).toContain('Panadería Mini');
      expect((await get('mini.vitrina.test', '/config/login')).body).toContain('Panadería Mini');
      expect((await get('otro.vitrina.test')).body).toContain('Florería Otra');
    } finally {
      await t.db.deleteFrom('domains').where('host', '=', 'mini.vitrina.test').execute();
      t.app.vitrina.siteChanged('bbbbbbbbbbbbbbbbbbbbbbbb');
    }
  });
});

describe('defect 3: links come from the site’s own address, never from request headers', () => {
  const evil = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' };

  it('newsletter confirmation and unsubscribe links point to the primary domain even with X-Forwarded-Host', async () => {
    const key = await agedKey(t.app, t.db);
    const res = await save(t.app, payload(newsletterForm.id, key, { email: 'ana@ejemplo.com' }, { pagePath: '/' }), { headers: evil });
    expect(res.statusCode).toBe(200);
    const mail = await t.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', 'ana@ejemplo.com').executeTakeFirstOrThrow();
    const links = mail.text_body.match(/\S+\?token=\S+/g) ?? [];
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toMatch(/^https:\/\/pan\.example\.com\/newsletter\/(confirm|unsubscribe)\?token=/);
    expect(`${mail.text_body}${mail.html_body ?? ''}`).not.toContain('evil.example');
  });

  it('canonical and og:url of a page come from the site address, whatever Host or X-Forwarded-Host say', async () => {
    for (const host of [MINI_HOST, 'pan.example.com', 'localhost:3000']) {
      const res = await get(host, '/blog', evil);
      expect(res.body).toContain('<link rel="canonical" href="https://pan.example.com/blog"/>');
      expect(res.body).toContain('<meta property="og:url" content="https://pan.example.com/blog"/>');
      expect(res.body).not.toContain('evil.example');
    }
  });

  it('a site without a custom domain uses https://<identifier>.<APP_DOMAIN>', async () => {
    await t.publish(otherSite([]));
    const res = await get('otro.vitrina.test', '/', evil);
    expect(res.body).toContain('<link rel="canonical" href="https://otro.vitrina.test/"/>');
  });
});

describe('defect 5: the page cache is keyed by site, never by the raw Host', () => {
  it('requests on other ports and loopback addresses share one render, with no port in absolute URLs', async () => {
    const hosts = ['localhost:3000', 'localhost:3001', '127.0.0.1:4000', '127.0.0.2', '[::1]:5000', 'PAN.example.com:8443'];
    const before = t.app.vitrina.htmlCache.size;
    const bodies = new Set<string>();
    for (const host of hosts) {
      const res = await get(host, '/preguntas');
      expect(res.statusCode).toBe(200);
      bodies.add(res.body);
    }
    expect(t.app.vitrina.htmlCache.size - before).toBe(1);
    expect(bodies.size).toBe(1);
    expect([...bodies][0]).not.toMatch(/https?:\/\/[^"\s/]+:\d+/);
  });

  it('1,200 random Host names (more than the unknown-host bound) neither grow the caches nor push out the real site', async () => {
    const size = t.app.vitrina.htmlCache.size;
    // The clock stands still, so the real site's 2 s answer cannot simply expire during the flood.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      expect((await get(MINI_HOST, '/preguntas')).statusCode).toBe(200);
      for (let i = 0; i < 1200; i++) {
        const res = await get(`x${i}-${Math.random().toString(36).slice(2)}.vitrina.test:${1000 + i}`, '/preguntas');
        expect(res.statusCode).toBe(404);
      }
      expect(t.app.vitrina.htmlCache.size).toBe(size);
      expect(t.app.vitrina.tenants.size).toBeLessThanOrEqual(t.app.vitrina.tenants.maxUnknown + 10);
      // The real site's host is still answered from memory: no query.
      const queries = vi.spyOn(t.db, 'selectFrom');
      expect((await get(MINI_HOST, '/preguntas')).statusCode).toBe(200);
      expect(queries).not.toHaveBeenCalled();
      queries.mockRestore();
    } finally {
      vi.useRealTimers();
    }
  }, 60_000);
});

describe('the site is resolved once per request (req.site)', () => {
  /** How many times the Host is resolved while `call` runs. */
  async function lookups(call: () => Promise<unknown>): Promise<number> {
    const spy = vi.spyOn(t.app.vitrina.tenants, 'resolve');
    try {
      await call();
      return spy.mock.calls.length;
    } finally {
      spy.mockRestore();
    }
  }

  it('a form submission, a page, the sign-in page and a media file each resolve it once', async () => {
    const key = await agedKey(t.app, t.db);
    expect(await lookups(() => save(t.app, payload(newsletterForm.id, key, { email: 'una-vez@ejemplo.com' }, { pagePath: '/' })))).toBe(1);
    expect(await lookups(() => get(MINI_HOST, '/blog'))).toBe(1);
    expect(await lookups(() => get(MINI_HOST, '/config/login'))).toBe(1);
    expect(await lookups(() => get(MINI_HOST, '/media/aaaaaaaaaaaaaaaaaaaaaaaa/nada.webp'))).toBe(1);
  });

  it('paths that serve no site do not look it up', async () => {
    expect(await lookups(() => get(MINI_HOST, '/healthz'))).toBe(0);
    expect(await lookups(() => get(MINI_HOST, '/assets/nada.js'))).toBe(0);
  });
});
