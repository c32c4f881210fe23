import { describe, expect, it } from 'vitest';
import { CollectionType, PageType } from '../../shared/enums.ts';
import { renderPage } from '../render.tsx';
import { fixtureAssets, fixtureMedia, fixtureSite } from '../test-fixtures.ts';
import type { CoverPage } from '../../model/cover-page.ts';
import type { PageModel } from '../context.ts';

// The cover page (§2 page type 3, docs/site-states.md) as rendered by the server.
function coverHtml(cover: Partial<CoverPage> | undefined) {
  const site = fixtureSite();
  site.media = { ...site.media, portada: fixtureMedia('portada') };
  site.settings.announcementBar = { enabled: true, text: 'Envío gratis', dismissable: false, version: '1' } as never;
  const collection: PageModel['collection'] = {
    id: 'bbbbbbbbbbbbbbbbbbbbbb01', urlId: 'portada', title: 'Bienvenida', type: CollectionType.SPLASH_PAGE, description: '', permissionType: 'public' as const,
    layout: { columns: 12 as const, sections: [] },
    ...(cover ? { cover: { layout: 'centred' as const, overlay: 'dark' as const, text: '', buttons: [], social: [], ...cover } } : {}),
  };
  return renderPage({ site, pageType: PageType.SPLASH_PAGE, path: '/portada', title: 'Bienvenida', description: '', collection }, fixtureAssets);
}

describe('CoverPageView', () => {
  it.each(['centred', 'card', 'split'] as const)('%s: one h1, the layout class, the image eager at its focal point, no header, footer or bars', (layout) => {
    const html = coverHtml({ layout, mediaId: 'portada', focalPoint: { x: 0.1, y: 0.9 }, title: 'Abrimos en mayo' });
    expect(html).toContain(`class="cover cover--${layout} cover--overlay-dark"`);
    expect(html.match(/<h1/g)?.length).toBe(1);
    expect(html).toContain('<h1 class="cover__title">Abrimos en mayo</h1>');
    expect(html).toContain('object-position:10% 90%');
    expect(html).toMatch(/<img class="cover__image"[^>]*fetchPriority="high"|<img class="cover__image"[^>]*fetchpriority="high"/);
    expect(html).toContain('alt=""');
    expect(html).not.toContain('site-header');
    expect(html).not.toContain('site-footer');
    expect(html).not.toContain('announcement-bar');
    // Shared with its image.
    expect(html).toContain('<meta property="og:image" content="https://cafe-aurora');
  });

  it('without an image: the theme colours, no overlay; without a cover: the collection title', () => {
    const plain = coverHtml({ layout: 'card' });
    expect(plain).toContain('class="cover cover--card cover--overlay-none cover--plain"');
    expect(plain).not.toContain('cover__image');
    expect(coverHtml(undefined)).toContain('<h1 class="cover__title">Bienvenida</h1>');
  });

  it('social links: unknown hosts are named by their host, email by the catalogue, each opens safely', () => {
    const html = coverHtml({ social: [{ url: 'https://tienda.example.com/x', label: '' }, { url: 'mailto:hola@aurora.mx', label: '' }] });
    expect(html).toContain('tienda.example.com');
    expect(html).toContain('Correo electrónico');
    expect(html).toContain('rel="noopener noreferrer"');
  });
});
