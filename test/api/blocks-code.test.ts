import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../src/server/http/security.ts';
import { BlockType } from '../../src/shared/enums.ts';
import { OWNER_FRAME_POLICY, ownerFramePath } from '../../src/shared/owner-frame.ts';
import { createTestApp, readSite } from '../helpers/app.ts';

// Owner code that runs (code blocks marked to run, html blocks with scripts) is served only from
// its frame route, from the published site, on a site that allows owner scripts; pages never
// carry it and keep their strict policy.
const MINI = 'mini.vitrina.test';
const OTHER = 'otro.vitrina.test';
const PAGE = 'aaaaaaaaaaaaaaaaaaaaaa91';
const LOCKED = 'aaaaaaaaaaaaaaaaaaaaaa92';
const RUN = '<p id="hola">hola</p><script>document.getElementById("hola").textContent = "adiós"</script>';
const HTML_SCRIPT = '<p>Widget</p><script src="https://widget.example/w.js"></script>';

let t: Awaited<ReturnType<typeof createTestApp>>;

const page = (id: string, urlId: string, blocks: unknown[], extra: object = {}) => ({
  id, urlId, title: 'Código', type: 10, ...extra,
  layout: { sections: [{ id: 's', rows: blocks.map((block) => ({ blocks: [block] })) }] },
});
const codePage = (id: string, urlId: string, extra: object = {}) =>
  page(id, urlId, [
    { id: 'corre', type: BlockType.CODE, data: { code: RUN, run: true, title: 'Saludo' } },
    { id: 'texto', type: BlockType.CODE, data: { code: RUN, language: 'html' } },
    { id: 'widget', type: BlockType.HTML, data: { html: HTML_SCRIPT } },
    { id: 'simple', type: BlockType.HTML, data: { html: '<p>Sin scripts</p>' } },
    { id: 'md', type: BlockType.MARKDOWN, data: { markdown: '**Notas** <script>alert(1)</script>' } },
  ], extra);

beforeAll(async () => {
  t = await createTestApp();
  const mini = readSite();
  mini.settings.ownerScripts = true;
  mini.collections.push(codePage(PAGE, 'codigo'), codePage(LOCKED, 'socios', { permissionType: 'password' }));
  await t.publish(mini);
  const other = readSite();
  other.website = { id: 'bbbbbbbbbbbbbbbbbbbbbbbb', identifier: 'otro', title: 'Florería Otra', domains: ['flores.example.com'] };
  other.collections = [{ ...other.collections[0], id: 'bbbbbbbbbbbbbbbbbbbbbb01' }, codePage('bbbbbbbbbbbbbbbbbbbbbb02', 'codigo')];
  await t.publish(other);
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, host = MINI, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { host, ...headers } });

describe('the frame route', () => {
  it('answers a code block marked to run with its code, in a document with its own sandbox policy', async () => {
    const res = await get(ownerFramePath(PAGE, 'corre'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toBe(OWNER_FRAME_POLICY);
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.body).toContain(`<body>${RUN}<script>`);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('revalidates with its ETag (304 when unchanged)', async () => {
    const first = await get(ownerFramePath(PAGE, 'corre'));
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const again = await get(ownerFramePath(PAGE, 'corre'), MINI, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers an html block with scripts with its HTML as written (kept at publish)', async () => {
    const res = await get(ownerFramePath(PAGE, 'widget'));
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<body>${HTML_SCRIPT}<script>`);
  });

  it('404 (§8 JSON) for an unknown page or block, a block with nothing to run, a locked page, another site\'s page', async () => {
    for (const url of [
      ownerFramePath('aaaaaaaaaaaaaaaaaaaaaa99', 'corre'),
      ownerFramePath(PAGE, 'nada'),
      ownerFramePath(PAGE, 'texto'),
      ownerFramePath(PAGE, 'simple'),
      ownerFramePath(PAGE, 'md'),
      ownerFramePath(LOCKED, 'corre'),
      ownerFramePath('bbbbbbbbbbbbbbbbbbbbbb02', 'corre'),
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      expect(res.body).not.toContain('hola');
    }
  });

  it('404 everywhere on a site that does not allow owner scripts', async () => {
    for (const block of ['corre', 'widget']) expect((await get(ownerFramePath('bbbbbbbbbbbbbbbbbbbbbb02', block), OTHER)).statusCode).toBe(404);
  });

  it('takes nothing from the request: a query or body cannot name code', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${ownerFramePath(PAGE, 'nada')}?code=${encodeURIComponent('<script>x()</script>')}`, headers: { host: MINI } });
    expect(res.statusCode).toBe(404);
    // Only GET is served: a POST is refused before any route (no crumb) and never echoes.
    const post = await t.app.inject({ method: 'POST', url: ownerFramePath(PAGE, 'corre'), headers: { host: MINI }, payload: { code: '<b>x</b>' } });
    expect([403, 404]).toContain(post.statusCode);
    expect(post.body).not.toContain('<b>x</b>');
  });
});

describe('the page keeps its strict policy and never carries owner scripts', () => {
  it('with owner scripts: placeholders for the frames, no script of the owner, the default policy', async () => {
    const res = await get('/codigo');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(res.body).toContain(`data-frame-src="${ownerFramePath(PAGE, 'corre')}"`);
    expect(res.body).toContain(`data-frame-src="${ownerFramePath(PAGE, 'widget')}"`);
    expect(res.body).not.toContain('widget.example');
    expect(res.body).not.toContain('getElementById(&quot;hola&quot;)</script>');
    expect(res.body).not.toMatch(/<script>document|alert\(1\)/);
    // The listing shows the code as escaped text.
    expect(res.body).toContain('<pre class="code-block__pre" tabindex="0" role="region" aria-label="Código en HTML, XML">');
  });

  it('without owner scripts: code as text, html scripts stripped, no frame', async () => {
    const res = await get('/codigo', OTHER);
    expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(res.body).not.toContain('data-frame-src');
    expect(res.body).not.toContain('widget.example');
    expect(res.body).toContain('<div class="rich-text align-left"><p>Widget</p></div>');
  });
});
