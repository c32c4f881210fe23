import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agedKey, MINI_HOST, payload, save } from '../../src/server/forms/test-client.ts';
import { newsletterForm } from '../../src/shared/forms/test-form.ts';
import { createTestApp, readSite } from '../helpers/app.ts';

// Issue 9, "Locked pages": until members can sign in, a page or collection whose permissionType
// is members or password answers the access-denied page (§2 page type 106) with a 403 and
// Cache-Control: no-store; its content is absent from the HTML, and it is left out of
// navigation, summaries and anything listing pages.
const SECRET_PAGE = 'Receta secreta de la abuela';
const SECRET_POST = 'Masa madre para socios';
const LOCKED_FORM = 'f0f0f0f0f0f0f0f0f0f0f0f0';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
  const site = readSite();
  const blog = site.collections.find((c: any) => c.urlId === 'blog');
  site.collections.push(
    {
      id: 'aaaaaaaaaaaaaaaaaaaaaa70', urlId: 'socios', title: 'Página de socios', type: 10, permissionType: 'members',
      description: 'Descripción privada de socios',
      layout: {
        sections: [{ id: 's', rows: [
          { blocks: [{ id: 'b', type: 2, span: 12, data: { html: `<p>${SECRET_PAGE}</p>` } }] },
          // A form only members could see: nobody can reach it, so nobody may post to it.
          { blocks: [{ id: 'f', type: 51, span: 12, data: { ...newsletterForm, id: LOCKED_FORM } }] },
        ] }],
      },
    },
    {
      id: 'aaaaaaaaaaaaaaaaaaaaaa71', urlId: 'club', title: 'Blog del club', type: 1, permissionType: 'password',
      items: [{ ...blog.items[0], id: 'aaaaaaaaaaaaaaaaaaaaaa72', urlId: 'receta', title: SECRET_POST, excerpt: 'Solo para el club' }],
    },
  );
  site.navigation.main.push({ title: 'Socios', href: '/socios' }, { title: 'Club', href: '/club/receta' });
  site.headerFooter.footer.links = [{ title: 'Club del pie', href: '/CLUB' }, { title: 'Blog', href: '/blog' }];
  await t.publish(site);
});
afterAll(() => t.close());

const request = (url: string, method: 'GET' | 'HEAD' = 'GET') => t.app.inject({ method, url, headers: { host: MINI_HOST, 'accept-encoding': 'identity' } });

/** Asserts the access-denied answer: 403, no-store, page type 106, nothing of the locked content. */
function expectDenied(res: Awaited<ReturnType<typeof request>>, method: 'GET' | 'HEAD' = 'GET') {
  expect(res.statusCode).toBe(403);
  expect(res.headers['cache-control']).toContain('no-store');
  expect(res.headers['content-type']).toContain('text/html');
  if (method === 'HEAD') return expect(res.body).toBe('');
  // Members-only: access denied (106); password-locked: the password form (105, test/api/locks.test.ts).
  expect(res.body).toMatch(/"pageType":10[56]/);
  // A password page's form names its lock by the collection's opaque id (docs/locks.md); nothing else.
  const ids = res.body.includes('"pageType":105') ? ['aaaaaaaaaaaaaaaaaaaaaa70'] : ['aaaaaaaaaaaaaaaaaaaaaa70', 'aaaaaaaaaaaaaaaaaaaaaa71'];
  for (const secret of [SECRET_PAGE, SECRET_POST, 'Página de socios', 'Blog del club', 'Descripción privada', 'Solo para el club', ...ids]) {
    expect(res.body).not.toContain(secret);
  }
}

describe('a locked page or collection answers the access-denied page', () => {
  it.each(['/socios', '/socios/', '/Socios', '/SOCIOS/', '/club', '/club/', '/Club', '/club/receta', '/club/receta/', '/CLUB/Receta'])('%s', async (url) => {
    let res = await request(url);
    // A trailing slash is first redirected to the canonical path, like every page.
    if (res.statusCode === 301) res = await request(res.headers.location as string);
    expectDenied(res);
  });

  it('HEAD answers the same status and headers, with no body', async () => {
    expectDenied(await request('/socios', 'HEAD'), 'HEAD');
    expectDenied(await request('/club/receta', 'HEAD'), 'HEAD');
  });

  it('a second request after the first gets no cached copy', async () => {
    const size = t.app.vitrina.htmlCache.size;
    for (let i = 0; i < 3; i++) {
      expectDenied(await request('/socios'));
      expectDenied(await request('/club/receta'));
    }
    expect(t.app.vitrina.htmlCache.size).toBe(size);
  });

  it('an unknown item inside a locked collection is no different from a known one', async () => {
    expectDenied(await request('/club/no-existe'));
  });
});

describe('a form on a locked page', () => {
  it('takes no submission: the form is not published (404 formNotConfigured), and nothing is stored', async () => {
    const key = await agedKey(t.app, t.db);
    const res = await save(t.app, payload(LOCKED_FORM, key, { email: 'intrusa@example.com' }, { collectionId: 'aaaaaaaaaaaaaaaaaaaaaa70' }));
    expect(res.statusCode).toBe(404);
    expect(await t.db.selectFrom('form_submissions').select('id').where('form_id', '=', LOCKED_FORM).execute()).toEqual([]);
  });
});

describe('locked pages are left out of everything that lists pages', () => {
  it('navigation and footer links to a locked page are left out; others stay', async () => {
    for (const url of ['/', '/blog', '/blog/masa-madre', '/tienda', '/search', '/no-existe']) {
      const res = await request(url);
      expect(res.body, url).not.toMatch(/href="\/(socios|club)/i);
      expect(res.body, url).not.toContain('Club del pie');
      expect(res.body, url).toContain('href="/blog"');
    }
  });

  it('public pages never mention the locked content', async () => {
    for (const url of ['/', '/blog', '/tienda', '/search?q=socios']) {
      const res = await request(url);
      for (const secret of [SECRET_PAGE, SECRET_POST, 'Página de socios', 'Blog del club']) expect(res.body, url).not.toContain(secret);
    }
  });
});
