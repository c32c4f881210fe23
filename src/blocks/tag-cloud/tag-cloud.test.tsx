// @vitest-environment happy-dom
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { dom, renderBlock } from '../../../test/helpers/render-block.tsx';
import { BLOG_ID, blogLists } from '../../../test/helpers/blog-list.ts';
import { BlockType } from '../../shared/enums.ts';
import { blockMeta } from '../schemas.ts';
import { TagCloudData } from './tag-cloud.schema.ts';
import { cloudTags, tagStep } from './TagCloud.tsx';
import meta from './meta.ts';

describe('tag cloud block (14)', () => {
  it('is the folder that renders type 14 and lists its blog', () => {
    expect(blockMeta(BlockType.TAG_CLOUD)).toBe(meta);
    expect(meta.lists?.(v.parse(TagCloudData, { collectionId: BLOG_ID }))).toEqual([BLOG_ID]);
  });

  it('a labelled navigation of the tags, alphabetically, sized by use, counts for screen readers, links to ?tag=', () => {
    const root = dom(renderBlock(BlockType.TAG_CLOUD, { collectionId: BLOG_ID }, { id: 't1', model: blogLists() }));
    const nav = root.querySelector('nav.tag-cloud')!;
    expect(nav.getAttribute('aria-labelledby')).toBe('t1-title');
    expect(root.querySelector('#t1-title')?.textContent).toBe('Etiquetas');
    const links = [...root.querySelectorAll('a')];
    expect(links.map((a) => a.textContent)).toEqual(['agua (1 entrada)', 'café (4 entradas)', 'pan & sal (1 entrada)']);
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/bitacora?tag=agua', '/bitacora?tag=caf%C3%A9', '/bitacora?tag=pan+%26+sal']);
    expect(links[1].className).toContain('tag-cloud__tag--5');
    expect(links[0].className).toContain('tag-cloud__tag--1');
    expect(links[0].querySelector('.visually-hidden')?.textContent).toBe(' (1 entrada)');
  });

  it('categories instead; a limit keeps the most used', () => {
    const root = dom(renderBlock(BlockType.TAG_CLOUD, { collectionId: BLOG_ID, kind: 'categories', limit: 1, title: 'Temas', headingLevel: 3 }, { model: blogLists() }));
    expect(root.querySelector('h3')?.textContent).toBe('Temas');
    expect([...root.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['/bitacora?category=Origen']);
  });

  it('sizes: five steps between the least and most used, the middle when all are equal', () => {
    expect([1, 2, 3, 4, 5].map((n) => tagStep(n, 1, 5))).toEqual([1, 2, 3, 4, 5]);
    expect(tagStep(7, 7, 7)).toBe(3);
    expect(cloudTags([{ value: 'b', count: 3 }, { value: 'á', count: 2 }, { value: 'c', count: 1 }], 2).map((c) => c.value)).toEqual(['á', 'b']);
  });

  it('nothing without tags or without the blog', () => {
    expect(renderBlock(BlockType.TAG_CLOUD, { collectionId: 'ffffffffffffffffffffffff' }, { model: blogLists() })).toBe('');
    expect(renderBlock(BlockType.TAG_CLOUD, { collectionId: BLOG_ID }, { model: blogLists(blogLists().lists[BLOG_ID].items.map((i) => ({ ...i, tags: [] }))) })).toBe('');
  });
});
