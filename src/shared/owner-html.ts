import sanitizeHtml from 'sanitize-html';
import { SCALED_TEXT_ATTRIBUTE, SCALED_TEXT_TAGS } from './effects/scaled-text.ts';
import { cleanTextEffectAttributes, TEXT_EFFECT_ATTRIBUTES } from './effects/text-effect.ts';

/**
 * Owner HTML allowed on published pages: formatting, headings h1–h4 (a page's own title heading is usually the owner's h1), lists, quotes and links
 * (http, https, mailto, tel or relative), text-effect spans and scaled text (src/shared/effects:
 * only their own data attributes, with well-formed values). Scripts, styles, event handlers and
 * every other attribute are dropped; the text inside <script>/<style> goes with them.
 * Shared by publishing (src/server/sites/publish-html.ts) and the markdown block, which widens it.
 */
export const OWNER_HTML_OPTIONS: sanitizeHtml.IOptions = {
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
  return sanitizeHtml(html, OWNER_HTML_OPTIONS);
}
