import type { Block, Collection, Layout, Site } from '../../model/index.ts';
import { CollectionType } from '../../shared/enums.ts';
import { words } from '../../shared/search-words.ts';
import { replaceElements } from '../../shared/replace-elements.ts';

export { fold, words } from '../../shared/search-words.ts';

/**
 * What the index holds: plain text taken from a published site, pure functions only. Words are
 * folded (lowercase, no accents) the way FTS5's `unicode61 remove_diacritics 2` folds them, so
 * the vocabulary, the PostgreSQL tsvector and the snippets agree with the SQLite index.
 */

/** A searchable page or item, before it is written. */
export interface SearchDocument {
  kind: 'page' | 'item';
  path: string;
  title: string;
  body: string;
  publishedOn: number;
}

/** Collection types routed with a list page and item pages (src/server/sites/resolve.ts). */
const LISTS: ReadonlySet<number> = new Set([CollectionType.GENERIC, CollectionType.PRODUCTS, CollectionType.PORTFOLIO, CollectionType.PROJECT, CollectionType.GALLERY_BLOCK, CollectionType.SLIDE_GALLERY]);

/** Keys of block data whose strings are never visible text (addresses, ids, design options). */
const NOT_TEXT = /^(id|.*Id|.*Ids|href|url|src|.*Url|.*Href|style|className|class|color|.*Color|layout|design|variant|align.*|mode|kind|type|target|icon|font.*|size|aspect.*|locale|lang|language|theme|provider|embed|code|script|css|apiKey|key)$/;

/**
 * The visible text of a block's data, found generically: every string under a key that may hold
 * text, with HTML tags and entities removed. `{ html: '<p>Café</p>' }` → 'Café'.
 */
export function blockText(data: unknown, key = ''): string[] {
  if (typeof data === 'string') {
    if (NOT_TEXT.test(key) || /^(https?:|mailto:|tel:|\/|#)/.test(data) || !/\p{L}/u.test(data)) return [];
    // A bare option value ('grid', 'center') is not text; a sentence or a text key is.
    if (!/\s/.test(data.trim()) && !/^(text|title|html|markdown|caption|body|quote|source|label|question|answer|description|heading|name|content|alt|subtitle|author|message|items?)$/i.test(key)) return [];
    return [stripHtml(data)];
  }
  if (Array.isArray(data)) return data.flatMap((v) => blockText(v, key));
  if (data && typeof data === 'object') return Object.entries(data).flatMap(([k, v]) => blockText(v, k));
  return [];
}

/**
 * Plain text of HTML: tags dropped, the common entities decoded, white space collapsed. A tag is
 * `<…>` with no `<` inside (published HTML is sanitized: a `<` in text is `&lt;`); `<[^>]*>` was
 * quadratic on a long run of `<` (bench/suites/regex.ts).
 */
export function stripHtml(html: string): string {
  // Scripts and styles whole (replaceElements: the lazy expression for them was quadratic).
  return replaceElements(html, /<(script|style)()[^>]*>/gi, () => ' ')
    .replace(/<[^<>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;|&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, n) => safeChar(Number(n)))
    .replace(/&amp;/g, '&')
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function safeChar(code: number): string {
  return code > 31 && code < 0x110000 && code !== 127 ? String.fromCodePoint(code) : ' ';
}

/** All the text of a layout's blocks, in reading order. */
export function layoutText(layout: Layout | undefined): string {
  const blocks: Block[] = (layout?.sections ?? []).flatMap((s) => s.rows.flatMap((r) => r.blocks));
  return blocks.flatMap((b) => blockText(b.data)).join(' ').slice(0, 100_000);
}

/**
 * The searchable documents of a site: its pages and list pages, and their published items
 * (drafts, scheduled and needs-review items are left out). The caller passes only the collections
 * a visitor may see: the publish flow drops locked ones (isLocked of the sites domain) first.
 */
export function siteDocuments(site: Site): SearchDocument[] {
  const docs: SearchDocument[] = [];
  for (const c of site.collections as Collection[]) {
    const path = c.urlId === site.homePage ? '/' : `/${c.urlId}`;
    if (c.type === CollectionType.PAGE) {
      docs.push({ kind: 'page', path, title: c.title, body: [c.description, layoutText(c.layout)].filter(Boolean).join(' '), publishedOn: 0 });
      continue;
    }
    if (!LISTS.has(c.type)) continue;
    docs.push({ kind: 'page', path, title: c.title, body: c.description ?? '', publishedOn: 0 });
    for (const item of c.items ?? []) {
      if (item.status !== 'published') continue;
      const body = [item.excerpt, item.author, ...(item.tags ?? []), ...(item.categories ?? []), layoutText(item.layout)].filter(Boolean).join(' ');
      docs.push({ kind: 'item', path: `/${c.urlId}/${item.urlId}`, title: item.title, body, publishedOn: Date.parse(item.publishedOn) || 0 });
    }
  }
  return docs;
}
