// @vitest-environment happy-dom
import * as v from 'valibot';
import { dom, renderBlock } from '../../../test/helpers/render-block.tsx';

import { describe, expect, it } from 'vitest';
import { BlockType } from '../../shared/enums.ts';
import { blockMeta } from '../schemas.ts';
import { INDEX_MAX_PAGES, IndexData } from './index.schema.ts';
import meta from './meta.ts';

const index = (data: unknown, path = '/nosotros') => dom(renderBlock(BlockType.INDEX, data, { path }));
const entries = (root: HTMLElement) => [...root.querySelectorAll('a')].map((a) => `${a.querySelector('.index-block__title')?.textContent} ${a.getAttribute('href')} ${a.getAttribute('aria-current') ?? '-'}`);

describe('index block (type 11)', () => {
  it('is the folder of type 11; defaults and refusals', () => {
    expect(blockMeta(BlockType.INDEX)).toBe(meta);
    expect(meta.reads).toEqual(['current', 'site', 'media']);
    expect(v.parse(IndexData, {})).toEqual({ title: '', headingLevel: 3, layout: 'cards' });
    const many = Array.from({ length: INDEX_MAX_PAGES + 1 }, () => ({ collection: 'blog' }));
    for (const bad of [{ layout: 'grid' }, { headingLevel: 1 }, { pages: many }, { pages: [{ collection: 'a/b' }] }, { pages: [{ collection: 'blog', description: 'x'.repeat(301) }] }]) {
      expect(v.safeParse(IndexData, bad).success, JSON.stringify(bad).slice(0, 60)).toBe(false);
    }
  });

  it('without a list: every page of the site in site order, the home page at /, the current one marked', () => {
    const root = index({});
    expect(root.querySelector('nav')?.getAttribute('aria-label')).toBe('Índice de páginas');
    expect(entries(root)).toEqual(['Inicio / -', 'Nosotros /nosotros page', 'Blog /blog -', 'Tienda /tienda -']);
    expect(root.querySelector('img')).toBeNull();
  });

  it('the pages it names, with descriptions and thumbnails; unknown pages and media left out; titled by a heading', () => {
    const root = index({
      title: 'Conoce la casa', headingLevel: 2,
      pages: [{ collection: 'tienda', description: 'Café en grano y molido', mediaId: 'granos' }, { collection: 'privado' }, { collection: 'blog', mediaId: 'nada' }],
    }, '/blog/un-post');
    const nav = root.querySelector('nav')!;
    expect(nav.getAttribute('aria-labelledby')).toBe('b1-title');
    expect(root.querySelector('h2#b1-title')?.textContent).toBe('Conoce la casa');
    expect(entries(root)).toEqual(['Tienda /tienda -', 'Blog /blog true']);
    expect(root.querySelector('.index-block__description')?.textContent).toBe('Café en grano y molido');
    const imgs = root.querySelectorAll('img');
    expect(imgs).toHaveLength(1);
    expect([imgs[0].getAttribute('alt'), imgs[0].getAttribute('loading')]).toEqual(['', 'lazy']);
  });

  it('the list layout shows no thumbnails; nothing to list renders nothing', () => {
    expect(index({ layout: 'list', pages: [{ collection: 'tienda', mediaId: 'granos' }] }).querySelector('img')).toBeNull();
    expect(renderBlock(BlockType.INDEX, { pages: [{ collection: 'privado' }] })).toBe('');
  });
});
