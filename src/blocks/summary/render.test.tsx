// @vitest-environment happy-dom
import * as v from 'valibot';
import { renderStaticMarkup } from '../../page/static-markup/render.ts';
import { describe, expect, it } from 'vitest';
import { dom, renderBlock } from '../../../test/helpers/render-block.tsx';
import { BlockType, BlockVariant } from '../../shared/enums.ts';
import type { BlockList, BlockListItem } from '../block-meta.ts';
import { blockMeta } from '../schemas.ts';
import meta from './meta.ts';
import { SummaryBlock, summarySizes } from './Summary.tsx';
import { SummaryData } from './summary.schema.ts';
import { fixturePage } from '../../page/test-fixtures.ts';

const BLOG = 'c0000000000000000000blog';
const EVENTS = 'c00000000000000000000evt';
const NOW = Date.parse('2026-03-10T18:00:00Z');

const post = (n: number, extra: Partial<BlockListItem> = {}): BlockListItem => ({
  id: `i00000000000000000000${String(n).padStart(3, '0')}`, urlId: `post-${n}`, title: `Entrada ${n}`, recordType: 1, status: 'published',
  publishedOn: `2026-02-${String(20 - n).padStart(2, '0')}T12:00:00.000Z`, excerpt: `Resumen ${n}`, tags: n % 2 ? ['recetas'] : ['viajes'], categories: ['Métodos'],
  mediaId: n === 1 ? 'taza' : 'granos', author: 'Mariana Cruz', href: `/blog/post-${n}`, ...extra,
});
const blog: BlockList = { collection: { id: BLOG, urlId: 'blog', title: 'Blog', type: 1, description: '' }, items: [1, 2, 3, 4, 5].map((n) => post(n)), total: 5 };

const event = (n: number, startsAt: string, extra: Partial<NonNullable<BlockListItem['event']>> = {}): BlockListItem =>
  post(n, { urlId: `evento-${n}`, title: `Evento ${n}`, href: `/eventos/evento-${n}`, recordType: 12, event: { startsAt, allDay: false, venue: 'Café Altura', address: '', ...extra } });
const events: BlockList = {
  collection: { id: EVENTS, urlId: 'eventos', title: 'Eventos', type: 11, description: '' },
  // Newest published first, as lists.ts gives them: not the order of their dates.
  items: [event(1, '2026-04-02T01:00:00Z'), event(2, '2026-03-01T18:00:00Z'), event(3, '2026-03-12T23:30:00Z'), event(4, '2026-03-10T00:00:00Z', { allDay: true })],
  total: 4,
};
const lists = { [BLOG]: blog, [EVENTS]: events };
const render = (type: number, data: object, id = 'sum') => dom(renderBlock(type, { collectionId: BLOG, ...data }, { id, model: { lists, now: NOW } }));
const titles = (root: HTMLElement) => [...root.querySelectorAll('.summary__title')].map((h) => h.textContent);

