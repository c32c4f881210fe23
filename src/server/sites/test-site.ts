import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';

/** A 24-hex id made from a short tag, readable in test failures ("a1" → "a1a1a1…"). */
export const hexId = (tag: string) => tag.repeat(24).slice(0, 24);

/**
 * A small valid site file for tests of the data layer: a home page with html, accordion and
 * image blocks, a blog with a published post, a draft and an older post, and one image.
 */
export function makeSite(tag = 'a', opts: { identifier?: string; domains?: string[] } = {}): any {
  const id = (n: number) => hexId(tag).slice(0, 22) + String(n).padStart(2, '0');
  const block = (bid: string, type: number, data: unknown) => ({ id: bid, type, span: 4, data });
  const layout = (...blocks: unknown[]) => ({ sections: [{ id: 's1', rows: [{ blocks }] }] });
  return {
    format: 1,
    website: { id: hexId(tag), identifier: opts.identifier ?? `sitio-${tag}`, title: `Sitio ${tag}`, domains: opts.domains ?? [`${tag}.example.com`] },
    settings: { storeSettings: { selectedCurrency: 'MXN' } },
    navigation: { main: [{ title: 'Inicio', href: '/' }] },
    headerFooter: { header: { logoMediaId: 'foto' }, footer: { text: 'Pie' } },
    homePage: 'inicio',
    media: [{ id: 'foto', file: 'foto.png', alt: 'Una foto', focalPoint: { x: 0.25, y: 0.75 } }],
    collections: [
      {
        id: id(1), urlId: 'inicio', title: 'Inicio', type: 10, description: 'La portada',
        layout: layout(
          block('texto', 2, { html: '<h2>Hola</h2><p onclick="robar()">Texto <a href="javascript:alert(1)">malo</a> <a href="/blog">bueno</a></p><script>alert(1)</script>' }),
          block('faq', 69, { items: [{ title: '¿Qué?', html: '<p>Esto<img src=x onerror="alert(2)"></p>' }] }),
          block('imagen', 5, { mediaId: 'foto' }),
        ),
      },
      {
        id: id(2), urlId: 'blog', title: 'Blog', type: 1,
        items: [
          { id: id(3), urlId: 'viejo', title: 'Viejo', recordType: 1, publishedOn: '2025-01-01T00:00:00Z', tags: ['pan'] },
          { id: id(4), urlId: 'nuevo', title: 'Nuevo', recordType: 1, publishedOn: '2026-02-01T10:30:00.000Z', excerpt: 'Lo último', mediaId: 'foto' },
          { id: id(5), urlId: 'borrador', title: 'Borrador', recordType: 1, status: 'draft', publishedOn: '2026-03-01T00:00:00Z' },
        ],
      },
    ],
  };
}

/** A temp folder holding `foto.png` (width × height), to publish `makeSite()` from. */
export async function makeSiteDir(width = 1200, height = 800): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'vitrina-site-'));
  await sharp({ create: { width, height, channels: 3, background: '#c96' } }).png().toFile(join(dir, 'foto.png'));
  return dir;
}

/** A fresh, empty media folder. */
export function makeMediaDir(): string {
  // `<dataDir>/media` of a data folder of its own: shipped files and downloads go beside it (`files/`, `downloads/`).
  const dir = join(mkdtempSync(join(tmpdir(), 'vitrina-data-')), 'media');
  mkdirSync(dir, { recursive: true });
  return dir;
}
