import sanitizeHtml from 'sanitize-html';
import type { Block, Layout, Site } from '../../model/index.ts';
import { BlockType } from '../../shared/enums.ts';
import { SCALED_TEXT_ATTRIBUTE, SCALED_TEXT_TAGS } from '../../shared/effects/scaled-text.ts';
import { cleanTextEffectAttributes, TEXT_EFFECT_ATTRIBUTES } from '../../shared/effects/text-effect.ts';

/**
 * Owner HTML allowed on published pages: formatting, headings h1–h4 (a page's own title heading is usually the owner's h1), lists, quotes and links
 * (http, https, mailto, tel or relative), text-effect spans and scaled text (src/shared/effects:
 * only their own data attributes, with well-formed values). Scripts, styles, event handlers and
 * every other attribute are dropped; the text inside <script>/<style> goes with them.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'code', 'a', 'h1', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'span'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    span: Object.keys(TEXT_EFFECT_ATTRIBUTES),
    ...Object.fromEntries(SCALED_TEXT_TAGS.map((tag) => [tag, [SCALED_TEXT_ATTRIBUTE]])),
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A text effect keeps only its attributes with known values; a span without one is kept bare.
    span: (tagName, attribs) => ({ tagName, attribs: cleanTextEffectAttributes(attribs) }),
    // Scaled text is a bare marker: whatever value the owner wrote is dropped.
    ...Object.fromEntries(
      SCALED_TEXT_TAGS.map((tag) => [
        tag,
        (tagName: string, attribs: sanitizeHtml.Attributes) => ({ tagName, attribs: SCALED_TEXT_ATTRIBUTE in attribs ? { [SCALED_TEXT_ATTRIBUTE]: '' } : {} }),
      ]),
    ),
    // A link that opens a new tab must not hand the opener to the other site.
    a: (tagName, attribs) => {
      const { target, ...rest } = attribs;
      return target === '_blank'
        ? { tagName, attribs: { ...rest, target, rel: 'noopener noreferrer' } }
        : { tagName, attribs: rest };
    },
  },
};

/** Sanitises one owner HTML fragment with the published-page allowlist. */
export function sanitizeOwnerHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** The site with the HTML of every html, accordion, form and newsletter block and of the cookie banner's text sanitised (a new object; the input is untouched). */
export function sanitizeSite(site: Site): Site {
  const cookies = site.settings.cookieSettings;
  return {
    ...site,
    settings: cookies ? { ...site.settings, cookieSettings: { ...cookies, cookieBannerText: sanitizeOwnerHtml(cookies.cookieBannerText) } } : site.settings,
    collections: site.collections.map((c) => ({
      ...c,
      layout: sanitizeLayout(c.layout),
      items: c.items.map((item) => ({ ...item, layout: sanitizeLayout(item.layout) })),
    })),
  };
}

function sanitizeLayout(layout: Layout): Layout {
  return {
    ...layout,
    sections: layout.sections.map((s) => ({ ...s, rows: s.rows.map((r) => ({ ...r, blocks: r.blocks.map(sanitizeBlock) })) })),
  };
}

function sanitizeBlock(block: Block): Block {
  if (block.type === BlockType.HTML) return { ...block, data: { ...block.data, html: sanitizeOwnerHtml(block.data.html) } };
  // A form's or newsletter's post-submit HTML (src/shared/forms/fields.ts) is owner HTML too.
  if ((block.type === BlockType.FORM || block.type === BlockType.NEWSLETTER) && typeof block.data?.postSubmitHtml === 'string') {
    return { ...block, data: { ...block.data, postSubmitHtml: sanitizeOwnerHtml(block.data.postSubmitHtml) } };
  }
  if (block.type === BlockType.ACCORDION) {
    return { ...block, data: { ...block.data, items: block.data.items.map((i: { html: string }) => ({ ...i, html: sanitizeOwnerHtml(i.html) })) } };
  }
  return block;
}