describe('summary block (20, 55; variants 1004–1007)', () => {
  it('is the folder of types 20 and 55 and the four variants, listing its collection', () => {
    for (const type of [BlockType.SUMMARY, BlockType.SUMMARY_V2, BlockVariant.SUMMARY_WALL, BlockVariant.SUMMARY_CAROUSEL, BlockVariant.SUMMARY_LIST, BlockVariant.SUMMARY_GRID]) expect(blockMeta(type)).toBe(meta);
    const data = v.parse(SummaryData, { collectionId: BLOG });
    expect(data).toMatchObject({ pageSize: 6, columns: 3, headingLevel: 2, show: { title: true, thumbnail: true, excerpt: true, date: true, author: false, readMore: false } });
    expect(meta.lists!(data)).toEqual([BLOG]);
    expect(meta.lists!(v.parse(SummaryData, {}))).toEqual([]);
    expect(v.safeParse(SummaryData, { pageSize: 31 }).success).toBe(false);
    expect(v.safeParse(SummaryData, { design: 'mosaic' }).success).toBe(false);
  });

  it('grid: newest first, pageSize of them, with date, excerpt and a sized, lazy thumbnail; a heading labels the list', () => {
    const root = render(BlockType.SUMMARY_V2, { pageSize: 3, headerText: 'Del blog', show: { author: true, readMore: true } });
    const el = root.querySelector('.summary')!;
    expect(el.className).toBe('summary summary--grid');
    expect(el.hasAttribute('data-block-script')).toBe(false);
    expect(root.querySelector('h2')!.textContent).toBe('Del blog');
    expect(root.querySelector('ul')!.getAttribute('aria-labelledby')).toBe(root.querySelector('h2')!.id);
    expect(titles(root)).toEqual(['Entrada 1', 'Entrada 2', 'Entrada 3']);
    expect(root.querySelector('h3 a')!.getAttribute('href')).toBe('/blog/post-1');
    expect(root.querySelector('time')!.textContent).toBe('19 de febrero de 2026');
    expect(root.querySelector('.summary__meta')!.textContent).toContain('Por Mariana Cruz');
    expect(root.querySelector('.summary__excerpt')!.textContent).toBe('Resumen 1');
    expect(root.querySelector('.card__more')!.textContent).toBe('Leer más: Entrada 1');
    const img = root.querySelector('img')!;
    expect(img.getAttribute('width')).toBeTruthy();
    expect(img.getAttribute('height')).toBeTruthy();
    expect(img.getAttribute('sizes')).toBe(summarySizes('grid', 12, 3));
    // The fixture page has no image before it: the first thumbnail is the page's first image.
    expect(img.getAttribute('loading')).toBe('eager');
    expect([...root.querySelectorAll('img')].slice(1).every((i) => i.getAttribute('loading') === 'lazy')).toBe(true);
    // The image link repeats the title link: out of the tab order and of the accessibility tree.
    expect(root.querySelector('.summary__media')!.getAttribute('tabindex')).toBe('-1');
  });

  it('the variants give their design; data.design wins', () => {
    expect(render(BlockVariant.SUMMARY_WALL, {}).querySelector('.summary')!.className).toBe('summary summary--wall');
    expect(render(BlockVariant.SUMMARY_LIST, {}).querySelector('.summary')!.className).toBe('summary summary--list');
    expect(render(BlockVariant.SUMMARY_GRID, {}).querySelector('.summary')!.className).toBe('summary summary--grid');
    expect(render(BlockVariant.SUMMARY_LIST, { design: 'wall' }).querySelector('.summary')!.className).toBe('summary summary--wall');
  });

  it('wall: each thumbnail keeps its own shape unless a ratio is asked for', () => {
    const wall = render(BlockVariant.SUMMARY_WALL, {});
    const style = (root: HTMLElement) => root.querySelector('img')!.getAttribute('style') ?? '';
    expect(style(wall)).not.toContain('aspect-ratio');
    expect(style(render(BlockVariant.SUMMARY_WALL, { aspectRatio: '1:1' }))).toContain('aspect-ratio');
    expect(style(render(BlockVariant.SUMMARY_GRID, {}))).toContain('aspect-ratio');
  });

  it('list: cards in one column with the thumbnail sized for its share', () => {
    const root = render(BlockVariant.SUMMARY_LIST, { show: { excerpt: false } });
    expect(root.querySelector('img')!.getAttribute('sizes')).toBe(summarySizes('list', 12, 3));
    expect(root.querySelector('.summary__excerpt')).toBeNull();
    expect(titles(root)).toHaveLength(5);
  });

  it('carousel: a labelled, focusable scroll region and previous/next buttons hidden until its script', () => {
    const root = render(BlockVariant.SUMMARY_CAROUSEL, {});
    const el = root.querySelector('.summary')!;
    expect(el.getAttribute('data-block-script')).toBe('summary');
    const region = root.querySelector('.summary__viewport')!;
    expect(region.getAttribute('role')).toBe('region');
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(region.getAttribute('aria-label')).toBe('Carrusel: entradas de Blog');
    const controls = root.querySelector('.summary__controls')!;
    expect(controls.hasAttribute('hidden')).toBe(true);
    expect([...controls.querySelectorAll('button')].map((b) => b.getAttribute('aria-label'))).toEqual(['Entradas anteriores', 'Entradas siguientes']);
  });

  it('filters by tag and category, case-insensitively', () => {
    expect(titles(render(BlockType.SUMMARY, { tag: 'RECETAS' }))).toEqual(['Entrada 1', 'Entrada 3', 'Entrada 5']);
    expect(titles(render(BlockType.SUMMARY, { category: 'métodos', tag: 'viajes' }))).toEqual(['Entrada 2', 'Entrada 4']);
  });

  it('events: the upcoming ones soonest first, dated in the site’s time zone, marked with the render day', () => {
    const root = dom(
      renderBlock(BlockType.SUMMARY, { collectionId: EVENTS }, { id: 'agenda', path: '/nosotros', site: { settings: { ...fixtureSettings(), timeZone: 'America/Mexico_City' } }, model: { lists, now: NOW } }),
    );
    // Evento 2 (1 March) is over; the all-day Evento 4 (9 March in Mexico City) too; Evento 3 is on 12 March at 5:30 p. m. there.
    expect(titles(root)).toEqual(['Evento 3', 'Evento 1']);
    const time = root.querySelector('time')!;
    expect(time.getAttribute('datetime')).toBe('2026-03-12T23:30:00Z');
    expect(time.textContent).toMatch(/^12 de marzo de 2026, 5:30\s?p\.\s?m\.$/);
    expect(root.querySelector('.summary__meta')!.textContent).toContain('Café Altura');
    const el = root.querySelector<HTMLElement>('.summary')!;
    expect(el.className).toBe('summary summary--grid summary--events');
    expect(el.dataset).toMatchObject({ blockScript: 'summary', renderDay: '2026-03-10', timeZone: 'America/Mexico_City', blockId: 'agenda', blockType: '20' });
  });

  it('an all-day event is listed all of its day, with no time', () => {
    const early = Date.parse('2026-03-09T20:00:00Z');
    const root = dom(renderBlock(BlockType.SUMMARY, { collectionId: EVENTS }, { site: { settings: { ...fixtureSettings(), timeZone: 'America/Mexico_City' } }, model: { lists, now: early } }));
    expect(titles(root)).toEqual(['Evento 4', 'Evento 3', 'Evento 1']);
    expect(root.querySelector('time')!.textContent).toBe('9 de marzo de 2026, todo el día');
  });

  it('nothing to show: nothing for visitors, a note for a signed-in editor', () => {
    expect(renderBlock(BlockType.SUMMARY, { collectionId: 'c00000000000000000000nop' }, { model: { lists, now: NOW } })).toBe('');
    expect(renderBlock(BlockType.SUMMARY, { collectionId: BLOG, tag: 'nada' }, { model: { lists, now: NOW } })).toBe('');
    const ctx = { lists: new Map(), now: NOW, current: { path: '/', url: 'https://x.test/', title: 'Inicio', signedIn: true } } as never;
    const html = renderStaticMarkup(<SummaryBlock id="s" span={12} data={v.parse(SummaryData, { collectionId: BLOG })} ctx={ctx} />);
    expect(dom(html).textContent).toContain('Este resumen no muestra nada a los visitantes');
  });

  it('escapes what items say', () => {
    const hostile: BlockList = { ...blog, items: [post(1, { title: '<script>x</script>', excerpt: '"><img src=x onerror=alert(1)>' })] };
    const html = renderBlock(BlockType.SUMMARY, { collectionId: BLOG }, { model: { lists: { [BLOG]: hostile }, now: NOW } });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img src=x');
  });
});

function fixtureSettings() {
  return fixturePage([]).site.settings;
}
