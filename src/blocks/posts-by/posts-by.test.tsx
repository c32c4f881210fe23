// @vitest-environment happy-dom
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { dom, renderBlock } from '../../../test/helpers/render-block.tsx';
import { BLOG_ID, blogLists } from '../../../test/helpers/blog-list.ts';
import { BlockType } from '../../shared/enums.ts';
import { blockMeta } from '../schemas.ts';
import { PostsByData } from './posts-by.schema.ts';
import meta from './meta.ts';

const titles = (root: HTMLElement) => [...root.querySelectorAll('.post-list-block__title a')].map((a) => a.textContent);

describe('posts by author, tag, category and month (27–30)', () => {
  it('one folder renders the four types; it lists its blog; a value is required', () => {
    for (const type of [BlockType.POSTS_BY_AUTHOR, BlockType.POSTS_BY_TAG, BlockType.POSTS_BY_CATEGORY, BlockType.POSTS_BY_MONTH]) expect(blockMeta(type)).toBe(meta);
    expect(meta.lists?.(v.parse(PostsByData, { collectionId: BLOG_ID, value: 'x' }))).toEqual([BLOG_ID]);
    expect(v.safeParse(PostsByData, { collectionId: BLOG_ID }).success).toBe(false);
    expect(v.safeParse(PostsByData, { collectionId: BLOG_ID, value: '  ' }).success).toBe(false);
  });

  it('by tag: the matching posts, a heading saying what, a link to the filtered list', () => {
    const root = dom(renderBlock(BlockType.POSTS_BY_TAG, { collectionId: BLOG_ID, value: 'café', limit: 3 }, { id: 'p1', model: blogLists() }));
    expect(root.querySelector('section')?.getAttribute('aria-labelledby')).toBe('p1-title');
    expect(root.querySelector('h2#p1-title')?.textContent).toBe('Entradas con la etiqueta «café»');
    expect(titles(root)).toEqual(['Entrada 6', 'Entrada 5', 'Entrada 4']);
    expect(root.querySelectorAll('h3')).toHaveLength(3);
    const more = root.querySelector('.posts-by-block__more a')!;
    expect(more.getAttribute('href')).toBe('/bitacora?tag=caf%C3%A9');
    expect(more.textContent).toBe('Ver todas: Entradas con la etiqueta «café»');
  });

  it('by author, by category', () => {
    const author = dom(renderBlock(BlockType.POSTS_BY_AUTHOR, { collectionId: BLOG_ID, value: 'Luis' }, { model: blogLists() }));
    expect(titles(author)).toEqual(['Entrada 5', 'Entrada 2']);
    expect(author.querySelector('h2')?.textContent).toBe('Entradas de Luis');
    expect(author.querySelector('.posts-by-block__more a')?.getAttribute('href')).toBe('/bitacora?author=Luis');
    const cat = dom(renderBlock(BlockType.POSTS_BY_CATEGORY, { collectionId: BLOG_ID, value: 'Origen', title: 'Del origen' }, { model: blogLists() }));
    expect(titles(cat)).toEqual(['Entrada 5', 'Entrada 2']);
    expect(cat.querySelector('h2')?.textContent).toBe('Del origen');
    expect(cat.querySelector('.posts-by-block__more a')?.getAttribute('href')).toBe('/bitacora?category=Origen');
  });

  it('by month, in the site’s time zone', () => {
    const utc = dom(renderBlock(BlockType.POSTS_BY_MONTH, { collectionId: BLOG_ID, value: '2026-02' }, { model: blogLists() }));
    expect(titles(utc)).toEqual(['Entrada 5']);
    expect(utc.querySelector('h2')?.textContent).toBe('Entradas de febrero de 2026');
    expect(utc.querySelector('.posts-by-block__more a')?.getAttribute('href')).toBe('/bitacora?month=2026-02');
    const mx = dom(renderBlock(BlockType.POSTS_BY_MONTH, { collectionId: BLOG_ID, value: '2026-02' }, { model: blogLists(), site: { settings: { timeZone: 'America/Mexico_City' } as never } }));
    expect(titles(mx)).toEqual(['Entrada 6', 'Entrada 5']);
  });

  it('nothing matching, or a blog it may not show: the empty state, no link', () => {
    for (const [type, value, id] of [[BlockType.POSTS_BY_TAG, 'té', BLOG_ID], [BlockType.POSTS_BY_MONTH, 'marzo', BLOG_ID], [BlockType.POSTS_BY_TAG, 'café', 'ffffffffffffffffffffffff']] as const) {
      const root = dom(renderBlock(type, { collectionId: id, value }, { model: blogLists() }));
      expect(root.querySelector('.posts-by-block__empty')?.textContent).toBe('Todavía no hay entradas.');
      expect(root.querySelector('a')).toBeNull();
    }
  });
});
