import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { OWNER_HTML_OPTIONS } from '../../shared/owner-html.ts';
import { rememberedBy } from '../../shared/remembered.ts';

/**
 * Markdown to safe HTML, on the server: `marked` (GitHub-flavoured: tables, strikethrough,
 * autolinks) then sanitize-html with the published-page allowlist widened to what Markdown
 * writes — h5/h6, pre, hr, tables, del — and images from the site itself only (`/media/…`): an
 * image on another host would be a third-party request before the visitor did anything.
 * Raw HTML in the Markdown goes through the same allowlist (scripts, styles, handlers dropped).
 */
const marked = new Marked({ gfm: true, breaks: false, async: false });

const OPTIONS: sanitizeHtml.IOptions = {
  ...OWNER_HTML_OPTIONS,
  allowedTags: [...(OWNER_HTML_OPTIONS.allowedTags as string[]), 'h5', 'h6', 'pre', 'hr', 'del', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'img'],
  allowedAttributes: {
    ...OWNER_HTML_OPTIONS.allowedAttributes,
    img: ['src', 'alt', 'title', 'loading', 'decoding'],
    th: ['class'],
    td: ['class'],
    ol: ['start'],
    pre: ['tabindex'],
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !isOwnPath(frame.attribs.src),
  transformTags: {
    ...OWNER_HTML_OPTIONS.transformTags,
    // Images load lazily and decode off the main thread; their alt text is kept as written.
    // A code listing wider than the column scrolls: focusable, so the keyboard can scroll it.
    pre: (tagName) => ({ tagName, attribs: { tabindex: '0' } }),
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, alt: attribs.alt ?? '', loading: 'lazy', decoding: 'async' } }),
    // A column's alignment (`| ---: |`) as a class: `align` is obsolete in HTML. Only the three known values.
    th: cellAlignment,
    td: cellAlignment,
  },
};

function cellAlignment(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const align = attribs.align;
  return { tagName, attribs: align === 'right' || align === 'center' ? { class: `align-${align}` } : {} };
}

/** A path on the site itself: `/media/x.jpg`, never `//host/x` nor a scheme. */
function isOwnPath(src: string | undefined): boolean {
  return typeof src === 'string' && src.startsWith('/') && !src.startsWith('//') && !src.includes('\\');
}

/**
 * The sanitised HTML of `markdown`, remembered by its text (a page renders it on every miss).
 * @example markdownHtml('**Notas:** cacao') // '<p><strong>Notas:</strong> cacao</p>\n'
 */
export const markdownHtml = rememberedBy(
  (markdown: string) => sanitizeHtml(marked.parse(markdown) as string, OPTIONS),
  (markdown) => markdown,
);
