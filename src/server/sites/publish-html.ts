import type { Block, Layout, Site } from '../../model/index.ts';
import { BlockType } from '../../shared/enums.ts';
import { sanitizeOwnerHtml } from '../../shared/owner-html.ts';

export { sanitizeOwnerHtml };

/**
 * The site with the HTML of every html, accordion, form and newsletter block and of the cookie banner's text sanitised (a new object; the input is untouched).
 * On a site that allows owner scripts (`settings.ownerScripts`), an html block whose HTML has a
 * script keeps it as written in `frameHtml`: served only in the block's sandboxed frame
 * (src/shared/owner-frame.ts), never in the page; other sites keep no `frameHtml` at all.
 */
export function sanitizeSite(site: Site): Site {
  const cookies = site.settings.cookieSettings;
  const scripts = site.settings.ownerScripts === true;
  return {
    ...site,
    settings: cookies ? { ...site.settings, cookieSettings: { ...cookies, cookieBannerText: sanitizeOwnerHtml(cookies.cookieBannerText) } } : site.settings,
    collections: site.collections.map((c) => ({
      ...c,
      layout: sanitizeLayout(c.layout, scripts),
      items: c.items.map((item) => ({ ...item, layout: sanitizeLayout(item.layout, scripts) })),
    })),
  };
}

function sanitizeLayout(layout: Layout, scripts: boolean): Layout {
  return {
    ...layout,
    sections: layout.sections.map((s) => ({ ...s, rows: s.rows.map((r) => ({ ...r, blocks: r.blocks.map((b) => sanitizeBlock(b, scripts)) })) })),
  };
}

function sanitizeBlock(block: Block, scripts: boolean): Block {
  if (block.type === BlockType.HTML) {
    const { frameHtml, ...data } = block.data ?? {};
    const raw = typeof frameHtml === 'string' ? frameHtml : typeof data.html === 'string' && /<script[\s>]/i.test(data.html) ? data.html : undefined;
    return { ...block, data: { ...data, html: sanitizeOwnerHtml(data.html), ...(scripts && raw !== undefined ? { frameHtml: raw } : {}) } };
  }
  // A form's or newsletter's post-submit HTML (src/shared/forms/fields.ts) is owner HTML too.
  if ((block.type === BlockType.FORM || block.type === BlockType.NEWSLETTER) && typeof block.data?.postSubmitHtml === 'string') {
    return { ...block, data: { ...block.data, postSubmitHtml: sanitizeOwnerHtml(block.data.postSubmitHtml) } };
  }
  if (block.type === BlockType.ACCORDION) {
    return { ...block, data: { ...block.data, items: block.data.items.map((i: { html: string }) => ({ ...i, html: sanitizeOwnerHtml(i.html) })) } };
  }
  return block;
}
