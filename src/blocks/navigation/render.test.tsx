// @vitest-environment happy-dom
import * as v from 'valibot';
import { dom, renderBlock } from '../../../test/helpers/render-block.tsx';

import { describe, expect, it } from 'vitest';
import { BlockType } from '../../shared/enums.ts';
import { blockMeta } from '../schemas.ts';
import { NavigationData } from './navigation.schema.ts';
import meta from './meta.ts';

const nav = (data: unknown, path?: string) => dom(renderBlock(BlockType.NAVIGATION, data, { path }));
const current = (root: HTMLElement) => [...root.querySelectorAll('a')].map((a) => `${a.textContent}:${a.getAttribute('aria-current') ?? '-'}`);

describe('navigation block (type 1)', () => {
  it('is the folder of type 1 and reads the current page and the site', () => {
    expect(blockMeta(BlockType.NAVIGATION)).toBe(meta);
    expect(meta.reads).toEqual(['current', 'site']);
  });

  it('defaults, and what it refuses', () => {
    expect(v.parse(NavigationData, {})).toEqual({ label: '', layout: 'horizontal', align: 'left' });
    for (const bad of [{ layout: 'grid' }, { align: 'top' }, { links: [{ title: 'x', href: 'javascript:alert(1)' }] }, { links: [{ title: '', href: '/' }] }, { label: 'x'.repeat(101) }]) {
      expect(v.safeParse(NavigationData, bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('renders the site navigation in a named nav landmark, the current page marked', () => {
    const root = nav({}, '/tienda');
    expect(root.querySelector('nav')?.getAttribute('aria-label')).toBe('Navegación del sitio');
    expect(current(root)).toEqual(['Inicio:-', 'Blog:-', 'Tienda:page']);
    expect(current(nav({}, '/'))).toEqual(['Inicio:page', 'Blog:-', 'Tienda:-']);
    expect(current(nav({}, '/blog/un-post'))).toEqual(['Inicio:-', 'Blog:true', 'Tienda:-']);
  });

  it('its own links and label instead of the site navigation', () => {
    const root = nav({ label: 'Atajos', layout: 'vertical', links: [{ title: 'Nosotros', href: '/nosotros' }, { title: 'Instagram', href: 'https://instagram.com/cafealtura' }] });
    expect(root.querySelector('nav')?.getAttribute('aria-label')).toBe('Atajos');
    expect(root.querySelector('nav')?.className).toContain('nav-block--vertical');
    expect(current(root)).toEqual(['Nosotros:page', 'Instagram:-']);
  });

  it('leaves out a site navigation link whose href is not safe', () => {
    const root = dom(renderBlock(BlockType.NAVIGATION, {}, { site: { navigation: [{ title: 'Mal', href: 'javascript:alert(1)' }, { title: 'Blog', href: '/blog' }] } }));
    expect(current(root)).toEqual(['Blog:-']);
  });

  it('renders nothing when there is nothing to link', () => {
    expect(renderBlock(BlockType.NAVIGATION, {}, { site: { navigation: [] } })).toBe('');
  });
});
