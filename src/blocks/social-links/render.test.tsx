import * as v from 'valibot';
import { renderStaticMarkup } from '../../page/static-markup/render.ts';
import { describe, expect, it } from 'vitest';
import { createRenderContext, pageOrigins } from '../../page/render-context.ts';
import { fixtureAssets, fixturePage } from '../../page/test-fixtures.ts';
import { BlockType } from '../../shared/enums.ts';
import { blockMeta, blockSchemas } from '../schemas.ts';
import { blockDefinition, contextFor } from '../registry.ts';
import meta from './meta.ts';
import { SocialLinksData } from './social-links.schema.ts';

function render(input: unknown, type: number = BlockType.SOCIAL_LINKS) {
  const def = blockDefinition(type)!;
  const data = v.parse(def.data, input);
  return renderStaticMarkup(<>{def.render!({ id: 'b', data, span: 6 }, contextFor(def, createRenderContext(fixturePage([]), fixtureAssets)))}</>);
}

describe('social links: schema and meta', () => {
  it('renders types 19, 48 and 54, reads only the current page, loads no third party', () => {
    for (const type of [BlockType.SOCIAL_LINKS, BlockType.SOCIAL_ACCOUNT_LINKS, BlockType.SOCIAL_ACCOUNT_LINKS_V2]) expect(blockMeta(type)).toBe(meta);
    expect(meta.reads).toEqual(['current']);
    expect(pageOrigins([{ id: 's', type: 19, span: 6, data: { kind: 'share' } }])).toEqual([]);
  });
  it('defaults, and what it refuses', () => {
    expect(v.parse(SocialLinksData, {})).toEqual({
      kind: 'follow', title: '', links: [], networks: ['whatsapp', 'facebook', 'x', 'linkedin', 'pinterest', 'email'], copyLink: true, showLabels: false, size: 'medium', align: 'left',
    });
    for (const bad of [{ kind: 'feed' }, { links: [{}] }, { links: [{ url: 3 }] }, { networks: ['myspace'] }, { size: 'huge' }, { links: Array(21).fill({ url: 'https://x.com/a' }) }]) {
      expect(v.safeParse(SocialLinksData, bad).success, JSON.stringify(bad).slice(0, 60)).toBe(false);
    }
  });
});

describe('social links: follow', () => {
  const links = [
    { url: 'https://www.instagram.com/cafealtura.mx' },
    { url: 'javascript:alert(1)' },
    { url: 'https://wa.me/525552641187', label: 'WhatsApp de la cafetería' },
    { url: 'https://www.instagram.com/cafealtura.mx' },
    { url: 'mailto:hola@cafealtura.mx' },
    { url: 'https://cafealtura.mx/blog' },
  ];
  it('icon links with accessible names; unsafe and repeated URLs dropped; new tab said', () => {
    const html = render({ links, title: 'Síguenos' });
    expect(html).toContain('<ul class="social-list" aria-label="Síguenos">');
    expect(html.match(/<li>/g)).toHaveLength(4);
    expect(html).toContain('href="https://www.instagram.com/cafealtura.mx" target="_blank" rel="noopener noreferrer"><svg class="social-icon"');
    expect(html).toContain('<span class="visually-hidden">Instagram</span><span class="visually-hidden"> (se abre en una ventana nueva)</span>');
    expect(html).toContain('<span class="visually-hidden">WhatsApp de la cafetería</span>');
    expect(html).toContain('href="mailto:hola@cafealtura.mx"><svg');
    expect(html).toContain('<span class="visually-hidden">Correo electrónico</span></a>');
    expect(html).toContain('<span class="visually-hidden">cafealtura.mx</span>');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('aria-hidden="true"');
    expect(html).not.toContain('data-block-script');
    expect(html).not.toMatch(/<img|<script|<iframe/);
  });
  it('a dropped link is a publish warning; share data warns about nothing', () => {
    const warn = (data: unknown) => blockSchemas.warnings!(BlockType.SOCIAL_ACCOUNT_LINKS_V2, v.parse(SocialLinksData, data));
    expect(warn({ links })).toEqual(['El enlace «javascript:alert(1)» no se muestra: solo se aceptan direcciones http(s) y de correo (mailto:).']);
    expect(warn({ kind: 'share', links })).toEqual([]);
  });
  it('visible labels on demand; nothing at all without a valid link', () => {
    expect(render({ links, showLabels: true })).toContain('<span class="social-list__label">Instagram</span>');
    expect(render({ links: [{ url: 'javascript:x' }] })).toBe('');
  });
});

describe('social links: share', () => {
  it('links built from the page URL and title, a copy button held until the script', () => {
    const html = render({ kind: 'share', title: 'Comparte esta página' });
    expect(html).toContain('<div class="share-buttons" data-block-script="social-links">');
    expect(html).toContain('<ul class="social-list" aria-label="Compartir esta página">');
    const page = encodeURIComponent('https://cafe-aurora.vitrina.test/nosotros');
    expect(html).toContain(`href="https://www.facebook.com/sharer/sharer.php?u=${page}" target="_blank" rel="noopener noreferrer"`);
    expect(html).toContain('Compartir en WhatsApp');
    expect(html).toContain('Compartir en X');
    expect(html).toContain('href="mailto:?subject=');
    expect(html).toContain('Enviar por correo');
    expect(html).toContain('<li data-share-copy="" hidden="">');
    expect(html).toContain('data-share-url="https://cafe-aurora.vitrina.test/nosotros"');
    expect(html).toContain('role="status"');
    expect(html).toContain('data-copied="Enlace copiado."');
  });
  it('only the chosen networks; no copy button means no script', () => {
    const html = render({ kind: 'share', networks: ['whatsapp', 'email'], copyLink: false });
    expect(html.match(/<li>/g)).toHaveLength(2);
    expect(html).not.toContain('data-block-script');
    expect(html).not.toContain('role="status"');
  });
});
