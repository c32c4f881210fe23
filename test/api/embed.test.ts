import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../src/server/http/security.ts';
import { BlockType } from '../../src/shared/enums.ts';
import { createTestApp, readSite } from '../helpers/app.ts';

// The embed block (22) on published sites: a page frames exactly the origin its embed names,
// other pages and other sites do not, and a hostile URL in a site file widens no policy.
const MINI = 'mini.vitrina.test';
const OTHER = 'otro.vitrina.test';
const HOSTILE = [
  'javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'http://a.example/x', 'https://127.0.0.1/x', 'https://[::1]/x',
  'https://localhost/x', 'https://a.example:8443/x', 'https://u:p@a.example/x', "https://a.example/'unsafe-inline'", 'https://a.example/"x',
  'https://a.example/ x', 'https://*.example/x', '*', "https://a.example; script-src 'unsafe-inline'", 'https://a.example,https://evil.example',
];

let t: Awaited<ReturnType<typeof createTestApp>>;
let warnings: { path: string; message: string }[];

const page = (id: string, urlId: string, blocks: unknown[]) => ({
  id, urlId, title: 'Embed', type: 10,
  layout: { sections: [{ id: 's', rows: blocks.map((block) => ({ blocks: [block] })) }] },
});
const embed = (id: string, data: unknown) => ({ id, type: BlockType.EMBED, data });

beforeAll(async () => {
  t = await createTestApp();
  const mini = readSite();
  mini.collections.push(
    page('aaaaaaaaaaaaaaaaaaaaaa81', 'integracion', [embed('mapa', { url: 'https://a.example/mapa?x=1', title: 'Cómo llegar', posterId: 'taza' })]),
    page('aaaaaaaaaaaaaaaaaaaaaa82', 'fragmento', [embed('lista', { html: '<iframe src="https://c.example/embed/1" width="300" height="380"></iframe>' })]),
    page('aaaaaaaaaaaaaaaaaaaaaa83', 'hostil', [
      ...HOSTILE.map((url, i) => embed(`u${i}`, { url })),
      ...HOSTILE.map((url, i) => embed(`h${i}`, { html: `<iframe src="${url.replace(/"/g, '&quot;')}"></iframe>` })),
      { id: 'v', type: BlockType.VIDEO, data: { url: 'https://127.0.0.1/video' } },
    ]),
  );
  warnings = (await t.publish(mini)).warnings;
  const other = readSite();
  other.website = { id: 'bbbbbbbbbbbbbbbbbbbbbbbb', identifier: 'otro', title: 'Florería Otra', domains: ['flores.example.com'] };
  other.collections = [
    { ...other.collections[0], id: 'bbbbbbbbbbbbbbbbbbbbbb01' },
    page('bbbbbbbbbbbbbbbbbbbbbb02', 'integracion', [embed('b', { url: 'https://b.example/player' })]),
  ];
  await t.publish(other);
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, host = MINI) => t.app.inject({ method: 'GET', url, headers: { host } });
const policy = async (url: string, host = MINI) => String((await get(url, host)).headers['content-security-policy']);

describe('an embed page allows its own frame origin, nowhere else', () => {
  it('a page whose embed names https://a.example allows exactly that frame origin', async () => {
    expect(await policy('/integracion')).toBe(`${CONTENT_SECURITY_POLICY}; frame-src 'self' https://a.example`);
  });

  it('an iframe snippet allows the origin of its src', async () => {
    expect(await policy('/fragmento')).toBe(`${CONTENT_SECURITY_POLICY}; frame-src 'self' https://c.example`);
  });

  it('other pages of the same site keep the strict default', async () => {
    for (const path of ['/', '/preguntas', '/blog']) expect(await policy(path), path).toBe(CONTENT_SECURITY_POLICY);
  });

  it('another site allows its own embed origin and never the first site’s', async () => {
    expect(await policy('/integracion', OTHER)).toBe(`${CONTENT_SECURITY_POLICY}; frame-src 'self' https://b.example`);
    expect(await policy('/', OTHER)).toBe(CONTENT_SECURITY_POLICY);
    expect(await policy('/integracion')).not.toContain('b.example');
  });

  it('hostile URLs and snippets add nothing to the policy, and show the §8 error', async () => {
    const res = await get('/hostil');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(res.body.match(/La integración del video no es válida\./g)).toHaveLength(HOSTILE.length * 2 + 1);
    expect(res.body).not.toContain('data-video-src');
    expect(res.body).not.toContain('javascript:alert');
    expect(res.body).not.toContain('<iframe');
  });
});

describe('the embed markup and the owner’s warning', () => {
  it('the placeholder holds the URL as given; nothing is framed, the poster is not shown', async () => {
    const { body } = await get('/integracion');
    expect(body).toContain('data-video-src="https://a.example/mapa?x=1"');
    expect(body).toContain('aria-label="Mostrar contenido insertado: Cómo llegar"');
    expect(body).not.toContain('<iframe');
    expect(body).not.toContain('video-block__poster" src');
    expect(body).not.toContain('imágenes destacadas');
  });

  it('a poster on an embed that is no video is a publish warning naming the block and its page', () => {
    expect(warnings).toContainEqual({
      path: 'collections.4.layout.sections.0.rows.0.blocks.0.data',
      message:
        'El bloque «mapa» de la página «/integracion»: Las imágenes destacadas personalizadas solo están disponibles con videos insertados. Vuelve a la configuración de inserción para desactivar las imágenes destacadas.',
    });
  });
});
