// @vitest-environment happy-dom
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { dom, renderBlock } from '../../../test/helpers/render-block.tsx';
import { BLOG_ID, blogLists } from '../../../test/helpers/blog-list.ts';
import { BlockType } from '../../shared/enums.ts';
import { blockMeta } from '../schemas.ts';
import { RssData } from './rss.schema.ts';
import meta from './meta.ts';

describe('RSS link block (49)', () => {
  it('is the folder that renders type 49 and lists its blog', () => {
    expect(blockMeta(BlockType.RSS)).toBe(meta);
    expect(meta.lists?.(v.parse(RssData, { collectionId: BLOG_ID }))).toEqual([BLOG_ID]);
  });

  it('links to the blog’s feed, typed, named with the blog; the icon is hidden', () => {
    const root = dom(renderBlock(BlockType.RSS, { collectionId: BLOG_ID }, { model: blogLists() }));
    const a = root.querySelector('a')!;
    expect(a.getAttribute('href')).toBe('/bitacora?format=rss');
    expect(a.getAttribute('type')).toBe('application/rss+xml');
    expect(a.textContent).toBe('Suscribirse por RSS: Bitácora');
    expect(a.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('an owner’s label, escaped; nothing for a blog it may not show', () => {
    const a = dom(renderBlock(BlockType.RSS, { collectionId: BLOG_ID, label: '<i>Feed</i>' }, { model: blogLists() })).querySelector('a')!;
    expect(a.textContent).toBe('<i>Feed</i>');
    expect(a.querySelector('i')).toBeNull();
    expect(renderBlock(BlockType.RSS, { collectionId: 'ffffffffffffffffffffffff' }, { model: blogLists() })).toBe('');
  });
});
