// @vitest-environment happy-dom
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { dom, renderBlock } from '../../../test/helpers/render-block.tsx';
import { BLOG_ID, blogLists } from '../../../test/helpers/blog-list.ts';
import { BlockType } from '../../shared/enums.ts';
import { blockMeta } from '../schemas.ts';
import { JournalData } from './journal.schema.ts';
import meta from './meta.ts';

describe('journal block (7)', () => {
  it('is the folder that renders type 7, lists its blog and needs a collection id', () => {
    expect(blockMeta(BlockType.JOURNAL)).toBe(meta);
    expect(meta.lists?.(v.parse(JournalData, { collectionId: BLOG_ID }))).toEqual([BLOG_ID]);
    expect(v.safeParse(JournalData, {}).success).toBe(false);
    expect(v.safeParse(JournalData, { collectionId: BLOG_ID, limit: 21 }).success).toBe(false);
  });

  it('shows the latest posts with title, date, excerpt and thumbnail, and a «Ver todas» link', () => {
    const root = dom(renderBlock(BlockType.JOURNAL, { collectionId: BLOG_ID, title: 'Lo último' }, { id: 'j1', model: blogLists() }));
    const section = root.querySelector('section.journal-block')!;
    expect(section.getAttribute('aria-labelledby')).toBe('j1-title');
    expect(root.querySelector('h2#j1-title')?.textContent).toBe('Lo último');
    const items = [...root.querySelectorAll('.post-list-block__item')];
    expect(items).toHaveLength(3);
    expect(items.map((i) => i.querySelector('h3 a')?.getAttribute('href'))).toEqual(['/bitacora/entrada-6', '/bitacora/entrada-5', '/bitacora/entrada-4']);
    expect(items[0].querySelector('time')?.getAttribute('dateTime')).toBe('2026-03-01T03:00:00.000Z');
    expect(items[0].querySelector('time')?.textContent).toBe('1 de marzo de 2026');
    expect(items[0].querySelector('.post-list-block__excerpt')?.textContent).toBe('Resumen 6');
    // The thumbnail is a duplicate link: hidden from the keyboard and screen readers.
    const thumb = items[0].querySelector('.post-list-block__thumb')!;
    expect(thumb.getAttribute('aria-hidden')).toBe('true');
    expect(thumb.getAttribute('tabindex')).toBe('-1');
    expect(thumb.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(items[1].querySelector('img')).toBeNull();
    const more = root.querySelector('.journal-block__more a')!;
    expect(more.getAttribute('href')).toBe('/bitacora');
    expect(more.textContent).toBe('Ver todas: Bitácora');
  });

  it('dates in the site’s time zone; options turn parts off; the blog’s title heads it by default', () => {
    const html = renderBlock(BlockType.JOURNAL, { collectionId: BLOG_ID, limit: 1, showThumbnail: false, showExcerpt: false, showAuthor: true, headingLevel: 3 }, {
      model: blogLists(),
      site: { settings: { timeZone: 'America/Mexico_City' } as never },
    });
    const root = dom(html);
    expect(root.querySelector('h3')?.textContent).toBe('Bitácora');
    expect(root.querySelectorAll('h4')).toHaveLength(1);
    expect(root.querySelector('time')?.textContent).toBe('28 de febrero de 2026');
    expect(root.querySelector('.post-list-block__meta')?.textContent).toBe('28 de febrero de 2026 · Ana');
    expect(root.querySelector('img, .post-list-block__excerpt')).toBeNull();
  });

  it('escapes titles; an unknown or locked blog (absent from lists) shows the empty state', () => {
    const html = renderBlock(BlockType.JOURNAL, { collectionId: BLOG_ID, limit: 20 }, { model: blogLists() });
    expect(html).not.toContain('<b>Entrada</b>');
    expect(html).toContain('&lt;b&gt;Entrada&lt;/b&gt; &amp; 1');
    const empty = dom(renderBlock(BlockType.JOURNAL, { collectionId: 'ffffffffffffffffffffffff' }, { model: blogLists() }));
    expect(empty.querySelector('.journal-block__empty')?.textContent).toBe('Todavía no hay entradas.');
    expect(empty.querySelector('a')).toBeNull();
  });
});
