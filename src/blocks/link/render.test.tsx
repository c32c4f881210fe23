// @vitest-environment happy-dom
import * as v from 'valibot';
import { dom, renderBlock } from '../../../test/helpers/render-block.tsx';

import { describe, expect, it } from 'vitest';
import { BlockType } from '../../shared/enums.ts';
import { blockMeta } from '../schemas.ts';
import { LinkData } from './link.schema.ts';
import meta from './meta.ts';

const link = (type: number, data: unknown, path = '/tienda') => dom(renderBlock(type, data, { path })).querySelector('a');

describe('link (13) and collection link (12) blocks', () => {
  it('one folder renders both types', () => {
    expect(blockMeta(BlockType.LINK)).toBe(meta);
    expect(blockMeta(BlockType.COLLECTION_LINK)).toBe(meta);
    expect(meta.reads).toEqual(['current', 'site']);
  });

  it('defaults, and what it refuses: exactly one of href and collection; a title for an href; no script URLs', () => {
    expect(v.parse(LinkData, { href: '/blog', title: 'Blog' })).toEqual({ href: '/blog', title: 'Blog', description: '', newWindow: false });
    expect(v.parse(LinkData, { collection: 'blog' })).toEqual({ collection: 'blog', description: '', newWindow: false });
    for (const bad of [{}, { href: '/blog' }, { href: '/blog', collection: 'blog', title: 'x' }, { href: 'javascript:alert(1)', title: 'x' },
      { collection: '../x' }, { collection: 'blog', description: 'x'.repeat(301) }, { href: 'data:text/html,x', title: 'x' }]) {
      expect(v.safeParse(LinkData, bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('a link: its title, description and href; current when it leads here', () => {
    const a = link(BlockType.LINK, { href: '/tienda', title: 'Compra café en grano', description: 'Envíos a todo México' })!;
    expect(a.getAttribute('href')).toBe('/tienda');
    expect(a.getAttribute('aria-current')).toBe('page');
    expect(a.querySelector('.link-block__title')?.textContent).toBe('Compra café en grano');
    expect(a.querySelector('.link-block__description')?.textContent).toBe('Envíos a todo México');
    expect(a.hasAttribute('target')).toBe(false);
  });

  it('an outside link in a new window says so and drops the opener', () => {
    const a = link(BlockType.LINK, { href: 'https://instagram.com/cafealtura', title: 'Instagram', newWindow: true })!;
    expect([a.getAttribute('target'), a.getAttribute('rel')]).toEqual(['_blank', 'noopener noreferrer']);
    expect(a.textContent).toBe('Instagram (se abre en una ventana nueva)');
    expect(a.hasAttribute('aria-current')).toBe(false);
    // Inside the site a new window is not offered.
    expect(link(BlockType.LINK, { href: '/blog', title: 'Blog', newWindow: true })!.hasAttribute('target')).toBe(false);
  });

  it('a collection link follows the site: its title and address, the home page at /; unknown renders nothing', () => {
    const a = link(BlockType.COLLECTION_LINK, { collection: 'blog' }, '/blog/un-post')!;
    expect([a.getAttribute('href'), a.querySelector('.link-block__title')?.textContent, a.getAttribute('aria-current')]).toEqual(['/blog', 'Blog', 'true']);
    expect(link(BlockType.COLLECTION_LINK, { collection: 'inicio', title: 'Volver al inicio' })!.getAttribute('href')).toBe('/');
    expect(link(BlockType.COLLECTION_LINK, { collection: 'c0000000000000000000tien' })!.getAttribute('href')).toBe('/tienda');
    expect(renderBlock(BlockType.COLLECTION_LINK, { collection: 'privado' })).toBe('');
  });
});
