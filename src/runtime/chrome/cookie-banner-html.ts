/**
 * The cookie banner's text from an update event (§4), cleaned in the browser with the allowlist
 * the server applies to owner HTML at publish (src/server/sites/publish-html.ts): formatting,
 * headings, lists, quotes and links (http, https, mailto, tel or relative). Everything else is
 * unwrapped to its text; scripts, styles and embedded documents go entirely, and so does every
 * attribute but a safe link's href.
 */

const ALLOWED = new Set('P BR STRONG B EM I U S SUB SUP CODE A H1 H2 H3 H4 UL OL LI BLOCKQUOTE'.split(' '));
const DROPPED = new Set('SCRIPT STYLE TEMPLATE IFRAME OBJECT EMBED NOSCRIPT TEXTAREA TITLE SELECT'.split(' '));
/** A scheme of the allowlist, or no scheme at all (a relative address). */
const SAFE_HREF = /^(?:https?:|mailto:|tel:|[^:]*$)/i;

/** Owner HTML as an inert fragment holding only what the allowlist keeps. */
export function cleanBannerHtml(html: string, doc: Document): DocumentFragment {
  const template = doc.createElement('template');
  template.innerHTML = html;
  clean(template.content);
  return template.content;
}

function clean(parent: ParentNode): void {
  for (const node of Array.from(parent.childNodes)) {
    if (node.nodeType === 3) continue;
    if (node.nodeType !== 1) {
      node.remove();
      continue;
    }
    const el = node as Element;
    clean(el);
    if (DROPPED.has(el.tagName.toUpperCase())) el.remove();
    else if (!ALLOWED.has(el.tagName)) el.replaceWith(...Array.from(el.childNodes));
    else {
      for (const attr of Array.from(el.attributes)) {
        if (!(el.tagName === 'A' && attr.name === 'href' && SAFE_HREF.test(attr.value))) el.removeAttribute(attr.name);
      }
    }
  }
}
