import type { BlockList, BlockListItem } from '../../src/blocks/types.ts';

/** The id of the blog the blog blocks' tests list. */
export const BLOG_ID = 'b10b10b10b10b10b10b10b10';

/** A published post of that blog, as src/server/sites/lists.ts gives it. */
export function blogPost(n: number, publishedOn: string, extra: Partial<BlockListItem> = {}): BlockListItem {
  return {
    id: `p${String(n).padStart(23, '0')}`,
    urlId: `entrada-${n}`,
    title: `Entrada ${n}`,
    recordType: 1,
    status: 'published',
    publishedOn,
    excerpt: `Resumen ${n}`,
    tags: [],
    categories: [],
    href: `/bitacora/entrada-${n}`,
    ...extra,
  };
}

/**
 * The blog «Bitácora» (`/bitacora`) with six posts, newest first: two authors, tags «café» (4),
 * «pan & sal» (1) and «agua» (1), categories, over 2025 and 2026; one posted at 03:00 UTC on
 * March 1st (February in Mexico City).
 */
export function blogLists(items: BlockListItem[] = BLOG_POSTS): { lists: Record<string, BlockList> } {
  return {
    lists: {
      [BLOG_ID]: { collection: { id: BLOG_ID, urlId: 'bitacora', title: 'Bitácora', type: 1, description: '' }, items, total: items.length },
    },
  };
}

export const BLOG_POSTS: BlockListItem[] = [
  blogPost(6, '2026-03-01T03:00:00.000Z', { author: 'Ana', tags: ['café', 'agua'], categories: ['Recetas'], mediaId: 'taza' }),
  blogPost(5, '2026-02-10T12:00:00.000Z', { author: 'Luis', tags: ['café'], categories: ['Origen'] }),
  blogPost(4, '2026-01-10T12:00:00.000Z', { author: 'Ana', tags: ['café', 'pan & sal'], categories: ['Recetas'] }),
  blogPost(3, '2025-12-10T12:00:00.000Z', { author: 'Ana', tags: ['café'] }),
  blogPost(2, '2025-11-10T12:00:00.000Z', { author: 'Luis', categories: ['Origen'] }),
  blogPost(1, '2025-11-02T12:00:00.000Z', { title: '<b>Entrada</b> & 1' }),
];
