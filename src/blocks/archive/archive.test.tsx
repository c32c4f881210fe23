// @vitest-environment happy-dom
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { dom, renderBlock } from '../../../test/helpers/render-block.tsx';
import { BLOG_ID, blogLists } from '../../../test/helpers/blog-list.ts';
import { BlockType } from '../../shared/enums.ts';
import { blockMeta } from '../schemas.ts';
import { ArchiveData } from './archive.schema.ts';
import meta from './meta.ts';

const months = (root: ParentNode) => [...root.querySelectorAll('.archive-block__months li')].map((li) => [li.querySelector('a')?.textContent, li.querySelector('a')?.getAttribute('href'), li.querySelector('.visually-hidden')?.textContent]);

describe('archive block (61)', () => {
  it('is the folder that renders type 61 and lists its blog', () => {
    expect(blockMeta(BlockType.ARCHIVE)).toBe(meta);
    expect(meta.lists?.(v.parse(ArchiveData, { collectionId: BLOG_ID }))).toEqual([BLOG_ID]);
  });

  it('by month: a labelled navigation of months, newest first, linked to ?month= with their counts', () => {
    const root = dom(renderBlock(BlockType.ARCHIVE, { collectionId: BLOG_ID }, { id: 'a1', model: blogLists() }));
    expect(root.querySelector('nav')?.getAttribute('aria-labelledby')).toBe('a1-title');
    expect(root.querySelector('#a1-title')?.textContent).toBe('Archivo');
    expect(months(root)).toEqual([
      ['marzo de 2026', '/bitacora?month=2026-03', '1 entrada'],
      ['febrero de 2026', '/bitacora?month=2026-02', '1 entrada'],
      ['enero de 2026', '/bitacora?month=2026-01', '1 entrada'],
      ['diciembre de 2025', '/bitacora?month=2025-12', '1 entrada'],
      ['noviembre de 2025', '/bitacora?month=2025-11', '2 entradas'],
    ]);
    // The visible "(2)" is for the eye; screen readers hear «2 entradas».
    expect(root.querySelector('.archive-block__count [aria-hidden="true"]')?.textContent).toBe('(1)');
  });

  it('months in the site’s time zone', () => {
    const root = dom(renderBlock(BlockType.ARCHIVE, { collectionId: BLOG_ID }, { model: blogLists(), site: { settings: { timeZone: 'America/Mexico_City' } as never } }));
    expect(months(root)[0]).toEqual(['febrero de 2026', '/bitacora?month=2026-02', '2 entradas']);
  });

  it('by year: one <details> a year, the newest open, with its months', () => {
    const root = dom(renderBlock(BlockType.ARCHIVE, { collectionId: BLOG_ID, groupBy: 'year', title: 'Por año', headingLevel: 3 }, { model: blogLists() }));
    expect(root.querySelector('h3')?.textContent).toBe('Por año');
    const years = [...root.querySelectorAll('details')];
    expect(years.map((d) => [d.querySelector('summary')?.textContent, d.hasAttribute('open')])).toEqual([
      ['2026 (3)3 entradas', true],
      ['2025 (3)3 entradas', false],
    ]);
    expect(months(years[1]).map((m) => m[0])).toEqual(['diciembre de 2025', 'noviembre de 2025']);
  });

  it('nothing for a blog it may not show or without posts', () => {
    expect(renderBlock(BlockType.ARCHIVE, { collectionId: 'ffffffffffffffffffffffff' }, { model: blogLists() })).toBe('');
    expect(renderBlock(BlockType.ARCHIVE, { collectionId: BLOG_ID }, { model: blogLists([]) })).toBe('');
  });
});
